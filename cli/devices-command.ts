/**
 * `tack devices`: every device type of the backend table (`tack.devices()`), whether it can be
 * used here, and for those that can't, why and what to do. A device that lands in
 * runtime/backends/index.ts appears here with no change.
 */
import { devices, getDefaultDevice } from "../runtime/devices.js";
import { HELP_OPTION, type Command, type Io, type Values } from "./command.js";

export const devicesCommand: Command = {
  name: "devices",
  brief: "the devices Tack knows, and why each unavailable one is",
  summary: "Lists the devices Tack knows, which are available on this machine, and for each one that is not, why.",
  positionals: [],
  options: {
    json: { type: "boolean", help: "print tack.devices() as JSON" },
    help: HELP_OPTION,
  },
  details: () => "The default device is marked '*' (TACK_DEVICE names another).",
  run: runDevices,
};

function runDevices(_positionals: string[], values: Values, io: Io): number {
  const list = devices();
  if (values.json) {
    io.out(`${JSON.stringify(list, null, 2)}\n`);
    return 0;
  }
  const width = Math.max(6, ...list.map((d) => d.type.length)) + 2;
  const lines = [`${"device".padEnd(width)}  ${"status".padEnd(11)}  details`];
  for (const d of list) {
    const status = d.available ? `available${d.isDefault ? " *" : ""}` : "unavailable";
    lines.push(`${d.type.padEnd(width)}  ${status.padEnd(11)}  ${d.available ? d.details ?? d.label ?? "" : d.reason ?? ""}`);
  }
  const n = list.filter((d) => d.available).length;
  lines.push("", `${n} of ${list.length} device types available here; ${list.some((d) => d.isDefault) ? "* marks the default device." : `no default device: ${noDefaultReason()}`}`);
  io.out(`${lines.join("\n")}\n`);
  return 0;
}

/** Why no device is the default (TACK_DEVICE names an unknown or unavailable one, or none loads): what a launch would say. */
function noDefaultReason(): string {
  try {
    return `the default is ${getDefaultDevice().type}`;
  } catch (e) {
    const env = process.env.TACK_DEVICE;
    return `${(e as Error).message}${env ? ` (TACK_DEVICE=${env}; unset it for the cpu or wasm device)` : ""}`;
  }
}
