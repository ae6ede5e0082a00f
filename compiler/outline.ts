/**
 * @fileoverview The functions a module's text declares, for tools that pick one kernel out of a
 * file (the `tack` CLI: `compile FILE --kernel NAME`, `inspect FILE`). A request with
 * `query outline` is answered after the parse alone, like `query plain`: nothing is lowered,
 * typed or generated, so a module whose kernels would not compile still has an outline.
 *
 * Answer: `{"ok":true,"functions":[F...]}` in source order, each F
 * `{"name","start","end","nameStart","kernel","params":[{"name","annotation","start","end"}]}`
 * (offsets in UTF-16 units; `annotation` is the TypeScript annotation's text, "" when absent).
 * `kernel` is the parser-level shape of a kernel: the body has a top-level
 * `for (... of range(...))` or `grid(...)` (any namespace) and no `return` with a value, which
 * tells a kernel from a device function that a module declares beside it. Lowering still
 * decides; a function this calls a kernel may be refused when it is compiled. A source that
 * does not parse answers with the compile's failure JSON (located diagnostics).
 */

import * as A from "./ast";
import { NodeKind } from "./ast";
import { jsonString } from "./json";
import { calleeName } from "./lower/scope";
import { bodyStatements } from "./lower/structure";
import { Parser } from "./parser";
import { FailureJson } from "./plain";
import { Request } from "./request";

export function outlineResult(req: Request, failure: FailureJson): string {
  const parser = new Parser(req.source);
  const prog = parser.parseProgram(req.name);
  if (!prog) return failure(req.name, parser.diagnostics);
  const fns = new Array<A.FunctionNode>();
  fns.push(prog.kernel!);
  for (let i = 0; i < prog.functions.length; i++) fns.push(prog.functions[i]);
  // parseProgram moved the chosen kernel first; the outline lists source order
  fns.sort((a: A.FunctionNode, b: A.FunctionNode): i32 => a.start - b.start);
  const items = new Array<string>();
  for (let i = 0; i < fns.length; i++) items.push(functionJson(fns[i]));
  return "{\"ok\":true,\"functions\":[" + items.join(",") + "]}";
}

function functionJson(f: A.FunctionNode): string {
  const params = new Array<string>();
  for (let i = 0; i < f.params.length; i++) {
    const p = f.params[i];
    params.push("{\"name\":" + jsonString(p.name) + ",\"annotation\":" + jsonString(p.annotation) +
      ",\"start\":" + p.start.toString() + ",\"end\":" + p.end.toString() + "}");
  }
  return "{\"name\":" + jsonString(f.name) + ",\"start\":" + f.start.toString() + ",\"end\":" + f.end.toString() +
    ",\"nameStart\":" + f.nameStart.toString() + ",\"kernel\":" + (looksLikeKernel(f) ? "true" : "false") +
    ",\"params\":[" + params.join(",") + "]}";
}

/**
 * A top-level parallel loop (or one in a host loop `for (...) { phases }`) and no value
 * returned: a kernel's shape, not a device function's.
 */
function looksLikeKernel(f: A.FunctionNode): bool {
  for (let i = 0; i < f.body.length; i++) {
    const s = f.body[i];
    if (s.kind == NodeKind.Return && (<A.Return>s).value != null) return false;
  }
  return hasParallelLoop(f.body);
}

function hasParallelLoop(body: A.Node[]): bool {
  for (let i = 0; i < body.length; i++) {
    const s = body[i];
    if (s.kind == NodeKind.For && hasParallelLoop(bodyStatements((<A.For>s).body))) return true;
    if (s.kind != NodeKind.ForOf) continue;
    const it = (<A.ForOf>s).iterable;
    if (it.kind != NodeKind.Call) continue;
    const c = calleeName((<A.Call>it).callee);
    if (c && (c.name == "range" || c.name == "grid")) return true;
  }
  return false;
}
