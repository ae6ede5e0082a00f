/**
 * @fileoverview The generator interface (DESIGN.md §8): a target name chooses a generator;
 * every generator consumes the legalized variant (types and `Sem` tables in each FnInstance)
 * and returns a GenResult. This file is the one table of targets: adding a target is one row
 * in `TARGETS`, one case in `generate`, and its traits in `configureTarget`.
 */

import { Template } from "../ir";
import { Inference } from "../passes/infer";
import { TargetInfo } from "../signature";
import { LLVMGen } from "./llvm/gen";
import { GenResult } from "./result";

/** The targets this compiler generates code for, as requests name them. */
export const TARGETS: string[] = ["llvm"];

export function isKnownTarget(name: string): bool {
  return TARGETS.includes(name);
}

/** Target traits that legalization reads (what each target can express natively). */
export function configureTarget(t: TargetInfo): void {
  // LLVM: atomicrmw fadd/fsub exist; llvm.fmuladd contracts only where we ask.
  t.contracts = true;
  t.floatAtomicAdd = true;
}

export function generate(t: Template, inf: Inference, target: TargetInfo): GenResult {
  if (target.name == "llvm") return new LLVMGen(t, inf, target).generate();
  unreachable(); // isKnownTarget() was checked when the request was read
  return new GenResult();
}
