/**
 * `mkdir -p` one level at a time. Node's `mkdirSync(dir, { recursive: true })` loops forever
 * where a parent exists but creating the child answers ENOENT (under /proc or /sys, Node 20):
 * `tack compile --out /proc/x` and a `TACK_CACHE_DIR` there hung instead of failing. Each
 * missing level is made with a plain mkdir, so such a place fails with its error code.
 */
import { mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Makes `dir` and its missing parents; throws the failing level's error (with `code`). */
export function makeDirs(dir: string): void {
  const missing: string[] = [];
  for (let d = resolve(dir); ; ) {
    let st;
    try {
      st = statSync(d);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    }
    if (st) {
      if (st.isDirectory()) break;
      throw Object.assign(new Error(`ENOTDIR: ${d} is not a directory`), { code: "ENOTDIR", path: d });
    }
    missing.push(d);
    const parent = dirname(d);
    if (parent === d) break;
    d = parent;
  }
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d);
    } catch (e) {
      // another process made it between the stat and here
      if ((e as NodeJS.ErrnoException).code !== "EEXIST" || !statSync(d).isDirectory()) throw e;
    }
  }
}
