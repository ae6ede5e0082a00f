/**
 * runtime/ imports form no cycle (issue 6, item 3): a module graph with cycles evaluates in an
 * order that depends on which module is imported first, and it hides which layer depends on
 * which. Only imports that exist at run time count: `import type` and `export type` are erased.
 */
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../runtime/", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith(".ts") && !p.endsWith(".d.ts") ? [p] : [];
  });
}

/** The relative modules a file imports at run time (`import x from`, `import {}`, `export ... from`, `import "x"`). */
function runtimeImports(text: string): string[] {
  const out: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*(?:from\s+)?["'](\.[^"']+)["']/g;
  for (const m of text.matchAll(statement)) {
    if (m[2]) continue; // import type / export type
    const clause = m[3];
    // `import { type A, type B } from` imports nothing at run time either
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    if (braces && braces[1].split(",").every((s) => s.trim() === "" || /^type\s/.test(s.trim()))) continue;
    if (m[1] === "export" && clause.trim() === "") continue;
    out.push(m[4]);
  }
  return out;
}

function graph(): Map<string, string[]> {
  const g = new Map<string, string[]>();
  for (const file of sources(root)) {
    const deps = runtimeImports(readFileSync(file, "utf8"))
      .map((spec) => resolve(dirname(file), spec.replace(/\.js$/, ".ts")))
      .filter((p) => p.startsWith(root));
    g.set(file, deps);
  }
  return g;
}

/** One cycle in the graph, as a list of files that starts and ends with the same one, or null. */
function findCycle(g: Map<string, string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (n: string): string[] | null => {
    state.set(n, "open");
    stack.push(n);
    for (const d of g.get(n) ?? []) {
      if (state.get(d) === "open") return [...stack.slice(stack.indexOf(d)), d];
      if (!state.has(d)) {
        const c = visit(d);
        if (c) return c;
      }
    }
    stack.pop();
    state.set(n, "done");
    return null;
  };
  for (const n of [...g.keys()].sort()) {
    if (!state.has(n)) {
      const c = visit(n);
      if (c) return c;
    }
  }
  return null;
}

describe("runtime/ imports", () => {
  it("the parser counts value imports and skips type-only ones", () => {
    const text = [
      'import { a } from "./a.js";',
      'import type { B } from "./b.js";',
      'import { type C, type D } from "./c.js";',
      'import { type E, e } from "./e.js";',
      'export { f } from "./f.js";',
      'export type { G } from "./g.js";',
      'import * as h from "./h.js";',
      'import "./i.js";',
      'import { x } from "node:fs";',
    ].join("\n");
    expect(runtimeImports(text)).toEqual(["./a.js", "./e.js", "./f.js", "./h.js", "./i.js"]);
  });

  it("the search finds a cycle where there is one", () => {
    const g = new Map([["a", ["b"]], ["b", ["c", "d"]], ["c", []], ["d", ["b"]]]);
    expect(findCycle(g)).toEqual(["b", "d", "b"]);
    expect(findCycle(new Map([["a", ["b"]], ["b", []]]))).toBeNull();
  });

  it("form no cycle", () => {
    const g = graph();
    expect(g.size).toBeGreaterThan(10);
    const cycle = findCycle(g);
    expect(cycle && cycle.map((f) => relative(root, f)).join(" → ")).toBeNull();
  });
});
