/**
 * @fileoverview Lowering's names (see lower.ts for the whole lowerer): what a name is bound to
 * (`Binding`), the scope chain, device functions known by name (`FnSlot`), what the request
 * puts in scope (`ScopeConst`, `ScopeFunction`), and how a callee's name is read
 * (`calleeName`). Plain data and free functions, apart from the class chain, so that every
 * layer imports them alike.
 */

import * as A from "../ast";
import { NodeKind } from "../ast";
import { BinOp, ConstExpr, Expr, IRFunction } from "../ir";
import { Type } from "../types";
import { AstScan } from "./aggregates";

export const enum BindKind {
  Var,
  Func,
  Const,
  /** A small vector `[x, y]` or struct `{ x, y }` value: one scalar variable per component (aggregates.ts). */
  Agg,
  /** A constant table: numbers from `scope` or a local `const T = [1, 2, 3]` indexed by a variable (aggregates.ts). */
  Table,
}

/** A table of constant numbers, materialized as a read-only local array in each function that indexes it with a variable. */
export class ConstTable {
  constructor(public name: string, public elemType: Type, public values: ConstExpr[]) {}
}

/** A constant table from the request's `scope`. */
export class ScopeTable {
  constructor(public name: string, public table: ConstTable) {}
}

/**
 * A vector or struct value, scalarized: one scalar variable of `owner` per component. Array
 * values (`[x, y, z]`) have no names; object values (`{ x, y }`) name each component.
 */
export class AggValue {
  vars: i32[] = [];
  names: string[] | null = null;
  owner: IRFunction | null = null;
  /** Bound to more than one name (`const q = p`, an inlined parameter): JS would share it, so a whole reassignment is refused. */
  shared: bool = false;
  /**
   * An element of an array of vectors, `pos[i]` (aggregates.ts lowerVecElement): no variables of
   * its own; component k is element `refIndex * refWidth + k` of array `refArray` (variables of
   * `owner`), read and written there, as the plain run's view of pos[i] reads and writes the array.
   */
  refArray: i32 = -1;
  refIndex: i32 = -1;
  refWidth: i32 = 0;
  /** The array's name, for messages. */
  refName: string = "";

  get isRef(): bool {
    return this.refArray >= 0;
  }

  get size(): i32 {
    return this.refArray >= 0 ? this.refWidth : this.vars.length;
  }

  /** The component named `key` (objects; `x y z w` of an array element of vectors), or -1. */
  field(key: string): i32 {
    const names = this.names;
    if (this.refArray >= 0) {
      const k = key == "x" ? 0 : key == "y" ? 1 : key == "z" ? 2 : key == "w" ? 3 : -1;
      return k < this.refWidth ? k : -1;
    }
    if (!names) return -1;
    for (let i = 0; i < names.length; i++) if (names[i] == key) return i;
    return -1;
  }

  /** "vector of 3" / "object { x, y }", for messages. */
  describe(): string {
    const names = this.names;
    if (this.refArray >= 0) return "an element of " + this.refName + " (a vector of " + this.refWidth.toString() + ")";
    if (!names) return "a vector of " + this.vars.length.toString();
    return "an object { " + names.join(", ") + " }";
  }
}

/** What lowering an expression that may be a vector gives (aggregates.ts): a vector, or a scalar expression. */
export class Lowered {
  agg: AggValue | null = null;
  expr: Expr | null = null;
  /** An array argument of an inlined call (an array of vectors): its variable in the caller, or -1. */
  array: i32 = -1;
}

export class Binding {
  kind: BindKind = BindKind.Var;
  varIndex: i32 = 0;
  /** Func: index into LowerBase.fnSlots. */
  fnSlot: i32 = 0;
  constValue: ConstExpr | null = null;
  /** Agg: the components. */
  agg: AggValue | null = null;
  /** Table: the constants. */
  table: ConstTable | null = null;
  /** Declared in the kernel's own scope chain (captures are computed against it). */
  owner: IRFunction | null = null;
}

export class Scope {
  names: Map<string, Binding> = new Map();
  constructor(public parent: Scope | null, public isFunctionTop: bool) {}

  find(name: string): Binding | null {
    let s: Scope | null = this;
    while (s) {
      if (s.names.has(name)) return s.names.get(name);
      s = s.parent;
    }
    return null;
  }
}

/** A device function known by name, lowered on first call. */
export class FnSlot {
  index: i32 = -1; // index in Template.functions once lowered
  lowered: bool = false;
  /** What its body declares, assigns and returns (LowerAggregates.bodyScan): read at every inlined call. */
  bodyScan: AstScan | null = null;
  constructor(
    public node: A.FunctionNode,
    public sourceIndex: i32,
    /** The scope it was declared in (globals for module/scope functions, the kernel's for nested). */
    public scope: Scope,
    public name: string,
  ) {}
}

/** Scope constant from the request. */
export class ScopeConst {
  constructor(public name: string, public value: ConstExpr) {}
}

export class ScopeFunction {
  constructor(public name: string, public node: A.FunctionNode, public sourceIndex: i32) {}
}

export function binOpOf(op: string): i32 {
  if (op == "+") return BinOp.Add;
  if (op == "-") return BinOp.Sub;
  if (op == "*") return BinOp.Mul;
  if (op == "/") return BinOp.Div;
  if (op == "%") return BinOp.Rem;
  if (op == "**") return BinOp.Pow;
  if (op == "<<") return BinOp.Shl;
  if (op == ">>") return BinOp.Shr;
  if (op == ">>>") return BinOp.UShr;
  if (op == "&") return BinOp.And;
  if (op == "|") return BinOp.Or;
  if (op == "^") return BinOp.Xor;
  if (op == "==" || op == "===") return BinOp.Eq;
  if (op == "!=" || op == "!==") return BinOp.Ne;
  if (op == "<") return BinOp.Lt;
  if (op == "<=") return BinOp.Le;
  if (op == ">") return BinOp.Gt;
  if (op == ">=") return BinOp.Ge;
  return -1;
}

/** `x`, `ns.x`, `a.b.x` or esbuild's `(0, ns.x)`: the called name and whether it is qualified. */
export class CalleeName {
  name: string = "";
  namespace: string = ""; // "" bare; the root identifier otherwise
  qualified: bool = false;
  start: i32 = 0;
  end: i32 = 0;
}

export function calleeName(n: A.Node): CalleeName | null {
  if (n.kind == NodeKind.Seq) {
    const s = <A.Seq>n;
    if (s.exprs.length == 2 && s.exprs[0].kind == NodeKind.Number) return calleeName(s.exprs[1]);
    return null;
  }
  const c = new CalleeName();
  c.start = n.start;
  c.end = n.end;
  if (n.kind == NodeKind.Ident) {
    c.name = (<A.Ident>n).name;
    return c;
  }
  if (n.kind == NodeKind.Member) {
    const m = <A.Member>n;
    let root = m.object;
    while (root.kind == NodeKind.Member) root = (<A.Member>root).object;
    if (root.kind != NodeKind.Ident) return null;
    c.name = m.name;
    c.namespace = (<A.Ident>root).name;
    c.qualified = true;
    return c;
  }
  return null;
}
