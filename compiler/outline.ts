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
 * decides; a function this calls a kernel may be refused when it is compiled. A named
 * top-level item outside the kernel language (a class, a function using `new`: ordinary code
 * beside the kernels) is listed with `"foreign":true` and no parameters, `kernel` when it has
 * a kernel's loop (a kernel with a mistake: compiling it reports the mistake). Only a lexer
 * error outside every item answers with the compile's failure JSON (located diagnostics).
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
  const prog = parser.parseModule();
  if (!prog) return failure(req.name, parser.diagnostics);
  // functions and the functions outside the kernel language (with a kernel's loop, or declared
  // `function`), merged in source order (each list is in source order already)
  const fns = prog.functions;
  const foreign = new Array<A.ForeignItem>();
  for (let i = 0; i < prog.foreign.length; i++) {
    const f = prog.foreign[i];
    if (f.name.length > 0 && (f.kernelShaped || f.keyword == "function")) foreign.push(f);
  }
  const items = new Array<string>();
  let a = 0, b = 0;
  while (a < fns.length || b < foreign.length) {
    if (b >= foreign.length || (a < fns.length && fns[a].start < foreign[b].start)) items.push(functionJson(fns[a++]));
    else items.push(foreignJson(foreign[b++]));
  }
  return "{\"ok\":true,\"functions\":[" + items.join(",") + "]}";
}

/** An item read past: no parameters; `kernel` when it looks like one (a kernel with a mistake). */
function foreignJson(f: A.ForeignItem): string {
  return "{\"name\":" + jsonString(f.name) + ",\"start\":" + f.start.toString() + ",\"end\":" + f.end.toString() +
    ",\"nameStart\":" + f.nameStart.toString() + ",\"kernel\":" + (f.kernelShaped ? "true" : "false") +
    ",\"foreign\":true,\"params\":[]}";
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
