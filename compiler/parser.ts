/**
 * @fileoverview Recursive-descent parser for the kernel subset (DESIGN.md §3): the program
 * and its statements. `Parser` is the class the compiler uses; expressions and functions
 * come from `ExprParser` (parser-expr.ts), tokens, refusals and TypeScript skipping from
 * `ParserBase` (parser-base.ts).
 *
 * Input is either what `fn.toString()` returns (one function: declaration, expression,
 * arrow or method shorthand, after tsc/esbuild/swc/terser) or TypeScript source text (a
 * module with imports, exports, type annotations, helper functions and constants, and
 * ordinary code beside them). Constructs the subset never accepts are refused here, at their
 * range. Within a top-level item the parser stops at the first error: each parse function
 * returns null and its caller passes the null up; parseModule then reads past that item
 * (Program.foreign), which is an error only where the kernel uses it.
 */

import {
  Assign, Block, Call, Declarator, DoWhile, ExprStmt, For, ForeignItem, ForOf, FunctionNode, Ident, If, Jump, Member, Node, NodeKind,
  Program, Return, VarDecl, While,
} from "./ast";
import { DiagCode, Diagnostic } from "./diagnostics";
import { Tok, Token } from "./lexer";
import { MAX_DEPTH, refusedKeyword } from "./parser-base";
import { ExprParser } from "./parser-expr";

export class Parser extends ExprParser {
  /** The `export default` function of the last parseModule, if any (chooseKernel's fallback). */
  private defaultFn: FunctionNode | null = null;

  // ---- program --------------------------------------------------------------------------

  /**
   * Parses a whole source. `wanted` picks the kernel among several functions of a module
   * (the `name` option); a source holding one function is that function whatever its name,
   * since bundlers rename (esbuild turns `gemm` into `gemm2`).
   */
  parseProgram(wanted: string): Program | null {
    const prog = this.parseModule();
    if (!prog) return null;
    return this.chooseKernel(prog, wanted) ? prog : null;
  }

  /**
   * Every top-level item of the source: functions and constants, and the items outside the
   * kernel language (`Program.foreign`), read past with the first reason each gave: a real
   * module mixes kernels with ordinary code, which is an error only where the kernel uses it.
   * Null only for a lexer error outside every item (an unterminated comment, a string in an
   * `import`): the parse of the whole file is then in doubt.
   */
  parseModule(): Program | null {
    const prog = new Program();
    // the lexer's complaints belong to the item they fall in
    const lexed = this.diagnostics.slice(0);
    this.diagnostics.length = 0;
    const claimed = new Array<bool>(lexed.length);
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
      const item = this.p;
      const skippedBefore = this.skipped.length;
      let isDefault = false;
      if (this.isWord("export")) {
        const from = this.p;
        this.p++;
        if (this.isWord("default")) {
          this.p++;
          isDefault = true;
        }
        this.markSkipped(from);
        if (this.isWord("type") || this.isWord("interface")) {
          this.skipTypeDeclaration();
          continue;
        }
      }
      this.operators = 0; // each top-level item counts its own (MAX_OPERATORS)
      const fn = this.parseTopLevelItem(prog);
      const lexError = this.hasErrors ? -1 : lexErrorIn(lexed, claimed, this.tokens[item].start, this.tokens[max(this.p - 1, item)].end);
      if (this.hasErrors || lexError >= 0) {
        if (!this.hasErrors) this.diagnostics.push(lexed[lexError]);
        this.readPast(prog, item, skippedBefore, lexed, claimed);
        continue;
      }
      if (fn) {
        prog.functions.push(fn);
        if (isDefault) defaultFn = fn;
      }
    }
    for (let i = 0; i < lexed.length; i++) {
      if (claimed[i]) continue;
      this.diagnostics.push(lexed[i]);
      return null;
    }
    this.defaultFn = defaultFn;
    return prog;
  }

  /**
   * Moves the kernel asked for out of `prog.functions` into `prog.kernel`; false (with the
   * reason in `diagnostics`) when it is an item outside the kernel language, or when the
   * module has no function to take.
   */
  chooseKernel(prog: Program, wanted: string): bool {
    const fns = prog.functions;
    let kernel: FunctionNode | null = null;
    for (let i = 0; i < fns.length; i++) if (fns[i].name == wanted) kernel = fns[i];
    if (!kernel) {
      // never guess past a part of the file that did not parse when it may be the kernel:
      // the one asked for by name, else one shaped like a kernel, else (no function at all)
      // the first item read past
      let reason: Diagnostic | null = null;
      const foreign = prog.foreign;
      for (let i = 0; i < foreign.length && !reason; i++) if (wanted.length > 0 && foreign[i].name == wanted) reason = foreign[i].reason;
      for (let i = 0; i < foreign.length && !reason; i++) if (foreign[i].kernelShaped) reason = foreign[i].reason;
      if (!reason && fns.length == 0 && foreign.length > 0) reason = foreign[0].reason;
      if (reason) {
        this.diagnostics.push(reason);
        return false;
      }
    }
    if (fns.length == 0) {
      this.error(DiagCode.NotAFunction, 0, min(this.text.length, 1), "");
      return false;
    }
    if (!kernel && fns.length == 1) kernel = fns[0];
    if (!kernel) kernel = this.defaultFn;
    if (!kernel) kernel = fns[fns.length - 1];
    prog.kernel = kernel;
    const rest = new Array<FunctionNode>();
    for (let i = 0; i < fns.length; i++) if (fns[i] != kernel) rest.push(fns[i]);
    prog.functions = rest;
    return true;
  }

  /**
   * The top-level item that starts at token `item` is not kernel language (its reason is in
   * `diagnostics`): records it in `prog.foreign`, blanked for the plain run like TypeScript
   * syntax, and goes on after its end.
   */
  private readPast(prog: Program, item: i32, skippedBefore: i32, lexed: Diagnostic[], claimed: bool[]): void {
    let reason = this.diagnostics[0];
    this.diagnostics.length = 0;
    this.depth = 0;
    this.p = itemEnd(this.tokens, item);
    const start = this.tokens[item].start;
    const end = this.tokens[this.p - 1].end;
    // the lexer's complaints inside it are part of what is read past; the first is the reason
    // (an unterminated template, not the parser's refusal of what it lexed)
    const lexError = lexErrorIn(lexed, claimed, start, end);
    if (lexError >= 0) reason = lexed[lexError];
    for (let i = 0; i < lexed.length; i++) if (lexed[i].start >= start && lexed[i].start < end) claimed[i] = true;
    this.skipped.length = skippedBefore;
    this.skipped.push(start);
    this.skipped.push(end);
    let nameAt = item;
    while (nameAt < this.p && isModifier(this.tokens[nameAt])) nameAt++;
    let name = "";
    let nameStart = start;
    let keyword = "";
    if (nameAt + 1 < this.p && this.tokens[nameAt].kind == Tok.Ident && isDeclarationWord(this.tokens[nameAt].text)) {
      keyword = this.tokens[nameAt].text;
      let n = nameAt + 1;
      if (this.tokens[n].kind == Tok.Punct && this.tokens[n].text == "*") n++; // function*
      if (n < this.p && this.tokens[n].kind == Tok.Ident) {
        name = this.tokens[n].text;
        nameStart = this.tokens[n].start;
      }
    }
    prog.foreign.push(new ForeignItem(name, nameStart, keyword, start, end, reason, kernelShaped(this.tokens, item, this.p)));
  }

  /** One top-level item: returns a function, records a constant, or refuses. */
  private parseTopLevelItem(prog: Program): FunctionNode | null {
    const t = this.tok;
    if (t.kind == Tok.Ident && t.text == "function") {
      const decl = this.parseFunction(NodeKind.FunctionDecl);
      if (decl) decl.binding = decl.name;
      return decl;
    }
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
      if (this.isPunct(":")) this.skipAnnotation();
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
        fn.binding = name;
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
    let fn = this.unwrapFunction(e);
    // CommonJS: `exports.k = function k(...) {...}`, `module.exports.k = (...) => {...}`
    if (!fn && e.kind == NodeKind.Assign && (<Assign>e).op == "=" && (<Assign>e).target.kind == NodeKind.Member) {
      fn = this.unwrapFunction((<Assign>e).value);
      const m = <Member>(<Assign>e).target;
      if (fn && fn.name.length == 0) {
        fn.name = m.name;
        fn.nameStart = m.nameStart;
      }
      // the plain run returns it by that member (`return exports.k`), with module and exports bound
      if (fn) fn.binding = memberPath(m);
    }
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
      const d = this.parseDeclarator(true);
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

  /** A binding name, or (allowPattern) an array pattern `[y, x]` or an object pattern `{ x, y: b }` of names. */
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
      if (!allowPattern) {
        this.error(DiagCode.NotSupported, t.start, t.end, "destructuring is", "");
        return null;
      }
      return this.parseObjectPattern(d);
    }
    if (t.kind != Tok.Ident || refusedKeyword(t.text).length > 0) {
      this.unexpected("a name");
      return null;
    }
    this.p++;
    d.names.push(t.text);
    d.nameStarts.push(t.start);
    if (this.isPunct("!")) this.skipToken(); // definite assignment, `let x!: T`
    if (this.isPunct(":")) d.annotation = this.skipAnnotation();
    return d;
  }

  /** `{ x, y: b }` after its `{`: each name binds the property its key names (no defaults, no rest). */
  parseObjectPattern(d: Declarator): Declarator | null {
    this.p++;
    d.isPattern = true;
    d.isObjectPattern = true;
    while (!this.isPunct("}")) {
      const k = this.tok;
      if (k.kind != Tok.Ident || refusedKeyword(k.text).length > 0) {
        if (k.kind == Tok.Punct && k.text == "...") this.refuseToken(k);
        else this.unexpected("a property name");
        return null;
      }
      this.p++;
      let name = k;
      if (this.eatPunct(":")) {
        name = this.tok;
        if (name.kind != Tok.Ident || refusedKeyword(name.text).length > 0) {
          this.error(DiagCode.NotSupported, name.start, name.end, "nested destructuring is", "; destructure one level: `const { p } = s; const [x, y] = p`");
          return null;
        }
        this.p++;
      }
      if (this.isPunct("=")) {
        this.error(DiagCode.NotSupported, this.tok.start, this.tok.end, "default values in destructuring are", "");
        return null;
      }
      d.keys.push(k.text);
      d.names.push(name.text);
      d.nameStarts.push(name.start);
      if (!this.isPunct("}") && !this.expectPunct(",")) return null;
    }
    d.end = this.tok.end;
    this.p++;
    if (this.isPunct(":")) d.annotation = this.skipAnnotation();
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
      const savedSkipped = this.skipped.length;
      this.p++;
      const d = this.parseDeclarator(true);
      if (!d) return null;
      if (this.isWord("of")) return this.parseForOfRest(start, t.text, d);
      if (this.isWord("in")) {
        this.error(DiagCode.NotSupported, this.tok.start, this.tok.end, "for...in is", "; use for (const i of range(n))");
        return null;
      }
      this.p = save; // not for-of: parse it again as a declaration
      this.skipped.length = savedSkipped;
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
}

// ---- reading past items outside the kernel language (Parser.readPast) ------------------------

/** Words before a declaration's keyword. */
/** `a.b.c` as text when it is a chain of names from a name; "" otherwise (`f().k`, `a[0].k`). */
function memberPath(n: Node): string {
  if (n.kind == NodeKind.Ident) return (<Ident>n).name;
  if (n.kind != NodeKind.Member) return "";
  const base = memberPath((<Member>n).object);
  return base.length > 0 ? base + "." + (<Member>n).name : "";
}

function isModifier(t: Token): bool {
  if (t.kind != Tok.Ident) return false;
  const w = t.text;
  return w == "export" || w == "default" || w == "declare" || w == "async" || w == "abstract";
}

/** Keywords followed by the name they declare. */
function isDeclarationWord(w: string): bool {
  return w == "function" || w == "class" || w == "const" || w == "let" || w == "var" || w == "enum" ||
    w == "namespace" || w == "interface" || w == "type";
}

/** A word that starts a new top-level item when it begins a line. */
function startsItem(t: Token): bool {
  if (t.kind == Tok.Punct) return t.text == "@"; // a decorator
  return t.kind == Tok.Ident && (isModifier(t) || isDeclarationWord(t.text) || t.text == "import");
}

/**
 * The token after the top-level item that starts at `from`: its `;` at bracket depth 0, or the
 * line that starts the next declaration at depth 0, or the end. Counted on tokens, so it holds
 * for syntax the parser refuses (classes, `try`, generics).
 */
function itemEnd(tokens: Token[], from: i32): i32 {
  let depth = 0;
  let i = from;
  while (tokens[i].kind != Tok.EOF) {
    const t = tokens[i];
    if (i > from && depth == 0 && t.newlineBefore && startsItem(t)) break;
    i++;
    if (t.kind != Tok.Punct) continue;
    const s = t.text;
    if (s == "{" || s == "(" || s == "[") depth++;
    else if (s == "}" || s == ")" || s == "]") {
      if (depth > 0) depth--;
    } else if (s == ";" && depth == 0) break;
  }
  return i;
}

/** `of range(` / `of grid(` (or `of tack.range(`) among tokens [from, to): a kernel's loop. */
function kernelShaped(tokens: Token[], from: i32, to: i32): bool {
  for (let i = from; i + 2 < to; i++) {
    if (tokens[i].kind != Tok.Ident || tokens[i].text != "of") continue;
    let k = i + 1;
    if (k + 2 < to && tokens[k].kind == Tok.Ident && tokens[k + 1].kind == Tok.Punct && tokens[k + 1].text == ".") k += 2;
    const w = tokens[k];
    if (w.kind == Tok.Ident && (w.text == "range" || w.text == "grid") && tokens[k + 1].kind == Tok.Punct && tokens[k + 1].text == "(") return true;
  }
  return false;
}

/** The first lexer diagnostic not yet claimed that starts in [start, end), or -1. */
function lexErrorIn(lexed: Diagnostic[], claimed: bool[], start: i32, end: i32): i32 {
  for (let i = 0; i < lexed.length; i++) {
    if (!claimed[i] && lexed[i].start >= start && lexed[i].start < end) return i;
  }
  return -1;
}
