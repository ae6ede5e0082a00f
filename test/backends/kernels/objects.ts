/**
 * Plain-object arguments (README "Object arguments"), the seeds' templates: `k({ pos, vel,
 * mass: 2 }, dt)` with fields that are arrays, scalars or nested objects. The fields the kernel
 * reads are its parameters (by path, sorted), so the structure and the field names are in the
 * variant; a new value of a scalar field does not compile again.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { countCompiles } from "../../runtime/observe.js";
import { expectArray, out, random, Rng, type Case, type Topic } from "../harness.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

// (the harness clones top-level arrays per run, so the object's arrays are read here, not written)
const step = tack.kernel(function step(s: any, dt: number, pos: Float32Array, energy: Float32Array) {
  function accel(i: number) {
    return s.force[i] / s.mass; // a device function reads object fields too
  }
  for (const i of tack.range(s.pos.length)) {
    const v = s.vel[i] + accel(i) * dt;
    pos[i] = s.pos[i] + v * dt * s.opts.damp;
    energy[i] = 0.5 * s.mass * v * v + s.opts.g * pos[i];
  }
});

const particles = (rng: Rng, n: number, mass: number) => ({
  pos: random(rng, "f32", n), vel: random(rng, "f32", n), force: random(rng, "f32", n),
  mass, opts: { damp: 0.75, g: 9.81 }, label: "fields the kernel does not read are ignored",
});

/** A new value of a scalar field runs the same variant; a field of another dtype compiles one more. */
function scalarFieldNoRecompile(): void {
  const counter = countCompiles();
  try {
    const k = tack.kernel(function objScale(p: any, o: Float64Array) {
      for (const i of tack.range(o.length)) o[i] = p.x[i] * p.k;
    });
    const x = random(new Rng(9), "f64", 64) as Float64Array;
    for (const kv of [2.5, 3.25, -0.5]) { // floats all: an integer-valued number would be i32, another variant
      const o = new Float64Array(64);
      k({ x, k: kv }, o);
      tack.sync();
      expectArray(o, Float64Array.from(x, (v) => v * kv), {}, `k=${kv}`);
    }
    const compiles = counter.of("objScale").filter((r) => r.query === undefined).length;
    expect(compiles).toBe(1);
    k({ x: new Float32Array(64), k: 2.5 }, new Float64Array(64));
    expect(counter.of("objScale").filter((r) => r.query === undefined).length).toBe(2);
    expect(() => k({ k: 2.5 }, new Float64Array(64))).toThrow(/argument 1 \('p'\) has no field 'x', which the kernel reads/);
  } finally {
    counter.restore();
  }
}

const cases: Case[] = [
  {
    name: "an object argument of arrays, scalars and a nested object, read in the loop and in a device function",
    kernel: step,
    args: (rng, n) => [particles(rng, n, 2), 0.01, out("f32", n), out("f32", n)],
  },
  { name: "a new value of a scalar field does not compile again; a missing field is named", run: scalarFieldNoRecompile },
];

export const objectsTopic: Topic = { name: "object arguments", cases };
