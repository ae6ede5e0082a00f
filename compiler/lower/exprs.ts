/**
 * @fileoverview The lowerer's expression layer (lower.ts describes the chain): one `lowerX`
 * per expression node kind, dispatched by `lowerExpr`, whose default case refuses (STYLE.md
 * 3). Names resolve through the scope chain; a device function's read of a kernel variable
 * becomes a capture; indexing a parameter makes it an array. Calls are the layer below
 * (calls.ts).
 */

import * as A from "../ast";
import { NodeKind } from "../ast";
import { DiagCode } from "../diagnostics";
import { findIntrinsic, IntrKind } from "../intrinsics";
import {
  BinOp, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr, ExprKind, LengthExpr, LoadExpr,
  LogicalExpr, StoreExpr, UnOp, Var, VarExpr, VarKind,
} from "../ir";
import { Binding, BindKind, binOpOf } from "./scope";
import { COUNTER_PARAM_PREFIX } from "./structure";
import { noteArrayUse } from "./base";
import { LowerCalls } from "./calls";

export abstract class LowerExprs extends LowerCalls {
  // ---- expressions --------------------------------------------------------------------------

  /** A value: a scalar expression (arrays are refused). */
  lowerValue(n: A.Node): Expr | null {
    return this.lowerExpr(n, false);
  }

  lowerExpr(n: A.Node, unused: bool = false): Expr | null {
    switch (n.kind) {
      case NodeKind.Ident: return this.lowerIdent(<A.Ident>n);
      case NodeKind.Number: return this.lowerNumber(<A.NumberLit>n);
      case NodeKind.BigInt: {
        const c = new ConstExpr(ExprKind.Const, this.nextId(), n.start, n.end);
        c.constKind = ConstKind.BigInt;
        c.bits = <i64>(<A.BigIntLit>n).bits;
        c.value = <f64>c.bits;
        return c;
      }
      case NodeKind.Bool: {
        const c = new ConstExpr(ExprKind.Const, this.nextId(), n.start, n.end);
        c.constKind = ConstKind.Bool;
        c.bits = (<A.BoolLit>n).value ? 1 : 0;
        c.value = <f64>c.bits;
        return c;
      }
      case NodeKind.String:
        this.error(DiagCode.NotSupported, n.start, n.end, "strings are", "");
        return null;
      case NodeKind.Unary: return this.lowerUnary(<A.Unary>n);
      case NodeKind.Update: return this.lowerUpdate(<A.Update>n, !unused);
      case NodeKind.Binary: return this.lowerBinary(<A.Binary>n);
      case NodeKind.Logical: return this.lowerLogical(<A.Logical>n);
      case NodeKind.Assign: return this.lowerAssign(<A.Assign>n);
      case NodeKind.Cond: return this.lowerCond(<A.Cond>n);
      case NodeKind.Call: return this.lowerCall(<A.Call>n);
      case NodeKind.Member: return this.lowerMember(<A.Member>n);
      case NodeKind.Index: return this.lowerIndex(<A.Index>n);
      case NodeKind.Seq: return this.lowerSeq(<A.Seq>n, unused);
      case NodeKind.ArrayLit:
      case NodeKind.ObjectLit:
        this.error(DiagCode.AggregateAsNumber, n.start, n.end, "this " + (n.kind == NodeKind.ArrayLit ? "array" : "object") + " literal",
          "a vector or object value", "; declare it, `const v = [x, y, z]`, and read its components (v[0], v.x); for scratch storage use localArray(dtype, n)");
        return null;
      case NodeKind.FunctionExpr:
        this.error(DiagCode.NotSupported, n.start, n.end, "function expressions here are",
          "; declare `const f = (...) => ...` in the kernel's preamble");
        return null;
      default:
        this.error(DiagCode.UnexpectedToken, n.start, n.end, "expression");
        return null;
    }
  }

  lowerNumber(n: A.NumberLit): Expr {
    const v = n.value;
    // An integer-valued literal is an integer whatever its spelling (`1.0`, `1e3`): bundlers
    // reprint literals, and the plain-JS run cannot tell them apart either.
    // Past 2^63 it stays a float. The value is the double JS reads, as in the plain run.
    if (Math.floor(v) == v && Math.abs(v) < 9223372036854775808.0) {
      return this.constInt(<i64>v, n.start, n.end);
    }
    return this.constFloat(v, n.start, n.end);
  }

  lowerIdent(n: A.Ident): Expr | null {
    const name = n.name;
    const b = this.scope.find(name);
    if (b) {
      if (b.kind == BindKind.Const) return this.copyConst(b.constValue!, n.start, n.end);
      if (b.kind == BindKind.Table) {
        this.error(DiagCode.AggregateMisuse, n.start, n.end, "'" + name + "' is a table of constants: it can only be indexed, " + name + "[k], or measured, " + name + ".length", "");
        return null;
      }
      if (b.kind == BindKind.Agg) {
        this.error(DiagCode.AggregateAsNumber, n.start, n.end, "'" + name + "'", b.agg!.describe(),
          b.agg!.names ? "; read a component, " + name + "." + b.agg!.names![0] : "; read a component, " + name + "[0], or use a tack.vec" + b.agg!.size.toString() + " helper");
        return null;
      }
      if (b.kind == BindKind.Func) {
        this.error(DiagCode.ArgumentKind, n.start, n.end, "device function '" + name + "' can only be called: a function is not a value in kernels (it cannot be returned, stored, assigned or passed); call it where it is needed");
        return null;
      }
      let index = b.varIndex;
      if (b.owner != this.fn) {
        // A device function reads a variable of the kernel: lambda-lift it.
        index = this.captureVar(b, name, n.start, n.end);
      }
      const v = this.fn.vars[index];
      if (v.initializing) {
        this.error(DiagCode.ReadInOwnInitializer, n.start, n.end, name);
        return null;
      }
      if (v.isArray && v.kind != VarKind.Param && v.kind != VarKind.Capture) {
        this.error(DiagCode.ArrayAsValue, n.start, n.end, name);
        return null;
      }
      const kv = b.owner == this.kernelFn ? this.kernelFn!.vars[b.varIndex] : null;
      if (kv && kv.kind == VarKind.Param && kv.directUseStart < 0) {
        kv.directUseStart = n.start;
        kv.directUseEnd = n.end;
      }
      return this.varExpr(index, n.start, n.end);
    }
    if (name == "Infinity") return this.constFloat(Infinity, n.start, n.end);
    if (name == "NaN") return this.constFloat(NaN, n.start, n.end);
    if (name == "undefined") {
      this.error(DiagCode.NotSupported, n.start, n.end, "'undefined' is", "");
      return null;
    }
    this.unknownName(name, n.start, n.end);
    return null;
  }

  lowerUnary(n: A.Unary): Expr | null {
    // Fold `-literal` so that -2147483648 is an i32 literal, as it is in C and JS.
    if (n.op == "-" && n.arg.kind == NodeKind.Number) {
      const lit = <A.NumberLit>n.arg;
      const c = this.lowerNumber(lit);
      const k = <ConstExpr>c;
      k.start = n.start;
      if (k.constKind == ConstKind.Int) {
        if (k.bits == 0) {
          // -0 is a float in JS (1 / -0 is -Infinity)
          k.constKind = ConstKind.Float;
          k.value = -0.0;
        } else {
          k.bits = -k.bits;
          k.value = -k.value;
        }
      } else {
        k.value = -k.value;
      }
      return k;
    }
    if (n.op == "-" && n.arg.kind == NodeKind.BigInt) {
      const c = <ConstExpr>this.lowerExpr(n.arg)!;
      c.start = n.start;
      c.bits = -c.bits;
      c.value = <f64>c.bits;
      return c;
    }
    if (n.op == "void") {
      this.error(DiagCode.NotSupported, n.start, n.end, "'void' (undefined) as a value is", "");
      return null;
    }
    const arg = this.lowerValue(n.arg);
    if (!arg) return null;
    let op = UnOp.Neg;
    if (n.op == "+") op = UnOp.Plus;
    else if (n.op == "!") op = UnOp.Not;
    else if (n.op == "~") op = UnOp.BitNot;
    return this.unary(op, arg!, n.start, n.end);
  }

  /** `++x`, `x--`, `a[i]++`: value is the new (prefix) or old (postfix) value when used. */
  lowerUpdate(n: A.Update, valueUsed: bool): Expr | null {
    const op = n.op == "++" ? BinOp.Add : BinOp.Sub;
    const target = n.arg;
    if (target.kind == NodeKind.Ident) {
      const index = this.assignableVar(<A.Ident>target);
      if (index < 0) return null;
      this.fn.vars[index].assignCount++;
      const one = this.constInt(1, n.start, n.end);
      if (!valueUsed || n.prefix) {
        const next = this.binary(op, this.varExpr(index, target.start, target.end), one, n.start, n.end);
        return this.assignVar(index, next, n.start, n.end);
      }
      const t = this.newTemp();
      const c = new CommaExpr(ExprKind.Comma, this.nextId(), n.start, n.end);
      c.exprs.push(this.assignVar(t, this.varExpr(index, target.start, target.end), n.start, n.end));
      c.exprs.push(this.assignVar(index, this.binary(op, this.varExpr(t, n.start, n.end), one, n.start, n.end), n.start, n.end));
      c.exprs.push(this.varExpr(t, n.start, n.end));
      return c;
    }
    if (target.kind == NodeKind.Index || target.kind == NodeKind.Member) {
      const one = new A.NumberLit(n.start, n.end, 1);
      one.fitsU64 = true;
      one.bits = 1;
      const compound = new A.Assign(n.start, n.end, n.op == "++" ? "+=" : "-=", target, one);
      const r = this.lowerAssign(compound);
      if (!r || !valueUsed || n.prefix) return r;
      // postfix on an array element, value used: (a[i] += 1) - 1 gives the old value
      return this.binary(op == BinOp.Add ? BinOp.Sub : BinOp.Add, r!, this.constInt(1, n.start, n.end), n.start, n.end);
    }
    this.error(DiagCode.UnexpectedToken, n.start, n.end, "'" + n.op + "' (the operand is not assignable)");
    return null;
  }

  lowerBinary(n: A.Binary): Expr | null {
    const l = this.lowerValue(n.left);
    if (!l) return null;
    const r = this.lowerValue(n.right);
    if (!r) return null;
    const op = binOpOf(n.op);
    if (op < 0) {
      this.error(DiagCode.UnexpectedToken, n.start, n.end, "operator '" + n.op + "'");
      return null;
    }
    return this.binary(op, l!, r!, n.start, n.end);
  }

  lowerLogical(n: A.Logical): Expr | null {
    const l = this.lowerValue(n.left);
    if (!l) return null;
    const pre = this.pre;
    this.pre = null; // the right operand runs conditionally
    const r = this.lowerValue(n.right);
    this.pre = pre;
    if (!r) return null;
    const e = new LogicalExpr(ExprKind.Logical, this.nextId(), n.start, n.end);
    e.isAnd = n.op == "&&";
    e.left = l;
    e.right = r;
    return e;
  }

  lowerCond(n: A.Cond): Expr | null {
    const e = new CondExpr(ExprKind.Cond, this.nextId(), n.start, n.end);
    e.test = this.lowerValue(n.test);
    if (!e.test) return null;
    const pre = this.pre;
    this.pre = null; // a branch runs conditionally: nothing of it may run before the ?:
    e.then = this.lowerValue(n.then);
    e.otherwise = e.then ? this.lowerValue(n.otherwise) : null;
    this.pre = pre;
    if (!e.then || !e.otherwise) return null;
    return e;
  }

  lowerSeq(n: A.Seq, unused: bool): Expr | null {
    const c = new CommaExpr(ExprKind.Comma, this.nextId(), n.start, n.end);
    for (let i = 0; i < n.exprs.length; i++) {
      const e = this.lowerExpr(n.exprs[i], unused || i + 1 < n.exprs.length);
      if (!e) return null;
      c.exprs.push(e!);
    }
    return c;
  }

  /** Resolves an assignment target name to a variable index, or reports why it can't be. */
  assignableVar(id: A.Ident): i32 {
    const b = this.scope.find(id.name);
    if (!b) {
      this.unknownName(id.name, id.start, id.end);
      return -1;
    }
    if (b.kind != BindKind.Var) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name, b.kind == BindKind.Func ? " (a function)" : " (a scope constant)");
      return -1;
    }
    if (b.owner != this.fn) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name,
        " (a variable of the kernel): device function '" + this.fn.name + "' can assign only its own locals; return the value instead");
      return -1;
    }
    const v = this.fn.vars[b.varIndex];
    if (v.kind == VarKind.Param && v.name.startsWith(COUNTER_PARAM_PREFIX)) {
      this.error(DiagCode.HostLoopCounter, id.start, id.end, id.name);
      return -1;
    }
    if (v.isConst) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name, " (declared const)");
      return -1;
    }
    if (v.kind == VarKind.LoopIndex) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name, " (a loop index)");
      return -1;
    }
    if (v.isArray) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name, " (an array: assign its elements, a[i] = v)");
      return -1;
    }
    return b.varIndex;
  }

  lowerAssign(n: A.Assign): Expr | null {
    const target = n.target;
    const compound = n.op != "=";
    const op = compound ? binOpOf(n.op.substring(0, n.op.length - 1)) : -1;
    if (target.kind == NodeKind.Ident && this.staticAgg(target)) {
      this.error(DiagCode.AggregateMisuse, n.start, n.end, "assigning a whole vector is a statement of its own in kernels",
        "; write `" + (<A.Ident>target).name + " = ...;` on its own");
      return null;
    }
    if (target.kind == NodeKind.Member && this.staticAgg((<A.Member>target).object)) {
      return this.lowerComponentAssign(n, (<A.Member>target).object, (<A.Member>target).name, null);
    }
    if (target.kind == NodeKind.Index && this.tableOf((<A.Index>target).object) != null) {
      this.error(DiagCode.AssignToConst, target.start, target.end, (<A.Ident>(<A.Index>target).object).name,
        " (a table of constants); copy it into localArray(dtype, n) to change it");
      return null;
    }
    if (target.kind == NodeKind.Index && this.staticAgg((<A.Index>target).object)) {
      return this.lowerComponentAssign(n, (<A.Index>target).object, "", (<A.Index>target).index);
    }
    if (target.kind == NodeKind.Ident) {
      const index = this.assignableVar(<A.Ident>target);
      if (index < 0) return null;
      let value = this.lowerValue(n.value);
      if (!value) return null;
      if (compound) value = this.binary(op, this.varExpr(index, target.start, target.end), value!, n.start, n.end);
      this.fn.vars[index].assignCount++;
      return this.assignVar(index, value!, n.start, n.end);
    }
    if (target.kind == NodeKind.Index) {
      const ix = <A.Index>target;
      if (this.isDynamicPropertyAccess(ix)) return null;
      const nested = ix.object.kind == NodeKind.Index;
      let nestedIndex: Expr | null = null;
      if (nested) {
        nestedIndex = this.lowerNestedIndex(ix);
        if (!nestedIndex) return null;
      }
      const arr = nested ? this.nestedVar : this.arrayVar(ix.object);
      if (arr < 0) return null;
      if (!nested) this.noteFlatUse(arr, ix.start, ix.end);
      const v = this.fn.vars[arr];
      if (this.inPreamble) {
        this.error(DiagCode.PreambleWritesArray, n.start, n.end, v.name);
        return null;
      }
      const index = nested ? nestedIndex : this.lowerValue(ix.index);
      if (!index) return null;
      let value = this.lowerValue(n.value);
      if (!value) return null;
      const st = new StoreExpr(ExprKind.Store, this.nextId(), n.start, n.end);
      st.varIndex = arr;
      v.written = true;
      if (compound) {
        // evaluate the index once: a[k] op= v  →  a[t = k] = a[t] op v
        let idx = index!;
        let idx2: Expr;
        if (idx.kind == ExprKind.Var || idx.kind == ExprKind.Const) {
          idx2 = idx.kind == ExprKind.Var
            ? this.varExpr((<VarExpr>idx).varIndex, idx.start, idx.end)
            : this.copyConst(<ConstExpr>idx, idx.start, idx.end);
        } else {
          const t = this.newTemp();
          idx = this.assignVar(t, idx, idx.start, idx.end);
          idx2 = this.varExpr(t, idx.start, idx.end);
        }
        const load = new LoadExpr(ExprKind.Load, this.nextId(), target.start, target.end);
        load.varIndex = arr;
        load.index = idx2;
        st.index = idx;
        st.value = this.binary(op, load, value!, n.start, n.end);
      } else {
        st.index = index;
        st.value = value;
      }
      return st;
    }
    let what = "this property";
    if (target.kind == NodeKind.Member && (<A.Member>target).object.kind == NodeKind.Ident) {
      what = (<A.Ident>(<A.Member>target).object).name + "." + (<A.Member>target).name;
    }
    this.error(DiagCode.AssignToConst, target.start, target.end, what, " (only variables and array elements can be assigned)");
    return null;
  }

  /** The array variable named by `n` (an identifier, or an object parameter's field `p.pos`), marking it used as an array. */
  arrayVar(n: A.Node): i32 {
    if (n.kind == NodeKind.Member && this.objectPath(n).length > 0) {
      const leaf = this.objectLeaf(<A.Member>n);
      const v = this.fn.vars[leaf];
      v.isArray = true;
      const kv = this.kernelFn!.vars[this.lastLeaf];
      kv.isArray = true;
      noteArrayUse(kv, n.start, n.end);
      return leaf;
    }
    if (n.kind != NodeKind.Ident) {
      this.error(DiagCode.NotSupported, n.start, n.end, "indexing anything but a named array is", this.notIndexableHint(null, n));
      return -1;
    }
    const id = <A.Ident>n;
    const b = this.scope.find(id.name);
    if (!b || b.kind != BindKind.Var) {
      if (!b) this.unknownName(id.name, id.start, id.end);
      else this.error(DiagCode.NotIndexable, id.start, id.end, id.name, "");
      return -1;
    }
    let index = b.varIndex;
    if (b.owner != this.fn) index = this.captureVar(b, id.name, id.start, id.end);
    const v = this.fn.vars[index];
    if (v.initializing) {
      this.error(DiagCode.ReadInOwnInitializer, id.start, id.end, id.name);
      return -1;
    }
    if (!v.isArray) {
      if (v.kind == VarKind.Param || v.kind == VarKind.Capture) {
        v.isArray = true;
        if (b.owner != this.fn) this.kernelFn!.vars[b.varIndex].isArray = true;
        if (b.owner == this.kernelFn && this.sourceIndex == 0) noteArrayUse(this.kernelFn!.vars[b.varIndex], id.start, id.end);
      } else {
        this.error(DiagCode.NotIndexable, id.start, id.end, id.name, this.notIndexableHint(v, n));
        return -1;
      }
    }
    return index;
  }

  lowerIndex(n: A.Index): Expr | null {
    // a.shape[k]
    if (n.object.kind == NodeKind.Member && (<A.Member>n.object).name == "shape") {
      const m = <A.Member>n.object;
      const arr = this.arrayVar(m.object);
      if (arr < 0) return null;
      const k = this.constantOrNull(n.index);
      if (!k || k.constKind != ConstKind.Int || k.bits < 0 || k.bits > 7) {
        if (!this.hasErrors) {
          this.error(DiagCode.ArgumentKind, n.index.start, n.index.end, "a.shape[k] needs a constant dimension k (0 to 7)");
        }
        return null;
      }
      const e = new LengthExpr(ExprKind.Length, this.nextId(), n.start, n.end);
      e.varIndex = arr;
      e.dim = <i32>k.bits;
      return e;
    }
    if (this.staticAgg(n.object)) return this.lowerComponent(n.object, "", n.index, n);
    const vw = this.vecArrayWidth(n.object);
    if (vw > 0) {
      const name = this.arrayName(n.object);
      this.error(DiagCode.AggregateAsNumber, n.start, n.end, "'" + name + "[...]'", "a vector of " + vw.toString() + " (an element of an array of vectors)",
        "; read a component, " + name + "[i].x or " + name + "[i][0], or name the vector: const p = " + name + "[i]");
      return null;
    }
    const table = this.tableOf(n.object);
    if (table) return this.lowerTableIndex(table!, n);
    if (this.isDynamicPropertyAccess(n)) return null;
    if (n.object.kind == NodeKind.Index) {
      const flat = this.lowerNestedIndex(n);
      if (!flat) return null;
      const e = new LoadExpr(ExprKind.Load, this.nextId(), n.start, n.end);
      e.varIndex = this.nestedVar;
      e.index = flat;
      return e;
    }
    const arr = this.arrayVar(n.object);
    if (arr < 0) return null;
    this.noteFlatUse(arr, n.start, n.end);
    const index = this.lowerValue(n.index);
    if (!index) return null;
    const e = new LoadExpr(ExprKind.Load, this.nextId(), n.start, n.end);
    e.varIndex = arr;
    e.index = index;
    return e;
  }

  /** The array of the last lowerNestedIndex. */
  nestedVar: i32 = -1;

  /**
   * `a[i][j]` / `a[i][j][k]` on a shaped array: the row-major flat index
   * `(i * a.shape[1] + j) * a.shape[2] + k`, with the array in `nestedVar`. The flat index is
   * checked against the array's length (each dimension is not checked on its own).
   */
  lowerNestedIndex(n: A.Index): Expr | null {
    const indices = new Array<A.Node>();
    let root: A.Node = n;
    while (root.kind == NodeKind.Index) {
      indices.unshift((<A.Index>root).index);
      root = (<A.Index>root).object;
    }
    if (indices.length > 3) {
      this.error(DiagCode.NotSupported, n.start, n.end, "indexing with more than 3 indices is", "; kernels take arrays of rank 1 to 3 indexed a[i][j][k]");
      return null;
    }
    if (root.kind == NodeKind.Ident && (this.staticAgg(root) || this.tableOf(root) != null)) {
      this.error(DiagCode.NotSupported, n.start, n.end, "indexing a vector or table twice is", "; vectors and tables have one dimension");
      return null;
    }
    const arr = this.arrayVar(root);
    if (arr < 0) return null;
    const v = this.fn.vars[arr];
    if (v.kind != VarKind.Param && v.kind != VarKind.Capture) {
      this.error(DiagCode.NotSupported, n.start, n.end, "a[i][j] on a local array is", "; index it with a flat index, t[i * w + j]");
      return null;
    }
    const kv = this.kernelVarOf(root, arr);
    if (kv) {
      if (kv.nestedRank > 0 && kv.nestedRank != indices.length) {
        this.error(DiagCode.ArgumentKind, n.start, n.end, "'" + kv.name + "' is indexed with " + kv.nestedRank.toString() + " indices elsewhere and " +
          indices.length.toString() + " here; an array has one rank");
        return null;
      }
      if (kv.nestedRank == 0) {
        kv.nestedRank = indices.length;
        kv.nestedUseStart = n.start;
        kv.nestedUseEnd = n.end;
      }
      if (!this.checkFlatAndNested(kv)) return null;
    }
    let flat = this.lowerValue(indices[0]);
    if (!flat) return null;
    for (let d = 1; d < indices.length; d++) {
      const ext = new LengthExpr(ExprKind.Length, this.nextId(), n.start, n.end);
      ext.varIndex = arr;
      ext.dim = d;
      const ix = this.lowerValue(indices[d]);
      if (!ix) return null;
      flat = this.binary(BinOp.Add, this.binary(BinOp.Mul, flat!, ext, n.start, n.end), ix!, n.start, n.end);
    }
    this.nestedVar = arr;
    return flat;
  }

  /** The kernel parameter an array name refers to (through a capture), or null. */
  kernelVarOf(root: A.Node, arr: i32): Var | null {
    const v = this.fn.vars[arr];
    if (this.fn == this.kernelFn) return v.kind == VarKind.Param ? v : null;
    if (v.kind != VarKind.Capture) return null;
    const b = this.scope.find((<A.Ident>root).name);
    if (!b || b.kind != BindKind.Var || b.owner != this.kernelFn) return null;
    return this.kernelFn!.vars[b.varIndex];
  }

  /** A flat use (`a[k]`, `a.length`) of a kernel parameter, for the refusal of mixing it with `a[i][j]`. */
  noteFlatUse(arr: i32, start: i32, end: i32): void {
    const v = this.fn.vars[arr];
    if (this.fn != this.kernelFn || v.kind != VarKind.Param || v.flatUseStart >= 0) return;
    v.flatUseStart = start;
    v.flatUseEnd = end;
    this.checkFlatAndNested(v);
  }

  /** The plain run gives a parameter indexed a[i][j] as rows: flat uses of it would read rows there. */
  checkFlatAndNested(v: Var): bool {
    if (v.nestedRank == 0 || v.flatUseStart < 0 || this.hasErrors) return true;
    this.error(DiagCode.NotSupported, v.flatUseStart, v.flatUseEnd, "indexing '" + v.name + "' both as " + v.name + "[i][j] and flat (or reading its .length) is",
      "; index it one way: " + v.name + "[i][j] with " + v.name + ".shape[0] and " + v.name + ".shape[1] as bounds");
    return false;
  }

  /** `a["length"]`, `Math[k]`: computed property access, refused (reported) here. */
  isDynamicPropertyAccess(n: A.Index): bool {
    if (n.index.kind == NodeKind.String) {
      this.error(DiagCode.NotSupported, n.index.start, n.index.end, "dynamic property access is",
        "; name the property (a.length, a.shape[k]) or index an array with a number");
      return true;
    }
    if (n.object.kind == NodeKind.Ident) {
      const name = (<A.Ident>n.object).name;
      if ((name == "Math" || name == "Number" || name == "Atomics") && this.scope.find(name) == null) {
        this.error(DiagCode.NotSupported, n.start, n.end, "dynamic property access is", "; call " + name + ".name(...) by its name");
        return true;
      }
    }
    return false;
  }

  // ---- object parameters: `p.pos[i]`, `p.mass`, `p.sub.k` -----------------------------------

  /** Field variables of object parameters, by path, in the kernel. */
  leafPaths: string[] = [];
  leafVars: i32[] = [];
  /** The kernel variable of the last objectLeaf. */
  lastLeaf: i32 = -1;

  /** "p.a.b" when `n` is a member chain on a kernel parameter `p` (not .length or .shape), else "". */
  objectPath(n: A.Node): string {
    const names = new Array<string>();
    let root = n;
    while (root.kind == NodeKind.Member) {
      names.unshift((<A.Member>root).name);
      root = (<A.Member>root).object;
    }
    if (root.kind != NodeKind.Ident || names.length == 0) return "";
    if (names[names.length - 1] == "length" || names[names.length - 1] == "shape") return "";
    const b = this.scope.find((<A.Ident>root).name);
    if (!b || b.kind != BindKind.Var || b.owner != this.kernelFn) return "";
    if (this.kernelFn!.vars[b.varIndex].kind != VarKind.Param) return "";
    return (<A.Ident>root).name + "." + names.join(".");
  }

  /** The variable (in this function) of an object parameter's field, made in the kernel on first use. */
  objectLeaf(n: A.Member): i32 {
    const path = this.objectPath(n);
    const k = this.kernelFn!;
    let leaf = -1;
    for (let i = 0; i < this.leafPaths.length; i++) if (this.leafPaths[i] == path) leaf = this.leafVars[i];
    if (leaf < 0) {
      k.vars.push(new Var(path, VarKind.Param, false, n.start));
      leaf = k.vars.length - 1;
      k.vars[leaf].vecWidth = this.vecArrayWidth(n);
      this.leafPaths.push(path);
      this.leafVars.push(leaf);
      let root: A.Node = n;
      while (root.kind == NodeKind.Member) root = (<A.Member>root).object;
      const b = this.scope.find((<A.Ident>root).name)!;
      const pv = k.vars[b.varIndex];
      if (!pv.isObject) {
        pv.isObject = true;
        let first: A.Node = n;
        while ((<A.Member>first).object.kind == NodeKind.Member) first = (<A.Member>first).object;
        pv.objectField = (<A.Member>first).name;
        pv.objectFieldStart = (<A.Member>first).nameStart;
        pv.objectFieldEnd = first.end;
      }
    }
    this.lastLeaf = leaf;
    if (this.fn == k) return leaf;
    const lb = new Binding();
    lb.kind = BindKind.Var;
    lb.varIndex = leaf;
    lb.owner = k;
    return this.captureVar(lb, path, n.start, n.end);
  }

  lowerMember(n: A.Member): Expr | null {
    const name = n.name;
    // `Params.G`: a static constant of a class in scope
    const sb = this.staticBinding(n);
    if (sb && sb.kind == BindKind.Const) return this.copyConst(sb.constValue!, n.start, n.end);
    if (this.objectPath(n).length > 0) {
      const leaf = this.objectLeaf(n);
      return this.varExpr(leaf, n.start, n.end);
    }
    if (name == "length" && this.vecArrayWidth(n.object) > 0) {
      // an array of vectors: its number of vectors, shape[0]
      const arr = this.arrayVar(n.object);
      if (arr < 0) return null;
      const e = new LengthExpr(ExprKind.Length, this.nextId(), n.start, n.end);
      e.varIndex = arr;
      e.dim = 0;
      return e;
    }
    if (name == "length" && n.object.kind == NodeKind.Member && this.objectPath(n.object).length > 0) {
      const arr = this.arrayVar(n.object);
      const e = new LengthExpr(ExprKind.Length, this.nextId(), n.start, n.end);
      e.varIndex = arr;
      e.dim = -1;
      return e;
    }
    if (this.staticAgg(n.object)) return this.lowerComponent(n.object, name, null, n);
    const table = this.tableOf(n.object);
    if (table && name == "length") return this.constInt(<i64>table!.values.length, n.start, n.end);
    if (n.object.kind == NodeKind.Ident) {
      const root = (<A.Ident>n.object).name;
      const b = this.scope.find(root);
      if (b && b.kind == BindKind.Var && name == "length") {
        const arr = this.arrayVar(n.object);
        if (arr < 0) return null;
        this.noteFlatUse(arr, n.start, n.end);
        const e = new LengthExpr(ExprKind.Length, this.nextId(), n.start, n.end);
        e.varIndex = arr;
        e.dim = -1;
        return e;
      }
      if (!b && (root == "Math" || root == "Number")) {
        const r = findIntrinsic(root, name);
        if (r && r.kind == IntrKind.Constant) {
          if (r.constIsInt) return this.constInt(<i64>r.constValue, n.start, n.end);
          return this.constFloat(r.constValue, n.start, n.end);
        }
        if (root == "Math") {
          this.error(DiagCode.UnknownIntrinsic, n.start, n.end, "Math." + name, r ? " value (call it)" : "");
          return null;
        }
      }
      if (b && b.kind == BindKind.Var) {
        this.error(DiagCode.UnknownProperty, n.nameStart, n.end, name, "'" + root + "' (arrays have .length and .shape[k])");
        return null;
      }
      if (!b && this.foreign.has(root)) {
        this.unknownName(root, n.object.start, n.object.end);
        return null;
      }
    }
    const cls = this.staticRoot(n.object);
    if (cls.length > 0) {
      this.error(DiagCode.UnknownProperty, n.nameStart, n.end, name,
        "'" + cls + "', a class in scope (its static numbers, bigints, booleans and arrays are the kernel's constants; static methods and getters are not)");
      return null;
    }
    this.error(DiagCode.UnknownProperty, n.nameStart, n.end, name, "this expression");
    return null;
  }

  /** "Params" (or "Params.Inner") when `n` names a class in scope that gave static constants, else "". */
  staticRoot(n: A.Node): string {
    const parts = new Array<string>();
    let root = n;
    while (root.kind == NodeKind.Member) {
      parts.unshift((<A.Member>root).name);
      root = (<A.Member>root).object;
    }
    if (root.kind != NodeKind.Ident || this.scope.find((<A.Ident>root).name) != null) return "";
    parts.unshift((<A.Ident>root).name);
    const prefix = parts.join(".") + ".";
    const keys = this.globals.names.keys();
    for (let i = 0; i < keys.length; i++) if (keys[i].startsWith(prefix)) return parts.join(".");
    return "";
  }

}
