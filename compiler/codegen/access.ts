/**
 * What the generators (LLVM, WAT, C) share about array accesses, none of it target text: the
 * site table each checked access reports by number (the runtime's out-of-bounds message names
 * the array, its parameter or size, and the place), whether an access checks its index where it
 * stands, and the structural key under which loop versioning tests an affine index once.
 * Each generator's walker keeps methods of the same names that call these.
 */
import { BinaryExpr, ConstExpr, Expr, ExprKind, IRFunction, LengthExpr, Template, UnaryExpr, VarExpr, VarKind } from "../ir";
import { jsonString } from "../json";
import { accessArray, accessIndex, Bounds } from "../passes/bounds";
import { FnInstance } from "../passes/infer";

/**
 * The site number of an access to array `vi` of `fn`, registered once per (function instance,
 * expression) in `keys`/`sites` (the result's `sites`, as JSON objects).
 */
export function registerSite(keys: string[], sites: string[], t: Template, fn: IRFunction, inst: FnInstance, e: Expr, vi: i32): i32 {
  const key = inst.symbol + ":" + e.id.toString();
  const k = keys.indexOf(key);
  if (k >= 0) return k;
  keys.push(key);
  // which kernel parameter the array is (for its length in the message), or a local array's size
  const v = fn.vars[vi];
  let outer = vi;
  if (fn != t.kernel && v.kind == VarKind.Capture) outer = fn.captureOuter[fn.captureInner.indexOf(vi)];
  const param = fn == t.kernel || v.kind == VarKind.Capture ? t.kernel.params.indexOf(outer) : -1;
  const size = v.kind == VarKind.LocalArray || v.kind == VarKind.Shared ? v.arrayLength : -1;
  sites.push("{\"array\":" + jsonString(v.name) + ",\"param\":" + param.toString() + ",\"size\":" + size.toString() +
    ",\"source\":" + fn.sourceIndex.toString() + ",\"start\":" + e.start.toString() + ",\"end\":" + e.end.toString() + "}");
  return sites.length - 1;
}

/** Does this access check its index where it stands: checked, or hoisted but not proved by the loop version being emitted (`elided`)? */
export function checksHere(inst: FnInstance, elided: i32[], e: Expr): bool {
  const b = <Bounds>inst.bounds[e.id];
  return b == Bounds.Checked || (b == Bounds.Hoisted && !elided.includes(e.id));
}

/** A structural key of an affine index: equal keys compute equal values (same operations in the same types). */
export function affineKey(inst: FnInstance, e: Expr): string {
  switch (e.kind) {
    case ExprKind.Const: return "c" + (<ConstExpr>e).bits.toString() + ":" + inst.exprTypes[e.id]!.name;
    case ExprKind.Length: return "L" + (<LengthExpr>e).varIndex.toString() + "." + (<LengthExpr>e).dim.toString();
    case ExprKind.Var: return "v" + (<VarExpr>e).varIndex.toString();
    case ExprKind.Unary: return "(u" + (<i32>(<UnaryExpr>e).op).toString() + " " + affineKey(inst, (<UnaryExpr>e).arg!) + ")";
    case ExprKind.Binary: {
      const b = <BinaryExpr>e;
      return "(" + (<i32>b.op).toString() + ":" + inst.opType[e.id]!.name + " " + affineKey(inst, b.left!) + " " + affineKey(inst, b.right!) + ")";
    }
    default: return "?" + e.id.toString();
  }
}

/** The hoisted accesses a loop version tests at its ends, one per array and index: `x[i]` read, then written, is tested once. */
export function distinctAccesses(inst: FnInstance, accesses: Expr[]): Expr[] {
  const out = new Array<Expr>();
  const seen = new Array<string>();
  for (let i = 0; i < accesses.length; i++) {
    const e = accesses[i];
    const key = accessArray(e).toString() + ":" + affineKey(inst, accessIndex(e));
    if (seen.includes(key)) continue;
    seen.push(key);
    out.push(e);
  }
  return out;
}
