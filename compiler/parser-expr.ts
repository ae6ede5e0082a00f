/**
 * @fileoverview Expressions, functions and parameters (`ExprParser`), the middle layer of the
 * parser (see parser-base.ts for how the three files divide the work).
 *
 * Precedence climbing for binary operators, arrow-function detection by scanning ahead to
 * the matching `)`, and the depth and operator-count limits that keep later recursive
 * phases off the end of the Wasm stack. A function's body is parsed by `parseStatement`,
 * which the statement layer (parser.ts) provides.
 */

import {
  ArrayLit, Assign, ObjectLit, BigIntLit, Binary, BoolLit, Call, Cond, FunctionNode, Ident, Index, Logical,
  Member, Node, NodeKind, NumberLit, Param, Return, Seq, StringLit, Unary, Update,
} from "./ast";
import { DiagCode } from "./diagnostics";
import { Tok } from "./lexer";
import { parseNumberLiteral } from "./numparse";
import { MAX_DEPTH, ParserBase, refusedKeyword } from "./parser-base";

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


/**
 * Binary operators in one statement. A chain `a + b + ...` is parsed in a loop but is a tree
 * as deep as it is long, which lowering, inference and codegen walk recursively: about 2,800
 * operators overflowed the Wasm stack (a trap).
 */
const MAX_OPERATORS: i32 = 1024;

export abstract class ExprParser extends ParserBase {
  /** One statement; provided by the statement layer (parser.ts). */
  abstract parseStatement(): Node | null;

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
    const paramsStart = this.tok.start;
    const params = this.parseParams();
    if (!params) return null;
    const paramsEnd = this.tokens[this.p - 1].end;
    if (this.isPunct(":")) this.skipAnnotation();
    const fn = new FunctionNode(kind, start, start, name, nameStart, params);
    fn.paramsStart = paramsStart;
    fn.paramsEnd = paramsEnd;
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
      if (this.isPunct("?")) this.skipToken();
      let annotation = "";
      if (this.isPunct(":")) annotation = this.skipAnnotation();
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
      return this.parseArrowBody(t.start, params, t.end);
    }
    if (t.kind == Tok.Punct && t.text == "(" && this.isArrowAhead()) {
      const params = this.parseParams();
      if (!params) return null;
      const paramsEnd = this.tokens[this.p - 1].end;
      if (this.isPunct(":")) this.skipAnnotation();
      return this.parseArrowBody(t.start, params, paramsEnd);
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

  /** From `=>`; the parameters span `start` to `paramsEnd`. */
  parseArrowBody(start: i32, params: Param[], paramsEnd: i32): Node | null {
    if (!this.expectPunct("=>")) return null;
    const fn = new FunctionNode(NodeKind.FunctionExpr, start, start, "", start, params);
    fn.paramsStart = start;
    fn.paramsEnd = paramsEnd;
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
        this.skipAssertion();
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
        this.skipToken(); // TypeScript non-null assertion
      } else if (t.text == "?.") {
        this.refuseToken(t);
        return null;
      } else {
        return e;
      }
    }
    return e;
  }

  /** `{ x: e, y, "z": e }`: named values (a struct value); no methods, spreads or computed keys. */
  parseObjectLit(): Node | null {
    const o = new ObjectLit(this.tok.start, this.tok.end);
    this.p++;
    while (!this.isPunct("}")) {
      const k = this.tok;
      if (k.kind != Tok.Ident && k.kind != Tok.String) {
        if (k.kind == Tok.Punct && (k.text == "..." || k.text == "[")) {
          this.error(DiagCode.NotSupported, k.start, k.end, k.text == "..." ? "spread in object literals is" : "computed keys are", "");
        } else this.unexpected("a property name");
        return null;
      }
      this.p++;
      o.keys.push(k.text);
      o.keyStarts.push(k.start);
      if (this.eatPunct(":")) {
        const v = this.parseAssignment();
        if (!v) return null;
        o.values.push(v);
      } else if (k.kind == Tok.Ident && (this.isPunct(",") || this.isPunct("}"))) {
        o.values.push(new Ident(k.start, k.end, k.text));
      } else {
        if (this.isPunct("(")) this.error(DiagCode.NotSupported, k.start, this.tok.end, "methods in object literals are", "");
        else this.unexpected("':'");
        return null;
      }
      if (!this.isPunct("}") && !this.expectPunct(",")) return null;
    }
    o.end = this.tok.end;
    this.p++;
    return o;
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
      if (t.text == "{") return this.parseObjectLit();
      if (t.text == "/") {
        this.error(DiagCode.NotSupported, t.start, t.end, "regular expressions are", "");
        return null;
      }
    }
    this.unexpected("an expression");
    return null;
  }
}
