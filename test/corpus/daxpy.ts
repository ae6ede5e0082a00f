import { range } from "tack";

export function daxpy(x: Float64Array, y: Float64Array, a: number) {
  for (const i of range(y.length)) {
    y[i] += a * x[i];
  }
}
