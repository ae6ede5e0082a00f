/**
 * @fileoverview The kernel IR: the immutable template that lowering builds once per
 * (source, scope). Names are resolved to variables, sugar is gone (compound assignment,
 * `++`, statement-level `&&`, comma sequences), intrinsics are rows of the table.
 *
 * Nothing here carries a type: a variant's types live in side tables indexed by each
 * expression's `id` and each variable's index (passes/infer.ts), so specializing a template
 * for new argument types never clones or mutates it.
 */

import { Intr } from "./intrinsics";
import { Type } from "./types";

export const enum ExprKind {
  Const,
  Var,
  Length,
  Load,
  Unary,
  Binary,
  Logical,
  Cond,
  Intrinsic,
  CallFn,
  AssignVar,
  Store,
  Comma,
}

export const enum ConstKind {
  Int, // an integer-valued number literal: i32, or i64 when it does not fit
  Float, // any other number literal: the float context's type
  BigInt, // i64
  Bool,
}

export const enum UnOp {
  Neg,
  Plus,
  Not,
  BitNot,
}

export const enum BinOp {
  Add, Sub, Mul, Div, Rem, Pow,
  Shl, Shr, UShr, And, Or, Xor,
  Eq, Ne, Lt, Le, Gt, Ge,
}

export class Expr {
  constructor(
    public kind: ExprKind,
    /** Index into a variant's type table; unique within its function. */
    public id: i32,
    public start: i32,
    public end: i32,
  ) {}
}

export class ConstExpr extends Expr {
  constKind: ConstKind = ConstKind.Int;
  value: f64 = 0;
  /** Exact integer value (two's complement) for Int, BigInt and Bool. */
  bits: i64 = 0;
}

export class VarExpr extends Expr {
  varIndex: i32 = 0;
}

/** `a.length` (dim -1) or `a.shape[dim]`. */
export class LengthExpr extends Expr {
  varIndex: i32 = 0;
  dim: i32 = -1;
}

export class LoadExpr extends Expr {
  varIndex: i32 = 0;
  index: Expr | null = null;
}

export class UnaryExpr extends Expr {
  op: UnOp = UnOp.Neg;
  arg: Expr | null = null;
}

export class BinaryExpr extends Expr {
  op: BinOp = BinOp.Add;
  left: Expr | null = null;
  right: Expr | null = null;
}

export class LogicalExpr extends Expr {
  isAnd: bool = true;
  left: Expr | null = null;
  right: Expr | null = null;
}

export class CondExpr extends Expr {
  test: Expr | null = null;
  then: Expr | null = null;
  otherwise: Expr | null = null;
}

export class IntrinsicExpr extends Expr {
  intr: Intr = Intr.Sqrt;
  args: Expr[] = [];
  /** Casts: the target type. */
  castType: Type | null = null;
}

export class CallFnExpr extends Expr {
  fnIndex: i32 = 0;
  args: Expr[] = [];
}

export class AssignVarExpr extends Expr {
  varIndex: i32 = 0;
  value: Expr | null = null;
}

export class StoreExpr extends Expr {
  varIndex: i32 = 0;
  index: Expr | null = null;
  value: Expr | null = null;
}

export class CommaExpr extends Expr {
  exprs: Expr[] = [];
}

// ---- statements ---------------------------------------------------------------------------

export const enum StmtKind {
  Expr,
  If,
  Loop,
  Range,
  Break,
  Continue,
  Return,
  LocalArray,
}

export class Stmt {
  constructor(
    public kind: StmtKind,
    public start: i32,
    public end: i32,
  ) {}
}

export class ExprStmt extends Stmt {
  expr: Expr | null = null;
}

export class IfStmt extends Stmt {
  test: Expr | null = null;
  then: Stmt[] = [];
  otherwise: Stmt[] = [];
}

/** while, do/while and for(;;) (its init lowered before it). */
export class LoopStmt extends Stmt {
  test: Expr | null = null;
  body: Stmt[] = [];
  update: Expr | null = null;
  testFirst: bool = true;
}

/** A sequential `for (const j of range(a, b, step))`. */
export class RangeStmt extends Stmt {
  varIndex: i32 = 0;
  startExpr: Expr | null = null;
  endExpr: Expr | null = null;
  step: Expr | null = null;
  body: Stmt[] = [];
}

export class ReturnStmt extends Stmt {
  value: Expr | null = null;
}

/** The point where a localArray/shared variable comes into existence (zero-filled). */
export class LocalArrayStmt extends Stmt {
  varIndex: i32 = 0;
}

// ---- variables and functions --------------------------------------------------------------

export const enum VarKind {
  Param,
  Local,
  LoopIndex,
  LocalArray,
  Shared,
  /** A device function's binding of a kernel variable it reads (lambda lifting). */
  Capture,
  Temp,
}

export class Var {
  /** Assignments, the declaration's initializer included. */
  assignCount: i32 = 0;
  /** Array variables: element type (localArray/shared: fixed at lowering; params: per variant). */
  elementType: Type | null = null;
  /** localArray/shared: element count. */
  arrayLength: i32 = 0;
  isConst: bool = false;
  /** Written by Store or Atomics somewhere (arrays). */
  written: bool = false;
  atomicTarget: bool = false;
  /** Declared with `let`/`var` in the preamble and assigned in the parallel loop. */
  localizedPerIteration: bool = false;
  /** A `const` whose initializer is an integer constant expression, and its value (localArray sizes). */
  knownInt: bool = false;
  knownValue: i64 = 0;
  /** Its declaration's initializer is being lowered: a read now is a read before it has a value (TDZ). */
  initializing: bool = false;
  /** What a local's initializer was, for messages: "?:" or "call f" ("" otherwise). */
  initNote: string = "";
  /** Parameter annotation text (source text kernels). */
  annotation: string = "";
  /** Kernel parameters: the first use as an array in the kernel's source (-1: none seen). */
  arrayUseStart: i32 = -1;
  arrayUseEnd: i32 = -1;
  /** A kernel parameter used as a plain object, `p.pos[i]`, `p.mass`: its fields are parameters of their own (`objectFields`). */
  isObject: bool = false;
  /** Object parameters: the first field read, for messages. */
  objectField: string = "";
  objectFieldStart: i32 = -1;
  objectFieldEnd: i32 = -1;
  /** Kernel parameters: the first use of the name itself as a value (-1: none), refused on an object parameter. */
  directUseStart: i32 = -1;
  directUseEnd: i32 = -1;
  /** Kernel parameters indexed `a[i][j]` (2) or `a[i][j][k]` (3): that rank, and the first such use (0: none). */
  nestedRank: i32 = 0;
  nestedUseStart: i32 = -1;
  nestedUseEnd: i32 = -1;
  /** The first flat use, `a[k]` or `a.length`, of a kernel parameter (-1: none), refused alongside nested indexing. */
  flatUseStart: i32 = -1;
  flatUseEnd: i32 = -1;
  /** Kernel parameters (and object fields) that are arrays of vectors (`tack.vec3f`): the width; `a[i]` is then a vector value. */
  vecWidth: i32 = 0;
  constructor(
    public name: string,
    public kind: VarKind,
    public isArray: bool,
    public start: i32,
  ) {}
}

export class IRFunction {
  vars: Var[] = [];
  /** Indices of parameters in `vars`, in order. */
  params: i32[] = [];
  body: Stmt[] = [];
  exprCount: i32 = 0;
  /** Lambda lifting: for each capture, the kernel variable and this function's binding. */
  captureOuter: i32[] = [];
  captureInner: i32[] = [];
  /** Device functions this one calls (indices into Template.functions). */
  callees: i32[] = [];
  /** Control can reach the end of the body (an implicit `return;`). */
  fallsThrough: bool = false;
  constructor(
    public name: string,
    public start: i32,
    public sourceIndex: i32,
  ) {}
}

export class ParallelLoop {
  isGrid: bool = false;
  /** Loop index variables: one for range, one per dimension for grid (row-major). */
  indexVars: i32[] = [];
  /** range: [start] (or empty for 0); grid: unused. */
  startExpr: Expr | null = null;
  /** range: [end]; grid: the extents, outermost first. */
  extents: Expr[] = [];
  body: Stmt[] = [];
  start: i32 = 0;
  end: i32 = 0;
  /** A statement between parallel loops that writes array elements: one iteration, one thread. */
  serial: bool = false;
}

/**
 * A host loop around phases, `for (let t = a; t < b; t++) { ... }`: it stays on the host,
 * which launches its body's phases max(0, b - a) times; `from`/`to` are a and b, lowered in the
 * preamble's scope (bound programs, like a parallel loop's extents).
 */
export class HostLoop {
  from: Expr | null = null;
  to: Expr | null = null;
  /** The hidden kernel parameter (a var of the kernel) that carries the counter's value into the body's phases. */
  counterVar: i32 = -1;
  start: i32 = 0;
  end: i32 = 0;
}

/** One step of a kernel's schedule: a phase (index into Template.phases) or a host loop and its body. */
export class ScheduleItem {
  /** The phase launched, or -1 for a host loop. */
  phase: i32 = -1;
  /** The host loop (index into Template.hostLoops) when `phase` is -1. */
  hostLoop: i32 = -1;
  body: ScheduleItem[] = [];
}

export const enum Feature {
  None = 0,
  Barrier = 1,
  Shared = 2,
  ThreadId = 4,
  BlockReduce = 8,
  Atomics = 16,
  Texture = 32,
  LocalArray = 64,
}

export class Template {
  kernel: IRFunction;
  preamble: Stmt[] = [];
  /** The phase being compiled (one of `phases`): every pass and generator sees this loop only. */
  loop: ParallelLoop = new ParallelLoop();
  /** Every parallel loop (and serial statement) of the kernel, in program order (lower.ts). */
  phases: ParallelLoop[] = [];
  hostLoops: HostLoop[] = [];
  /** The order the host launches `phases` in; [phase 0] for a one-loop kernel. */
  schedule: ScheduleItem[] = [];
  functions: IRFunction[] = [];
  /** Feature bits (workgroup primitives first), with the first use of each for messages. */
  features: i32 = 0;
  featureStarts: i32[] = [0, 0, 0, 0, 0, 0, 0];
  /** The hidden parameter that carries the launch's seed when the kernel calls Math.random (lower/random.ts), else -1. */
  seedParam: i32 = -1;
  /** The host loops' hidden counter parameters (vars of the kernel), in `hostLoops` order. */
  counterParams: i32[] = [];
  constructor(kernel: IRFunction) {
    this.kernel = kernel;
  }
}
