/**
 * The function a plain run calls (DESIGN.md §3: every kernel also runs as plain JavaScript).
 * A kernel given as a function with no `scope` runs as itself. Otherwise it is rebuilt from
 * its source in a scope that binds what the compiler binds: the `scope` names (functions and
 * constants), the intrinsics written bare (`range`, `f32`) and any namespace the source
 * qualifies them with (`tack.range`, `t.grid`, a bundler's `import_tack.range`), so the plain
 * run sees the same names the compiled kernel does. A kernel given as source text
 * (TypeScript) arrives here as the JavaScript the compiler answered to `query plain`.
 */
import { DTYPES } from "./dtypes.js";
import { KernelError } from "./errors.js";
import { barrier, blockMax, blockMin, blockSum, grid, localArray, range, shared, threadId } from "./intrinsics.js";

type PlainFn = (...args: unknown[]) => void;

/** The intrinsics as kernels name them, bare or behind a namespace. */
const INTRINSICS: Readonly<Record<string, unknown>> = Object.freeze({
  range, grid, localArray, shared, barrier, threadId, blockSum, blockMin, blockMax, ...DTYPES,
});

/**
 * What a namespace the source qualifies them with holds: the intrinsics, and `kernel`, so that
 * a module's `export const k = tack.kernel(function k(...) {...})` makes k the function itself.
 */
const NAMESPACE: Readonly<Record<string, unknown>> = Object.freeze({ ...INTRINSICS, kernel: <F>(fn: F): F => fn });

const QUALIFIED = new RegExp(`([A-Za-z_$][\\w$]*)\\s*\\.\\s*(?:${Object.keys(NAMESPACE).join("|")})\\s*\\(`, "g");

/** esbuild's keepNames helper, which bundled kernels call after nested functions. */
function keepName<T>(f: T): T {
  return f;
}

/** Namespaces the source qualifies intrinsics with, other than JS globals such as Math. */
function qualifiers(source: string): string[] {
  const out = new Set<string>();
  for (const m of source.matchAll(QUALIFIED)) {
    if (!(m[1] in globalThis) && m[1] !== "this") out.add(m[1]);
  }
  return [...out];
}

/** `export function k(...)` and `k(...) {}` (a method's text) as a function expression. */
function asExpression(source: string): string {
  const s = source.trim().replace(/^export\s+(?:default\s+)?/, "");
  if (/^(?:async\s+)?function\b/.test(s) || /^\(/.test(s) || /^[A-Za-z_$][\w$]*\s*=>/.test(s)) return s;
  if (/^[A-Za-z_$][\w$]*\s*\(/.test(s)) return `function ${s}`;
  return s;
}

/** `require("tack")`, or a path to the package's entry (`../dist/tack.js`): the namespace. */
const TACK_MODULE = /(?:^|\/)tack(?:\.[cm]?js)?$/;

/**
 * The names a module's text runs with besides the intrinsics. A CommonJS module's kernel
 * (`exports.k = function ...`, `module.exports.k = ...`) gets a fresh `module` and `exports`
 * of its own (never the caller's) and is returned as `exports.k`; its `require("tack")` is the
 * namespace, and any other module it requires an empty object: the kernel cannot use what
 * those give (the compiler refuses it), and the plain run loads nothing. A function assigned
 * to any other object's member has no place to be returned from.
 */
function moduleNames(kernelName: string, binding: string): Record<string, unknown> {
  const require = (id: unknown) => (typeof id === "string" && TACK_MODULE.test(id) ? NAMESPACE : {});
  if (!binding.includes(".")) return { require };
  const root = binding.slice(0, binding.indexOf("."));
  if (root !== "exports" && root !== "module") {
    const k = binding.slice(binding.lastIndexOf(".") + 1);
    throw new KernelError(
      `its plain run cannot find it: the module assigns it to '${binding}', which a module's text does not return; assign it to exports.${k} or module.exports.${k}, or declare it as function ${k}(...) or const ${k} = ...`,
      { kernelName },
    );
  }
  const module = { exports: {} };
  return { require, module, exports: module.exports };
}

/**
 * The kernel as a function whose free names are bound as the compiler binds them. Scope
 * functions given as source text are declared in the same scope, so they see each other.
 */
export function buildPlainFunction(kernelName: string, source: string, scope: Record<string, unknown> = {}, binding = ""): PlainFn {
  const names: string[] = [];
  const values: unknown[] = [];
  const declarations: string[] = [];
  const bind = (name: string, value: unknown) => {
    if (names.includes(name)) return;
    names.push(name);
    values.push(value);
  };
  for (const [name, value] of Object.entries(scope)) {
    if (typeof value === "string") declarations.push(`const ${name} = (${asExpression(value)});`);
    else bind(name, value);
  }
  const declared = new Set(Object.keys(scope));
  for (const q of qualifiers(source)) if (!declared.has(q)) bind(q, NAMESPACE);
  for (const [name, value] of Object.entries(INTRINSICS)) if (!declared.has(name)) bind(name, value);
  if (source.includes("__name(") && !declared.has("__name")) bind("__name", keepName);
  if (binding) {
    for (const [name, value] of Object.entries(moduleNames(kernelName, binding))) if (!declared.has(name)) bind(name, value);
  }
  // a module's text (its kernel beside device functions, constants, other code) runs as a
  // script that declares the kernel, then returns it by its module-level name; in a block of
  // its own, so that its own `const tack = require("tack")` shadows the namespace bound here
  const body = binding
    ? `"use strict";\n${declarations.join("\n")}\n{\n${source}\nreturn ${binding};\n}`
    : `"use strict";\n${declarations.join("\n")}\nreturn (${asExpression(source)});`;
  let fn: unknown;
  try {
    fn = new Function(...names, body)(...values);
  } catch (e) {
    throw new KernelError(`its source does not run as plain JavaScript: ${(e as Error).message}`, { kernelName, cause: e });
  }
  if (typeof fn !== "function") throw new KernelError("its source is not a function, so it has no plain run", { kernelName });
  return fn as PlainFn;
}
