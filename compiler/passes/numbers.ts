/**
 * @fileoverview Which 64-bit integer values are JS Numbers rather than BigInts.
 *
 * Tack types an integer Number that does not fit in 32 bits (`0xffffffff`, a scalar argument
 * of 2^40, `a.length`, the parallel index) as i64, the same type as a BigInt. JavaScript tells
 * them apart where it matters: a bitwise operator (`& | ^ ~ << >> >>>`) takes a Number modulo
 * 2^32 (ToInt32 / ToUint32) and a BigInt whole. Mixing the two in one operation throws a
 * TypeError, so one Number operand is enough to make the operation JS's 32-bit one.
 *
 * `holdsNumber` answers from the expression and the side tables of its variant: an expression
 * whose type is not a 64-bit integer is always a Number (every BigInt source is typed i64/u64);
 * a 64-bit one is a Number when it comes from a Number literal, a length, a loop index, Math,
 * or a local or device-function parameter/return that holds one (`FnInstance.varNumber`,
 * `returnNumber`, set monotonically by passes/infer.ts). Elements of i64/u64 arrays, bigint
 * literals and `i64(...)`/`u64(...)` casts are BigInts; a 64-bit scalar parameter is a BigInt
 * unless its source annotation says `number` (the argument classes share i64 for both).
 */

import { IntrKind, intrinsicRow } from "../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr,
  ExprKind, IntrinsicExpr, StoreExpr, UnaryExpr, UnOp, VarExpr,
} from "../ir";
import { FnInstance } from "./infer";

/** True when `e` (typed in `inst`) is a JS Number, false when it is (or may be) a BigInt. */
export function holdsNumber(inst: FnInstance, instances: FnInstance[], e: Expr): bool {
  const t = inst.exprTypes[e.id];
  if (t == null || !t.isInteger || t.size != 8) return true;
  switch (e.kind) {
    case ExprKind.Const: return (<ConstExpr>e).constKind != ConstKind.BigInt;
    case ExprKind.Var: return inst.varNumber[(<VarExpr>e).varIndex];
    case ExprKind.Length: return true;
    case ExprKind.Load: return false;
    case ExprKind.Unary: {
      const u = <UnaryExpr>e;
      return u.op == UnOp.Not || u.op == UnOp.Plus || holdsNumber(inst, instances, u.arg!);
    }
    case ExprKind.Binary: {
      const b = <BinaryExpr>e;
      if (b.op >= BinOp.Eq) return true;
      return holdsNumber(inst, instances, b.left!) || holdsNumber(inst, instances, b.right!);
    }
    case ExprKind.Logical: return true;
    case ExprKind.Cond: {
      const c = <CondExpr>e;
      return holdsNumber(inst, instances, c.then!) || holdsNumber(inst, instances, c.otherwise!);
    }
    case ExprKind.Intrinsic: {
      const x = <IntrinsicExpr>e;
      const kind = intrinsicRow(x.intr).kind;
      // i64(...)/u64(...) make BigInts, Atomics give the BigInt element; Math never takes a BigInt
      if (kind == IntrKind.Cast || kind == IntrKind.Atomic) return false;
      if (kind == IntrKind.Workgroup && x.args.length > 0) return holdsNumber(inst, instances, x.args[0]);
      return true;
    }
    case ExprKind.CallFn: {
      const c = inst.callInstance[e.id];
      return c >= 0 && instances[c].returnNumber;
    }
    case ExprKind.AssignVar: {
      const a = <AssignVarExpr>e;
      return inst.varNumber[a.varIndex] || holdsNumber(inst, instances, a.value!);
    }
    case ExprKind.Store: return holdsNumber(inst, instances, (<StoreExpr>e).value!);
    case ExprKind.Comma: {
      const c = <CommaExpr>e;
      return c.exprs.length == 0 || holdsNumber(inst, instances, c.exprs[c.exprs.length - 1]);
    }
    default: return true;
  }
}

