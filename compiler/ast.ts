/**
 * @fileoverview Syntax tree of the kernel subset, as the parser builds it. Every node carries
 * its source range (offsets); lowering (lower.ts) turns it into the typed-IR template.
 * Constructs the subset never accepts are refused by the parser and never reach here.
 */

import { Diagnostic } from "./diagnostics";

export const enum NodeKind {
  // expressions
  Ident,
  Number,
  BigInt,
  Bool,
  String,
  Unary,
  Update,
  Binary,
  Logical,
  Assign,
  Cond,
  Call,
  Member,
  Index,
  Seq,
  ArrayLit,
  ObjectLit,
  FunctionExpr,
  // statements
  VarDecl,
  ExprStmt,
  If,
  For,
  ForOf,
  While,
  DoWhile,
  Break,
  Continue,
  Return,
  Block,
  FunctionDecl,
  Empty,
}

export class Node {
  constructor(
    public kind: NodeKind,
    public start: i32,
    public end: i32,
  ) {}
}

export class Ident extends Node {
  constructor(start: i32, end: i32, public name: string) {
    super(NodeKind.Ident, start, end);
  }
}

export class NumberLit extends Node {
  /** Exact bits for integer literals that fit in 64 bits. */
  bits: u64 = 0;
  fitsU64: bool = false;
  constructor(start: i32, end: i32, public value: f64) {
    super(NodeKind.Number, start, end);
  }
}

export class BigIntLit extends Node {
  constructor(start: i32, end: i32, public bits: u64) {
    super(NodeKind.BigInt, start, end);
  }
}

export class BoolLit extends Node {
  constructor(start: i32, end: i32, public value: bool) {
    super(NodeKind.Bool, start, end);
  }
}

export class StringLit extends Node {
  constructor(start: i32, end: i32, public value: string) {
    super(NodeKind.String, start, end);
  }
}

export class Unary extends Node {
  constructor(start: i32, end: i32, public op: string, public arg: Node) {
    super(NodeKind.Unary, start, end);
  }
}

export class Update extends Node {
  constructor(start: i32, end: i32, public op: string, public prefix: bool, public arg: Node) {
    super(NodeKind.Update, start, end);
  }
}

export class Binary extends Node {
  constructor(start: i32, end: i32, public op: string, public left: Node, public right: Node) {
    super(NodeKind.Binary, start, end);
  }
}

export class Logical extends Node {
  constructor(start: i32, end: i32, public op: string, public left: Node, public right: Node) {
    super(NodeKind.Logical, start, end);
  }
}

export class Assign extends Node {
  /** `op` is "=" or a compound operator such as "+=". */
  constructor(start: i32, end: i32, public op: string, public target: Node, public value: Node) {
    super(NodeKind.Assign, start, end);
  }
}

export class Cond extends Node {
  constructor(start: i32, end: i32, public test: Node, public then: Node, public otherwise: Node) {
    super(NodeKind.Cond, start, end);
  }
}

export class Call extends Node {
  constructor(start: i32, end: i32, public callee: Node, public args: Node[]) {
    super(NodeKind.Call, start, end);
  }
}

export class Member extends Node {
  constructor(start: i32, end: i32, public object: Node, public name: string, public nameStart: i32) {
    super(NodeKind.Member, start, end);
  }
}

export class Index extends Node {
  constructor(start: i32, end: i32, public object: Node, public index: Node) {
    super(NodeKind.Index, start, end);
  }
}

export class Seq extends Node {
  constructor(start: i32, end: i32, public exprs: Node[]) {
    super(NodeKind.Seq, start, end);
  }
}

export class ArrayLit extends Node {
  constructor(start: i32, end: i32, public elements: Node[]) {
    super(NodeKind.ArrayLit, start, end);
  }
}

/** `{ x: e, y }`: an object literal of named values (a struct value; lowered to scalars). */
export class ObjectLit extends Node {
  keys: string[] = [];
  keyStarts: i32[] = [];
  values: Node[] = [];
  constructor(start: i32, end: i32) {
    super(NodeKind.ObjectLit, start, end);
  }
}

export class Param {
  constructor(
    public name: string,
    public start: i32,
    public end: i32,
    /** TypeScript annotation text, "" when absent. */
    public annotation: string,
  ) {}
}

export class FunctionNode extends Node {
  /** Body statements; a concise arrow body becomes one Return. */
  body: Node[] = [];
  bodyStart: i32 = 0;
  /** The parameter list, `(` to after `)` (the lone name of `x => ...`): where a signature of the wrong length points. */
  paramsStart: i32 = 0;
  paramsEnd: i32 = 0;
  /**
   * The module-level name that refers to it (`function f`, `const f = ...`, `const f =
   * tack.kernel(function g ...)`), or the member a CommonJS module assigns it to
   * (`exports.f`, `module.exports.f`); "" for a lone function expression. The plain run of a
   * module returns it (plain.ts).
   */
  binding: string = "";
  constructor(
    kind: NodeKind,
    start: i32,
    end: i32,
    public name: string,
    public nameStart: i32,
    public params: Param[],
  ) {
    super(kind, start, end);
  }
}

export class Declarator {
  /** Names bound; more than one only for a pattern `[y, x]` or `{ x, y: b }`. */
  names: string[] = [];
  nameStarts: i32[] = [];
  isPattern: bool = false;
  /** An object pattern: `keys[k]` is the property that `names[k]` binds. */
  isObjectPattern: bool = false;
  keys: string[] = [];
  init: Node | null = null;
  annotation: string = "";
  constructor(public start: i32, public end: i32) {}
}

export class VarDecl extends Node {
  constructor(start: i32, end: i32, public declKind: string, public decls: Declarator[]) {
    super(NodeKind.VarDecl, start, end);
  }
}

export class ExprStmt extends Node {
  constructor(start: i32, end: i32, public expr: Node) {
    super(NodeKind.ExprStmt, start, end);
  }
}

export class If extends Node {
  constructor(start: i32, end: i32, public test: Node, public then: Node, public otherwise: Node | null) {
    super(NodeKind.If, start, end);
  }
}

export class For extends Node {
  constructor(
    start: i32,
    end: i32,
    public init: Node | null,
    public test: Node | null,
    public update: Node | null,
    public body: Node,
  ) {
    super(NodeKind.For, start, end);
  }
}

export class ForOf extends Node {
  constructor(
    start: i32,
    end: i32,
    /** "const", "let", "var" or "" when the head assigns an existing name. */
    public declKind: string,
    public decl: Declarator,
    public iterable: Node,
    public body: Node,
  ) {
    super(NodeKind.ForOf, start, end);
  }
}

export class While extends Node {
  constructor(start: i32, end: i32, public test: Node, public body: Node) {
    super(NodeKind.While, start, end);
  }
}

export class DoWhile extends Node {
  constructor(start: i32, end: i32, public body: Node, public test: Node) {
    super(NodeKind.DoWhile, start, end);
  }
}

export class Jump extends Node {
  constructor(kind: NodeKind, start: i32, end: i32) {
    super(kind, start, end);
  }
}

export class Return extends Node {
  constructor(start: i32, end: i32, public value: Node | null) {
    super(NodeKind.Return, start, end);
  }
}

export class Block extends Node {
  constructor(start: i32, end: i32, public body: Node[]) {
    super(NodeKind.Block, start, end);
  }
}

/** A parsed source: the kernel function plus, for source text, its module-level helpers. */
export class Program {
  kernel: FunctionNode | null = null;
  /** Other top-level functions of a source-text module: device functions. */
  functions: FunctionNode[] = [];
  /** Top-level `const NAME = <literal>` of a source-text module: scope constants. */
  constNames: string[] = [];
  constValues: Node[] = [];
  /**
   * Top-level items of a source-text module that are not in the kernel language (a class, a
   * function that uses `new`, `const re = /x/`): a real source file mixes kernels with
   * ordinary code. Each is an error only where the kernel uses it (parser.ts, lower.ts).
   */
  foreign: ForeignItem[] = [];
}

/** A top-level item the parser read past (Program.foreign): its name, range and first refusal. */
export class ForeignItem {
  constructor(
    /** The declared name (`function f`, `const f =`, `class C`), "" when it declares none. */
    public name: string,
    public nameStart: i32,
    /** The word that declares it (`function`, `class`, `const` ...), "" for none. */
    public keyword: string,
    public start: i32,
    public end: i32,
    /** Why it is not kernel language: the first diagnostic its parse gave, at its own place. */
    public reason: Diagnostic,
    /** It has a top-level-looking `for (... of range(...))` / `grid(...)`: a kernel with a mistake. */
    public kernelShaped: bool,
  ) {}
}
