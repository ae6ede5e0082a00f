/**
 * @fileoverview Syntax-tree questions the kernel-structure split asks (lower.ts
 * lowerKernelBody) before anything is lowered: does a top-level statement write array
 * elements (then it runs as a single-thread phase, not in the preamble), which for...of loops
 * does it hold, does it read a name. Purely syntactic, not entering nested function bodies.
 */

import * as A from "../ast";
import { NodeKind } from "../ast";

/** The direct children of a node, in source order (a nested function's body is not entered). */
export function astChildren(n: A.Node, out: A.Node[]): void {
  switch (n.kind) {
    case NodeKind.Unary: out.push((<A.Unary>n).arg); break;
    case NodeKind.Update: out.push((<A.Update>n).arg); break;
    case NodeKind.Binary: out.push((<A.Binary>n).left); out.push((<A.Binary>n).right); break;
    case NodeKind.Logical: out.push((<A.Logical>n).left); out.push((<A.Logical>n).right); break;
    case NodeKind.Assign: out.push((<A.Assign>n).target); out.push((<A.Assign>n).value); break;
    case NodeKind.Cond: {
      const c = <A.Cond>n;
      out.push(c.test); out.push(c.then); out.push(c.otherwise);
      break;
    }
    case NodeKind.Call: {
      const c = <A.Call>n;
      out.push(c.callee);
      for (let i = 0; i < c.args.length; i++) out.push(c.args[i]);
      break;
    }
    case NodeKind.Member: out.push((<A.Member>n).object); break;
    case NodeKind.Index: out.push((<A.Index>n).object); out.push((<A.Index>n).index); break;
    case NodeKind.Seq: for (let i = 0; i < (<A.Seq>n).exprs.length; i++) out.push((<A.Seq>n).exprs[i]); break;
    case NodeKind.ArrayLit: for (let i = 0; i < (<A.ArrayLit>n).elements.length; i++) out.push((<A.ArrayLit>n).elements[i]); break;
    case NodeKind.ObjectLit: for (let i = 0; i < (<A.ObjectLit>n).values.length; i++) out.push((<A.ObjectLit>n).values[i]); break;
    case NodeKind.VarDecl: {
      const d = <A.VarDecl>n;
      for (let i = 0; i < d.decls.length; i++) if (d.decls[i].init) out.push(d.decls[i].init!);
      break;
    }
    case NodeKind.ExprStmt: out.push((<A.ExprStmt>n).expr); break;
    case NodeKind.If: {
      const f = <A.If>n;
      out.push(f.test); out.push(f.then);
      if (f.otherwise) out.push(f.otherwise!);
      break;
    }
    case NodeKind.For: {
      const f = <A.For>n;
      if (f.init) out.push(f.init!);
      if (f.test) out.push(f.test!);
      if (f.update) out.push(f.update!);
      out.push(f.body);
      break;
    }
    case NodeKind.ForOf: out.push((<A.ForOf>n).iterable); out.push((<A.ForOf>n).body); break;
    case NodeKind.While: out.push((<A.While>n).test); out.push((<A.While>n).body); break;
    case NodeKind.DoWhile: out.push((<A.DoWhile>n).body); out.push((<A.DoWhile>n).test); break;
    case NodeKind.Return: if ((<A.Return>n).value) out.push((<A.Return>n).value!); break;
    case NodeKind.Block: for (let i = 0; i < (<A.Block>n).body.length; i++) out.push((<A.Block>n).body[i]); break;
    default: break;
  }
}

/** Every node under `n` (n included) in source order, depth first. */
function walk(n: A.Node, out: A.Node[]): void {
  out.push(n);
  const kids = new Array<A.Node>();
  astChildren(n, kids);
  for (let i = 0; i < kids.length; i++) walk(kids[i], out);
}

/**
 * The first array-element write in a statement: `a[k] = v`, `a[k] op= v`, `a[k]++`,
 * `s.f[k] = v`, `a[i][j] = v`, or an `Atomics.*` call; null if it writes none.
 */
export function firstElementWrite(s: A.Node): A.Node | null {
  const all = new Array<A.Node>();
  walk(s, all);
  for (let i = 0; i < all.length; i++) {
    const n = all[i];
    if (n.kind == NodeKind.Assign && (<A.Assign>n).target.kind == NodeKind.Index) return n;
    if (n.kind == NodeKind.Update && (<A.Update>n).arg.kind == NodeKind.Index) return n;
    if (n.kind == NodeKind.Call) {
      const callee = (<A.Call>n).callee;
      if (callee.kind == NodeKind.Member) {
        const obj = (<A.Member>callee).object;
        if (obj.kind == NodeKind.Ident && (<A.Ident>obj).name == "Atomics") return n;
      }
    }
  }
  return null;
}

/** Every for...of loop under `n` (n included), outermost first. */
export function forOfLoops(n: A.Node, out: A.ForOf[]): void {
  const all = new Array<A.Node>();
  walk(n, all);
  for (let i = 0; i < all.length; i++) if (all[i].kind == NodeKind.ForOf) out.push(<A.ForOf>all[i]);
}

/**
 * The name prefix of a host loop's hidden counter parameter (`tack.counter<k>.<name>`, k the
 * host loop's index in Template.hostLoops): no JS parameter can have it (runtime/phases.ts).
 */
export const COUNTER_PARAM_PREFIX = "tack.counter";

/** The statements of a loop body: a block's, or the one statement. */
export function bodyStatements(b: A.Node): A.Node[] {
  if (b.kind == NodeKind.Block) return (<A.Block>b).body;
  const one = new Array<A.Node>();
  one.push(b);
  return one;
}

/**
 * A host loop's head, `for (let t = a; t < b; t++)` (also `++t`, `t += 1`): its counter's
 * name, `a` and `b`; null when the head has another form.
 */
export class HostLoopHead {
  counter: string = "";
  from: A.Node | null = null;
  to: A.Node | null = null;
}

export function hostLoopHead(f: A.For): HostLoopHead | null {
  if (!f.init || f.init!.kind != NodeKind.VarDecl || !f.test || !f.update) return null;
  const d = <A.VarDecl>f.init!;
  if (d.declKind != "let" && d.declKind != "var") return null;
  if (d.decls.length != 1 || d.decls[0].isPattern || !d.decls[0].init) return null;
  const name = d.decls[0].names[0];
  const test = f.test!;
  if (test.kind != NodeKind.Binary || (<A.Binary>test).op != "<") return null;
  const left = (<A.Binary>test).left;
  if (left.kind != NodeKind.Ident || (<A.Ident>left).name != name) return null;
  const u = f.update!;
  let stepOne = false;
  if (u.kind == NodeKind.Update) {
    const up = <A.Update>u;
    stepOne = up.op == "++" && up.arg.kind == NodeKind.Ident && (<A.Ident>up.arg).name == name;
  } else if (u.kind == NodeKind.Assign) {
    const as = <A.Assign>u;
    stepOne = as.op == "+=" && as.target.kind == NodeKind.Ident && (<A.Ident>as.target).name == name &&
      as.value.kind == NodeKind.Number && (<A.NumberLit>as.value).value == 1;
  }
  if (!stepOne) return null;
  const h = new HostLoopHead();
  h.counter = name;
  h.from = d.decls[0].init;
  h.to = (<A.Binary>test).right;
  return h;
}
