/**
 * The time limit of an async native compile (LLVM and the JIT, on the shim's threads): the
 * compile pool's limit (`tack.compilePool.configure({ timeoutMs })`, 20 s by default) bounds
 * both halves of an async compile. LLVM cannot be interrupted, so past the limit the call
 * rejects with KernelTimeoutError at once and the compile finishes in the background, its
 * code dropped; the IR size limit (30,000 operations) bounds how long that takes.
 */
import { KernelTimeoutError } from "./errors.js";

let limitMs = 20_000;

export function setNativeCompileTimeout(ms: number): void {
  limitMs = ms;
}

/** `work` (a native compile of `kernelName`), or KernelTimeoutError once the limit passes first. */
export function withNativeCompileLimit<T>(kernelName: string, work: Promise<T>): Promise<T> {
  const ms = limitMs;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new KernelTimeoutError(
        `compiling to native code took longer than ${ms} ms, the compile time limit; ` +
          "split the kernel, or raise the limit with tack.compilePool.configure({ timeoutMs })",
        { kernelName },
      ));
    }, ms);
    timer.unref();
  });
  work.catch(() => {}); // a compile that fails after the limit has nobody to tell
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
