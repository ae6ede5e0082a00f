/**
 * Arrays of vectors (README "Arrays of vectors"): `tack.fromTypedArray(ta, { vec: 3 })` and
 * `tack.zeros(n, tack.vec3f)` over interleaved storage; in a kernel `pos[i]` is a view of vector
 * i (read, destructured, passed to tack.vec3 helpers, written whole or by component), and
 * `pos.length` counts vectors. The plain run gets the same views (a Proxy), so every case is
 * compared with it on random data.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { compareRun, expectArray, out, outVec, random, Rng, type Case, type Topic } from "../harness.js";
import { observe } from "../observe.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

/** n random vectors of `width` with `dtype` lanes, as an array of vectors. */
const vecs = (rng: Rng, dtype: "f32" | "i32" | "f64", n: number, width: 2 | 3 | 4, min = -1, max = 1) =>
  tack.fromTypedArray(random(rng, dtype, n * width, { min, max }) as Float32Array, { vec: width });

/** Explicit Euler: pos[i] = pos[i] + vel[i] * dt (tack.vec3 helpers), gravity on vel[i].y. */
const integrate = tack.kernel(function integrate(pos: any, vel: any, dt: number) {
  for (const i of tack.range(pos.length)) {
    const p = pos[i];
    pos[i] = tack.vec3.add(p, tack.vec3.scale(vel[i], dt));
    vel[i].y -= 9.81 * dt;
  }
});

/** Destructuring an element, array and object patterns; a scalar output per vector. */
const destructure = tack.kernel(function destructure(pos: any, vel: any, o: Float32Array) {
  for (const i of tack.range(pos.length)) {
    const [x, y, z] = pos[i];
    const { x: vx, z: vz } = vel[i];
    o[i] = x * vx + y - z * vz + vel[i][1];
  }
});

/** Gather over all other vectors (n-body acceleration), length/dot/normalize, written whole. */
const gravity = tack.kernel(function gravity(pos: any, acc: any, soft: number) {
  for (const i of tack.range(pos.length)) {
    const pi = pos[i];
    let ax = 0, ay = 0, az = 0;
    for (let j = 0; j < pos.length; j++) {
      const d = tack.vec3.sub(pos[j], pi);
      const r2 = tack.vec3.dot(d, d) + soft;
      const inv = 1 / (r2 * Math.sqrt(r2));
      ax += d[0] * inv;
      ay += d[1] * inv;
      az += d[2] * inv;
    }
    acc[i] = [ax, ay, az];
  }
});

/** i32 vectors: cell coordinates to a flat index, swapped and stored; components by name and by index. */
const cells = tack.kernel(function cells(c: any, swapped: any, flat: Int32Array, w: tack.i32) {
  for (const i of tack.range(c.length)) {
    const v = c[i];
    flat[i] = v.x * w + v[1];
    swapped[i] = [v.y, v.x];
  }
});

/** vec4: component writes through a name bound to the element (the view writes the array), .w, normalize. */
const colors = tack.kernel(function colors(rgba: any, o: any) {
  for (const i of tack.range(rgba.length)) {
    const c = rgba[i];
    c.w = Math.min(Math.max(c.w, 0), 1);
    c[0] *= c.w;
    o[i] = tack.vec4.normalize(c);
  }
});

/** A computed index (a gather through idx), f64 lanes, and the element passed to an inlined device function. */
const gather = tack.kernel(function gather(pos: any, idx: Int32Array, o: any) {
  function lift(p: number[], h: number) {
    p[2] = p[2] + h;
    return tack.vec3.length(p);
  }
  for (const i of tack.range(o.length)) {
    const q = pos[idx[i]];
    o[i] = tack.vec3.mix(q, pos[i], 0.25);
    o[i].x = lift(o[i], 1.5);
  }
});

const indices = (rng: Rng, n: number) => {
  const a = new Int32Array(n);
  for (let i = 0; i < n; i++) a[i] = rng.int(0, n - 1);
  return a;
};

/**
 * Arrays of vectors passed whole to device functions: such a call is inlined and the parameter
 * names the caller's array (JS passes arrays by reference), so the callee reads elements whole
 * (`at` returns one), writes through them (`step`), reads `x.length`, passes the array on, and one
 * function serves a vec3 and a vec4 array. `energy` takes numbers only (not inlined) and passes
 * the kernel's `vel`, which it captures, to an inlined one.
 */
const passWhole = tack.kernel(function passWhole(pos: any, vel: any, c: any, o: Float32Array, dt: number) {
  function at(x: any, i: number) {
    return x[i];
  }
  function speed2(v: any, i: number) {
    const w = at(v, i);
    return tack.vec3.dot(w, w);
  }
  function step(p: any, v: any, i: number, h: number) {
    p[i] = tack.vec3.add(at(p, i), tack.vec3.scale(v[i], h));
    v[i].y -= 9.81 * h;
  }
  function last(x: any) {
    return x[x.length - 1].x;
  }
  function energy(i: number) {
    return speed2(vel, i) * 0.5;
  }
  for (const i of tack.range(pos.length)) {
    o[i] = energy(i) + last(c) * at(c, i)[3];
    step(pos, vel, i, dt);
  }
});

/** An object argument's field that is an array of vectors, passed whole to a device function. */
const fieldPassed = tack.kernel(function fieldPassed(s: any, dt: number) {
  function drift(p: any, v: any, i: number, h: number) {
    p[i] = tack.vec2.add(p[i], tack.vec2.scale(v[i], h));
  }
  for (const i of tack.range(s.pos.length)) drift(s.pos, s.vel, i, dt * s.drag);
});

/** Object arguments: a field that is an array of vectors. */
const fieldStep = tack.kernel(function fieldStep(s: any, dt: number) {
  for (const i of tack.range(s.pos.length)) {
    s.pos[i] = tack.vec2.add(s.pos[i], tack.vec2.scale(s.vel[i], dt * s.drag));
  }
});

/** One step of `k` over { pos, vel, drag } (random vec2 arrays) on the device and in the plain run, pos compared. */
function objectStep(k: typeof fieldStep, seed: number): void {
  const rng = new Rng(seed);
  const pos = vecs(rng, "f32", 300, 2), vel = vecs(rng, "f32", 300, 2);
  const ref = tack.fromTypedArray(pos.toTypedArray().slice(), { vec: 2 });
  k({ pos, vel, drag: 0.5 }, 0.1);
  tack.sync();
  k.plain({ pos: ref, vel, drag: 0.5 }, 0.1);
  expectArray(pos.toTypedArray() as Float32Array, ref.toTypedArray() as Float32Array, { rtol: 1e-6, atol: 1e-6 });
}

const objectField = () => objectStep(fieldStep, 7);
const objectFieldPassed = () => objectStep(fieldPassed, 11);

/** The vector width is in the variant key: vec3 and vec4 arrays of the same f32 storage compile two variants. */
function widthInKey(): void {
  const k = tack.kernel(function firstLane(v: any, o: Float32Array) {
    for (const i of tack.range(v.length)) o[i] = v[i][0] + v[i][1];
  });
  const seen = observe(tack.getDefaultDevice().backend);
  try {
    const data = random(new Rng(3), "f32", 24) as Float32Array;
    compareRun(k, [tack.fromTypedArray(data, { vec: 3 }), out("f32", 8)]);
    compareRun(k, [tack.fromTypedArray(data, { vec: 3 }), out("f32", 8)]);
    expect(seen.builds("firstLane")).toBe(1);
    compareRun(k, [tack.fromTypedArray(data, { vec: 4 }), out("f32", 6)]);
    expect(seen.builds("firstLane")).toBe(2);
    compareRun(k, [tack.fromTypedArray(data, { vec: 2 }), out("f32", 12)]);
    expect(seen.builds("firstLane")).toBe(3);
  } finally {
    seen.restore();
  }
}

function factories(): void {
  const a = tack.zeros(5, tack.vec3f);
  expect(a.shape).toEqual([5, 3]);
  expect(a.vec).toBe(3);
  expect(a.dtype).toBe("f32");
  const b = tack.array([[1, 2], [3, 4], [5, 6]], { dtype: tack.vec2i });
  expect(b.shape).toEqual([3, 2]);
  expect(b.vec).toBe(2);
  expect(b.dtype).toBe("i32");
  const ta = new Float32Array(12);
  const c = tack.fromTypedArray(ta, { vec: 4 });
  expect(c.shape).toEqual([3, 4]);
  // zero-copy where the device shares host memory: a kernel's writes land in the TypedArray
  const set = tack.kernel(function setLanes(v: any) {
    for (const i of tack.range(v.length)) v[i] = [i, i + 0.5, -i, 1];
  });
  set(c);
  tack.sync();
  const want = new Float32Array([0, 0.5, 0, 1, 1, 1.5, -1, 1, 2, 2.5, -2, 1]);
  expectArray(c.toTypedArray() as Float32Array, want);
  if (tack.getDefaultDevice().type === "cpu") expectArray(ta, want);
  // offline: a signature's vec3f[] is an array of vectors, and so is an annotation tack.vec4f[]
  const lanes = "function lanes(v, o) { for (const i of tack.range(v.length)) o[i] = v[i].z; }";
  const r = tack.compile(lanes, { target: "llvm", signature: "vec3f[], f32[]" });
  expect(r.params.map((p) => p.rank)).toEqual([2, 1]);
  expect(tack.compile("function lanes2(v: tack.vec4f[], o: Float32Array) { for (const i of tack.range(v.length)) o[i] = v[i].w; }", { target: "llvm" }).code).toMatch(/define/);
  expect(() => tack.compile(lanes, { target: "llvm", signature: "f32[], f32[]" })).toThrow(/Kernel 'lanes': unknown property 'z' of/);
  expect(() => tack.fromTypedArray(new Float32Array(10), { vec: 3 })).toThrow(/has 10 elements, not a whole number of vectors of 3 \(10 % 3 = 1\)/);
  expect(() => tack.fromTypedArray(new Uint8Array(9), { vec: 3 })).toThrow(/vectors have f32, i32 or f64 lanes/);
  expect(() => tack.fromTypedArray(new Float32Array(9), { vec: 5 })).toThrow(/vec is the vector width, 2, 3 or 4, not 5/);
}

/** A refusal: the message names the kernel, what is wrong, and the place (line:col). */
function refused(fn: (...a: any[]) => void, args: unknown[], what: RegExp): void {
  const k = tack.kernel(fn);
  let err: unknown;
  try {
    k(...(args as never[]));
  } catch (e) {
    err = e;
  }
  expect(err, `${fn.name} should be refused`).toBeInstanceOf(Error);
  const m = (err as Error).message;
  expect(m).toMatch(new RegExp(`^Kernel '${fn.name}'`));
  expect(m).toMatch(what);
  expect(m).toMatch(/ at \d+:\d+/);
}

function refusals(): void {
  const v3 = () => tack.fromTypedArray(new Float32Array(12).fill(1), { vec: 3 });
  const v4 = () => tack.fromTypedArray(new Float32Array(16).fill(1), { vec: 4 });
  refused(function storeWidth(a: any, b: any) {
    for (const i of tack.range(a.length)) b[i] = a[i];
  }, [v3(), v4()], /'b' holds vectors of 4 and this value is an element of a \(a vector of 3\)/);
  refused(function laneIndex(a: any, o: Float32Array) {
    for (const i of tack.range(a.length)) {
      let s = 0;
      for (let k = 0; k < 3; k++) s += a[i][k];
      o[i] = s;
    }
  }, [v3(), new Float32Array(4)], /constant/);
  refused(function asNumber(a: any, o: Float32Array) {
    for (const i of tack.range(a.length)) o[i] = a[i];
  }, [v3(), new Float32Array(4)], /'a\[\.\.\.\]' is a vector of 3 \(an element of an array of vectors\), where a number is needed; read a component/);
  refused(function rebindView(a: any) {
    for (const i of tack.range(a.length)) {
      let p = a[i];
      p = [0, 0, 0];
      a[i] = p;
    }
  }, [v3()], /'p' is a view of an element of 'a' \(as in JS\), and reassigning it would not change that element/);
  refused(function toDevice(a: any, o: Float32Array) {
    function first(x: any, i: number) {
      return x[i];
    }
    for (const i of tack.range(a.length)) o[i] = first(a, i);
  }, [v3(), new Float32Array(4)], /'first\(\.\.\.\)' is a vector or object value \(a vector of 3\), where a number is needed/);
  refused(function rebindParam(a: any, b: any) {
    function swap(x: any, y: any, i: number) {
      x = y;
      return x[i].x;
    }
    for (const i of tack.range(a.length)) a[i].x = swap(a, b, i);
  }, [v3(), v3()], /assigning 'x', a parameter given an array of vectors, is not supported in kernels; use another name/);
  refused(function atomicVec(a: any) {
    for (const i of tack.range(a.length)) Atomics.add(a, i, 1);
  }, [v3()], /an atomic on an array of vectors is not supported/);
}

/** A vector stored by a serial statement before the loop: a one-thread phase (README "Several phases"). */
const serialStore = tack.kernel(function serialStore(a: any, b: any) {
  a[0] = [b[1].z, b[0].x, 3];
  for (const i of tack.range(a.length)) a[i].y = a[0].x + b[i].y;
});

const cases: Case[] = [
  {
    name: "a whole vector stored by a serial statement before the loop (a one-thread phase), read by every iteration",
    kernel: serialStore,
    args: (rng, n) => [vecs(rng, "f32", Math.max(n, 2), 3), vecs(rng, "f32", Math.max(n, 2), 3)],
  },
  {
    name: "pos[i] read, vec3 helpers, pos[i] = v stored whole, vel[i].y -= s by component",
    kernel: integrate,
    args: (rng, n) => [vecs(rng, "f32", n, 3), vecs(rng, "f32", n, 3), 0.01],
    perArg: { 1: { rtol: 1e-6, atol: 1e-6 } },
  },
  {
    name: "reshape keeps the vector width: pos.reshape([n, 3]) and vel.reshape(n) are still arrays of vec3",
    kernel: integrate,
    args: (rng, n) => [vecs(rng, "f32", n, 3).reshape([n, 3]), vecs(rng, "f32", n, 3).reshape(n), 0.01],
    perArg: { 1: { rtol: 1e-6, atol: 1e-6 } },
    label: "integrate reshaped",
  },
  {
    name: "const [x, y, z] = pos[i], const { x, z } = vel[i], vel[i][1]",
    kernel: destructure,
    args: (rng, n) => [vecs(rng, "f32", n, 3), vecs(rng, "f32", n, 3), out("f32", n)],
  },
  {
    name: "n-body gather: pos[j] in an inner loop, vec3.sub/dot, acc[i] = [ax, ay, az]",
    kernel: gravity,
    args: (rng) => [vecs(rng, "f32", 257, 3), outVec("f32", 257, 3), 0.01],
    sizes: [1],
    rtol: 1e-4,
    atol: 1e-4,
  },
  {
    name: "i32 vectors (vec2i): components by name and index, stored swapped",
    kernel: cells,
    args: (rng, n) => [vecs(rng, "i32", n, 2, -1000, 1000), outVec("i32", n, 2), out("i32", n), 977],
  },
  {
    name: "vec4f: a name bound to rgba[i] writes the array (c.w = ..., c[0] *= ...), vec4.normalize",
    kernel: colors,
    args: (rng, n) => [vecs(rng, "f32", n, 4, -0.5, 2), outVec("f32", n, 4)],
    rtol: 1e-6,
    atol: 1e-6,
  },
  {
    name: "f64 vectors (vec3d): pos[idx[i]] gathered, vec3.mix, the element passed to an inlined function that writes it",
    kernel: gather,
    args: (rng, n) => [vecs(rng, "f64", n, 3), indices(rng, n), outVec("f64", n, 3)],
  },
  {
    name: "arrays of vectors passed whole to device functions: an element returned, written through, x.length, passed on, one function for vec3 and vec4, from a captured array",
    kernel: passWhole,
    args: (rng, n) => [vecs(rng, "f32", n, 3), vecs(rng, "f32", n, 3), vecs(rng, "f32", n, 4), out("f32", n), 0.01],
    rtol: 1e-6,
    atol: 1e-6,
  },
  { name: "an object argument's field is an array of vectors: s.pos[i] = vec2.add(s.pos[i], ...)", run: objectField },
  { name: "an object argument's field that is an array of vectors passed whole to a device function", run: objectFieldPassed },
  { name: "the vector width is in the variant key: vec3 and vec4 views of one storage compile two variants (counted)", run: widthInKey },
  { name: "tack.zeros(n, tack.vec3f), tack.array(rows, { dtype: tack.vec2i }), fromTypedArray(ta, { vec }) without a copy; bad widths and lengths refused", run: factories },
  { name: "misuse refused, located: a vec3 stored into a vec4 array, a variable lane index, a vector as a number (also returned by a device function given the array), rebinding a view or an array parameter, atomics, a preamble store", run: refusals },
];

export const vecArraysTopic: Topic = { name: "arrays of vectors", cases };
