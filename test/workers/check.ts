/** Runs distinctSource's kernels and compares them with their plain runs, exactly. */
import type * as tack from "../../runtime/index.js";
import { expectArray } from "../backends/harness.js";
import { distinctArgs } from "./kernels.js";

export type DistinctKernel = tack.Kernel<[Float32Array, Float32Array, Float32Array, number]>;

/** Launches `k` through `launch` on fresh random inputs and compares out with the plain run. */
export async function checkDistinct(
  k: DistinctKernel,
  seed: number,
  launch: (args: [Float32Array, Float32Array, Float32Array, number]) => unknown,
): Promise<void> {
  const args = distinctArgs(seed);
  const [x, y, , a] = args;
  const want = new Float32Array(args[2].length).fill(NaN);
  k.plain(x, y, want, a);
  await launch(args);
  expectArray(args[2], want, {}, k.kernelName);
}
