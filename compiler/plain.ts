/**
 * @fileoverview The kernel source as plain JavaScript, for plain runs of kernels given as
 * source text (issue 6, item 8; the plain run is the reference every backend matches).
 *
 * A request with `query plain` is answered without compiling: the source is parsed, and every
 * range the parser read past (`Parser.skipped`: TypeScript-only syntax, `import`/`export`)
 * is blanked, each character replaced by a space. Line terminators stay, so every remaining
 * token keeps its offset, line and column, and a plain run's stack trace points into the text
 * the user wrote. Only the parse runs: a kernel that parses but would not compile still has
 * a plain text.
 *
 * Answer: `{"ok":true,"kernel":NAME,"plain":TEXT,"binding":B,"nested":[R...]}` (NAME as a compile would report it;
 * B the module-level name of the kernel's function (or the member a CommonJS module assigns it
 * to, `exports.k`), "" for a lone function expression: a
 * module's text is a script that declares it, `return B` after it gives it;
 * R per parameter: 2 or 3 when the kernel indexes it `a[i][j]`/`a[i][j][k]`, else 0), or
 * the compile's failure JSON when the source does not parse. index.ts passes in its failure
 * builder, so that shape is written in one place.
 */

import { FunctionNode } from "./ast";
import { Diagnostic } from "./diagnostics";
import { AstScan } from "./lower/aggregates";
import { jsonString } from "./json";
import { Parser } from "./parser";
import { Request } from "./request";

/** index.ts's `failure`: the `{"ok":false,...}` JSON for a kernel's diagnostics. */
export type FailureJson = (kernelName: string, diags: Diagnostic[]) => string;

export function plainResult(req: Request, failure: FailureJson): string {
  const parser = new Parser(req.source);
  const prog = parser.parseProgram(req.name);
  if (!prog) return failure(req.name, parser.diagnostics);
  const k = prog.kernel!;
  const name = req.name.length > 0 ? req.name : k.name.length > 0 ? k.name : "kernel";
  const plain = blankRanges(req.source, parser.skipped);
  return "{\"ok\":true,\"kernel\":" + jsonString(name) + ",\"plain\":" + jsonString(plain) +
    ",\"binding\":" + jsonString(k.binding) + ",\"nested\":[" + nestedRanks(k).join(",") + "]}";
}

/**
 * Per kernel parameter: 2 or 3 when the kernel indexes it `a[i][j]` / `a[i][j][k]` (the plain
 * run then passes it as rows), else 0. Read from the syntax, as lowering records it.
 */
function nestedRanks(k: FunctionNode): string[] {
  const scan = new AstScan();
  scan.intoFunctions = true;
  scan.body(k.body);
  const out = new Array<string>();
  for (let p = 0; p < k.params.length; p++) {
    let rank = 0;
    for (let i = 0; i < scan.nestedNames.length; i++) {
      if (scan.nestedNames[i] == k.params[p].name && scan.nestedDepths[i] > rank) rank = scan.nestedDepths[i];
    }
    out.push((rank > 3 ? 3 : rank).toString());
  }
  return out;
}

/** A line terminator (LF, CR, LS, PS): kept, so lines stay where they were. */
function isLineTerminator(c: i32): bool {
  return c == 10 || c == 13 || c == 0x2028 || c == 0x2029;
}

/**
 * `text` with every UTF-16 unit inside the [start, end) pairs of `ranges` replaced by a space,
 * line terminators excepted. Ranges may come in any order and may overlap.
 */
export function blankRanges(text: string, ranges: i32[]): string {
  const n = text.length;
  const blank = new Uint8Array(n);
  for (let i = 0; i + 1 < ranges.length; i += 2) {
    const end = min(ranges[i + 1], n);
    for (let j = max(ranges[i], 0); j < end; j++) blank[j] = 1;
  }
  const parts = new Array<string>();
  let i = 0;
  while (i < n) {
    let j = i;
    if (blank[i] == 0) {
      while (j < n && blank[j] == 0) j++;
      parts.push(text.substring(i, j));
    } else {
      while (j < n && blank[j] == 1 && !isLineTerminator(text.charCodeAt(j))) j++;
      if (j > i) parts.push(" ".repeat(j - i));
      else {
        parts.push(text.charAt(j)); // a line terminator inside a blanked range
        j++;
      }
    }
    i = j;
  }
  return parts.join("");
}
