/**
 * The launched fuzz's generator (issue 7, item 9), shared by test/safety/fuzz-launch.test.ts
 * (10,000 cases) and bench/safety/fuzz.ts (100,000): kernels and the arguments of each launch,
 * all drawn from seeded RNGs so any case reproduces from (seed, batch, group, launch).
 *
 * Kernels come from two places:
 * - the corpus (test/corpus/*.ts, TypeScript with annotated parameters), mutated 1-3 times:
 *   index expressions shifted by constants and loop variables, arrays swapped, literals
 *   changed, loop bounds changed, comparisons flipped (off-by-one), guard statements dropped,
 *   reads/writes/atomics inserted at random offsets;
 * - small random kernels from a grammar (range or grid loops, inner loops, local arrays,
 *   gathers through index arrays, device functions, guarded accesses, atomics), mutated too.
 *
 * A batch is a list of groups; a group is one kernel and 1-12 launches of it with fresh
 * arguments (random lengths from 0 to a few thousand, often shorter than the loop bound,
 * random scalars), so a compile serves several launches. Array arguments are views of one
 * ArrayBuffer with guard bytes between them; the runner checks the guards after each launch.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { hashSeed, Rng } from "../util/rng.js";

// ---- parameters --------------------------------------------------------------------------

export type ArrayDtype = "i8" | "u8" | "u8c" | "i16" | "u16" | "i32" | "u32" | "i64" | "u64" | "f32" | "f64";
export type ScalarType = "number" | "f32" | "f64" | "i32" | "u32" | "i64" | "bool";

export interface Param {
  name: string;
  kind: "array" | "scalar";
  /** An array's dtype, or a scalar's annotated type. */
  type: ArrayDtype | ScalarType;
}

const ARRAY_TYPES: Record<string, ArrayDtype> = {
  Int8Array: "i8", Uint8Array: "u8", Uint8ClampedArray: "u8c", Int16Array: "i16", Uint16Array: "u16",
  Int32Array: "i32", Uint32Array: "u32", BigInt64Array: "i64", BigUint64Array: "u64",
  Float32Array: "f32", Float64Array: "f64",
};

export const ARRAY_CLASS: Record<ArrayDtype, string> = {
  i8: "Int8Array", u8: "Uint8Array", u8c: "Uint8ClampedArray", i16: "Int16Array", u16: "Uint16Array",
  i32: "Int32Array", u32: "Uint32Array", i64: "BigInt64Array", u64: "BigUint64Array",
  f32: "Float32Array", f64: "Float64Array",
};

const SCALAR_TYPES: Record<string, ScalarType> = {
  number: "number", "tack.f32": "f32", "tack.f64": "f64", "tack.i32": "i32", "tack.u32": "u32",
  "tack.i64": "i64", bigint: "i64", boolean: "bool", f32: "f32", f64: "f64", i32: "i32", u32: "u32", i64: "i64",
};

/** The parameters of the first function in `source`, from their annotations (null if unknown types). */
export function parseParams(source: string): Param[] | null {
  const m = /function\s+[\w$]+\s*\(/.exec(source);
  if (!m) return null;
  let depth = 1;
  let k = m.index + m[0].length;
  const start = k;
  for (; k < source.length && depth > 0; k++) {
    if (source[k] === "(") depth++;
    else if (source[k] === ")") depth--;
  }
  const list = source.slice(start, k - 1).trim();
  if (list === "") return [];
  const params: Param[] = [];
  for (const part of list.split(",")) {
    const pm = /^\s*([\w$]+)\s*:\s*([\w.]+)\s*$/.exec(part);
    if (!pm) return null;
    const [, name, type] = pm;
    if (ARRAY_TYPES[type]) params.push({ name, kind: "array", type: ARRAY_TYPES[type] });
    else if (SCALAR_TYPES[type]) params.push({ name, kind: "scalar", type: SCALAR_TYPES[type] });
    else return null;
  }
  return params;
}

// ---- the corpus ----------------------------------------------------------------------------

export interface Seedling {
  name: string;
  source: string;
  params: Param[];
}

const corpusDir = fileURLToPath(new URL("../corpus/", import.meta.url));
let corpusCache: Seedling[] | null = null;

/** test/corpus/*.ts whose parameters are all annotated arrays and scalars. */
export function corpusKernels(): Seedling[] {
  if (corpusCache) return corpusCache;
  corpusCache = [];
  for (const f of readdirSync(corpusDir).filter((f) => f.endsWith(".ts")).sort()) {
    const source = readFileSync(join(corpusDir, f), "utf8");
    const params = parseParams(source);
    if (params) corpusCache.push({ name: f.slice(0, -3), source, params });
  }
  return corpusCache;
}

// ---- source scanning -----------------------------------------------------------------------

interface Access {
  name: string;
  /** Offsets of the index expression: source.slice(start, end) is between the brackets. */
  start: number;
  end: number;
}

/** `a[...]` accesses on the given names (brackets matched; nested accesses found too). */
function accesses(source: string, names: readonly string[]): Access[] {
  const out: Access[] = [];
  if (names.length === 0) return out;
  const re = new RegExp(`(?<![\\w$.])(${names.map(escapeRe).join("|")})\\s*\\[`, "g");
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const open = m.index + m[0].length;
    let depth = 1;
    let k = open;
    for (; k < source.length && depth > 0; k++) {
      if (source[k] === "[") depth++;
      else if (source[k] === "]") depth--;
    }
    if (depth === 0) out.push({ name: m[1], start: open, end: k - 1 });
  }
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[$]/g, "\\$");
}

function splice(s: string, start: number, end: number, text: string): string {
  return s.slice(0, start) + text + s.slice(end);
}

/** Where a name declared at `decl` stops being visible: the end of the block it is declared in (a loop head's variable: its body). */
function scopeEnd(source: string, decl: number, loopHead: boolean): number {
  let k = decl;
  if (loopHead) {
    // past the loop head's closing parenthesis; then a braced body or one statement
    k = source.indexOf("(", decl) + 1;
    let depth = 0;
    for (; k < source.length; k++) {
      if (source[k] === "(") depth++;
      else if (source[k] === ")") {
        if (depth === 0) break;
        depth--;
      }
    }
    let b = k + 1;
    while (b < source.length && /\s/.test(source[b])) b++;
    if (source[b] !== "{") {
      const nl = source.indexOf("\n", b);
      return nl < 0 ? source.length : nl;
    }
    k = b + 1;
  }
  let depth = 0;
  for (; k < source.length; k++) {
    if (source[k] === "{") depth++;
    else if (source[k] === "}") {
      if (depth === 0) return k;
      depth--;
    }
  }
  return source.length;
}

/**
 * Names an index expression at offset `at` can use: loop variables and integer locals in
 * scope there, and the integer scalar parameters.
 */
function indexNames(source: string, params: Param[], at = source.length): string[] {
  const names = new Set<string>();
  const visible = (decl: number, loopHead: boolean): boolean => decl < at && at <= scopeEnd(source, decl, loopHead);
  for (const m of source.matchAll(/for\s*\(\s*const\s+([\w$]+)\s+of\s+tack\.range/g)) {
    if (visible(m.index!, true)) names.add(m[1]);
  }
  for (const m of source.matchAll(/for\s*\(\s*const\s+\[([\w$,\s]+)\]\s+of\s+tack\.grid/g)) {
    if (visible(m.index!, true)) for (const v of m[1].split(",")) names.add(v.trim());
  }
  for (const m of source.matchAll(/for\s*\(\s*let\s+([\w$]+)\s*=/g)) if (visible(m.index!, true)) names.add(m[1]);
  // locals the corpus indexes with (const i = y * w + x; const base = r * cols; let j = ...)
  for (const m of source.matchAll(/(?<!for\s*\(\s*)(?:const|let)\s+(i|j|base|b|k|idx0)\s*=\s*[^;]*;/g)) {
    if (visible(m.index!, false) && m.index! + m[0].length <= at) names.add(m[1]);
  }
  for (const p of params) if (p.kind === "scalar" && (p.type === "i32" || p.type === "u32")) names.add(p.name);
  return [...names];
}

function localArrays(source: string): string[] {
  return [...source.matchAll(/const\s+([\w$]+)\s*=\s*tack\.localArray/g)].map((m) => m[1]);
}

// ---- mutations -----------------------------------------------------------------------------

const CONSTS = [1, 1, 1, 2, 3, 4, 7, 16, 64, 100, 1000, 4096, 65536, 1000000, 1000000000, 2147483647];
const LITERALS = ["0", "1", "2", "3", "5", "-1", "0.5", "7", "16", "100", "1000", "4096", "65536", "1e9", "2147483647", "-2147483648", "1099511627776"];

type Mutation = (rng: Rng, source: string, params: Param[]) => string | null;

function arrayNames(params: Param[]): string[] {
  return params.filter((p) => p.kind === "array").map((p) => p.name);
}

function intArrays(params: Param[]): string[] {
  return params.filter((p) => p.kind === "array" && ["i8", "u8", "i16", "u16", "i32", "u32"].includes(p.type)).map((p) => p.name);
}

function constant(rng: Rng): string {
  return String(rng.pick(CONSTS));
}

/** A new index built around the old one `e`. */
function shifted(rng: Rng, e: string, vars: string[], arrays: string[]): string {
  const v = vars.length ? rng.pick(vars) : "0";
  switch (rng.int(0, 11)) {
    case 0: return `${e} + ${constant(rng)}`;
    case 1: return `${e} - ${constant(rng)}`;
    case 2: return `${e} + ${v}`;
    case 3: return `${e} - ${v}`;
    case 4: return `(${e}) * ${rng.pick([2, 3, 8, 1000])}`;
    case 5: return constant(rng);
    case 6: return `-(${e})`;
    case 7: return arrays.length ? `${e} + ${rng.pick(arrays)}.length` : `${e} + 1`;
    case 8: return v;
    case 9: return `${e} - ${rng.pick([1, 1, 2])}`;
    case 10: return arrays.length ? `${rng.pick(arrays)}.length - ${e}` : `${e} + 1`;
    default: return `${e} + 1`;
  }
}

const shiftIndex: Mutation = (rng, s, params) => {
  const acc = accesses(s, [...arrayNames(params), ...localArrays(s)]);
  if (!acc.length) return null;
  const a = rng.pick(acc);
  return splice(s, a.start, a.end, shifted(rng, s.slice(a.start, a.end), indexNames(s, params, a.start), arrayNames(params)));
};

const gatherIndex: Mutation = (rng, s, params) => {
  const ints = intArrays(params);
  const acc = accesses(s, arrayNames(params));
  if (!acc.length || !ints.length) return null;
  const a = rng.pick(acc);
  return splice(s, a.start, a.end, `${rng.pick(ints)}[${s.slice(a.start, a.end)}]`);
};

const swapArray: Mutation = (rng, s, params) => {
  const arrays = params.filter((p) => p.kind === "array");
  const acc = accesses(s, arrays.map((p) => p.name));
  if (!acc.length || arrays.length < 2) return null;
  const a = rng.pick(acc);
  const type = arrays.find((p) => p.name === a.name)!.type;
  const same = arrays.filter((p) => p.name !== a.name && p.type === type);
  const other = same.length && rng.chance(0.7) ? rng.pick(same) : rng.pick(arrays.filter((p) => p.name !== a.name));
  const nameStart = s.lastIndexOf(a.name, a.start);
  return splice(s, nameStart, nameStart + a.name.length, other.name);
};

const changeLiteral: Mutation = (rng, s) => {
  const body = s.indexOf("{");
  const lits = [...s.matchAll(/(?<![\w$.])\d+(?:\.\d+)?(?:e[+-]?\d+)?(?![\w$])/g)].filter((m) => m.index! > body);
  if (!lits.length) return null;
  const m = rng.pick(lits);
  const lit = rng.pick(LITERALS);
  return splice(s, m.index!, m.index! + m[0].length, lit.startsWith("-") ? `(${lit})` : lit);
};

/** The argument list of each `tack.range(...)` / `tack.grid(...)` (one level of nested parentheses). */
function loopHeads(s: string): { start: number; end: number }[] {
  return [...s.matchAll(/tack\.(?:range|grid)\(((?:[^()]|\([^()]*\))*)\)/g)].map((m) => {
    const start = m.index! + m[0].indexOf("(") + 1;
    return { start, end: start + m[1].length };
  });
}

const changeBound: Mutation = (rng, s, params) => {
  const heads = loopHeads(s);
  if (!heads.length) return null;
  const h = rng.pick(heads);
  const args = s.slice(h.start, h.end).split(",");
  const k = rng.int(0, args.length - 1);
  const e = args[k].trim();
  const arrays = arrayNames(params);
  const ints = indexNames(s, params, h.start).filter((v) => params.some((p) => p.name === v));
  switch (rng.int(0, 6)) {
    case 0: args[k] = `${e} + ${rng.pick([1, 1, 2, 16, 1000])}`; break;
    case 1: args[k] = `${e} * 2`; break;
    case 2: args[k] = arrays.length ? `${rng.pick(arrays)}.length` : e; break;
    case 3: args[k] = ints.length ? rng.pick(ints) : `${e} - 1`; break;
    case 4: args[k] = rng.pick(["0", "1", "7", "4096", "100000"]); break;
    case 5: args[k] = `${e} - 1`; break;
    default: args[k] = rng.pick(["2147483647", "1099511627776", "1e9", "-5"]); break;
  }
  return splice(s, h.start, h.end, args.join(", "));
};

const flipCompare: Mutation = (rng, s) => {
  const ops = [...s.matchAll(/ (<=|>=|<|>) /g)];
  if (!ops.length) return null;
  const m = rng.pick(ops);
  const flip: Record<string, string> = { "<": "<=", "<=": "<", ">": ">=", ">=": ">" };
  return splice(s, m.index! + 1, m.index! + 1 + m[1].length, flip[m[1]]);
};

const dropStatement: Mutation = (rng, s) => {
  const lines = s.split("\n");
  const idx = lines
    .map((l, i) => [l, i] as const)
    .filter(([l]) => /;\s*$/.test(l) && !/^\s*(const|let|import|return)\b/.test(l) && /\b(if|while)\b|=/.test(l))
    .map(([, i]) => i);
  if (!idx.length) return null;
  lines.splice(rng.pick(idx), 1);
  return lines.join("\n");
};

const insertAccess: Mutation = (rng, s, params) => {
  const lines = s.split("\n");
  // insertion points: after the first loop head, before the last closing brace
  const first = lines.findIndex((l) => /tack\.(range|grid)\(/.test(l));
  if (first < 0) return null;
  const points = [];
  for (let i = first + 1; i < lines.length - 1; i++) if (/[{;]\s*$/.test(lines[i - 1])) points.push(i);
  if (!points.length) return null;
  const arrays = params.filter((p) => p.kind === "array");
  if (!arrays.length) return null;
  const point = rng.pick(points);
  const offset = lines.slice(0, point).join("\n").length + 1;
  const vars = indexNames(s, params, offset);
  const v = vars.length ? rng.pick(vars) : "0";
  const idx = (): string => shifted(rng, v, vars, arrays.map((p) => p.name));
  const a = rng.pick(arrays);
  const b = rng.pick(arrays);
  const ints = intArrays(params).filter((n) => !["i8", "u8", "i16", "u16"].includes(params.find((p) => p.name === n)!.type));
  let stmt: string;
  switch (rng.int(0, 4)) {
    case 0: stmt = `${a.name}[${idx()}] = ${b.name}[${idx()}];`; break;
    case 1: stmt = `const fz${rng.int(0, 99999)} = ${a.name}[${idx()}];`; break;
    case 2: stmt = ints.length ? `Atomics.add(${rng.pick(ints)}, ${idx()}, 1);` : `${a.name}[${idx()}] = 0;`; break;
    case 3: stmt = `if (${v} < ${a.name}.length) ${a.name}[${v} + ${rng.pick([0, 1])}] = ${b.name}[${idx()}];`; break;
    default: stmt = `${a.name}[${idx()}] = ${a.name}[${v}];`; break;
  }
  lines.splice(point, 0, `    ${stmt}`);
  return lines.join("\n");
};

const MUTATIONS: [Mutation, number, string][] = [
  [shiftIndex, 6, "shiftIndex"],
  [gatherIndex, 1, "gatherIndex"],
  [swapArray, 2, "swapArray"],
  [changeLiteral, 2, "changeLiteral"],
  [changeBound, 3, "changeBound"],
  [flipCompare, 2, "flipCompare"],
  [dropStatement, 1, "dropStatement"],
  [insertAccess, 3, "insertAccess"],
];
const MUTATION_WEIGHT = MUTATIONS.reduce((s, [, w]) => s + w, 0);

/** Applies `count` mutations (those that do not apply are redrawn a few times); returns their names. */
export function mutate(rng: Rng, source: string, params: Param[], count: number): { source: string; applied: string[] } {
  const applied: string[] = [];
  let s = source;
  for (let n = 0; n < count; n++) {
    for (let attempt = 0; attempt < 4; attempt++) {
      let r = rng.int(0, MUTATION_WEIGHT - 1);
      let k = 0;
      while (r >= MUTATIONS[k][1]) r -= MUTATIONS[k++][1];
      const out = MUTATIONS[k][0](rng, s, params);
      if (out !== null && out !== s) {
        s = out;
        applied.push(MUTATIONS[k][2]);
        break;
      }
    }
  }
  return { source: s, applied };
}

// ---- random kernels --------------------------------------------------------------------------

const RANDOM_DTYPES: ArrayDtype[] = ["f32", "f32", "f32", "f64", "i32", "i32", "u8", "i16", "u32", "u8c"];

/** A small well-formed kernel from a grammar (it usually compiles; its indices often leave the arrays). */
export function randomKernel(rng: Rng): Seedling {
  const params: Param[] = [];
  const narr = rng.int(1, 4);
  for (let k = 0; k < narr; k++) params.push({ name: ["out", "a", "b", "c"][k], kind: "array", type: rng.pick(RANDOM_DTYPES) });
  const idxArr = rng.chance(0.35);
  if (idxArr) params.push({ name: "idx", kind: "array", type: "i32" });
  if (rng.chance(0.6)) params.push({ name: "n", kind: "scalar", type: "i32" });
  if (rng.chance(0.4)) params.push({ name: "s", kind: "scalar", type: rng.pick(["number", "f32", "f64"] as const) });
  const arrays = params.filter((p) => p.kind === "array").map((p) => p.name);
  const srcArrays = arrays.filter((a) => a !== "idx");
  const hasN = params.some((p) => p.name === "n");
  const hasS = params.some((p) => p.name === "s");
  const lines: string[] = [];
  const sig = params.map((p) => `${p.name}: ${p.kind === "array" ? ARRAY_CLASS[p.type as ArrayDtype] : p.type === "number" ? "number" : `tack.${p.type}`}`);
  lines.push(`function fz(${sig.join(", ")}) {`);

  const devFn = rng.chance(0.25);
  if (devFn) {
    const body = rng.pick([
      "return v[j];",
      "return v[j + 1];",
      "return v[j] + v[j - 1];",
      "let t = 0;\n    for (const q of tack.range(3)) t += v[j + q];\n    return t;",
      "let t = 0;\n    let q = 0;\n    while (q < j) {\n      t += v[q];\n      q++;\n    }\n    return t;",
    ]);
    lines.push(`  function get(v: ${ARRAY_CLASS[params[0].type as ArrayDtype]}, j: number) {`, `    ${body}`, "  }");
  }

  // the loop head: i is the index of this iteration
  const grid = rng.chance(0.2);
  let head: string;
  if (grid) {
    const h = hasN ? rng.pick(["n", "4", "16"]) : rng.pick(["4", "16", "out.length"]);
    const w = rng.pick(["8", "16", hasN ? "n" : "3", "3"]);
    head = `  for (const [y, x] of tack.grid(${h}, ${w})) {\n    const i = y * ${w} + x;`;
  } else {
    const bound = rng.pick(["out.length", "out.length", `${rng.pick(srcArrays)}.length`, hasN ? "n" : "out.length", "out.length + 1", "out.length - 1", idxArr ? "idx.length" : "out.length"]);
    const start = rng.chance(0.15) ? `${rng.pick(["1", "2", hasN ? "n" : "1"])}, ` : "";
    head = `  for (const i of tack.range(${start}${bound})) {`;
  }
  lines.push(head);

  const vars = ["i"];
  const index = (): string => {
    const v = rng.pick(vars);
    switch (rng.int(0, 12)) {
      case 0: return `${v} + ${rng.pick([1, 2, 3, 100])}`;
      case 1: return `${v} - ${rng.pick([1, 2])}`;
      case 2: return idxArr ? `idx[${v}]` : `${v} * 2`;
      case 3: return `(${v} * 7) % ${rng.pick(srcArrays)}.length`;
      case 4: return hasN ? `${v} + n` : `${v} + 1`;
      case 5: return hasS ? `${v} * s` : v;
      case 6: return `${rng.pick(srcArrays)}.length - ${v}`;
      case 7: return `${v} * ${rng.pick([2, 3, 4])} + 1`;
      default: return v;
    }
  };
  const value = (): string => {
    const a = rng.pick(srcArrays);
    switch (rng.int(0, 6)) {
      case 0: return `${a}[${index()}] + ${rng.pick(srcArrays)}[${index()}]`;
      case 1: return hasS ? `s * ${a}[${index()}]` : `2 * ${a}[${index()}]`;
      case 2: return devFn ? `get(${params[0].name}, ${index()})` : `${a}[${index()}]`;
      case 3: return `${rng.pick(["1", "0.5", "-3", "i"])}`;
      default: return `${a}[${index()}]`;
    }
  };
  const nstmt = rng.int(1, 4);
  let temp = 0;
  for (let k = 0; k < nstmt; k++) {
    const target = rng.pick(srcArrays);
    switch (rng.int(0, 7)) {
      case 0: {
        const t = `t${temp++}`;
        const bound = rng.pick(["4", "8", hasN ? "n" : "3", `${rng.pick(srcArrays)}.length`]);
        vars.push("j");
        lines.push(`    let ${t} = 0;`, `    for (const j of tack.range(${bound})) {`, `      ${t} += ${rng.pick(srcArrays)}[${index()}];`, "    }");
        vars.pop();
        lines.push(`    ${target}[${index()}] = ${t};`);
        break;
      }
      case 1: {
        const size = rng.pick([1, 4, 5, 8]);
        const t = `loc${temp++}`;
        lines.push(`    const ${t} = tack.localArray(tack.f32, ${size});`);
        lines.push(`    for (const j of tack.range(${rng.pick([size, size, size + 1, 4])})) ${t}[j] = ${rng.pick(srcArrays)}[i];`);
        lines.push(`    ${target}[i] = ${t}[${rng.pick(["0", String(size - 1), String(size), "i % 4", "i"])}];`);
        break;
      }
      case 2: {
        const ix = index();
        lines.push(`    if (${ix} < ${target}.length) ${target}[${ix}] = ${value()};`);
        break;
      }
      case 3: {
        const ints = params.filter((p) => p.kind === "array" && (p.type === "i32" || p.type === "u32"));
        if (ints.length) lines.push(`    Atomics.add(${rng.pick(ints).name}, ${index()}, 1);`);
        else lines.push(`    ${target}[${index()}] = ${value()};`);
        break;
      }
      case 4: {
        const t = `w${temp++}`;
        lines.push(`    let ${t} = 0;`, `    while (${t} < ${rng.pick(["3", hasN ? "n" : "4", "i"])}) {`, `      ${target}[${index()}] += 1;`, `      ${t}++;`, "    }");
        break;
      }
      default:
        lines.push(`    ${target}[${index()}] = ${value()};`);
        break;
    }
  }
  lines.push("  }", "}");
  return { name: "fz", source: lines.join("\n"), params };
}

// ---- groups: a kernel and its launches --------------------------------------------------------

export interface Group {
  seed: number;
  batch: number;
  group: number;
  launches: number;
  origin: string;
  mutations: string[];
  source: string;
  params: Param[];
}

function groupRng(seed: number, batch: number, group: number): Rng {
  return new Rng(hashSeed(`tack-fuzz:${seed}:${batch}:${group}`));
}

/** How many launches group `group` of a batch makes (drawn first, so batches can be planned cheaply). */
export function launchesOf(seed: number, batch: number, group: number): number {
  return groupRng(seed, batch, group).int(2, 16);
}

/** The groups of a batch with their first case index, until `cases` launches are planned. */
export function planBatch(seed: number, batch: number, cases: number): { group: number; first: number; launches: number }[] {
  const out = [];
  let c = 0;
  for (let g = 0; c < cases; g++) {
    const launches = Math.min(launchesOf(seed, batch, g), cases - c);
    out.push({ group: g, first: c, launches });
    c += launches;
  }
  return out;
}

/** The kernel of a group. */
export function makeGroup(seed: number, batch: number, group: number): Group {
  const rng = groupRng(seed, batch, group);
  const launches = rng.int(2, 16);
  let base: Seedling;
  let origin: string;
  if (rng.chance(0.55)) {
    base = rng.pick(corpusKernels());
    origin = `corpus/${base.name}`;
  } else {
    base = randomKernel(rng);
    origin = "random";
  }
  // most kernels are mutated; some corpus kernels run as they are, on hostile lengths
  const count = origin === "random" ? rng.int(0, 2) : rng.pick([0, 1, 1, 1, 2, 2, 3]);
  const { source, applied } = mutate(rng, base.source, base.params, count);
  return { seed, batch, group, launches, origin, mutations: applied, source, params: base.params };
}

// ---- arguments -------------------------------------------------------------------------------

/** Bytes of guard between and around the arrays of a launch. */
export const GUARD_BYTES = 256;

export interface LaunchArgs {
  args: unknown[];
  /** For the report: lengths and scalars, as text. */
  describe: string;
  /** The buffer holding every array, and where the guard regions are. */
  buffer: ArrayBuffer;
  guards: [number, number][];
  /** Launch through `withLimits(...)` or `launchAsync`. */
  mode: "call" | "withLimits" | "async";
  /** Pass the arrays as tack.Arrays over the same views (the runner wraps them: it owns the runtime). */
  wrap: boolean;
}

const CTORS: Record<ArrayDtype, { new (b: ArrayBuffer, o: number, n: number): ArrayBufferView & { length: number; [i: number]: number | bigint }; BYTES_PER_ELEMENT: number }> = {
  i8: Int8Array, u8: Uint8Array, u8c: Uint8ClampedArray, i16: Int16Array, u16: Uint16Array, i32: Int32Array,
  u32: Uint32Array, i64: BigInt64Array, u64: BigUint64Array, f32: Float32Array, f64: Float64Array,
} as never;

function launchRng(seed: number, batch: number, group: number, launch: number): Rng {
  return new Rng(hashSeed(`tack-fuzz-args:${seed}:${batch}:${group}:${launch}`));
}

/** A length near `n`: equal, a little shorter or longer, or anything from 0 to a few thousand. */
function lengthNear(rng: Rng, n: number): number {
  switch (rng.int(0, 14)) {
    case 0: return 0;
    case 1: return rng.int(0, 4000);
    case 2: return Math.max(0, n - rng.int(1, 3));
    case 3: return n + rng.int(1, 3);
    case 4: return rng.int(0, 16);
    case 5: return Math.max(0, n >> 1);
    default: return n;
  }
}

function intScalar(rng: Rng, n: number): number {
  switch (rng.int(0, 19)) {
    case 0: return -1;
    case 1: return rng.pick([-2147483648, 2147483647, 1000000, -100]);
    case 2: return n;
    case 3: return n + 1;
    case 4: return Math.max(0, n - 1);
    case 5: return 0;
    case 6: case 7: case 8: return rng.int(1, 64);
    case 9: return Math.ceil(Math.sqrt(n));
    default: return rng.int(1, 16);
  }
}

function floatScalar(rng: Rng): number {
  switch (rng.int(0, 11)) {
    case 0: return NaN;
    case 1: return rng.pick([Infinity, -Infinity, 1e30, -0]);
    case 2: return rng.int(-5, 50);
    default: return rng.uniform(-4, 4);
  }
}

/** Arguments for one launch of a group's kernel, carved out of one guarded buffer. */
export function makeArgs(g: Group, launch: number): LaunchArgs {
  const rng = launchRng(g.seed, g.batch, g.group, launch);
  // the base length, from empty to a few thousand (most small); now and then past the 4096
  // iterations the CPU runs serially to time a launch, so the pool's parallel chunks run too
  const n = rng.pick([0, 1, 2, 3, 7, 16, 31, 64, 100, 255, 1000, 1024, 4000, rng.int(0, 300), rng.int(0, 3000), rng.int(1, 64),
    rng.int(5000, 20000), 65536]);
  const lengths = g.params.map((p) => (p.kind === "array" ? lengthNear(rng, n) : 0));
  let bytes = GUARD_BYTES;
  const offsets: number[] = [];
  g.params.forEach((p, k) => {
    if (p.kind !== "array") return offsets.push(-1);
    const bpe = CTORS[p.type as ArrayDtype].BYTES_PER_ELEMENT;
    bytes = Math.ceil(bytes / 8) * 8;
    offsets.push(bytes);
    bytes += lengths[k] * bpe + GUARD_BYTES;
  });
  const buffer = new ArrayBuffer(bytes);
  const guards: [number, number][] = [];
  let prevEnd = 0;
  const parts: string[] = [];
  const args = g.params.map((p, k) => {
    if (p.kind === "array") {
      const ctor = CTORS[p.type as ArrayDtype];
      const a = new ctor(buffer, offsets[k], lengths[k]);
      guards.push([prevEnd, offsets[k]]);
      prevEnd = offsets[k] + lengths[k] * ctor.BYTES_PER_ELEMENT;
      fillArray(rng, a, p.type as ArrayDtype, n);
      parts.push(`${p.name}: ${ARRAY_CLASS[p.type as ArrayDtype]}(${lengths[k]})`);
      return a;
    }
    const v = scalarArg(rng, p.type as ScalarType, n);
    parts.push(`${p.name}: ${typeof v === "bigint" ? `${v}n` : Object.is(v, -0) ? "-0" : String(v)}`);
    return v;
  });
  guards.push([prevEnd, bytes]);
  const mode = rng.chance(0.8) ? "call" : rng.chance(0.5) ? "withLimits" : "async";
  const wrap = rng.chance(0.2);
  return { args, describe: `${parts.join(", ")}${wrap ? " (as tack.Arrays)" : ""}, ${mode}`, buffer, guards, mode, wrap };
}

function fillArray(rng: Rng, a: ArrayBufferView & { length: number; [i: number]: number | bigint }, dtype: ArrayDtype, n: number): void {
  const len = a.length;
  if (dtype === "i64" || dtype === "u64") {
    for (let i = 0; i < len; i++) a[i] = BigInt(rng.int(-3, n + 3));
    return;
  }
  if (dtype === "f32" || dtype === "f64") {
    for (let i = 0; i < len; i++) a[i] = rng.chance(0.02) ? rng.pick([NaN, Infinity, -0]) : rng.uniform(-4, 4);
    return;
  }
  // integer arrays double as index arrays: mostly valid indices into arrays of about n, some not
  for (let i = 0; i < len; i++) a[i] = rng.chance(0.9) ? rng.int(0, Math.max(0, n - 1)) : rng.int(-5, n + 5);
}

function scalarArg(rng: Rng, type: ScalarType, n: number): number | bigint | boolean {
  switch (type) {
    case "i32": return intScalar(rng, n);
    case "u32": return Math.abs(intScalar(rng, n));
    case "i64": return BigInt(intScalar(rng, n));
    case "bool": return rng.chance(0.5);
    default: return rng.chance(0.5) ? floatScalar(rng) : intScalar(rng, n);
  }
}

/** Guard bytes: the pattern at byte k. */
export function guardByte(k: number): number {
  return (0x5c ^ Math.imul(k, 131)) & 0xff;
}

export function fillGuards(l: LaunchArgs): void {
  const b = new Uint8Array(l.buffer);
  for (const [s, e] of l.guards) for (let k = s; k < e; k++) b[k] = guardByte(k);
}

/** The first changed guard byte, or -1. */
export function damagedGuard(l: LaunchArgs): number {
  const b = new Uint8Array(l.buffer);
  for (const [s, e] of l.guards) for (let k = s; k < e; k++) if (b[k] !== guardByte(k)) return k;
  return -1;
}
