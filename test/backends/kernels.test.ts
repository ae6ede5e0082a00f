/**
 * Every kernel case of test/backends/kernels/ on every available device (DESIGN.md §7): each
 * runs on the device and as `kernel.plain(...)` on the same fresh seeded random inputs, with
 * outputs poisoned before each run, compared with the tolerances of harness.ts. A device that
 * `tack.devices()` lists as available is picked up with no change here; a case that needs a
 * dtype or an atomic the device lacks is skipped with the reason.
 *
 * A case with `bug` is a known Tack bug kept as `it.fails`: when it is fixed, vitest reports the
 * case as failing and the `bug` field should be removed.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { runCase } from "./harness.js";
import { TOPICS } from "./kernels/index.js";

const devices = tack.devices().filter((d) => d.available);

if (devices.length === 0) {
  it("has an available device to run the kernels on", () => {
    throw new Error(`no device is available: ${tack.devices().map((d) => `${d.type}: ${d.reason}`).join("; ")}`);
  });
}

describe.each(devices)("on $type", (info) => {
  let before: tack.Device | undefined;
  let device: tack.Device;
  beforeAll(() => {
    before = tack.getDefaultDevice();
    device = tack.setDefaultDevice(info.type);
  });
  afterAll(() => {
    if (before) tack.setDefaultDevice(before);
  });

  for (const topic of TOPICS) {
    describe(topic.name, () => {
      for (const c of topic.cases) {
        const test = c.bug ? it.fails : it;
        const name = c.bug ? `${c.name} [bug: ${c.bug}]` : c.name;
        test(name, (ctx) => runCase(c, device, (why) => ctx.skip(why)));
      }
    });
  }
});
