/**
 * @fileoverview The generator interface (DESIGN.md §8): a target name chooses a generator;
 * every generator consumes the legalized variant (types and `Sem` tables in each FnInstance)
 * and returns a GenResult. This file is the one table of targets: adding a target is one row
 * in `TARGETS`, one case in `generate`, and its traits in `configureTarget`.
 */

import { Template } from "../ir";
import { Inference } from "../passes/infer";
import { TargetInfo } from "../signature";
import { CudaDialect } from "./c/cuda";
import { CGen } from "./c/gen";
import { OpenCLDialect } from "./c/opencl";
import { LLVMGen } from "./llvm/gen";
import { WatGen } from "./wat/gen";
import { GenResult } from "./result";

/** The targets this compiler generates code for, as requests name them. */
export const TARGETS: string[] = ["llvm", "wat", "cuda", "opencl"];

export function isKnownTarget(name: string): bool {
  return TARGETS.includes(name);
}

/**
 * Target traits that inference and legalization read: what each generator can spell. A
 * request may claim less (a device without f64) but never more than its generator has.
 */
export function configureTarget(t: TargetInfo): void {
  if (t.name == "wat") {
    // WebAssembly (wat/ABI.md): no fused multiply-add in the base instruction set, so nothing
    // contracts unless the device runs relaxed SIMD (`fma 1`: `relaxed_madd`, fused where the
    // machine has FMA, else a multiply and an add, both results contraction allows); no float
    // atomics (compare-and-swap loops); no workgroups.
    t.contracts = t.fma;
    t.floatAtomicAdd = false;
    t.workgroups = false;
    return;
  }
  if (t.name == "cuda" || t.name == "opencl") {
    // C-family GPUs: no contraction at all (every float product is a non-fusing multiply:
    // __fmul_rn on CUDA, FP_CONTRACT OFF on OpenCL), float atomic add natively on CUDA and
    // through compare-and-swap on OpenCL, and 256-lane work-groups where the request has them.
    t.contracts = false;
    t.floatAtomicAdd = true;
    return;
  }
  // LLVM (the CPU): atomicrmw fadd/fsub exist; llvm.fmuladd contracts only where legalize
  // asks; there are no workgroups, so barrier() and friends are refused, never mis-spelled.
  t.contracts = true;
  t.floatAtomicAdd = true;
  t.workgroups = false;
}

export function generate(t: Template, inf: Inference, target: TargetInfo): GenResult {
  if (target.name == "llvm") return new LLVMGen(t, inf, target).generate();
  if (target.name == "wat") return new WatGen(t, inf, target).generate();
  if (target.name == "cuda") return new CGen(t, inf, target, new CudaDialect()).generate();
  if (target.name == "opencl") return new CGen(t, inf, target, new OpenCLDialect()).generate();
  unreachable(); // isKnownTarget() was checked when the request was read
  return new GenResult();
}
