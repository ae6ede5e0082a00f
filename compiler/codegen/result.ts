/**
 * @fileoverview What every generator returns: its code, the entry point's name, and its own
 * ABI as JSON (how a backend calls the code: the CPU's chunk wrapper and slot layout, a GPU
 * kernel's parameter list...). The runtime reads `abi.kind` and never guesses a layout.
 */

import { Diagnostic } from "../diagnostics";

export class GenResult {
  code: string = "";
  entry: string = "";
  /** JSON object with at least `"kind"`. */
  abi: string = "";
  /** Constructs the target cannot spell, each located (the compile fails with them). */
  diagnostics: Diagnostic[] = [];
}
