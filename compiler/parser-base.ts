/**
 * @fileoverview The parser's base (DESIGN.md §3): tokens, refusals, and TypeScript skipping.
 *
 * The parser is one class in three files, split by concern so each stays readable:
 * `parser-base.ts` (this file: the token cursor, the refusal table and its messages, and
 * the skipping of TypeScript-only syntax), `parser-expr.ts` (`ExprParser`: expressions,
 * functions and parameters) and `parser.ts` (`Parser`: the program and statements). Each
 * layer extends the one below; the only call downward, from a function body to its
 * statements, is the abstract `parseStatement`.
 *
 * TypeScript-only syntax (annotations, `as`, `!`, `?`, type declarations) and module syntax
 * (`import`, `export`) build no nodes. Every range the parser reads past is recorded in
 * `skipped`, so that compiler/plain.ts can blank exactly those ranges and leave plain
 * JavaScript with every remaining token where it was.
 */

import { Node } from "./ast";
import { DiagCode, DiagnosticEmitter } from "./diagnostics";
import { Lexer, Tok, Token } from "./lexer";

/** Words that start a construct the kernel subset refuses, with what to say. */
export function refusedKeyword(word: string): string {
  if (word == "class") return "classes are";
  if (word == "this") return "'this' is";
  if (word == "new") return "'new' is";
  if (word == "try") return "try/catch is";
  if (word == "throw") return "'throw' is";
  if (word == "switch") return "switch is";
  if (word == "with") return "'with' is";
  if (word == "delete") return "'delete' is";
  if (word == "typeof") return "'typeof' is";
  if (word == "instanceof") return "'instanceof' is";
  if (word == "yield") return "generators are";
  if (word == "await") return "'await' is";
  if (word == "async") return "async functions are";
  if (word == "super") return "'super' is";
  if (word == "debugger") return "'debugger' is";
  if (word == "import") return "'import' is";
  if (word == "void") return "'void' (undefined) is";
  if (word == "undefined") return "'undefined' is";
  if (word == "null") return "'null' is";
  if (word == "arguments") return "'arguments' is";
  return "";
}

function refusalHint(word: string): string {
  if (word == "switch") return "; use if/else";
  if (word == "new") return "; allocate arrays outside the kernel, or use localArray(dtype, n) for scratch";
  if (word == "class" || word == "this") return "; pass arrays and scalars as parameters";
  return "";
}

/** Deeper nesting is refused rather than risking the Wasm stack (a trap). */
export const MAX_DEPTH: i32 = 256;

export class ParserBase extends DiagnosticEmitter {
  tokens: Token[] = [];
  p: i32 = 0;
  depth: i32 = 0;
  /** Binary operators so far in the current statement (MAX_OPERATORS). */
  operators: i32 = 0;
  text: string;
  /**
   * Source ranges read past without building nodes, as start/end offset pairs in source
   * order: TypeScript-only syntax and module syntax (the `skip*` methods below).
   */
  skipped: i32[] = [];

  constructor(text: string) {
    super();
    this.text = text;
    const lexer = new Lexer(text);
    for (;;) {
      const t = lexer.next();
      this.tokens.push(t);
      if (t.kind == Tok.EOF) break;
    }
    for (let i = 0; i < lexer.diagnostics.length; i++) this.diagnostics.push(lexer.diagnostics[i]);
  }

  // ---- token helpers -------------------------------------------------------------------

  get tok(): Token {
    return this.tokens[this.p];
  }

  peek(k: i32 = 1): Token {
    const i = min(this.p + k, this.tokens.length - 1);
    return this.tokens[i];
  }

  isPunct(text: string): bool {
    const t = this.tok;
    return t.kind == Tok.Punct && t.text == text;
  }

  isWord(text: string): bool {
    const t = this.tok;
    return t.kind == Tok.Ident && t.text == text;
  }

  eatPunct(text: string): bool {
    if (this.isPunct(text)) {
      this.p++;
      return true;
    }
    return false;
  }

  describe(t: Token): string {
    if (t.kind == Tok.EOF) return "end of input";
    if (t.kind == Tok.String) return "a string";
    if (t.kind == Tok.Template) return "a template literal";
    if (t.kind == Tok.Number) return "number '" + t.text + "'";
    if (t.kind == Tok.Ident) return "'" + t.text + "'";
    return "'" + t.text + "'";
  }

  /** Reports `expected X` at the current token; returns false so callers can `return null`. */
  expectPunct(text: string): bool {
    if (this.eatPunct(text)) return true;
    this.unexpected("'" + text + "'");
    return false;
  }

  unexpected(expected: string): void {
    const t = this.tok;
    if (this.refuseToken(t)) return;
    if (expected.length > 0) this.error(DiagCode.Expected, t.start, max(t.end, t.start + 1), expected, this.describe(t));
    else this.error(DiagCode.UnexpectedToken, t.start, max(t.end, t.start + 1), this.describe(t));
  }

  /** Refuses a token that starts an unsupported construct, with a construct-specific message. */
  refuseToken(t: Token): bool {
    if (t.kind == Tok.String) {
      this.error(DiagCode.NotSupported, t.start, t.end, "strings are", "");
      return true;
    }
    if (t.kind == Tok.Template) {
      this.error(DiagCode.NotSupported, t.start, t.end, "template literals are", "");
      return true;
    }
    if (t.kind == Tok.Ident) {
      const what = refusedKeyword(t.text);
      if (what.length > 0) {
        this.error(DiagCode.NotSupported, t.start, t.end, what, refusalHint(t.text));
        return true;
      }
    }
    if (t.kind == Tok.Punct) {
      if (t.text == "...") {
        this.error(DiagCode.NotSupported, t.start, t.end, "spread and rest are", "");
        return true;
      }
      if (t.text == "?.") {
        this.error(DiagCode.NotSupported, t.start, t.end, "optional chaining is", "");
        return true;
      }
      if (t.text == "??" || t.text == "??=") {
        this.error(DiagCode.NotSupported, t.start, t.end, "'??' is", "; kernel values are never null");
        return true;
      }
      if (t.text == "@") {
        this.error(DiagCode.NotSupported, t.start, t.end, "decorators are", "");
        return true;
      }
      if (t.text == "#") {
        this.error(DiagCode.NotSupported, t.start, t.end, "private names are", "");
        return true;
      }
    }
    return false;
  }

  tooDeep(): Node | null {
    const t = this.tok;
    this.error(DiagCode.NotSupported, t.start, max(t.end, t.start + 1), "nesting deeper than " + MAX_DEPTH.toString() + " levels is", "");
    return null;
  }

  // ---- TypeScript and module syntax, skipped -------------------------------------------

  /** Records tokens [from, p) as read past; nothing when none were. */
  markSkipped(from: i32): void {
    if (this.p <= from) return;
    this.skipped.push(this.tokens[from].start);
    this.skipped.push(this.tokens[this.p - 1].end);
  }

  /** Reads past one token: an optional parameter's `?`, a non-null or definite `!`, `export`. */
  skipToken(): void {
    this.p++;
    this.markSkipped(this.p - 1);
  }

  /** At the `:` of an annotation: reads past it and the type; returns the type's text. */
  skipAnnotation(): string {
    const from = this.p;
    this.p++;
    const text = this.skipType();
    this.markSkipped(from);
    return text;
  }

  /** At `as` or `satisfies`: reads past it and the type, which do not change the value. */
  skipAssertion(): void {
    const from = this.p;
    this.p++;
    this.skipType();
    this.markSkipped(from);
  }

  /** An import declaration: up to the module specifier string, then an optional `;`. */
  protected skipStatementTail(): void {
    const from = this.p;
    this.skipStatementTailInner();
    this.markSkipped(from);
  }

  private skipStatementTailInner(): void {
    while (this.tok.kind != Tok.EOF) {
      const t = this.tok;
      this.p++;
      if (t.kind == Tok.String) break;
      if (t.kind == Tok.Punct && t.text == ";") return;
    }
    this.eatPunct(";");
  }

  /** `type`, `interface` or `declare` ...: up to its `;`, closing `}` or the next line's word. */
  protected skipTypeDeclaration(): void {
    const from = this.p;
    this.skipTypeDeclarationInner();
    this.markSkipped(from);
  }

  private skipTypeDeclarationInner(): void {
    let depth = 0;
    while (this.tok.kind != Tok.EOF) {
      const t = this.tok;
      if (t.kind == Tok.Punct) {
        if (t.text == "{" || t.text == "(" || t.text == "[" || t.text == "<") depth++;
        else if (t.text == "}" || t.text == ")" || t.text == "]" || t.text == ">") {
          depth--;
          if (depth == 0 && t.text == "}") {
            this.p++;
            return;
          }
        } else if (t.text == ";" && depth <= 0) {
          this.p++;
          return;
        }
      }
      this.p++;
      if (depth <= 0 && this.tok.newlineBefore && this.tok.kind == Tok.Ident) return;
    }
  }

  /**
   * Skips a TypeScript type and returns its text; callers record the range with what led to
   * it (`:`, `as`). Stops at `,` `)` `]` `;` `=` `}` `=>` or
   * a `{` that follows a complete type, at depth 0.
   */
  skipType(): string {
    const start = this.tok.start;
    let depth = 0;
    let first = true;
    let end = start;
    while (this.tok.kind != Tok.EOF) {
      const t = this.tok;
      if (t.kind == Tok.Punct) {
        const s = t.text;
        if (depth == 0 && !first) {
          if (s == "," || s == ")" || s == "]" || s == ";" || s == "=" || s == "}" || s == "=>" || s == "{") break;
        }
        if (depth == 0 && first && (s == ")" || s == "," || s == ";")) break;
        if (s == "(" || s == "[" || s == "{" || s == "<") depth++;
        else if (s == ")" || s == "]" || s == "}" || s == ">") depth--;
        else if (s == ">>") depth -= 2;
        else if (s == ">>>") depth -= 3;
        if (depth < 0) break;
      } else if (depth == 0 && !first && t.newlineBefore) {
        break;
      }
      first = false;
      end = t.end;
      this.p++;
      // `A | B`, `A & B`, `A.B`, `A[]` continue; anything else after an atom ends the type
      if (depth == 0 && this.tok.kind == Tok.Punct) {
        const n = this.tok.text;
        if (n == "|" || n == "&" || n == "." || n == "[" || n == "<") first = true;
      }
    }
    return this.text.substring(start, end);
  }
}
