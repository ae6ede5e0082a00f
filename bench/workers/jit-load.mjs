// The CPU shim's load of a kept object (JITLink: what a disk-cache hit's first launch pays in
// loadObject), in fresh processes, two builds alternated (issue 9, session 8 jitslab):
//
//   node bench/workers/jit-load.mjs [rounds=30] [--a=ROOT] [--b=ROOT] [--idle=MS]
//
// ROOT: a checkout with build/Release/tack_cpu.node (default A /work/main, B this one). Each
// child loads the shim, awaits its warm-up (the device does it when it is made; the JIT and its
// memory are made then, on a libuv thread), waits MS (default 0), then loads one small kernel's
// object (saxpy, compiled once by B's shim: 3 pages, code, constants, GOT) three times: the
// first load is the one a fresh process's first cached launch pays. Prints per build the median
// and quartiles of the first load's wall time (the shim's timings.jitMs) and of the later loads'.
import { spawnSync } from "node:child_process";
import { writeFileSync, readFileSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chunkModuleIR } from "../../test/util/llvm-ir.mjs";

const args = process.argv.slice(2);
const opt = (name, dflt) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? dflt;

if (opt("child") !== undefined) {
  const shim = createRequire(import.meta.url)(join(opt("child"), "build/Release/tack_cpu.node"));
  const object = readFileSync(opt("object"));
  await shim.warmUp();
  const idle = Number(opt("idle", "0"));
  if (idle > 0) await new Promise((r) => setTimeout(r, idle));
  const out = [];
  const keep = [];
  for (let k = 0; k < 3; k++) {
    const m = shim.loadObject(object, ["tack_chunk_saxpy"]);
    keep.push(m);
    out.push(m.timings.jitMs);
  }
  console.log(JSON.stringify(out));
  process.exit(0);
}

const rounds = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
const roots = { A: opt("a", "/work/main"), B: opt("b", fileURLToPath(new URL("../../", import.meta.url))) };
const IR = chunkModuleIR(
  "saxpy",
  ["float* %x", "float* %y", "float* %out", "float %a"],
  `  %px = getelementptr inbounds float, float* %x, i64 %i
  %vx = load float, float* %px
  %py = getelementptr inbounds float, float* %y, i64 %i
  %vy = load float, float* %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  %c = fmul float %s, 1.5
  %r = call float @fmodf(float %c, float 7.0)
  %po = getelementptr inbounds float, float* %out, i64 %i
  store float %r, float* %po`,
  "declare float @fmodf(float, float)",
);
const shimB = createRequire(import.meta.url)(join(roots.B, "build/Release/tack_cpu.node"));
const objectPath = join(mkdtempSync(join(tmpdir(), "tack-jit-load-")), "saxpy.o");
writeFileSync(objectPath, shimB.compile(IR, ["tack_chunk_saxpy"], { optLevel: 3 }).object);

const runs = { A: [], B: [] };
for (let r = 0; r < rounds; r++) {
  for (const side of r % 2 ? ["B", "A"] : ["A", "B"]) {
    const child = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), `--child=${roots[side]}`, `--object=${objectPath}`, `--idle=${opt("idle", "0")}`],
      { encoding: "utf8" },
    );
    if (child.status !== 0) throw new Error(`child failed: ${child.stderr}`);
    runs[side].push(JSON.parse(child.stdout.trim().split("\n").pop()));
  }
}
const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * (s.length - 1) + 0.5))];
};
const f = (xs) => `${q(xs, 0.5).toFixed(3)} (${q(xs, 0.25).toFixed(3)}-${q(xs, 0.75).toFixed(3)})`;
console.log(`| build | first load, ms: median (p25-p75) | 2nd and 3rd loads, ms |`);
console.log(`|---|---|---|`);
for (const side of ["A", "B"]) {
  const first = runs[side].map((x) => x[0]);
  const later = runs[side].flatMap((x) => x.slice(1));
  console.log(`| ${side} ${roots[side]} | ${f(first)} | ${f(later)} |`);
}
