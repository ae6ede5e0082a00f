/**
 * A stored variant's payload in the disk cache (runtime/variants.ts stores it as an `obj`
 * entry): its front-half result and its native artifact, laid out so that a hit parses little.
 *
 *   `<json bytes> <code bytes>\n`  the result without its `code`, as JSON  the code (UTF-8)  the artifact
 *
 * The code (the LLVM IR, PTX or OpenCL C text) is most of a result: 7 of a saxpy's 8 KB. A
 * CPU or CUDA hit loads the artifact and never reads it; an earlier layout kept it inside the
 * result's JSON, so every hit decoded and parsed it on the first launch's path (issue 9). Here
 * a hit parses the small JSON only, and the code is decoded from the entry's bytes the first
 * time something reads `result.code` (a rebuild from the result, an OpenCL artifact, a store).
 *
 * VARIANT_FORMAT is part of the entry's key (runtime/variants.ts): bump it with the layout, so
 * an entry of another layout is never looked up; a payload that does not parse is a miss.
 */
import type { CompileResult } from "./request.js";
import { storedWarningsValid } from "./warnings.js";

/** Part of a stored variant's key: bump when the layout above changes. */
export const VARIANT_FORMAT = "variant 3"; // 3: the result may carry its warnings (runtime/warnings.ts)

/** The stored variant of a result and its artifact's bytes. */
export function encodeVariant(result: CompileResult, artifact: Uint8Array): Buffer {
  const { code, ...rest } = result;
  const json = Buffer.from(JSON.stringify(rest), "utf8");
  const text = Buffer.from(code, "utf8");
  return Buffer.concat([Buffer.from(`${json.length} ${text.length}\n`, "latin1"), json, text, artifact]);
}

/** The result and artifact of a stored variant, or null if the bytes are not one (a miss). */
export function parseVariant(bytes: Buffer | null): { result: CompileResult; artifact: Uint8Array } | null {
  if (bytes === null) return null;
  const nl = bytes.indexOf(10);
  if (nl < 3 || nl > 24) return null;
  const [a, b, ...rest] = bytes.toString("latin1", 0, nl).split(" ");
  const jsonLength = Number(a), codeLength = Number(b);
  if (rest.length > 0 || !isLength(a, jsonLength) || !isLength(b, codeLength) || jsonLength < 2) return null;
  const start = nl + 1, codeStart = start + jsonLength, end = codeStart + codeLength;
  if (end >= bytes.length) return null; // an artifact follows, never empty
  let result: unknown;
  try {
    result = JSON.parse(bytes.toString("utf8", start, codeStart));
  } catch {
    return null;
  }
  if (typeof result !== "object" || result === null || !Array.isArray((result as CompileResult).params) || Object.hasOwn(result, "code")) return null;
  // no call on a hit of a kernel without warnings (nearly all): a process's first call of a function costs (hit-rehearsal.ts)
  if ((result as CompileResult).warnings !== undefined && !storedWarningsValid(result)) return null;
  return { result: withLazyCode(result, bytes.subarray(codeStart, end)), artifact: bytes.subarray(end) };
}

/** A decimal length as written by encodeVariant (digits only). */
function isLength(text: string | undefined, n: number): boolean {
  return text !== undefined && text.length > 0 && Number.isSafeInteger(n) && n >= 0 && String(n) === text;
}

/**
 * `result.code`, decoded from `text` at its first read and then an ordinary data property
 * (writable, enumerable: JSON.stringify, spreads and structured clones see it as before).
 */
function withLazyCode(result: object, text: Buffer): CompileResult {
  const settle = (target: object, code: string): string => {
    Object.defineProperty(target, "code", { value: code, writable: true, enumerable: true, configurable: true });
    return code;
  };
  Object.defineProperty(result, "code", {
    get(this: object) {
      decodes++;
      return settle(this, text.toString("utf8"));
    },
    set(this: object, code: string) {
      settle(this, code);
    },
    enumerable: true,
    configurable: true,
  });
  return result as CompileResult;
}

let decodes = 0;

/** Stored codes decoded so far in this thread (tests observe that a CPU hit decodes none). */
export function storedCodeDecodes(): number {
  return decodes;
}

/**
 * A stored CPU result's JSON as the compiler writes one: its keys, in its order, at every level
 * (the values are placeholders), which runtime/hit-rehearsal.ts parses when a device is made.
 */
export const RESULT_SHAPE =
  '{"ok":true,"kernel":"k","target":"llvm","entry":"e","floatContext":"f32","params":[' +
  '{"name":"x","kind":"array","dtype":"f32","rank":1,"written":true,"atomic":false},' +
  '{"name":"a","kind":"scalar","dtype":"i32","rank":0,"written":false,"atomic":false}],' +
  '"abi":{"kind":"cpu-chunk","chunk":"c","slots":[{"param":0},{"param":0,"dim":-1},{"status":true}],' +
  '"sites":[{"array":"x","param":0,"size":-1,"source":0,"start":0,"end":1}]},' +
  '"loop":{"grid":false,"start":[0],"extents":[["l0"]]},"features":[],' +
  '"accesses":[{"array":"x","source":0,"start":0,"end":1,"check":"hoisted"}]}';

/**
 * A stored variant of RESULT_SHAPE parsed (runtime/hit-rehearsal.ts: making a device does it
 * once). A process's first JSON.parse of a result makes V8's hidden classes for each of its
 * object shapes (the result, a parameter, the ABI, each kind of slot, a site, the loop, an
 * access): 0.07-0.1 ms for a saxpy's 1.1 KB in a fresh process, 0.03 once the same shapes
 * exist (V8 follows the transitions it has). Nothing is read, counted or kept.
 */
export function parseResultShape(): CompileResult {
  const json = Buffer.from(RESULT_SHAPE, "latin1");
  return parseVariant(Buffer.concat([Buffer.from(`${json.length} 0\n`, "latin1"), json, Buffer.of(0)]))!.result;
}

/** Whether a result's code is still undecoded. */
export function codeIsPending(result: CompileResult): boolean {
  return Object.getOwnPropertyDescriptor(result, "code")?.get !== undefined;
}
