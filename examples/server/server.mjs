// A Tack compute server (issue 9, item 5): POST a kernel's source and its data, get back the
// arrays it wrote. Untrusted kernels are safe to run: the compiler is a sandboxed Wasm module
// on worker threads (the event loop never compiles), generated code is bounds-checked, and
// every request is limited — source size, compile time, array sizes, launch time. A bad
// kernel is a 4xx with the compiler's located message; nothing a client sends crashes the
// process.
//
//   UV_THREADPOOL_SIZE=16 node examples/server/server.mjs [port=3000]   (after `npm run build`)
//
// launchAsync runs kernels on libuv's thread pool, where an async compile also holds a thread
// while LLVM runs (at low priority, on a thread of its own); more than libuv's default 4
// threads keeps launches of compiled kernels from queueing behind compiles.
//
//   POST /run  { "source": "function f(x: Float32Array, out: Float32Array, a: number) {...}",
//                "args": [{ "dtype": "f32", "data": [1, 2, 3] }, { "dtype": "f32", "length": 3 }, 2] }
//   → 200 { "outputs": { "1": [2, 4, 6] }, "ms": 0.4 }
//   → 400 { "error": "KernelSyntaxError", "message": "Kernel 'f': ... at 2:14", "line": 2, "column": 14 }
//   → 422 { "error": "KernelTimeoutError", ... }  (compile or launch past its limit)
//   → 503 { "error": "CompileQueueFull" | "CompileWaitTooLong", ... } + Retry-After  (README.md)
import Fastify from "fastify";
import { createHash } from "node:crypto";
import * as tack from "tack";

export const LIMITS = {
  /** Characters of kernel source. */
  sourceChars: 64 * 1024,
  /** Elements per array argument, and in all of a request's arrays. */
  arrayElements: 1 << 20,
  totalElements: 4 << 20,
  arguments: 16,
  /** A compile's time limit on the pool, and a launch's. */
  compileMs: 5000,
  launchMs: 250,
  /** Kernels kept compiled (least recently used dropped). */
  kernels: 512,
  /**
   * Requests waiting for a compile at once (queued on the pool or compiling); one more is a 503.
   * The pool's time limit only starts when a worker takes a compile, so without this bound a
   * burst of new kernels would queue without end.
   */
  compileQueue: 64,
  /** The most a request waits for its kernel to compile, counted from its arrival; past it, a 503. */
  compileWaitMs: 10_000,
};

const DTYPES = { f32: Float32Array, f64: Float64Array, i32: Int32Array, u32: Uint32Array, i16: Int16Array, u16: Uint16Array, i8: Int8Array, u8: Uint8Array };

const schema = {
  body: {
    type: "object",
    required: ["source", "args"],
    additionalProperties: false,
    properties: {
      source: { type: "string", maxLength: LIMITS.sourceChars },
      args: {
        type: "array",
        maxItems: LIMITS.arguments,
        items: {
          anyOf: [
            { type: "number" },
            {
              type: "object",
              required: ["dtype"],
              additionalProperties: false,
              properties: {
                dtype: { enum: Object.keys(DTYPES) },
                data: { type: "array", maxItems: LIMITS.arrayElements, items: { type: "number" } },
                length: { type: "integer", minimum: 0, maximum: LIMITS.arrayElements },
              },
            },
          ],
        },
      },
    },
  },
};

/** Kernels by the hash of their source, least recently used first. */
const kernels = new Map();
function kernelFor(source) {
  const key = createHash("sha256").update(source).digest("hex");
  let k = kernels.get(key);
  if (k) {
    kernels.delete(key);
  } else {
    k = tack.kernel(source, { timeoutMs: LIMITS.launchMs });
    if (kernels.size >= LIMITS.kernels) kernels.delete(kernels.keys().next().value);
  }
  kernels.set(key, k);
  return k;
}

class BadRequest extends Error {}

/**
 * What the arguments compile to, roughly: the arrays' dtypes, and whether each number is an
 * integer (the runtime compiles a variant per class of its arguments).
 */
function signatureOf(args) {
  return args.map((a) => (typeof a === "number" ? (Number.isInteger(a) ? "int" : "num") : a.dtype)).join(",");
}

/** A 503 for a request that would wait too long for a compile: the kernel, which limit, and when to come back. */
class Busy extends Error {
  constructor(name, kernelName, message, retryAfterS) {
    super(`Kernel '${kernelName}': ${message}`);
    this.name = name;
    this.retryAfterS = retryAfterS;
  }
}

/**
 * The admission of compiles: at most `limits.compileQueue` requests wait for one at a time,
 * each for at most `limits.compileWaitMs` from when the server takes it. A kernel and
 * signature that compiled before (`ready`, per kernel object: one the LRU dropped starts over)
 * skips both, so its requests never wait behind a burst of new kernels. A compile a request
 * stopped waiting for goes on (its variant is kept) and counts until it settles, so the bound
 * holds for the pool's real load and the retry finds the kernel compiled.
 */
function compileGate(limits) {
  const ready = new WeakMap();
  let waiting = 0;
  const retryAfterS = Math.max(1, Math.ceil(limits.compileWaitMs / 1000));
  return async function prepared(k, signature, args) {
    if (ready.get(k)?.has(signature)) return;
    if (waiting >= limits.compileQueue) {
      throw new Busy("CompileQueueFull", k.kernelName, `${waiting} requests wait for a compile, the most the server queues (LIMITS.compileQueue = ${limits.compileQueue}); retry after ${retryAfterS} s`, retryAfterS);
    }
    waiting++;
    const compiled = k.prepare(...args).finally(() => waiting--);
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Busy("CompileWaitTooLong", k.kernelName, `its compile did not finish within ${limits.compileWaitMs} ms of the request (LIMITS.compileWaitMs); it goes on: retry after ${retryAfterS} s`, retryAfterS)), limits.compileWaitMs);
    });
    compiled.catch(() => {}); // a rejection after the wait ended is the retry's to report
    try {
      await Promise.race([compiled, late]);
    } finally {
      clearTimeout(timer);
    }
    let signatures = ready.get(k);
    if (signatures === undefined || signatures.size >= 64) ready.set(k, (signatures = new Set()));
    signatures.add(signature);
  };
}

function materialize(args) {
  let total = 0;
  return args.map((a, i) => {
    if (typeof a === "number") return a;
    if ((a.data === undefined) === (a.length === undefined)) throw new BadRequest(`argument ${i + 1}: give an array its data or its length, not both or neither`);
    const n = a.data?.length ?? a.length;
    total += n;
    if (total > LIMITS.totalElements) throw new BadRequest(`the arrays hold more than ${LIMITS.totalElements} elements in all`);
    const ta = new DTYPES[a.dtype](n);
    if (a.data) ta.set(a.data);
    return ta;
  });
}

const STATUS = { KernelSyntaxError: 400, KernelTypeError: 400, KernelRangeError: 400, KernelTimeoutError: 422, KernelError: 422 };

/** `options.limits` overrides the compile queue's limits (compileQueue, compileWaitMs) for this server. */
export function buildServer(options = {}) {
  tack.compilePool.configure({ timeoutMs: LIMITS.compileMs, ...(options.pool ?? {}) });
  const limits = { ...LIMITS, ...(options.limits ?? {}) };
  const prepared = compileGate(limits);
  const app = Fastify({ bodyLimit: 8 * 1024 * 1024, logger: options.logger ?? false });

  app.get("/health", async () => ({ ok: true, pool: tack.compilePool.stats(), kernels: kernels.size }));

  app.post("/run", { schema }, async (req, reply) => {
    const t0 = performance.now();
    let args;
    try {
      args = materialize(req.body.args);
    } catch (e) {
      if (e instanceof BadRequest) return reply.code(400).send({ error: "BadRequest", message: e.message });
      throw e;
    }
    try {
      const k = kernelFor(req.body.source);
      await prepared(k, signatureOf(req.body.args), args);
      await k.launchAsync(...args);
    } catch (e) {
      if (e instanceof Busy) return reply.code(503).header("Retry-After", String(e.retryAfterS)).send({ error: e.name, message: e.message });
      const status = STATUS[e?.name];
      if (status === undefined) throw e;
      return reply.code(status).send({ error: e.name, message: e.message, line: e.line, column: e.column });
    }
    const outputs = {};
    args.forEach((a, i) => {
      if (typeof a !== "number" && req.body.args[i].data === undefined) outputs[i] = Array.from(a);
    });
    return { outputs, ms: performance.now() - t0 };
  });

  app.addHook("onClose", () => tack.compilePool.close());
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = buildServer({ logger: process.env.LOG === "1" });
  const address = await app.listen({ port: Number(process.argv[2] ?? 3000), host: "127.0.0.1" });
  console.log(`tack server listening on ${address}`);
  const stop = () => void app.close();
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
