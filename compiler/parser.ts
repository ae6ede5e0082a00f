/**
 * @fileoverview Recursive-descent parser for the kernel subset (DESIGN.md §3).
 *
 * Input is either what `fn.toString()` returns (one function: declaration, expression,
 * arrow or method shorthand, after tsc/esbuild/swc/terser) or TypeScript source text (a
 * module with imports, exports, type annotations, helper functions and constants).
 * Constructs the subset never accepts are refused here, at their range. The parser stops at
 * the first error: each parse function returns null and its caller passes the null up.
 */

import {
  ArrayLit, Assign, BigIntLit, Binary, Block, BoolLit, Call, Cond, Declarator, DoWhile, ExprStmt,
  For, ForOf, FunctionNode, Ident, If, Index, Jump, Logical, Member, Node, NodeKind, NumberLit,
  Param, Program, Return, Seq, StringLit, Unary, Update, VarDecl, While,
} from "./ast";
import { DiagCode, DiagnosticEmitter } from "./diagnostics";
import { Lexer, Tok, Token } from "./lexer";
import { parseNumberLiteral } from "./numparse";

function binaryPrecedence(op: string): i32 {
  if (op == "||") return 4;
  if (op == "&&") return 5;
  if (op == "|") return 6;
  if (op == "^") return 7;
  if (op == "&") return 8;
  if (op == "==" || op == "!=" || op == "===" || op == "!==") return 9;
  if (op == "<" || op == ">" || op == "<=" || op == ">=") return 10;
  if (op == "<<" || op == ">>" || op == ">>>") return 11;
  if (op == "+" || op == "-") return 12;
  if (op == "*" || op == "/" || op == "%") return 13;
  if (op == "**") return 14;
  return -1;
}

function isAssignOp(op: string): bool {
  return op == "=" || op == "+=" || op == "-=" || op == "*=" || op == "/=" || op == "%=" ||
    op == "**=" || op == "<<=" || op == ">>=" || op == ">>>=" || op == "&=" || op == "|=" ||
    op == "^=" || op == "&&=" || op == "||=" || op == "??=";
}

/** Words that start a construct the kernel subset refuses, with what to say. */
function refusedKeyword(word: string): string {
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
const MAX_DEPTH: i32 = 256;

/**
 * Binary operators in one statement. A chain `a + b + ...` is parsed in a loop but is a tree
 * as deep as it is long, which lowering, inference and codegen walk recursively: about 2,800
 * operators overflowed the Wasm stack (a trap).
 */
const MAX_OPERATORS: i32 = 1024;

export class Parser extends DiagnosticEmitter {
  tokens: Token[] = [];
  p: i32 = 0;
  depth: i32 = 0;
  /** Binary operators so far in the current statement (MAX_OPERATORS). */
  operators: i32 = 0;
  text: string;

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

  // ---- program --------------------------------------------------------------------------

  /**
   * Parses a whole source. `wanted` picks the kernel among several functions of a module
   * (the `name` option); a source holding one function is that function whatever its name,
   * since bundlers rename (esbuild turns `gemm` into `gemm2`).
   */
  parseProgram(wanted: string): Program | null {
    const prog = new Program();
    let defaultFn: FunctionNode | null = null;
    while (this.tok.kind != Tok.EOF) {
      if (this.eatPunct(";")) continue;
      if (this.isWord("import") && !(this.peek().kind == Tok.Punct && this.peek().text == "(")) {
        this.skipStatementTail();
        continue;
      }
      if ((this.isWord("type") || this.isWord("interface") || this.isWord("declare")) &&
          this.peek().kind == Tok.Ident && !this.peek().newlineBefore) {
        this.skipTypeDeclaration();
        continue;
      }
      let isDefault = false;
      if (this.isWord("export")) {
        this.p++;
        if (this.isWord("default")) {
          this.p++;
          isDefault = true;
        }
        if (this.isWord("type") || this.isWord("interface")) {
          this.skipTypeDeclaration();
          continue;
        }
      }
      this.operators = 0; // each top-level item counts its own (MAX_OPERATORS)
      const fn = this.parseTopLevelItem(prog);
      if (this.hasErrors) return null;
      if (fn) {
        prog.functions.push(fn);
        if (isDefault) defaultFn = fn;
      }
    }
    const fns = prog.functions;
    if (fns.length == 0) {
      this.error(DiagCode.NotAFunction, 0, min(this.text.length, 1), "");
      return null;
    }
    let kernel: FunctionNode | null = null;
    if (fns.length == 1) {
      kernel = fns[0];
    } else {
      for (let i = 0; i < fns.length; i++) if (fns[i].name == wanted) kernel = fns[i];
      if (!kernel) kernel = defaultFn;
      if (!kernel) kernel = fns[fns.length - 1];
    }
    prog.kernel = kernel;
    const rest = new Array<FunctionNode>();
    for (let i = 0; i < fns.length; i++) if (fns[i] != kernel) rest.push(fns[i]);
    prog.functions = rest;
    return prog;
  }

  private skipStatementTail(): void {
    // import declarations: skip to the module specifier string, then an optional `;`
    while (this.tok.kind != Tok.EOF) {
      const t = this.tok;
      this.p++;
      if (t.kind == Tok.String) break;
      if (t.kind == Tok.Punct && t.text == ";") return;
    }
    this.eatPunct(";");
  }

  private skipTypeDeclaration(): void {
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

  /** One top-level item: returns a function, records a constant, or refuses. */
  private parseTopLevelItem(prog: Program): FunctionNode | null {
    const t = this.tok;
    if (t.kind == Tok.Ident && t.text == "function") return this.parseFunction(NodeKind.FunctionDecl);
    if (t.kind == Tok.Ident && (t.text == "const" || t.text == "let" || t.text == "var")) {
      const kw = t.text;
      this.p++;
      if (this.tok.kind != Tok.Ident) {
        this.unexpected("a name");
        return null;
      }
      const name = this.tok.text;
      const nameStart = this.tok.start;
      this.p++;
      if (this.eatPunct(":")) this.skipType();
      if (!this.expectPunct("=")) return null;
      const init = this.parseAssignment();
      if (!init) return null;
      this.eatPunct(";");
      const fn = this.unwrapFunction(init);
      if (fn) {
        if (fn.name.length == 0) {
          fn.name = name;
          fn.nameStart = nameStart;
        }
        return fn;
      }
      if (kw == "const") {
        prog.constNames.push(name);
        prog.constValues.push(init);
        return null;
      }
      this.error(DiagCode.NotAFunction, init.start, init.end, "; a module-level '" + kw + "' must be a function or a constant");
      return null;
    }
    // Method shorthand, as `({ k(x) {...} }).k.toString()` prints it: `k(x) { ... }`.
    if (t.kind == Tok.Ident && this.peek().kind == Tok.Punct && this.peek().text == "(" &&
        refusedKeyword(t.text).length == 0 && this.looksLikeMethod()) {
      return this.parseFunctionRest(NodeKind.FunctionDecl, t.start, t.text, t.start);
    }
    if (this.refuseToken(t)) return null;
    const e = this.parseExpression();
    if (!e) return null;
    this.eatPunct(";");
    const fn = this.unwrapFunction(e);
    if (!fn) {
      this.error(DiagCode.NotAFunction, e.start, e.end, "");
      return null;
    }
    return fn;
  }

  /** `name(...) {` with the `)` followed by `{` or a return annotation. */
  private looksLikeMethod(): bool {
    let depth = 0;
    for (let i = this.p + 1; i < this.tokens.length; i++) {
      const t = this.tokens[i];
      if (t.kind == Tok.EOF) return false;
      if (t.kind != Tok.Punct) continue;
      if (t.text == "(") depth++;
      else if (t.text == ")") {
        depth--;
        if (depth == 0) {
          const n = this.tokens[i + 1];
          return n.kind == Tok.Punct && (n.text == "{" || n.text == ":");
        }
      }
    }
    return false;
  }

  /** A function expression, arrow, or `tack.kernel(fn, ...)`/`(fn)` wrapping one. */
  private unwrapFunction(e: Node): FunctionNode | null {
    if (e.kind == NodeKind.FunctionExpr) return <FunctionNode>e;
    if (e.kind == NodeKind.Call) {
      const c = <Call>e;
      if (c.args.length >= 1 && c.args[0].kind == NodeKind.FunctionExpr) return <FunctionNode>c.args[0];
    }
    return null;
  }

  // ---- functions -----------------------------------------------------------------------

  parseFunction(kind: NodeKind): FunctionNode | null {
    const start = this.tok.start;
    this.p++; // `function`
    if (this.isPunct("*")) {
      this.error(DiagCode.NotSupported, this.tok.start, this.tok.end, "generators are", "");
      return null;
    }
    let name = "";
    let nameStart = start;
    if (this.tok.kind == Tok.Ident) {
      name = this.tok.text;
      nameStart = this.tok.start;
      this.p++;
    }
    return this.parseFunctionRest(kind, start, name, nameStart);
  }

  /** Parameters and body, from the `(` (or `<` of TS generics, refused). */
  parseFunctionRest(kind: NodeKind, start: i32, name: string, nameStart: i32): FunctionNode | null {
    if (kind == NodeKind.FunctionDecl && this.tok.kind == Tok.Ident && this.tok.text == name) this.p++;
    if (this.isPunct("<")) {
      this.error(DiagCode.NotSupported, this.tok.start, this.tok.end, "generic type parameters are", "");
      return null;
    }
    const params = this.parseParams();
    if (!params) return null;
    if (this.eatPunct(":")) this.skipType();
    const fn = new FunctionNode(kind, start, start, name, nameStart, params);
    if (!this.parseBody(fn)) return null;
    return fn;
  }

  parseParams(): Param[] | null {
    if (!this.expectPunct("(")) return null;
    const params = new Array<Param>();
    while (!this.isPunct(")")) {
      const t = this.tok;
      if (t.kind == Tok.Punct && (t.text == "[" || t.text == "{")) {
        this.error(DiagCode.NotSupported, t.start, t.end, "destructuring parameters is", "; take arrays and scalars as plain parameters");
        return null;
      }
      if (t.kind != Tok.Ident || refusedKeyword(t.text).length > 0) {
        this.unexpected("a parameter name");
        return null;
      }
      this.p++;
      this.eatPunct("?");
      let annotation = "";
      if (this.eatPunct(":")) annotation = this.skipType();
      if (this.isPunct("=")) {
        this.error(DiagCode.NotSupported, this.tok.start, this.tok.end, "default parameter values are", "");
        return null;
      }
      params.push(new Param(t.text, t.start, t.end, annotation));
      if (!this.isPunct(")") && !this.expectPunct(",")) return null;
    }
    this.p++;
    return params;
  }

  parseBody(fn: FunctionNode): bool {
    fn.bodyStart = this.tok.start;
    if (!this.expectPunct("{")) return false;
    // directive prologue ("use strict")
    while (this.tok.kind == Tok.String && this.peek().kind == Tok.Punct &&
           (this.peek().text == ";" || this.peek().text == "}" || this.peek().newlineBefore)) {
      this.p++;
      this.eatPunct(";");
    }
    while (!this.isPunct("}")) {
      if (this.tok.kind == Tok.EOF) {
        this.unexpected("'}'");
        return false;
      }
      const s = this.parseStatement();
      if (!s) return false;
      fn.body.push(s);
    }
    fn.end = this.tok.end;
    this.p++;
    return true;
  }

  /**
   * Skips a TypeScript type and returns its text. Stops at `,` `)` `]` `;` `=` `}` `=>` or
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

  // ---- statements ----------------------------------------------------------------------

  parseStatement(): Node | null {
    if (++this.depth > MAX_DEPTH) return this.tooDeep();
    const savedOperators = this.operators;
    this.operators = 0;
    const s = this.parseStatementInner();
    this.operators = savedOperators;
    this.depth--;
    return s;
  }

  tooDeep(): Node | null {
    const t = this.tok;
    this.error(DiagCode.NotSupported, t.start, max(t.end, t.start + 1), "nesting deeper than " + MAX_DEPTH.toString() + " levels is", "");
    return null;
  }

  parseStatementInner(): Node | null {
    const t = this.tok;
    if (t.kind == Tok.Punct) {
      if (t.text == "{") return this.parseBlock();
      if (t.text == ";") {
        this.p++;
        return new Node(NodeKind.Empty, t.start, t.end);
      }
    }
    if (t.kind == Tok.Ident) {
      const w = t.text;
      if (w == "const" || w == "let" || w == "var") {
        const d = this.parseVarDecl();
        if (!d) return null;
        if (!this.endStatement()) return null;
        return d;
      }
      if (w == "function") return this.parseFunction(NodeKind.FunctionDecl);
      if (w == "if") return this.parseIf();
      if (w == "for") return this.parseFor();
      if (w == "while") return this.parseWhile();
      if (w == "do") return this.parseDoWhile();
      if (w == "break" || w == "continue") {
        this.p++;
        if (this.tok.kind == Tok.Ident && !this.tok.newlineBefore) {
          this.error(DiagCode.NotSupported, this.tok.start, this.tok.end, "labels are", "");
          return null;
        }
        if (!this.endStatement()) return null;
        return new Jump(w == "break" ? NodeKind.Break : NodeKind.Continue, t.start, t.end);
      }
      if (w == "return") {
        this.p++;
        let value: Node | null = null;
        if (!this.isPunct(";") && !this.isPunct("}") && this.tok.kind != Tok.EOF && !this.tok.newlineBefore) {
          value = this.parseExpression();
          if (!value) return null;
        }
        if (!this.endStatement()) return null;
        return new Return(t.start, value ? value.end : t.end, value);
      }
      if ((w == "type" || w == "interface") && this.peek().kind == Tok.Ident && !this.peek().newlineBefore) {
        this.skipTypeDeclaration();
        return new Node(NodeKind.Empty, t.start, t.end);
      }
      if (w == "else" || w == "case" || w == "default" || w == "catch" || w == "finally") {
        this.unexpected("");
        return null;
      }
      const refusal = refusedKeyword(w);
      if (refusal.length > 0 && w != "void" && w != "undefined" && w != "null" && w != "typeof" && w != "delete") {
        this.refuseToken(t);
        return null;
      }
      // labelled statement
      if (this.peek().kind == Tok.Punct && this.peek().text == ":") {
        this.error(DiagCode.NotSupported, t.start, t.end, "labels are", "");
        return null;
      }
    }
    const e = this.parseExpression();
    if (!e) return null;
    if (!this.endStatement()) return null;
    return new ExprStmt(e.start, e.end, e);
  }

  /** `;`, or automatic semicolon insertion before `}`, end of input or a new line. */
  endStatement(): bool {
    if (this.eatPunct(";")) return true;
    const t = this.tok;
    if (t.kind == Tok.EOF || t.newlineBefore || (t.kind == Tok.Punct && t.text == "}")) return true;
    this.unexpected("';'");
    return false;
  }

  parseBlock(): Node | null {
    const start = this.tok.start;
    this.p++;
    const body = new Array<Node>();
    while (!this.isPunct("}")) {
      if (this.tok.kind == Tok.EOF) {
        this.unexpected("'}'");
        return null;
      }
      const s = this.parseStatement();
      if (!s) return null;
      body.push(s);
    }
    const end = this.tok.end;
    this.p++;
    return new Block(start, end, body);
  }

  parseVarDecl(): VarDecl | null {
    const start = this.tok.start;
    const kw = this.tok.text;
    this.p++;
    const decls = new Array<Declarator>();
    for (;;) {
      const d = this.parseDeclarator(false);
      if (!d) return null;
      if (this.eatPunct("=")) {
        const init = this.parseAssignment();
        if (!init) return null;
        d.init = init;
        d.end = init.end;
      }
      decls.push(d);
      if (!this.eatPunct(",")) break;
    }
    return new VarDecl(start, decls[decls.length - 1].end, kw, decls);
  }

  /** A binding name, or (allowPattern) an array pattern of names `[y, x]`. */
  parseDeclarator(allowPattern: bool): Declarator | null {
    const t = this.tok;
    const d = new Declarator(t.start, t.end);
    if (t.kind == Tok.Punct && t.text == "[") {
      if (!allowPattern) {
        this.error(DiagCode.NotSupported, t.start, t.end, "destructuring is", " outside a grid loop head, as in `for (const [y, x] of grid(h, w))`");
        return null;
      }
      this.p++;
      d.isPattern = true;
      while (!this.isPunct("]")) {
        const n = this.tok;
        if (n.kind != Tok.Ident || refusedKeyword(n.text).length > 0) {
          this.unexpected("a name");
          return null;
        }
        d.names.push(n.text);
        d.nameStarts.push(n.start);
        this.p++;
        if (!this.isPunct("]") && !this.expectPunct(",")) return null;
      }
      d.end = this.tok.end;
      this.p++;
      return d;
    }
    if (t.kind == Tok.Punct && t.text == "{") {
      this.error(DiagCode.NotSupported, t.start, t.end, "destructuring is", "");
      return null;
    }
    if (t.kind != Tok.Ident || refusedKeyword(t.text).length > 0) {
      this.unexpected("a name");
      return null;
    }
    this.p++;
    d.names.push(t.text);
    d.nameStarts.push(t.start);
    if (this.eatPunct("!")) {}
    if (this.eatPunct(":")) d.annotation = this.skipType();
    return d;
  }

  parseParenExpression(): Node | null {
    if (!this.expectPunct("(")) return null;
    const e = this.parseExpression();
    if (!e) return null;
    if (!this.expectPunct(")")) return null;
    return e;
  }

  parseIf(): Node | null {
    const start = this.tok.start;
    this.p++;
    const test = this.parseParenExpression();
    if (!test) return null;
    const then = this.parseStatement();
    if (!then) return null;
    let otherwise: Node | null = null;
    if (this.isWord("else")) {
      this.p++;
      otherwise = this.parseStatement();
      if (!otherwise) return null;
    }
    return new If(start, (otherwise ? otherwise : then).end, test, then, otherwise);
  }

  parseWhile(): Node | null {
    const start = this.tok.start;
    this.p++;
    const test = this.parseParenExpression();
    if (!test) return null;
    const body = this.parseStatement();
    if (!body) return null;
    return new While(start, body.end, test, body);
  }

  parseDoWhile(): Node | null {
    const start = this.tok.start;
    this.p++;
    const body = this.parseStatement();
    if (!body) return null;
    if (!this.isWord("while")) {
      this.unexpected("'while'");
      return null;
    }
    this.p++;
    const test = this.parseParenExpression();
    if (!test) return null;
    this.eatPunct(";");
    return new DoWhile(start, test.end, body, test);
  }

  parseFor(): Node | null {
    const start = this.tok.start;
    this.p++;
    if (this.isWord("await")) {
      this.refuseToken(this.tok);
      return null;
    }
    if (!this.expectPunct("(")) return null;
    let init: Node | null = null;
    // for (const x of ...) / for (const [y, x] of ...) / for (x of ...)
    const t = this.tok;
    if (t.kind == Tok.Ident && (t.text == "const" || t.text == "let" || t.text == "var")) {
      const save = this.p;
      this.p++;
      const d = this.parseDeclarator(true);
      if (!d) return null;
      if (this.isWord("of")) return this.parseForOfRest(start, t.text, d);
      if (this.isWord("in")) {
        this.error(DiagCode.NotSupported, this.tok.start, this.tok.end, "for...in is", "; use for (const i of range(n))");
        return null;
      }
      this.p = save;
      init = this.parseVarDecl();
      if (!init) return null;
    } else if (t.kind == Tok.Ident && this.peek().kind == Tok.Ident && this.peek().text == "of") {
      const d = new Declarator(t.start, t.end);
      d.names.push(t.text);
      d.nameStarts.push(t.start);
      this.p++;
      return this.parseForOfRest(start, "", d);
    } else if (!this.isPunct(";")) {
      init = this.parseExpression();
      if (!init) return null;
      if (this.isWord("in")) {
        this.error(DiagCode.NotSupported, this.tok.start, this.tok.end, "for...in is", "; use for (const i of range(n))");
        return null;
      }
    }
    if (!this.expectPunct(";")) return null;
    let test: Node | null = null;
    if (!this.isPunct(";")) {
      test = this.parseExpression();
      if (!test) return null;
    }
    if (!this.expectPunct(";")) return null;
    let update: Node | null = null;
    if (!this.isPunct(")")) {
      update = this.parseExpression();
      if (!update) return null;
    }
    if (!this.expectPunct(")")) return null;
    const body = this.parseStatement();
    if (!body) return null;
    return new For(start, body.end, init, test, update, body);
  }

  parseForOfRest(start: i32, declKind: string, d: Declarator): Node | null {
    this.p++; // `of`
    const iterable = this.parseAssignment();
    if (!iterable) return null;
    if (!this.expectPunct(")")) return null;
    const body = this.parseStatement();
    if (!body) return null;
    return new ForOf(start, body.end, declKind, d, iterable, body);
  }

  // ---- expressions ---------------------------------------------------------------------

  parseExpression(): Node | null {
    const first = this.parseAssignment();
    if (!first) return null;
    if (!this.isPunct(",")) return first;
    const list = new Array<Node>();
    list.push(first);
    while (this.eatPunct(",")) {
      const e = this.parseAssignment();
      if (!e) return null;
      list.push(e);
    }
    return new Seq(first.start, list[list.length - 1].end, list);
  }

  parseAssignment(): Node | null {
    if (++this.depth > MAX_DEPTH) return this.tooDeep();
    const e = this.parseAssignmentInner();
    this.depth--;
    return e;
  }

  parseAssignmentInner(): Node | null {
    // arrow functions: `x => ...`, `(a, b) => ...`, `async` refused via refuseToken
    const t = this.tok;
    if (t.kind == Tok.Ident && this.peek().kind == Tok.Punct && this.peek().text == "=>" &&
        refusedKeyword(t.text).length == 0) {
      const params = new Array<Param>();
      params.push(new Param(t.text, t.start, t.end, ""));
      this.p++;
      return this.parseArrowBody(t.start, params);
    }
    if (t.kind == Tok.Punct && t.text == "(" && this.isArrowAhead()) {
      const params = this.parseParams();
      if (!params) return null;
      if (this.eatPunct(":")) this.skipType();
      return this.parseArrowBody(t.start, params);
    }
    const left = this.parseConditional();
    if (!left) return null;
    const op = this.tok;
    if (op.kind == Tok.Punct && isAssignOp(op.text)) {
      if (op.text == "&&=" || op.text == "||=" || op.text == "??=") {
        this.error(DiagCode.NotSupported, op.start, op.end, "logical assignment is", "");
        return null;
      }
      if (left.kind != NodeKind.Ident && left.kind != NodeKind.Index && left.kind != NodeKind.Member) {
        this.error(DiagCode.UnexpectedToken, op.start, op.end, "'" + op.text + "' (the left side is not assignable)");
        return null;
      }
      this.p++;
      const value = this.parseAssignment();
      if (!value) return null;
      return new Assign(left.start, value.end, op.text, left, value);
    }
    return left;
  }

  /** At `(`: is this the parameter list of an arrow function? */
  isArrowAhead(): bool {
    let depth = 0;
    for (let i = this.p; i < this.tokens.length; i++) {
      const t = this.tokens[i];
      if (t.kind == Tok.EOF) return false;
      if (t.kind != Tok.Punct) continue;
      if (t.text == "(" || t.text == "[" || t.text == "{") depth++;
      else if (t.text == ")" || t.text == "]" || t.text == "}") {
        depth--;
        if (depth == 0) {
          const n = this.tokens[i + 1];
          if (n.kind != Tok.Punct) return false;
          if (n.text == "=>") return true;
          return n.text == ":" && this.arrowAfterAnnotation(i + 2);
        }
      }
    }
    return false;
  }

  /** `(...): T =>`: a return annotation then `=>`, not the `:` of an enclosing `?:`. */
  arrowAfterAnnotation(from: i32): bool {
    let depth = 0;
    for (let i = from; i < this.tokens.length; i++) {
      const t = this.tokens[i];
      if (t.kind == Tok.EOF) return false;
      if (t.kind != Tok.Punct) continue;
      const s = t.text;
      if (depth == 0 && s == "=>") return true;
      if (s == "(" || s == "[" || s == "{" || s == "<") depth++;
      else if (s == ")" || s == "]" || s == "}" || s == ">") {
        if (depth == 0) return false;
        depth--;
      } else if (depth == 0 && (s == "?" || s == ":" || s == ";" || s == ",")) {
        return false;
      }
    }
    return false;
  }

  parseArrowBody(start: i32, params: Param[]): Node | null {
    if (!this.expectPunct("=>")) return null;
    const fn = new FunctionNode(NodeKind.FunctionExpr, start, start, "", start, params);
    if (this.isPunct("{")) {
      if (!this.parseBody(fn)) return null;
      return fn;
    }
    fn.bodyStart = this.tok.start;
    const e = this.parseAssignment();
    if (!e) return null;
    fn.body.push(new Return(e.start, e.end, e));
    fn.end = e.end;
    return fn;
  }

  parseConditional(): Node | null {
    const test = this.parseBinary(4);
    if (!test) return null;
    if (!this.isPunct("?")) return test;
    this.p++;
    const then = this.parseAssignment();
    if (!then) return null;
    if (!this.expectPunct(":")) return null;
    const otherwise = this.parseAssignment();
    if (!otherwise) return null;
    return new Cond(test.start, otherwise.end, test, then, otherwise);
  }

  parseBinary(minPrec: i32): Node | null {
    let left = this.parseUnary();
    if (!left) return null;
    for (;;) {
      const t = this.tok;
      let op = "";
      if (t.kind == Tok.Punct) op = t.text;
      else if (t.kind == Tok.Ident && (t.text == "in" || t.text == "instanceof")) {
        this.error(DiagCode.NotSupported, t.start, t.end, "'" + t.text + "' is", "");
        return null;
      } else if (t.kind == Tok.Ident && (t.text == "as" || t.text == "satisfies") && !t.newlineBefore) {
        // TypeScript `x as T`: the annotation does not change kernel semantics
        this.p++;
        this.skipType();
        continue;
      }
      if (op == "??") {
        this.refuseToken(t);
        return null;
      }
      const prec = binaryPrecedence(op);
      if (prec < minPrec || prec < 0) return left;
      if (++this.operators > MAX_OPERATORS) {
        this.error(DiagCode.NotSupported, t.start, t.end, "a statement with more than " + MAX_OPERATORS.toString() + " binary operators is",
          "; split the expression into several statements");
        return null;
      }
      this.p++;
      // `**` is right-associative; the rest are left-associative
      const right = op == "**" ? this.parseBinary(prec) : this.parseBinary(prec + 1);
      if (!right) return null;
      if (op == "&&" || op == "||") left = new Logical(left.start, right.end, op, left, right);
      else left = new Binary(left.start, right.end, op, left, right);
    }
    return left;
  }

  parseUnary(): Node | null {
    if (++this.depth > MAX_DEPTH) return this.tooDeep();
    const e = this.parseUnaryInner();
    this.depth--;
    return e;
  }

  parseUnaryInner(): Node | null {
    const t = this.tok;
    if (t.kind == Tok.Punct) {
      const op = t.text;
      if (op == "!" || op == "-" || op == "+" || op == "~") {
        this.p++;
        const arg = this.parseUnary();
        if (!arg) return null;
        if (this.isPunct("**")) {
          this.error(DiagCode.UnexpectedToken, this.tok.start, this.tok.end, "'**' after a unary operator (parenthesize the base)");
          return null;
        }
        return new Unary(t.start, arg.end, op, arg);
      }
      if (op == "++" || op == "--") {
        this.p++;
        const arg = this.parseUnary();
        if (!arg) return null;
        return new Update(t.start, arg.end, op, true, arg);
      }
      if (op == "<") {
        this.error(DiagCode.NotSupported, t.start, t.end, "angle-bracket type assertions are", "; use `x as T`");
        return null;
      }
    } else if (t.kind == Tok.Ident && t.text == "void") {
      // `return void (a[i] = v)` (terser): lowering accepts `void` where its value is unused
      this.p++;
      const arg = this.parseUnary();
      if (!arg) return null;
      return new Unary(t.start, arg.end, "void", arg);
    }
    const e = this.parsePostfix();
    return e;
  }

  parsePostfix(): Node | null {
    let e = this.parseCallMember();
    if (!e) return null;
    const t = this.tok;
    if (t.kind == Tok.Punct && (t.text == "++" || t.text == "--") && !t.newlineBefore) {
      this.p++;
      return new Update(e.start, t.end, t.text, false, e);
    }
    return e;
  }

  parseCallMember(): Node | null {
    let e = this.parsePrimary();
    if (!e) return null;
    for (;;) {
      const t = this.tok;
      if (t.kind != Tok.Punct) return e;
      if (t.text == ".") {
        this.p++;
        const n = this.tok;
        if (n.kind != Tok.Ident) {
          if (n.kind == Tok.Punct && n.text == "#") this.refuseToken(n);
          else this.unexpected("a property name");
          return null;
        }
        this.p++;
        e = new Member(e.start, n.end, e, n.text, n.start);
      } else if (t.text == "[") {
        this.p++;
        const index = this.parseExpression();
        if (!index) return null;
        const close = this.tok;
        if (!this.expectPunct("]")) return null;
        e = new Index(e.start, close.end, e, index);
      } else if (t.text == "(") {
        this.p++;
        const args = new Array<Node>();
        while (!this.isPunct(")")) {
          if (this.isPunct("...")) {
            this.refuseToken(this.tok);
            return null;
          }
          const a = this.parseAssignment();
          if (!a) return null;
          args.push(a);
          if (!this.isPunct(")") && !this.expectPunct(",")) return null;
        }
        const close = this.tok;
        this.p++;
        e = new Call(e.start, close.end, e, args);
      } else if (t.text == "!" && !t.newlineBefore &&
                 !(this.peek().kind == Tok.Punct && (this.peek().text == "=" || this.peek().text == "=="))) {
        this.p++; // TypeScript non-null assertion
      } else if (t.text == "?.") {
        this.refuseToken(t);
        return null;
      } else {
        return e;
      }
    }
    return e;
  }

  parsePrimary(): Node | null {
    const t = this.tok;
    if (t.kind == Tok.Number) {
      this.p++;
      const r = parseNumberLiteral(t.text);
      const isBig = t.text.endsWith("n");
      if (!r.ok || (isBig && (t.text.includes(".") || (!t.text.startsWith("0x") && !t.text.startsWith("0X") && t.text.includes("e"))))) {
        this.error(DiagCode.InvalidNumber, t.start, t.end, t.text);
        return null;
      }
      if (isBig) {
        if (!r.fitsU64) {
          this.error(DiagCode.InvalidNumber, t.start, t.end, t.text, " (beyond 64 bits)");
          return null;
        }
        return new BigIntLit(t.start, t.end, r.bits);
      }
      const lit = new NumberLit(t.start, t.end, r.value);
      lit.bits = r.bits;
      lit.fitsU64 = r.fitsU64;
      return lit;
    }
    if (t.kind == Tok.Ident) {
      const w = t.text;
      if (w == "true" || w == "false") {
        this.p++;
        return new BoolLit(t.start, t.end, w == "true");
      }
      if (w == "function") return this.parseFunction(NodeKind.FunctionExpr);
      if (refusedKeyword(w).length > 0) {
        this.refuseToken(t);
        return null;
      }
      if (w == "const" || w == "let" || w == "var" || w == "if" || w == "for" || w == "while" ||
          w == "do" || w == "return" || w == "break" || w == "continue" || w == "else" ||
          w == "in") {
        this.unexpected("an expression");
        return null;
      }
      this.p++;
      return new Ident(t.start, t.end, w);
    }
    if (t.kind == Tok.String) {
      // Accepted only where tools put them: `__name(fn, "fn")`; lowering refuses the rest.
      this.p++;
      return new StringLit(t.start, t.end, t.text);
    }
    if (t.kind == Tok.Punct) {
      if (t.text == "(") {
        this.p++;
        const e = this.parseExpression();
        if (!e) return null;
        if (!this.expectPunct(")")) return null;
        return e;
      }
      if (t.text == "[") {
        this.p++;
        const elements = new Array<Node>();
        while (!this.isPunct("]")) {
          if (this.isPunct("...")) {
            this.refuseToken(this.tok);
            return null;
          }
          if (this.isPunct(",")) {
            this.error(DiagCode.NotSupported, this.tok.start, this.tok.end, "array holes are", "");
            return null;
          }
          const a = this.parseAssignment();
          if (!a) return null;
          elements.push(a);
          if (!this.isPunct("]") && !this.expectPunct(",")) return null;
        }
        const close = this.tok;
        this.p++;
        return new ArrayLit(t.start, close.end, elements);
      }
      if (t.text == "{") {
        this.error(DiagCode.NotSupported, t.start, t.end, "object literals are", "; pass arrays and scalars as parameters");
        return null;
      }
      if (t.text == "/") {
        this.error(DiagCode.NotSupported, t.start, t.end, "regular expressions are", "");
        return null;
      }
    }
    this.unexpected("an expression");
    return null;
  }
}
