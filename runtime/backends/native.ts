/**
 * Switches shared by every native shim. `TACK_DISABLE_NATIVE=1` makes each shim unavailable
 * with the reason below, as on a machine where none was built: `tack.devices()` lists the
 * native devices as unavailable and the default device is `wasm`. CI runs the suite once more
 * this way (scripts/test.mjs), which proves a machine without LLVM or GPU stacks still works.
 */

/** Why native shims are not loaded in this process, or null when they may be. */
export function nativeDisabledReason(): string | null {
  return process.env.TACK_DISABLE_NATIVE === "1"
    ? "native shims are disabled in this process (TACK_DISABLE_NATIVE=1); unset it to use them"
    : null;
}
