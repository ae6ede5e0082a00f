/**
 * @fileoverview What the bounds pass decided for each array access, as the compile result's
 * `accesses` list (read by tools: `tack inspect`). One entry per access of every reachable
 * function instance, in source order: `{"array","source","start","end","check"}` where
 * `check` is `"hoisted"` (proved once per block of iterations at the loop's ends),
 * `"checked"` (checked where it runs) or `"off"` (`checks: "off"`). See passes/bounds.ts.
 */

import { Expr, ExprKind, IntrinsicExpr, IRFunction, LoadExpr, StoreExpr, Template, VarExpr } from "../ir";
import { IntrKind, intrinsicRow } from "../intrinsics";
import { jsonString } from "../json";
import { IRVisitor } from "../visit";
import { Bounds } from "./bounds";
import { FnInstance, Inference } from "./infer";

class Access {
  constructor(public array: string, public source: i32, public start: i32, public end: i32, public check: string) {}
}

class AccessLister extends IRVisitor {
  constructor(public inst: FnInstance, public fn: IRFunction, public out: Access[]) {
    super();
  }

  leaveExpr(e: Expr): void {
    let vi = -1;
    if (e.kind == ExprKind.Load) vi = (<LoadExpr>e).varIndex;
    else if (e.kind == ExprKind.Store) vi = (<StoreExpr>e).varIndex;
    else if (e.kind == ExprKind.Intrinsic) {
      const c = <IntrinsicExpr>e;
      if (intrinsicRow(c.intr).kind == IntrKind.Atomic && c.args.length > 0 && c.args[0].kind == ExprKind.Var) {
        vi = (<VarExpr>c.args[0]).varIndex;
      }
    }
    if (vi < 0) return;
    const b = e.id < this.inst.bounds.length ? <Bounds>this.inst.bounds[e.id] : Bounds.None;
    const check = b == Bounds.Hoisted ? "hoisted" : b == Bounds.Checked ? "checked" : "off";
    this.out.push(new Access(this.fn.vars[vi].name, this.fn.sourceIndex, e.start, e.end, check));
  }
}

export function accessesJson(t: Template, inf: Inference): string {
  const out = new Array<Access>();
  const k = new AccessLister(inf.kernel, t.kernel, out);
  k.visitStmts(t.preamble);
  k.visitStmts(t.loop.body);
  for (let i = 0; i < inf.instances.length; i++) {
    const inst = inf.instances[i];
    if (!inst.reachable) continue;
    new AccessLister(inst, inst.fn, out).visitStmts(inst.fn.body);
  }
  out.sort((a: Access, b: Access): i32 => a.source != b.source ? a.source - b.source : a.start != b.start ? a.start - b.start : a.end - b.end);
  const items = new Array<string>();
  for (let i = 0; i < out.length; i++) {
    const a = out[i];
    const json = "{\"array\":" + jsonString(a.array) + ",\"source\":" + a.source.toString() + ",\"start\":" + a.start.toString() +
      ",\"end\":" + a.end.toString() + ",\"check\":\"" + a.check + "\"}";
    // a device function instanced twice lists its accesses once when both instances agree
    if (items.length > 0 && items[items.length - 1] == json) continue;
    items.push(json);
  }
  return "[" + items.join(",") + "]";
}
