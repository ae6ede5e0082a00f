// A stored variant's layout (runtime/variant-entry.ts): the result and artifact read back as
// written, the code (IR text) decoded only when read, and any other layout (the older one,
// whose JSON held the code; a damaged header) a miss.

import { describe, expect, it } from "vitest";
import type { CompileResult } from "../../runtime/request.js";
import * as tack from "../../runtime/index.js";
import { storedHitRehearsals } from "../../runtime/hit-rehearsal.js";
import {
  codeIsPending, encodeVariant, parseResultShape, parseVariant, RESULT_SHAPE, storedCodeDecodes,
} from "../../runtime/variant-entry.js";

const result = {
  ok: true,
  kernel: "saxpy",
  target: "llvm",
  entry: "tack_kernel_saxpy",
  floatContext: "f32",
  params: [{ name: "x", kind: "array", dtype: "float32" }, { name: "a", kind: "scalar", dtype: "float64" }],
  abi: { kind: "cpu-chunk", chunk: "tack_chunk_saxpy", slots: [] },
  loop: { grid: false, start: [], extents: [] },
  features: [],
  accesses: [],
  code: "define void @tack_chunk_saxpy() {\n  ret void ; é 漢 \u{1F600}\n}\n",
} as unknown as CompileResult;
const artifact = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 255]);

describe("stored variants", () => {
  it("read back the result and the artifact as written, the code decoded at its first read only", () => {
    const before = storedCodeDecodes();
    const hit = parseVariant(encodeVariant(result, artifact))!;
    expect(hit).not.toBeNull();
    expect([...hit.artifact]).toEqual([...artifact]);
    expect(codeIsPending(hit.result)).toBe(true);
    expect(hit.result.abi).toEqual(result.abi);
    expect(storedCodeDecodes()).toBe(before); // params, abi... read: the code not decoded
    expect(hit.result.code).toBe(result.code);
    expect(storedCodeDecodes()).toBe(before + 1);
    expect(codeIsPending(hit.result)).toBe(false);
    expect(hit.result.code).toBe(result.code);
    expect(storedCodeDecodes()).toBe(before + 1); // once: then an ordinary property
    expect(JSON.parse(JSON.stringify(hit.result))).toEqual(JSON.parse(JSON.stringify(result)));
  });

  it("a pending code is seen by JSON, spreads and structured clones, and can be replaced", () => {
    const read = () => parseVariant(encodeVariant(result, artifact))!.result;
    expect(JSON.parse(JSON.stringify(read())).code).toBe(result.code);
    expect({ ...read() }.code).toBe(result.code);
    expect(structuredClone(read()).code).toBe(result.code);
    const r = read();
    r.code = "replaced";
    expect(r.code).toBe("replaced");
    // a result stored again from a hit (the optimized build of a tiered one) keeps its code
    expect(parseVariant(encodeVariant(read(), artifact))!.result.code).toBe(result.code);
  });

  it("the older layout (the whole result as JSON), damaged headers and missing parts are misses", () => {
    const json = Buffer.from(JSON.stringify(result));
    expect(parseVariant(Buffer.concat([Buffer.from(`${json.length}\n`), json, artifact]))).toBeNull(); // variant 1
    const good = encodeVariant(result, artifact);
    const nl = good.indexOf(10);
    const [j, c] = good.toString("latin1", 0, nl).split(" ");
    const withHeader = (h: string) => Buffer.concat([Buffer.from(h + "\n"), good.subarray(nl + 1)]);
    expect(parseVariant(withHeader(`${j} ${c}`))).not.toBeNull();
    for (const h of [`${j}`, `${j} ${c} 0`, `${j}  ${c}`, `+${j} ${c}`, `${Number(j) - 1} ${c}`, `0x10 ${c}`, `${j} -1`, "1e3 5"]) {
      expect(parseVariant(withHeader(h)), h).toBeNull();
    }
    expect(parseVariant(good.subarray(0, good.length - artifact.length))).toBeNull(); // no artifact
    expect(parseVariant(Buffer.from("not an entry"))).toBeNull();
    expect(parseVariant(Buffer.alloc(0))).toBeNull();
    expect(parseVariant(null)).toBeNull();
    // a result JSON that carries its own code is not this layout
    const withCode = Buffer.from(JSON.stringify(result));
    expect(parseVariant(Buffer.concat([Buffer.from(`${withCode.length} 0\n`), withCode, artifact]))).toBeNull();
  });

  it("a result's warnings read back as written; warnings of another shape make the entry a miss", () => {
    const warned = { ...result, warnings: [{ code: 4001, message: "it writes no array", line: 2, column: 10 }] } as CompileResult;
    expect(parseVariant(encodeVariant(warned, artifact))!.result.warnings).toEqual(warned.warnings);
    for (const bad of [{}, "text", [null], [{ code: 4001, message: "m", line: "2", column: 10 }], [{ code: 4001, line: 2, column: 10 }]]) {
      expect(parseVariant(encodeVariant({ ...result, warnings: bad } as unknown as CompileResult, artifact)), JSON.stringify(bad)).toBeNull();
    }
  });

  // the device's rehearsal of a stored hit (runtime/hit-rehearsal.ts) only helps while its
  // result has the shapes a compiled CPU result has: each object's keys, in the compiler's order
  it("the stored-hit rehearsal's result has a compiled CPU result's object shapes, and making a device runs it", () => {
    const shapes = (value: unknown, out = new Set<string>()): Set<string> => {
      if (Array.isArray(value)) for (const v of value) shapes(v, out);
      else if (typeof value === "object" && value !== null) {
        out.add(Object.keys(value).join(","));
        for (const v of Object.values(value)) shapes(v, out);
      }
      return out;
    };
    const src = "function saxpy(x, y, out, a) { for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i]; }";
    const { code, ...compiled } = tack.compile(src, { signature: ["f32[]", "f32[]", "f32[]", "i32"] });
    expect(code.length).toBeGreaterThan(0);
    const stored = JSON.parse(JSON.stringify(compiled)); // as encodeVariant writes it
    expect([...shapes(JSON.parse(RESULT_SHAPE))].sort()).toEqual([...shapes(stored)].sort());
    const decodes = storedCodeDecodes();
    expect(JSON.parse(JSON.stringify(parseResultShape()))).toEqual({ ...JSON.parse(RESULT_SHAPE), code: "" });
    expect(storedCodeDecodes()).toBe(decodes + 1); // the stringify read the (empty) code: the rehearsal alone reads none
    const before = storedHitRehearsals();
    tack.device("cpu", { numThreads: 1 });
    expect(storedHitRehearsals()).toBe(before + 1);
  });
});
