// Where a warm disk-cache hit's first launch, made at once in a fresh process, goes (issues 9
// and 10): the launch of warm-start-child.mjs's saxpy, cut at the calls it makes into the shim
// and the file system (wrapped here, from the first launch's start):
//   toRead      to the entry's readFileSync (classify, the request's text, the key's hash)
//   read        readFileSync of the stored variant
//   readToLoad  to the object's load (the payload's hash, the result's parse, entry and variant)
//   load        the shim's loadObject (JITLink)
//   loadToPlan, createPlan, planToLaunch, launch (native), after (to the call's return)
//
//   TACK_CACHE_DIR=DIR node bench/workers/at-once-pieces.mjs [ROOT]
//
// ROOT: a built checkout (default this one). Run it three times first to warm DIR's disk cache
// and code cache (the code cache is keyed by node's flags: run all with the same ones), then
// alternate fresh processes of two checkouts with a directory each. Prints one JSON line (ms).
import { createRequire } from "node:module";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";

const fs = createRequire(import.meta.url)("node:fs");
const root = process.argv[2] ?? fileURLToPath(new URL("../../", import.meta.url));
const tack = await import(pathToFileURL(join(root, "dist", "tack.js")).href);
const shim = tack.getDefaultDevice().backend.shim;
const ts = {};
let on = false;
const mark = (obj, name) => {
  const f = obj[name];
  obj[name] = function (...a) {
    if (!on) return f.apply(this, a);
    ts[name + "0"] ??= performance.now();
    try {
      return f.apply(this, a);
    } finally {
      ts[name + "1"] ??= performance.now();
    }
  };
};
for (const name of ["loadObject", "createPlan", "launch"]) mark(shim, name);
mark(fs, "readFileSync");
const saxpy = tack.kernel(function saxpy(x, y, out, a) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
}, { tier: "optimized" });
const n = 4096;
const x = new Float32Array(n).map((_, i) => i * 0.5), y = new Float32Array(n).fill(1.25), out = new Float32Array(n);
on = true;
const t0 = performance.now();
saxpy(x, y, out, 3);
const t1 = performance.now();
on = false;
if (out[7] !== 3 * 3.5 + 1.25) throw new Error(`wrong result ${out[7]}`);
const r = (a, b) => (a === undefined || b === undefined ? null : +(b - a).toFixed(3));
console.log(JSON.stringify({
  first: r(t0, t1), toRead: r(t0, ts.readFileSync0), read: r(ts.readFileSync0, ts.readFileSync1),
  readToLoad: r(ts.readFileSync1, ts.loadObject0), load: r(ts.loadObject0, ts.loadObject1),
  loadToPlan: r(ts.loadObject1, ts.createPlan0), createPlan: r(ts.createPlan0, ts.createPlan1),
  planToLaunch: r(ts.createPlan1, ts.launch0), launch: r(ts.launch0, ts.launch1), after: r(ts.launch1, t1),
  hits: tack.cache.stats().hits, code: tack.cache.stats().code?.status ?? "none",
}));
