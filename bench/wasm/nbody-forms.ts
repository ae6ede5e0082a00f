/**
 * Issue 11: which shape of n-body's vector loop the 16-core host runs fastest, on one thread, in
 * one process. Hand-written WAT forms of the wasm device's loop (4096 bodies, acc only), each
 * compiled as the device compiles a kernel (binaryen O3, then TurboFan only: wasm-compile.ts), run
 * in turns with the wasm device's and the cpu device's n-body; each form's acc must be the wasm
 * device's bits (same operations in the same order per lane, relaxed fma where the device fuses):
 *
 * - `index G=1`: the generator's shape (spmd.ts): an i64 inner counter j, each of pos[3j],
 *   pos[3j+1], pos[3j+2] addressed as pos + (3j+k) * 4 (V8: leaq/leal per access), 4 bodies i
 *   per vector iteration;
 * - `indexdo G=1`: the same, the loop a do-while on `j != end` (tested once before it);
 * - `bump G=1`: the generator's loop (the i64 counter, its test at the top), the three loads
 *   through one i32 pointer at offset=0/4/8 (the pointer groups of vecfn.ts), bumped 12 bytes;
 * - `bumpdo G=1`: the same, the loop a do-while on `j != end` (tested once before it);
 * - `ptr G=1`: the pointer alone, the loop a do-while on `p != end` (no counter);
 * - `G=2`: each form with two f32x4 groups (8 bodies i) per vector iteration sharing the
 *   j broadcasts: two independent chains (LLVM's interleave).
 *
 * Reports the process's CPU ms per launch, medians over the rounds, each against the cpu device's in the same rounds.
 *
 *   node --import tsx bench/wasm/nbody-forms.ts [--rounds 9] [--launches 5]
 */
import { parseArgs } from "node:util";
import * as tack from "../../runtime/index.js";
import { compileModule, compileWat, relaxedSimd } from "../../runtime/backends/wasm-compile.js";
import { cases } from "../cpu/kernels.js";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "9" }, launches: { type: "string", default: "5" } } });
const ROUNDS = Number(values.rounds);
const LAUNCHES = Number(values.launches);
const fma = relaxedSimd() !== "none";

/** How the inner loop reaches pos[3j + k]: see the file's comment. */
type Form = "index" | "indexdo" | "bump" | "bumpdo" | "ptr";

/** One form's module: `nb(pos, acc, n)` writes acc[3i..3i+2] for i in [0, n), n a multiple of 4 * groups. */
function formWat(groups: number, form: Form): string {
  const pointer = form == "ptr";
  const L: string[] = [];
  const madd = (a: string, b: string, c: string) => (fma ? `(f32x4.relaxed_madd ${a} ${b} ${c})` : `(f32x4.add ${c} (f32x4.mul ${a} ${b}))`);
  L.push(`(module (memory (export "mem") 64)`);
  L.push(`(func (export "nb") (param $pos i32) (param $acc i32) (param $n i32)`);
  L.push(`(local $i i32) (local $j i64) (local $p i32) (local $pe i32) (local $bx v128) (local $by v128) (local $bz v128) (local $t i32)`);
  for (let g = 0; g < groups; g++) {
    for (const v of ["px", "py", "pz", "ax", "ay", "az", "dx", "dy", "dz", "s"]) L.push(`(local $${v}${g} v128)`);
  }
  L.push(`(local.set $pe (i32.add (local.get $pos) (i32.mul (local.get $n) (i32.const 12))))`);
  L.push(`(block $done (loop $li (br_if $done (i32.ge_s (local.get $i) (local.get $n)))`);
  for (let g = 0; g < groups; g++) {
    const base = `(i32.add (local.get $pos) (i32.mul (i32.add (local.get $i) (i32.const ${4 * g})) (i32.const 12)))`;
    ["x", "y", "z"].forEach((c, k) => {
      let v = `(v128.load32_splat offset=${4 * k} ${base})`;
      for (let l = 1; l < 4; l++) v = `(v128.load32_lane offset=${4 * k + 12 * l} ${l} ${base} ${v})`;
      L.push(`(local.set $p${c}${g} ${v})`);
    });
    for (const c of "xyz") L.push(`(local.set $a${c}${g} (v128.const i32x4 0 0 0 0))`);
  }
  if (pointer) {
    L.push(`(local.set $p (local.get $pos))`);
    L.push(`(loop $lj`);
    L.push(`(local.set $bx (v128.load32_splat offset=0 (local.get $p)))`);
    L.push(`(local.set $by (v128.load32_splat offset=4 (local.get $p)))`);
    L.push(`(local.set $bz (v128.load32_splat offset=8 (local.get $p)))`);
  } else {
    L.push(`(local.set $j (i64.const 0))`);
    L.push(`(local.set $p (local.get $pos))`);
    if (form == "bumpdo" || form == "indexdo") L.push(`(block $jd (br_if $jd (i64.ge_s (local.get $j) (i64.extend_i32_s (local.get $n)))) (loop $lj`);
    else L.push(`(block $jd (loop $lj (br_if $jd (i64.ge_s (local.get $j) (i64.extend_i32_s (local.get $n))))`);
    if (form == "index" || form == "indexdo") {
      ["x", "y", "z"].forEach((c, k) => {
        const at = `(i32.add (local.get $pos) (i32.shl (i32.wrap_i64 (i64.add (i64.mul (i64.const 3) (local.get $j)) (i64.const ${k}))) (i32.const 2)))`;
        L.push(`(local.set $b${c} (v128.load32_splat ${at}))`);
      });
    } else {
      ["x", "y", "z"].forEach((c, k) => L.push(`(local.set $b${c} (v128.load32_splat offset=${4 * k} (local.get $p)))`));
      L.push(`(local.set $p (i32.add (local.get $p) (i32.const 12)))`);
    }
  }
  for (let g = 0; g < groups; g++) {
    for (const c of "xyz") L.push(`(local.set $d${c}${g} (f32x4.sub (local.get $b${c}) (local.get $p${c}${g})))`);
    const sq = (c: string) => `(local.get $d${c}${g})`;
    // dx*dx + dy*dy + dz*dz contracted as the generator does: a*b + c*d fuses the left product
    const d2 = madd(sq("z"), sq("z"), madd(sq("x"), sq("x"), `(f32x4.mul ${sq("y")} ${sq("y")})`));
    L.push(`(local.set $s${g} (f32x4.div (v128.const f32x4 1 1 1 1) (f32x4.sqrt (f32x4.add ${d2} (v128.const f32x4 0.01 0.01 0.01 0.01)))))`);
    L.push(`(local.set $s${g} (f32x4.mul (f32x4.mul (local.get $s${g}) (local.get $s${g})) (local.get $s${g})))`);
    for (const c of "xyz") L.push(`(local.set $a${c}${g} ${madd(`(local.get $d${c}${g})`, `(local.get $s${g})`, `(local.get $a${c}${g})`)})`);
  }
  if (pointer) {
    L.push(`(local.set $p (i32.add (local.get $p) (i32.const 12)))`);
    L.push(`(br_if $lj (i32.ne (local.get $p) (local.get $pe))))`);
  } else if (form == "bumpdo" || form == "indexdo") {
    L.push(`(local.set $j (i64.add (local.get $j) (i64.const 1)))`);
    L.push(`(br_if $lj (i64.ne (local.get $j) (i64.extend_i32_s (local.get $n))))))`);
  } else {
    L.push(`(local.set $j (i64.add (local.get $j) (i64.const 1))) (br $lj)))`);
  }
  for (let g = 0; g < groups; g++) {
    ["x", "y", "z"].forEach((c, k) => {
      for (let l = 0; l < 4; l++) {
        L.push(`(local.set $t (i32.add (local.get $acc) (i32.mul (i32.add (local.get $i) (i32.const ${4 * g + l})) (i32.const 12))))`);
        L.push(`(f32.store offset=${4 * k} (local.get $t) (f32x4.extract_lane ${l} (local.get $a${c}${g})))`);
      }
    });
  }
  L.push(`(local.set $i (i32.add (local.get $i) (i32.const ${4 * groups}))) (br $li)))))`);
  return L.join("\n");
}

const c = cases.find((k) => k.label.startsWith("nbody"))!;
const fresh = c.args();
const pos = fresh[0] as Float32Array;
const n = pos.length / 3;
/** The process's CPU ms (the cpu device's one thread may be a thread of the shim's, not the caller). */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];

const wasm = tack.device("wasm", { numThreads: 1 });
const cpuUnavailable = tack.devices().find((d) => d.type === "cpu")?.reason;
const cpu = cpuUnavailable ? null : tack.device("cpu", { numThreads: 1 });
const k = tack.kernel(c.fn as (...a: never[]) => void, { tier: "optimized" }) as unknown as (...a: unknown[]) => void;
const onDevice = (d: tack.Device) => fresh.map((a) => (ArrayBuffer.isView(a) ? tack.array(a as Float32Array, { device: d }) : a));
const wArgs = onDevice(wasm);
k(...wArgs);
const want = new Uint8Array((wArgs[2] as tack.Array).toTypedArray().slice().buffer);

type Side = { name: string; run: () => void; times: number[]; same: string };
const sides: Side[] = [{ name: "wasm device", run: () => k(...wArgs), times: [], same: "(reference)" }];
if (cpu) {
  const cArgs = onDevice(cpu);
  sides.push({ name: "cpu device", run: () => k(...cArgs), times: [], same: "" });
}
for (const [groups, form] of [[1, "index"], [1, "indexdo"], [1, "bump"], [1, "bumpdo"], [1, "ptr"], [2, "index"], [2, "bumpdo"], [2, "ptr"]] as const) {
  const e = new WebAssembly.Instance(compileModule(compileWat(formWat(groups, form), { optimize: true }))).exports as {
    mem: WebAssembly.Memory; nb: (p: number, a: number, n: number) => void;
  };
  const accAt = 12 * n + 64;
  new Float32Array(e.mem.buffer, 0, 3 * n).set(pos);
  const acc = new Float32Array(e.mem.buffer, accAt, 3 * n);
  acc.fill(NaN);
  e.nb(0, accAt, n);
  const same = Buffer.compare(new Uint8Array(acc.buffer, acc.byteOffset, acc.byteLength), want) === 0 ? "same bits" : "**differ**";
  sides.push({ name: `${form} G=${groups}`, run: () => e.nb(0, accAt, n), times: [], same });
}
for (const s of sides) for (let i = 0; i < 3; i++) s.run();
for (let r = 0; r < ROUNDS; r++) {
  for (const s of r % 2 === 0 ? sides : [...sides].reverse()) {
    const t0 = cpuMs();
    for (let i = 0; i < LAUNCHES; i++) s.run();
    s.times.push((cpuMs() - t0) / LAUNCHES);
  }
}
const cpuMed = cpu ? median(sides[1].times) : NaN;
const wasmMed = median(sides[0].times);
console.log(`n-body ${n}, one thread, fma ${fma}, ${ROUNDS} rounds of ${LAUNCHES}; process CPU ms per launch`);
console.log("| form | median ms | min | vs cpu device | vs wasm device | acc vs wasm device |");
console.log("|---|---:|---:|---:|---:|---|");
for (const s of sides) {
  const m = median(s.times);
  console.log(`| ${s.name} | ${m.toFixed(2)} | ${Math.min(...s.times).toFixed(2)} | ${(cpuMed / m).toFixed(2)} | ${(wasmMed / m).toFixed(2)} | ${s.same} |`);
}
console.log("rounds: " + sides.map((s) => `${s.name}: ${s.times.map((t) => t.toFixed(1)).join(" ")}`).join("; "));
process.exit(0);
