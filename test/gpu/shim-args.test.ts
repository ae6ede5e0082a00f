/**
 * The GPU shims' argument checks (shims/napi-args.h, shared by shims/cuda and shims/opencl):
 * a handle of the wrong kind is a TypeError naming the function, the argument and the kind
 * wanted; a size that is not a whole non-negative number is a TypeError or RangeError; a byte
 * range outside a buffer is a RangeError. Called on the shims directly, as the runtime does.
 * The checks before any driver call run on every machine; those that need a buffer run where
 * the shim has a device (OpenCL on PoCL in CI, CUDA on a GPU machine).
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/* eslint-disable @typescript-eslint/no-explicit-any */
const require = createRequire(import.meta.url);

const SHIMS = [
  // open() gives OpenCL's context itself, CUDA's inside { ctx, adopted } (runtime/backends/*-shim.ts)
  { name: "opencl", file: "../../build/Release/tack_opencl.node", ctx: "an OpenCL context", buffer: "an OpenCL buffer", context: (opened: any) => opened },
  { name: "cuda", file: "../../build/Release/tack_cuda.node", ctx: "a CUDA context", buffer: "a CUDA buffer", context: (opened: any) => opened.ctx },
];

describe.each(SHIMS)("the $name shim's arguments", (s) => {
  const shim = require(s.file) as any;
  const usable = (): boolean => shim.loadError() === null && shim.devices().length > 0;

  it("a handle of the wrong kind is a TypeError naming the function, the argument and the kind", () => {
    expect(() => shim.alloc({}, 4)).toThrow(TypeError);
    expect(() => shim.alloc({}, 4)).toThrow(`alloc: ctx is not ${s.ctx}`);
    expect(() => shim.read(1n, null, 0, new Uint8Array(4))).toThrow(`read: ctx is not ${s.ctx}`);
  });

  it("sizes and byte ranges are checked before the driver sees them", (ctx) => {
    if (!usable()) ctx.skip(`no ${s.name} device here: ${shim.loadError() ?? "none listed"}`);
    const dev = s.context(shim.open(0));
    expect(() => shim.alloc(dev, -1)).toThrow(RangeError);
    expect(() => shim.alloc(dev, -1)).toThrow("alloc: bytes is not a size");
    expect(() => shim.alloc(dev, 1.5)).toThrow("alloc: bytes is not a size");
    expect(() => shim.alloc(dev, "4")).toThrow(TypeError);
    expect(() => shim.alloc(dev, "4")).toThrow("alloc: bytes is not a number");
    const buf = shim.alloc(dev, 16);
    // a context where a buffer is wanted: the tag tells them apart
    expect(() => shim.read(dev, dev, 0, new Uint8Array(4))).toThrow(`read: buffer is not ${s.buffer}`);
    expect(() => shim.read(dev, buf, 13, new Uint8Array(4))).toThrow(RangeError);
    expect(() => shim.read(dev, buf, 13, new Uint8Array(4))).toThrow("read: bytes [13, 17) are outside the buffer of 16 bytes");
    expect(() => shim.write(dev, buf, 2 ** 53, new Uint8Array(1))).toThrow("write: byteOffset is not a size");
    // in range: what is written is read back
    const src = Uint8Array.from({ length: 16 }, (_, i) => 7 * i + 3);
    shim.write(dev, buf, 0, src);
    const back = new Uint8Array(16).fill(0xee);
    shim.read(dev, buf, 0, back);
    expect([...back]).toEqual([...src]);
  });
});
