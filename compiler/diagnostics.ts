/**
 * @fileoverview Diagnostics are data: a code, a range and up to three arguments, from one
 * catalog. The compiler never formats locations or kernel names; the host adds
 * `Kernel 'k':`, `line:col` and the code frame once (DESIGN.md §3, STYLE.md 2).
 *
 * Each catalog row names the JS error class its code becomes on the host.
 */

export const enum ErrorClass {
  Syntax = 0, // KernelSyntaxError (a SyntaxError)
  Type = 1, // TypeError
  Range = 2, // RangeError
  Plain = 3, // Error
}

export const enum DiagCode {
  // Lexing and parsing: what the kernel subset never accepts.
  UnexpectedToken = 1001,
  Expected = 1002,
  Unterminated = 1003,
  InvalidNumber = 1004,
  NotSupported = 1010,
  NotAFunction = 1011,
  // Kernel structure.
  NoParallelLoop = 1020,
  AfterParallelLoop = 1021,
  PreambleWritesArray = 1023,
  RenamedIntrinsic = 1024,
  UnknownName = 1025,
  CapturesMutable = 1026,
  Recursion = 1027,
  AssignToConst = 1028,
  ArrayAsValue = 1029,
  UnknownProperty = 1030,
  UnknownIntrinsic = 1031,
  ArgumentCount = 1032,
  JumpOutsideLoop = 1033,
  GridArity = 1034,
  LoopIndexDecl = 1035,
  ParallelStep = 1036,
  LocalArraySize = 1037,
  BoundNotHostEvaluable = 1038,
  KernelReturnValue = 1039,
  AtomicTarget = 1041,
  Redeclared = 1043,
  NotAStatement = 1044,
  DtypeExpected = 1045,
  ParallelLoopNested = 1046,
  TextureMisuse = 1047,
  AggregateAsNumber = 1050,
  VectorIndex = 1051,
  AggregateMisuse = 1052,
  // Several phases (lower.ts lowerKernelBody, passes/phases.ts).
  HostLoopForm = 1070,
  HostLoopCounter = 1071,
  HostLoopBound = 1072,
  PhasePreambleRead = 1073,
  PhaseSharedLocal = 1074,
  // Types.
  OperandTypes = 2001,
  LogicalOperands = 2002,
  MissingSignature = 2003,
  DtypeUnsupported = 2004,
  AtomicDtype = 2005,
  NotIndexable = 2006,
  IndexNotInteger = 2007,
  WorkgroupsUnsupported = 2008,
  UnknownAnnotation = 2009,
  SignatureCount = 2010,
  ConditionType = 2016,
  ReturnMismatch = 2017,
  ArgumentKind = 2018,
  VoidValue = 2019,
  InferenceDiverged = 2020,
  AtomicClamped = 2021,
  CarriedValue = 2022,
  KernelTooLarge = 2023,
  TargetCannotSpell = 2024,
  ReadInOwnInitializer = 1049,
  // Warnings: reported with a result, never a refusal (index.ts warningsJson).
  NoVisibleEffect = 4001,
  // Requests.
  BadRequest = 3001,
  UnknownTarget = 3002,
  Internal = 9000,
}

class CatalogRow {
  constructor(
    public code: DiagCode,
    public cls: ErrorClass,
    public text: string,
  ) {}
}

const catalog = new Map<i32, CatalogRow>();

function row(code: DiagCode, cls: ErrorClass, text: string): void {
  catalog.set(<i32>code, new CatalogRow(code, cls, text));
}

row(DiagCode.UnexpectedToken, ErrorClass.Syntax, "unexpected {0}");
row(DiagCode.Expected, ErrorClass.Syntax, "expected {0} but found {1}");
row(DiagCode.Unterminated, ErrorClass.Syntax, "unterminated {0}");
row(DiagCode.InvalidNumber, ErrorClass.Syntax, "invalid number literal '{0}'{1}");
row(DiagCode.NotSupported, ErrorClass.Syntax, "{0} not supported in kernels{1}");
row(DiagCode.NotAFunction, ErrorClass.Syntax,
  "the kernel source must be a function (a function declaration, a function expression or an arrow function){0}");
row(DiagCode.NoParallelLoop, ErrorClass.Syntax,
  "the kernel has no parallel loop: its body needs one, `for (const i of range(n))` or `for (const [y, x] of grid(h, w))`");
row(DiagCode.AfterParallelLoop, ErrorClass.Syntax,
  "after the first parallel loop only parallel loops, host loops around them and statements that write array elements may follow (each runs as a phase); move this statement before the first parallel loop or into a loop");
row(DiagCode.HostLoopForm, ErrorClass.Syntax,
  "a loop around parallel loops runs on the host and must read `for (let t = a; t < b; t++)`{0}");
row(DiagCode.HostLoopCounter, ErrorClass.Syntax,
  "the host loop's counter '{0}' is assigned inside the loop, but the host steps it and passes its value to every phase; assign a local copy instead (let s = {0}; s += ...)");
row(DiagCode.HostLoopBound, ErrorClass.Syntax,
  "the host loop's bounds must be computable from scalar parameters, array lengths and constants, but {0} is not; compute the count in the caller and pass it as a parameter");
row(DiagCode.PhasePreambleRead, ErrorClass.Syntax,
  "the preamble reads '{0}', which a parallel loop writes; with several phases the preamble is computed anew before each phase, so it would see that phase's input, not the kernel's: read it inside the loop that needs it");
row(DiagCode.PhaseSharedLocal, ErrorClass.Syntax,
  "'{0}' is declared before the parallel loops and assigned in one phase, but {1} here; each phase starts from the preamble's values (phases run as separate launches), so pass the value through an array");
row(DiagCode.PreambleWritesArray, ErrorClass.Syntax,
  "the preamble (before the parallel loop) may not write arrays: '{0}' is written here; move the write into the loop, or make it a statement of its own (a statement that writes array elements runs as a single-thread phase)");
row(DiagCode.RenamedIntrinsic, ErrorClass.Syntax,
  "the parallel loop iterates over '{0}(...)', which is not range() or grid(); if this is minified code whose intrinsic names were renamed, pass the kernel's source text or keep names (terser keep_fnames, esbuild keepNames)");
row(DiagCode.UnknownName, ErrorClass.Syntax,
  "unknown name '{0}': a kernel can use its parameters, its own locals and functions, intrinsics, and names passed in `scope`");
row(DiagCode.CapturesMutable, ErrorClass.Syntax,
  "device function '{0}' reads '{1}', which is assigned outside it; closures over mutable variables are not supported: pass it as a parameter");
row(DiagCode.Recursion, ErrorClass.Syntax,
  "device function '{0}' is recursive ({1}); recursion is not supported in kernels");
row(DiagCode.AssignToConst, ErrorClass.Syntax, "cannot assign to '{0}'{1}");
row(DiagCode.ArrayAsValue, ErrorClass.Syntax,
  "array '{0}' can only be indexed, measured with .length or .shape, or passed to a device function");
row(DiagCode.UnknownProperty, ErrorClass.Syntax, "unknown property '{0}' of {1}");
row(DiagCode.UnknownIntrinsic, ErrorClass.Syntax, "'{0}' is not a kernel intrinsic{1}");
row(DiagCode.ArgumentCount, ErrorClass.Syntax, "{0} expects {1} but got {2}");
row(DiagCode.JumpOutsideLoop, ErrorClass.Syntax, "'{0}' outside of a loop");
row(DiagCode.GridArity, ErrorClass.Syntax,
  "a {0}-dimensional grid must be destructured into {0} names, as in `for (const [y, x] of grid(h, w))`");
row(DiagCode.LoopIndexDecl, ErrorClass.Syntax,
  "the loop index must be declared in the loop head, as in `for (const i of range(n))`");
row(DiagCode.ParallelStep, ErrorClass.Syntax,
  "the parallel loop takes range(n) or range(start, end), without a step; compute the strided index inside the loop");
row(DiagCode.LocalArraySize, ErrorClass.Syntax,
  "{0} needs a constant positive integer size (at most {1}), as in localArray(f32, 16)");
row(DiagCode.BoundNotHostEvaluable, ErrorClass.Syntax,
  "the parallel loop's bounds must be computable from scalar parameters, array lengths and constants, but {0} is not; compute the bound in the caller and pass it as a parameter");
row(DiagCode.KernelReturnValue, ErrorClass.Syntax,
  "`return` in a kernel ends the current iteration and takes no value");
row(DiagCode.AtomicTarget, ErrorClass.Type,
  "the target of Atomics.{0} must be an array parameter of the kernel");
row(DiagCode.Redeclared, ErrorClass.Syntax, "'{0}' is already declared in this scope");
row(DiagCode.NotAStatement, ErrorClass.Syntax, "{0} is not allowed here{1}");
row(DiagCode.DtypeExpected, ErrorClass.Syntax,
  "expected a dtype (f32, i32, ... or tack.f32) but found {0}");
row(DiagCode.ParallelLoopNested, ErrorClass.Syntax,
  "the parallel loop must be a top-level statement of the kernel body, after the preamble");
row(DiagCode.TextureMisuse, ErrorClass.Type, "{0}");
row(DiagCode.AggregateAsNumber, ErrorClass.Syntax, "{0} is {1}, where a number is needed{2}");
row(DiagCode.VectorIndex, ErrorClass.Syntax,
  "a vector's component is read with a constant index from 0 to {0}{1}");
row(DiagCode.AggregateMisuse, ErrorClass.Syntax, "{0}{1}");
row(DiagCode.OperandTypes, ErrorClass.Type, "operator '{0}' cannot take {1}");
row(DiagCode.LogicalOperands, ErrorClass.Type,
  "operands of '{0}' must be booleans in kernels (got {1}); compare explicitly, or use ?: to choose a value");
row(DiagCode.MissingSignature, ErrorClass.Type,
  "parameter '{0}' has no type: call the kernel with arguments, pass a signature, or annotate it ({0}: Float32Array for an array, {0}: f32 for a scalar)");
row(DiagCode.DtypeUnsupported, ErrorClass.Type,
  "parameter '{0}' has dtype tack.{1}, which is not supported on {2}. Supported dtypes: {3}");
row(DiagCode.AtomicDtype, ErrorClass.Type, "{0} Atomics.{1} does not support target dtype tack.{2}");
row(DiagCode.NotIndexable, ErrorClass.Type, "'{0}' is not an array and cannot be indexed{1}");
row(DiagCode.IndexNotInteger, ErrorClass.Type, "an array index must be a number, but this is {0}");
row(DiagCode.WorkgroupsUnsupported, ErrorClass.Plain,
  "{0} not supported on the {1} backend, which has no workgroups; for private scratch storage use localArray(dtype, n)");
row(DiagCode.UnknownAnnotation, ErrorClass.Type,
  "parameter '{0}' is annotated '{1}', which is not a kernel type (use Float32Array... BigUint64Array, f32, i32, ..., number, bigint or boolean)");
row(DiagCode.SignatureCount, ErrorClass.Type, "the kernel takes {0} parameter(s) but the signature gives {1}");
row(DiagCode.ConditionType, ErrorClass.Type, "a condition must be a boolean or a number, but this is {0}");
row(DiagCode.ReturnMismatch, ErrorClass.Type, "device function '{0}' returns {1} on one path and {2} on another");
row(DiagCode.ArgumentKind, ErrorClass.Type, "{0}");
row(DiagCode.VoidValue, ErrorClass.Type, "device function '{0}' returns no value, but its result is used");
row(DiagCode.InferenceDiverged, ErrorClass.Type, "could not settle the type of '{0}'");
row(DiagCode.AtomicClamped, ErrorClass.Type,
  "Atomics.{0} does not work on a Uint8ClampedArray (JavaScript throws a TypeError there too); pass a Uint8Array view of the same memory");
row(DiagCode.CarriedValue, ErrorClass.Syntax,
  "'{0}' is read here before this iteration assigns it, so its value would carry over from the previous iteration — but iterations of the parallel loop run in parallel, in any order. Declare it inside the loop, or assign it before reading it in every iteration");
row(DiagCode.ReadInOwnInitializer, ErrorClass.Syntax,
  "'{0}' is read in its own initializer, before it has a value (JavaScript throws a ReferenceError there); use another name for the value it is computed from");
row(DiagCode.KernelTooLarge, ErrorClass.Range,
  "the kernel is too large to compile: {0} operations (a statement is typically 3 to 10), and the limit is {1}; split it into several kernels");
row(DiagCode.TargetCannotSpell, ErrorClass.Type,
  "{0} cannot be expressed in {1}; rewrite it, or run the kernel on another device");
row(DiagCode.NoVisibleEffect, ErrorClass.Plain,
  "it writes no array and uses no atomic, so a launch has no visible effect; write its results to an array parameter");
row(DiagCode.BadRequest, ErrorClass.Plain, "malformed compile request: {0}");
row(DiagCode.UnknownTarget, ErrorClass.Range,
  "unknown target '{0}'; targets: {1}");
row(DiagCode.Internal, ErrorClass.Plain, "internal compiler error ({0})");

export class Diagnostic {
  constructor(
    public code: DiagCode,
    public start: i32,
    public end: i32,
    public message: string,
    /** 0: the kernel source; k > 0: the k-th scope function's source. */
    public sourceIndex: i32,
  ) {}

  /**
   * A count mismatch's counts as data (SignatureCount: the parameters the kernel takes and the
   * entries the signature gives), so the host words it without reading the message; -1: none.
   */
  expected: i32 = -1;
  given: i32 = -1;

  get errorClass(): ErrorClass {
    return catalog.get(<i32>this.code).cls;
  }
}

export function formatMessage(code: DiagCode, a0: string, a1: string, a2: string, a3: string = ""): string {
  const text = catalog.get(<i32>code).text;
  // One pass over the template, not String#replaceAll: AssemblyScript 0.28's replaceAll grows
  // its buffer by doubling once per match, so an argument more than twice as long as the text
  // (a long identifier) wrote past the buffer (a trap) or came out truncated.
  const parts = new Array<string>();
  let start = 0;
  for (let i = 0; i + 2 < text.length; i++) {
    if (text.charCodeAt(i) != 123 || text.charCodeAt(i + 2) != 125) continue; // `{k}`
    const k = text.charCodeAt(i + 1) - 48;
    if (k < 0 || k > 3) continue;
    parts.push(text.substring(start, i));
    parts.push(k == 0 ? a0 : k == 1 ? a1 : k == 2 ? a2 : a3);
    start = i + 3;
    i += 2;
  }
  parts.push(text.substring(start));
  return parts.join("");
}

/**
 * Every phase extends this. A repeated message at the same position is dropped, so error
 * recovery never reports one mistake twice.
 */
export class DiagnosticEmitter {
  diagnostics: Diagnostic[] = [];
  sourceIndex: i32 = 0;

  error(code: DiagCode, start: i32, end: i32, a0: string = "", a1: string = "", a2: string = "", a3: string = ""): void {
    const message = formatMessage(code, a0, a1, a2, a3);
    const list = this.diagnostics;
    for (let i = 0, n = list.length; i < n; i++) {
      const d = list[i];
      if (d.start == start && d.sourceIndex == this.sourceIndex && d.message == message) return;
    }
    list.push(new Diagnostic(code, start, end, message, this.sourceIndex));
  }

  get hasErrors(): bool {
    return this.diagnostics.length > 0;
  }
}
