/**
 * @fileoverview The compiler's flat surface (STYLE.md 9): `compile(request) → result`, text in
 * and text out. No I/O, no clock, no host calls: the same request gives the same bytes.
 *
 * The host writes the request as UTF-16 into memory it got from `alloc`, calls `compile`,
 * and reads the result (UTF-16, length from `resultLength`) at the returned pointer. The
 * result is JSON: `{"ok":true, ...}` with the code and its metadata, or `{"ok":false, ...}`
 * with diagnostics. A trap is an internal compiler error; the host discards the instance.
 */

import * as A from "./ast";
import { jsonString } from "./json";
import { configureTarget, generate, isKnownTarget, TARGETS } from "./codegen/index";
import { DiagCode, Diagnostic, ErrorClass, formatMessage } from "./diagnostics";
import { ConstExpr, ConstKind, Expr, ExprKind, Feature, HostLoop, ScheduleItem, Template, VarExpr } from "./ir";
import { intrinsicsJson } from "./intrinsics";
import { Lowerer, ScopeConst, ScopeFunction } from "./lower";
import { vectorHelperNames } from "./lower/aggregates";
import { Parser } from "./parser";
import { accessesJson } from "./passes/accesses";
import { BoundsCompiler } from "./passes/analyze";
import { Inference, sanitize } from "./passes/infer";
import { legalize } from "./passes/legalize";
import { CarriedValues } from "./passes/carried";
import { PhaseRules } from "./passes/phases";
import { outlineResult } from "./outline";
import { plainResult } from "./plain";
import { parseRequest, Request } from "./request";
import { ParamKind, ParamSig, sigFromAnnotation, TargetInfo } from "./signature";
import { Type } from "./types";

/** Bumped whenever generated code or metadata may change; part of every cache key. */
export const COMPILER_VERSION = "tack-compiler 0.1.0";

let lastResult: string = "";

export function version(): string {
  return COMPILER_VERSION;
}

/**
 * Reserves `units` UTF-16 code units for a request; the host writes it there. Every request
 * starts here, after the host has read the previous result, so this is where the previous
 * request's memory is taken back (`reuseMemory`).
 */
export function alloc(units: i32): usize {
  reuseMemory();
  const buf = new ArrayBuffer(units << 1);
  pinned = buf;
  return changetype<usize>(buf);
}

/**
 * The stub runtime only bump-allocates, so each request used to take memory no request had
 * touched, and the OS faulted in and zeroed every page of it: a third of a warm request
 * (bench/compiler/PROFILE.md §1). Instead, the first `alloc` marks where the module's own
 * objects (built by its start function: tables, catalogs, types) end, and each later one
 * zeroes what the previous request used above the mark and moves the bump pointer back to
 * it, so the memory is as a fresh instance's and the pages stay mapped. Nothing made by a
 * request outlives it: the compiler keeps no state between requests (`lastResult` and
 * `pinned` are set again before they are read).
 */
function reuseMemory(): void {
  // the next free address: an empty block is allocated at the bump pointer, which it moves by 16
  const next = __alloc(0) - BLOCK_HEADER;
  if (heapMark == 0) {
    heapMark = next;
    return;
  }
  memory.fill(heapMark, 0, next + EMPTY_BLOCK - heapMark);
  // the stub runtime's first block starts here (rt/stub.ts startOffset); __reset moves the bump
  // pointer to it, and one block that ends at the mark moves it up to the mark. That block's
  // header word is the first start-time object's, so it is kept.
  const first = ((__heap_base + BLOCK_HEADER + 15) & ~15) - BLOCK_HEADER;
  const header = load<u32>(first);
  __reset();
  __alloc(heapMark - first - BLOCK_HEADER);
  store<u32>(first, header);
}

/** The stub runtime's block header (one word, the payload size) and an empty block's size. */
const BLOCK_HEADER: usize = 4;
const EMPTY_BLOCK: usize = 16;
let heapMark: usize = 0;

let pinned: ArrayBuffer = new ArrayBuffer(0);

/** Compiles the request at `ptr` (UTF-16, `units` long); returns the result's address. */
export function compile(ptr: usize, units: i32): usize {
  const text = String.UTF16.decodeUnsafe(ptr, <usize>units << 1);
  pinned = new ArrayBuffer(0);
  lastResult = compileText(text);
  return changetype<usize>(lastResult);
}

export function resultLength(): i32 {
  return lastResult.length;
}

/** Drops the last result so the collector can reclaim it. */
export function release(): void {
  lastResult = "";
}

// ---- JSON output ---------------------------------------------------------------------------

function errorClassName(c: ErrorClass): string {
  if (c == ErrorClass.Syntax) return "SyntaxError";
  if (c == ErrorClass.Type) return "TypeError";
  if (c == ErrorClass.Range) return "RangeError";
  return "Error";
}

function failure(kernelName: string, diags: Diagnostic[]): string {
  const items = new Array<string>();
  for (let i = 0; i < diags.length; i++) {
    const d = diags[i];
    items.push("{\"code\":" + (<i32>d.code).toString() + ",\"class\":\"" + errorClassName(d.errorClass) +
      "\",\"source\":" + d.sourceIndex.toString() + ",\"start\":" + d.start.toString() + ",\"end\":" +
      d.end.toString() + ",\"message\":" + jsonString(d.message) +
      (d.expected >= 0 ? ",\"counts\":{\"expected\":" + d.expected.toString() + ",\"given\":" + d.given.toString() + "}" : "") + "}");
  }
  return "{\"ok\":false,\"kernel\":" + jsonString(kernelName) + ",\"diagnostics\":[" + items.join(",") + "]}";
}

function requestFailure(message: string): string {
  const d = new Diagnostic(DiagCode.BadRequest, 0, 0, formatMessage(DiagCode.BadRequest, message, "", ""), 0);
  return failure("", [d]);
}

function intrinsicsResult(): string {
  const names = new Array<string>();
  for (let i = 0; i < TARGETS.length; i++) names.push(jsonString(TARGETS[i]));
  const helpers = new Array<string>();
  const vh = vectorHelperNames();
  for (let i = 0; i < vh.length; i++) helpers.push(jsonString(vh[i]));
  return "{\"ok\":true,\"intrinsics\":" + intrinsicsJson() + ",\"targets\":[" + names.join(",") + "],\"vectorHelpers\":[" + helpers.join(",") + "]}";
}

// ---- the pipeline --------------------------------------------------------------------------

export function compileText(text: string): string {
  const req = parseRequest(text);
  if (req.error.length > 0) return requestFailure(req.error);
  if (req.query == "plain") return plainResult(req, failure);
  if (req.query == "intrinsics") return intrinsicsResult();
  if (req.query == "outline") return outlineResult(req, failure);
  if (req.trap) unreachable();
  if (!isKnownTarget(req.target)) {
    const d = new Diagnostic(DiagCode.UnknownTarget, 0, 0, formatMessage(DiagCode.UnknownTarget, req.target, TARGETS.join(", "), ""), 0);
    return failure(req.name, [d]);
  }
  // parse the kernel and the scope's functions, each with its own source index
  const parser = new Parser(req.source);
  const prog = parser.parseProgram(req.name);
  if (!prog) return failure(req.name, parser.diagnostics);
  const scopeFns = new Array<ScopeFunction>();
  for (let i = 0; i < req.functionSources.length; i++) {
    const fp = new Parser(req.functionSources[i]);
    fp.sourceIndex = i + 1;
    const fprog = fp.parseProgram(req.functionNames[i]);
    if (!fprog) {
      for (let k = 0; k < fp.diagnostics.length; k++) fp.diagnostics[k].sourceIndex = i + 1;
      return failure(req.name, fp.diagnostics);
    }
    scopeFns.push(new ScopeFunction(req.functionNames[i], fprog.kernel!, i + 1));
  }
  const consts = new Array<ScopeConst>();
  for (let i = 0; i < req.constNames.length; i++) consts.push(new ScopeConst(req.constNames[i], req.constValues[i]));
  const kernelNode = prog.kernel!;
  if (req.name.length > 0) kernelNode.name = req.name;
  const kernelName = kernelNode.name.length > 0 ? kernelNode.name : "kernel";
  kernelNode.name = kernelName;
  const lowerer = new Lowerer(consts, scopeFns, req.tables);
  // arrays of vectors: by the request's vec lines, else (no object parameters) by position
  lowerer.vecKeys = req.vecKeys;
  lowerer.vecWidths = req.vecWidths;
  if (req.vecKeys.length == 0 && req.hasParams) {
    for (let i = 0; i < req.params.length; i++) {
      if (req.params[i].vec > 0) {
        lowerer.vecKeys.push("#" + i.toString());
        lowerer.vecWidths.push(req.params[i].vec);
      }
    }
  } else if (req.vecKeys.length == 0) {
    // no signature: TypeScript annotations (`pos: tack.vec3f[]`) say it
    const ps = kernelNode.params;
    for (let i = 0; i < ps.length; i++) {
      const sig = ps[i].annotation.length > 0 ? sigFromAnnotation(ps[i].annotation) : null;
      if (sig && sig.vec > 0) {
        lowerer.vecKeys.push("#" + i.toString());
        lowerer.vecWidths.push(sig.vec);
      }
    }
  }
  const template = lowerer.lowerProgram(prog);
  if (!template) return failure(kernelName, lowerer.diagnostics);
  if (req.query == "params") return paramsResult(kernelNode, template!);
  const size = templateSize(template!);
  if (size > MAX_OPERATIONS) {
    const d = new Diagnostic(DiagCode.KernelTooLarge, kernelNode.start, kernelNode.bodyStart,
      formatMessage(DiagCode.KernelTooLarge, size.toString(), MAX_OPERATIONS.toString(), ""), 0);
    return failure(kernelName, [d]);
  }
  const t = template!;
  const rules = new PhaseRules(t);
  if (!rules.check()) return failure(kernelName, rules.diagnostics);
  // every phase is checked in every phase's compile, so each compile refuses the same kernels
  for (let p = 0; p < t.phases.length; p++) {
    t.loop = t.phases[p];
    const carried = new CarriedValues(t);
    if (!carried.check()) return failure(kernelName, carried.diagnostics);
  }
  if (req.phase >= t.phases.length) return requestFailure("phase " + req.phase.toString() + " of a kernel of " + t.phases.length.toString());
  t.loop = t.phases[req.phase];
  // each phase's symbols are its own (one translation unit may hold several phases)
  if (req.phase > 0) t.kernel.name = kernelName + "_phase" + req.phase.toString();
  return specialize(req, template, kernelNode, kernelName);
}

/**
 * `query params`: the kernel's parameters as written (`names`) and as the variant takes them
 * (`params`), where a parameter used as a plain object becomes its fields' paths, sorted
 * (`p.mass`, `p.pos`, `p.sub.k`). The runtime flattens object arguments by these paths.
 * `list`: the parameter list's range in the kernel's source (its start to the body's when it
 * has no parentheses), where the runtime places a call's argument-count refusal.
 */
function paramsResult(k: A.FunctionNode, t: Template): string {
  const names = new Array<string>();
  for (let i = 0; i < k.params.length; i++) names.push(jsonString(k.params[i].name));
  const params = new Array<string>();
  for (let i = 0; i < t.kernel.params.length; i++) params.push(jsonString(t.kernel.vars[t.kernel.params[i]].name));
  // where the parameters are written, for the host's count refusals (as SignatureCount places them)
  const listed = k.paramsEnd > k.paramsStart;
  const list = (listed ? k.paramsStart : k.start).toString() + "," + (listed ? k.paramsEnd : k.bodyStart).toString();
  return "{\"ok\":true,\"names\":[" + names.join(",") + "],\"params\":[" + params.join(",") + "],\"list\":[" + list + "]}";
}

/**
 * The most IR expressions a kernel (with its device functions) may have. LLVM's time grows
 * faster than the code (DESIGN.md: untrusted kernels must not buy unbounded compile time):
 * 30,000 operations (3,300 statements like `out[i] = out[i] + x[i] * 2`) compile in about 5 s.
 */
export const MAX_OPERATIONS: i32 = 30000;

function templateSize(t: Template): i32 {
  let n = t.kernel.exprCount;
  for (let i = 0; i < t.functions.length; i++) n += t.functions[i].exprCount;
  return n;
}

function targetOf(req: Request): TargetInfo {
  const t = new TargetInfo();
  t.name = req.target;
  t.label = req.label.length > 0 ? req.label : "CPU";
  t.dtypes = req.dtypes;
  t.atomicDtypes = req.atomics;
  t.workgroups = req.workgroups;
  t.triple = req.triple;
  t.noalias = req.noalias;
  t.checks = req.checks;
  t.spmdLanes = req.spmd;
  t.spmdAlways = req.spmdAlways;
  t.fma = req.fma;
  t.source = req.source;
  configureTarget(t);
  return t;
}

/** The signature: from the request, else from TypeScript annotations. */
function signatureOf(req: Request, k: A.FunctionNode, template: Template, errors: Diagnostic[]): ParamSig[] {
  const params = k.params;
  if (req.hasParams) {
    // an object parameter counts as its fields (lower.ts flattenObjectParams)
    const count = template.kernel.params.length;
    // a kernel calling Math.random takes the launch's seed last (lower/random.ts): a signature
    // written for the kernel's own parameters gets it appended
    // and the host loops' counters before it (lower.ts hiddenParamsLast), which the runtime's
    // signature (the classes of its arguments, the seed's included) never gives
    const counters = template.counterParams.length;
    const seed = template.seedParam >= 0 ? 1 : 0;
    const given = req.params.length;
    if (counters + seed > 0 && (given == count - counters - seed || (seed == 1 && given == count - counters))) {
      const own = req.params.slice(0, count - counters - seed);
      const sigs = own.slice(0);
      for (let i = 0; i < counters; i++) sigs.push(counterSig(template, template.hostLoops[i], own));
      if (seed == 1) sigs.push(given == count - counters ? req.params[given - 1] : seedSig());
      req.params = sigs;
    }
    if (req.params.length != count) {
      // at the parameter list, the part of the kernel that the signature gives types to
      const listed = k.paramsEnd > k.paramsStart;
      const d = new Diagnostic(DiagCode.SignatureCount, listed ? k.paramsStart : k.start, listed ? k.paramsEnd : k.bodyStart,
        formatMessage(DiagCode.SignatureCount, count.toString(), req.params.length.toString(), ""), 0);
      d.expected = count;
      d.given = req.params.length;
      errors.push(d);
    }
    return req.params;
  }
  for (let i = 0; i < params.length; i++) {
    // a parameter read as an object (`x.size`) that is annotated as an array or a scalar
    const v = template.kernel.vars[i];
    if (!v.isObject) continue;
    const what = "'" + v.name + "'" + (params[i].annotation.endsWith("Array") ? " (arrays have .length and .shape[k])" : "");
    errors.push(new Diagnostic(DiagCode.UnknownProperty, v.objectFieldStart, v.objectFieldEnd,
      formatMessage(DiagCode.UnknownProperty, v.objectField, what, ""), 0));
    return new Array<ParamSig>();
  }
  const sigs = new Array<ParamSig>();
  for (let i = 0; i < params.length; i++) {
    const p = params[i];
    if (p.annotation.length == 0) {
      errors.push(new Diagnostic(DiagCode.MissingSignature, p.start, p.end,
        formatMessage(DiagCode.MissingSignature, p.name, "", ""), 0));
      return sigs;
    }
    const s = sigFromAnnotation(p.annotation);
    if (!s) {
      errors.push(new Diagnostic(DiagCode.UnknownAnnotation, p.start, p.end,
        formatMessage(DiagCode.UnknownAnnotation, p.name, p.annotation, ""), 0));
      return sigs;
    }
    sigs.push(s!);
  }
  const own = sigs.slice(0);
  for (let i = 0; i < template.counterParams.length; i++) sigs.push(counterSig(template, template.hostLoops[i], own));
  if (template.seedParam >= 0) sigs.push(seedSig());
  return sigs;
}

/**
 * A host loop's hidden counter parameter (lower.ts lowerHostLoop), a Number: f64 when the loop
 * starts from a float, i32 when both bounds are 32-bit integers (constants or parameters), so
 * that every value it takes fits, else i64 (a Number, as `a.length` is; passes/numbers.ts).
 */
function counterSig(t: Template, hl: HostLoop, own: ParamSig[]): ParamSig {
  const s = new ParamSig();
  s.kind = ParamKind.Scalar;
  const from = boundClass(t, hl.from!, own);
  const to = boundClass(t, hl.to!, own);
  s.type = from == 2 ? Type.f64 : from == 0 && to <= 0 ? Type.i32 : Type.i64;
  s.isFloatNumber = from == 2;
  return s;
}

/** A bound's class for counterSig: 0 a 32-bit integer, 1 another integer or unknown, 2 a float. */
function boundClass(t: Template, e: Expr, own: ParamSig[]): i32 {
  if (e.kind == ExprKind.Const) {
    const c = <ConstExpr>e;
    if (c.constKind == ConstKind.Float) return 2;
    return c.value >= -2147483648 && c.value <= 2147483647 && c.constKind == ConstKind.Int ? 0 : 1;
  }
  if (e.kind != ExprKind.Var) return 1;
  const params = t.kernel.params;
  for (let i = 0; i < params.length && i < own.length; i++) {
    if (params[i] != (<VarExpr>e).varIndex) continue;
    const ty = own[i].type;
    if (own[i].kind != ParamKind.Scalar || ty == null) return 1;
    if (ty!.isFloat || own[i].isFloatNumber) return 2;
    return ty!.size <= 4 ? 0 : 1;
  }
  return 1;
}

/** The hidden seed parameter of a kernel that calls Math.random: a 64-bit scalar (the runtime passes a bigint). */
function seedSig(): ParamSig {
  const s = new ParamSig();
  s.kind = ParamKind.Scalar;
  s.type = Type.i64;
  return s;
}

function specialize(req: Request, template: Template, k: A.FunctionNode, kernelName: string): string {
  const errors = new Array<Diagnostic>();
  const sigs = signatureOf(req, k, template, errors);
  if (errors.length > 0) return failure(kernelName, errors);
  const target = targetOf(req);
  const inf = new Inference(template, sigs, target);
  if (!inf.run()) return failure(kernelName, inf.diagnostics);
  // loop bounds for the host
  const bc = new BoundsCompiler(template, inf.kernel);
  const loop = template.loop;
  let startProgram = "[0]";
  if (loop.startExpr) {
    const s = bc.compile(loop.startExpr!);
    if (!s) return failure(kernelName, bc.diagnostics);
    startProgram = s!;
  }
  const extents = new Array<string>();
  for (let i = 0; i < loop.extents.length; i++) {
    const s = bc.compile(loop.extents[i]);
    if (!s) return failure(kernelName, bc.diagnostics);
    extents.push(s!);
  }
  const phases = phasesJson(template, bc, req.phase);
  if (phases == null) return failure(kernelName, bc.diagnostics);
  legalize(template, inf, target);
  if (req.query == "front") return "{\"ok\":true,\"front\":" + templateSize(template).toString() + "}";
  const res = generate(template, inf, target);
  if (res.diagnostics.length > 0) return failure(kernelName, res.diagnostics);
  return success(kernelName, template, inf, sigs, res.code, res.entry, res.abi, startProgram, extents, target, phases!, warningsJson(template, k, req.phase));
}

/**
 * What the kernel author should know about a kernel that compiles (DiagCode's warnings), as
 * `[{"code","source","start","end","message"}]`; "" when there is none, so the result of a
 * kernel without warnings is as before. The host locates and reports them (runtime/warnings.ts).
 * Phase 0's result only: they are the kernel's, and each phase of it is compiled on its own.
 */
function warningsJson(t: Template, k: A.FunctionNode, phase: i32): string {
  if (phase > 0) return "";
  const items = new Array<string>();
  // a kernel's only effects are its array parameters' writes and atomics (vars' flags, which
  // lower.ts carries from device functions to the arrays passed to them): with none, it has none
  let effects = false;
  const params = t.kernel.params;
  for (let i = 0; i < params.length; i++) {
    const v = t.kernel.vars[params[i]];
    if (v.written || v.atomicTarget) effects = true;
  }
  if (!effects) items.push(warningJson(DiagCode.NoVisibleEffect, k.nameStart, k.bodyStart));
  return items.length == 0 ? "" : "[" + items.join(",") + "]";
}

function warningJson(code: DiagCode, start: i32, end: i32): string {
  return "{\"code\":" + (<i32>code).toString() + ",\"source\":0,\"start\":" + start.toString() + ",\"end\":" +
    end.toString() + ",\"message\":" + jsonString(formatMessage(code, "", "", "")) + "}";
}

/**
 * A kernel of several phases: `{"count","index","schedule","sites"}`, where `schedule` is a
 * list of phase numbers and host loops `{"from":BOUND,"to":BOUND,"body":[...]}` (BOUND as a
 * parallel loop's), and `sites` each phase's source range `[start,end]`. "" for a one-loop
 * kernel (its result is as before phases existed); null when a host loop's bound is refused.
 */
function phasesJson(t: Template, bc: BoundsCompiler, index: i32): string | null {
  if (t.phases.length == 1 && t.hostLoops.length == 0) return "";
  bc.code = DiagCode.HostLoopBound;
  const schedule = scheduleJson(t, bc, t.schedule);
  bc.code = DiagCode.BoundNotHostEvaluable;
  if (!schedule) return null;
  const sites = new Array<string>();
  for (let i = 0; i < t.phases.length; i++) sites.push("[" + t.phases[i].start.toString() + "," + t.phases[i].end.toString() + "]");
  return "{\"count\":" + t.phases.length.toString() + ",\"index\":" + index.toString() + ",\"schedule\":" + schedule! +
    ",\"sites\":[" + sites.join(",") + "]}";
}

function scheduleJson(t: Template, bc: BoundsCompiler, items: ScheduleItem[]): string | null {
  const out = new Array<string>();
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    if (it.phase >= 0) {
      out.push(it.phase.toString());
      continue;
    }
    const hl = t.hostLoops[it.hostLoop];
    const from = bc.compile(hl.from!);
    if (!from) return null;
    const to = bc.compile(hl.to!);
    if (!to) return null;
    const body = scheduleJson(t, bc, it.body);
    if (!body) return null;
    out.push("{\"from\":" + from! + ",\"to\":" + to! + ",\"param\":" + t.kernel.params.indexOf(hl.counterVar).toString() + ",\"body\":" + body! + "}");
  }
  return "[" + out.join(",") + "]";
}

function featureNames(f: i32): string {
  const names = new Array<string>();
  if ((f & Feature.Atomics) != 0) names.push("\"atomics\"");
  if ((f & Feature.LocalArray) != 0) names.push("\"localArray\"");
  if ((f & Feature.Texture) != 0) names.push("\"texture\"");
  if ((f & Feature.Shared) != 0) names.push("\"shared\"");
  if ((f & Feature.Barrier) != 0) names.push("\"barrier\"");
  if ((f & Feature.ThreadId) != 0) names.push("\"threadId\"");
  if ((f & Feature.BlockReduce) != 0) names.push("\"blockReduce\"");
  return "[" + names.join(",") + "]";
}

function success(
  kernelName: string, t: Template, inf: Inference, sigs: ParamSig[], code: string, entry: string,
  abi: string, startProgram: string, extents: string[], target: TargetInfo, phases: string, warnings: string,
): string {
  const k = t.kernel;
  const inst = inf.kernel;
  const params = new Array<string>();
  for (let i = 0; i < k.params.length; i++) {
    const vi = k.params[i];
    const v = k.vars[vi];
    const s = sigs[i];
    const kind = s.kind == ParamKind.Array ? "array" : s.kind == ParamKind.Texture ? "texture" : "scalar";
    const ty = inst.varTypes[vi]!;
    params.push("{\"name\":" + jsonString(v.name) + ",\"kind\":\"" + kind + "\",\"dtype\":\"" + ty.name +
      "\",\"rank\":" + (s.kind == ParamKind.Scalar ? "0" : s.rank.toString()) +
      ",\"written\":" + (v.written ? "true" : "false") + ",\"atomic\":" + (v.atomicTarget ? "true" : "false") + "}");
  }
  const parts = new Array<string>();
  parts.push("{\"ok\":true");
  parts.push("\"kernel\":" + jsonString(kernelName));
  parts.push("\"target\":" + jsonString(target.name));
  parts.push("\"entry\":" + jsonString(entry));
  parts.push("\"floatContext\":\"" + inf.floatType.name + "\"");
  parts.push("\"params\":[" + params.join(",") + "]");
  parts.push("\"abi\":" + abi);
  parts.push("\"loop\":{\"grid\":" + (t.loop.isGrid ? "true" : "false") + ",\"start\":" + startProgram +
    ",\"extents\":[" + extents.join(",") + "]}");
  if (phases.length > 0) parts.push("\"phases\":" + phases);
  parts.push("\"features\":" + featureNames(t.features));
  parts.push("\"accesses\":" + accessesJson(t, inf));
  // after every key a stored result always has (runtime/variant-entry.ts RESULT_SHAPE pins their order)
  if (warnings.length > 0) parts.push("\"warnings\":" + warnings);
  parts.push("\"code\":" + jsonString(code) + "}");
  return parts.join(",");
}
