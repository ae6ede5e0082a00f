/**
 * Kernels reach Tack through `fn.toString()` after whatever built the application. Every
 * corpus kernel goes through tsc, esbuild, swc and terser (keep_fnames); the function each
 * output exports must compile to the same LLVM IR as the original TypeScript source.
 */
import { describe, expect, it } from "vitest";
import ts from "typescript";
import * as esbuild from "esbuild";
import * as swc from "@swc/core";
import { minify } from "terser";
import { compile } from "../../runtime/compile.js";
import { corpus, signatureOf, verifyIR } from "./corpus.js";

type Transform = (source: string) => Promise<string>;

const tsc: Transform = async (source) =>
  ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS },
  }).outputText;

const esbuildCjs: Transform = async (source) =>
  (await esbuild.transform(source, { loader: "ts", format: "cjs", target: "es2020" })).code;

const esbuildMinified: Transform = async (source) =>
  (await esbuild.transform(source, { loader: "ts", format: "cjs", target: "es2020", minify: true, keepNames: true })).code;

const swcCjs: Transform = async (source) =>
  (await swc.transform(source, {
    jsc: { parser: { syntax: "typescript" }, target: "es2020" },
    module: { type: "commonjs" },
  })).code;

const terserMangle: Transform = async (source) => {
  const js = await esbuildCjs(source);
  return (await minify(js, { keep_fnames: true, mangle: true, compress: false })).code!;
};

const terserCompress: Transform = async (source) => {
  const js = await esbuildCjs(source);
  return (await minify(js, { keep_fnames: true, mangle: true, compress: true })).code!;
};

interface Tool {
  name: string;
  transform: Transform;
  /** Renames module-level names, so kernels reading module constants can't be given them. */
  renamesModuleNames?: boolean;
  /**
   * Rewrites expressions (terser's compress and esbuild's minify commute operands, invert conditions, inline
   * constants): the output must compile and verify, but its IR text may differ.
   */
  rewrites?: boolean;
}

const tools: Tool[] = [
  { name: "tsc", transform: tsc },
  { name: "esbuild", transform: esbuildCjs },
  { name: "esbuild --minify --keep-names", transform: esbuildMinified, renamesModuleNames: true, rewrites: true },
  { name: "swc", transform: swcCjs },
  { name: "terser (keep_fnames, mangle)", transform: terserMangle },
  { name: "terser (keep_fnames, mangle, compress)", transform: terserCompress, rewrites: true },
];

/** Evaluates a CommonJS module and returns its exports; `tack` resolves to a stand-in. */
function evaluate(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const fakeRequire = (id: string) => {
    if (id === "tack") return { __esModule: true };
    throw new Error(`unexpected require('${id}')`);
  };
  new Function("require", "module", "exports", code)(fakeRequire, module, module.exports);
  return module.exports;
}

describe("kernels survive TypeScript compilers and bundlers", () => {
  const kernels = corpus();
  it("has at least 20 corpus kernels", () => {
    expect(kernels.length).toBeGreaterThanOrEqual(20);
  });
  for (const k of kernels) {
    describe(k.name, () => {
      const original = compile(k.source, { name: k.name });
      const signature = signatureOf(original);
      const scope = scopeOf(k.source);
      for (const tool of tools) {
        const skip = tool.renamesModuleNames && Object.keys(scope).length > 0;
        it.skipIf(skip)(`${tool.name} output compiles to ${tool.rewrites ? "valid" : "the same"} IR`, async () => {
          const exported = evaluate(await tool.transform(k.source))[k.name];
          expect(typeof exported).toBe("function");
          const text = (exported as () => void).toString();
          const again = compile(text, { name: k.name, signature, scope });
          if (tool.rewrites) expect(verifyIR(again.code)).toBe("");
          else expect(again.code).toBe(original.code);
        });
      }
    });
  }
});

/** Module-level constants of a corpus file, as a bundled kernel would receive them in `scope`. */
function scopeOf(source: string): Record<string, number> {
  const scope: Record<string, number> = {};
  for (const m of source.matchAll(/^const ([A-Za-z_$][\w$]*) = (-?[\d.e+-]+);$/gm)) scope[m[1]] = Number(m[2]);
  return scope;
}
