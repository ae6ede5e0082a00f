// at-once-pieces.mjs run as an A/B: fresh processes of each arm alternated, each arm with its
// own cache directory (warmed by 3 processes first: disk cache and code cache), medians per piece.
//
//   node bench/workers/at-once-pieces-ab.mjs N NAME=ROOT[,FLAGS] NAME=ROOT[,FLAGS] ...
//
// ROOT: a built checkout (its dist/); FLAGS: node flags for that arm, space-separated (V8's
// flags are part of the code cache's key, so an arm's warm-up runs with them too), e.g.
//   node bench/workers/at-once-pieces-ab.mjs 40 main=/work/main this=. "nosp=.,--no-sparkplug"
// Prints per arm the medians of at-once-pieces' fields and the first launch's p25 and p75.
// Mind that a first launch's window can hold one of V8's Sparkplug batch compiles (~0.1 ms,
// wherever the batch fills up: bench/workers/RESULTS.md, session 8 firstjs); an arm with
// --no-sparkplug shows a change without it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const pieces = fileURLToPath(new URL("./at-once-pieces.mjs", import.meta.url));
const n = Number(process.argv[2]);
if (!(n > 0) || process.argv.length < 4) throw new Error("usage: at-once-pieces-ab.mjs N NAME=ROOT[,FLAGS] ...");
const base = mkdtempSync(join(tmpdir(), "tack-at-once-ab-"));
const arms = process.argv.slice(3).map((arg, i) => {
  const [name, rest] = arg.split("=");
  const [root, flags = ""] = rest.split(",");
  return { name, root: resolve(root), flags: flags.split(" ").filter(Boolean), dir: join(base, String(i)), rows: [] };
});
const run = (a) => {
  const out = execFileSync(process.execPath, [...a.flags, pieces, a.root], { env: { ...process.env, TACK_CACHE_DIR: a.dir }, encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").pop());
};
try {
  for (const a of arms) for (let i = 0; i < 3; i++) run(a);
  for (let i = 0; i < n; i++) for (const a of arms) a.rows.push(run(a));
} finally {
  rmSync(base, { recursive: true, force: true });
}
const sorted = (xs) => xs.filter((x) => typeof x === "number").sort((p, q) => p - q);
const at = (xs, q) => (xs.length === 0 ? null : xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]);
for (const a of arms) {
  const keys = Object.keys(a.rows[0]).filter((k) => typeof a.rows[0][k] === "number" && k !== "hits");
  const firsts = sorted(a.rows.map((r) => r.first));
  const medians = keys.map((k) => `${k} ${at(sorted(a.rows.map((r) => r[k])), 0.5)}`).join(", ");
  console.log(`${a.name}: p25 ${at(firsts, 0.25)}, p75 ${at(firsts, 0.75)}; medians ${medians}; hits ${a.rows[0].hits}, code cache ${a.rows[0].code}`);
}
