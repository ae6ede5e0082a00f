/**
 * The compile service (DESIGN.md §6, §8): the one way the runtime runs the sandboxed
 * compiler. `compileSync` serves the synchronous API (a launch, `tack.compile`) on an
 * in-thread compiler instance (about 0.4 ms for a typical kernel); `compile` serves the async
 * ones (`launchAsync`, `prepare`, `tack.compileAsync`) on the worker pool of
 * workers/compile-pool.ts, so the event loop never parses, runs passes or generates code
 * there: it only writes the request's text and reads the answer.
 *
 * Tests replace the service (setCompileService) to count compiles.
 */
import { Compiler } from "../wasm/host.js";
import { CompilePool, DEFAULT_COMPILE_TIMEOUT_MS, PoolFailure, type CompilePoolOptions, type CompilePoolStats } from "../workers/compile-pool.js";
import { setNativeCompileTimeout } from "./compile-limits.js";
import { KernelError, KernelTimeoutError } from "./errors.js";
import {
  checkSourceSize, internalCompilerError, nameFromSource, readResult, requestText, runRequest,
  type CompileRequest, type CompileResult, type OutlineAnswer, type PlainAnswer,
} from "./request.js";

export interface CompileService {
  compile(request: CompileRequest): Promise<CompileResult>;
  compileSync(request: CompileRequest): CompileResult;
}

/** One compiler instance on the calling thread, made on first use; it survives traps. */
export class InThreadCompileService implements CompileService {
  private compiler: Compiler | null = null;

  compileSync(request: CompileRequest): CompileResult {
    this.compiler ??= new Compiler();
    return runRequest(this.compiler, request);
  }

  async compile(request: CompileRequest): Promise<CompileResult> {
    return this.compileSync(request);
  }
}

/** The kernel's error for a request the pool could not answer. */
function poolError(request: CompileRequest, failure: PoolFailure): Error {
  const kernelName = request.name || nameFromSource(request.source);
  switch (failure.reason) {
    case "timeout":
      return new KernelTimeoutError(
        `${failure.message}. Split the kernel, or raise the limit with tack.compilePool.configure({ timeoutMs })`,
        { kernelName, cause: failure },
      );
    case "trap":
      return internalCompilerError(kernelName, failure.message, failure);
    case "worker-exit":
      return new KernelError(
        `internal compiler error: ${failure.message} while compiling this kernel; no other compile was affected. Please report it with the kernel's source`,
        { kernelName, cause: failure },
      );
    case "closed":
      return new KernelError("the compile pool was closed before this kernel compiled (tack.compilePool.close())", { kernelName, cause: failure });
  }
}

/** Synchronous compiles in this thread, asynchronous ones on the worker pool (started on first use). */
export class PooledCompileService implements CompileService {
  private readonly inThread = new InThreadCompileService();
  private pool: CompilePool | null = null;

  constructor(private options: CompilePoolOptions = {}) {}

  compileSync(request: CompileRequest): CompileResult {
    return this.inThread.compileSync(request);
  }

  async compile(request: CompileRequest): Promise<CompileResult> {
    const text = requestText(request);
    checkSourceSize(request.name || nameFromSource(request.source), request.source, request.scope);
    this.pool ??= new CompilePool(this.options);
    let out: string;
    try {
      out = await this.pool.run(text);
    } catch (e) {
      throw e instanceof PoolFailure ? poolError(request, e) : e;
    }
    return readResult(out, request);
  }

  /** New options for the next requests; the running pool (if any) finishes what it holds and stops. */
  configure(options: CompilePoolOptions): void {
    new CompilePool(options); // checks the options before anything changes
    this.options = { ...options };
    setNativeCompileTimeout(options.timeoutMs ?? DEFAULT_COMPILE_TIMEOUT_MS);
    const old = this.pool;
    this.pool = null;
    void old?.drain();
  }

  stats(): CompilePoolStats {
    return this.pool?.stats() ?? { ...new CompilePool(this.options).stats(), workers: 0 };
  }

  /** The live pool, if one started (tests kill its workers). */
  get activePool(): CompilePool | null {
    return this.pool;
  }

  async close(): Promise<void> {
    const old = this.pool;
    this.pool = null;
    await old?.close();
  }
}

const defaultService = new PooledCompileService();
let service: CompileService = defaultService;

export function getCompileService(): CompileService {
  return service;
}

/** Replaces the service (a test's counting wrapper); returns the previous one. */
export function setCompileService(next: CompileService): CompileService {
  const previous = service;
  service = next;
  return previous;
}

/**
 * `tack.compilePool`: the async API's compile workers. `configure({ size, timeoutMs, niceness })`
 * replaces the pool (its workers start on the next async compile); `close()` stops the workers
 * (a process exits without it: idle workers hold nothing open).
 */
export const compilePool = {
  configure(options: CompilePoolOptions): void {
    defaultService.configure(options);
  },
  stats(): CompilePoolStats {
    return defaultService.stats();
  },
  close(): Promise<void> {
    return defaultService.close();
  },
  /** @internal the running pool, for tests */
  get active(): CompilePool | null {
    return defaultService.activePool;
  },
};

/**
 * A kernel given as source text (TypeScript) as plain JavaScript: the compiler's answer to
 * `query plain`, for plain runs. Its parser is the one that knows where annotations are.
 */
export function plainSource(request: CompileRequest): string {
  return plainAnswer(request).plain;
}

/** The compiler's answer to `query params` (compiler/index.ts paramsResult). */
export interface ParamsAnswer {
  /** The parameters as written. */
  names: string[];
  /** As the variant takes them: an object parameter's fields, the hidden ones last. */
  params: string[];
  /** Where the parameter list is in the kernel's source ([start, end) offsets); absent from older builds. */
  list?: readonly [number, number];
}

/** `query params`: the kernel's parameters as written and as its variants take them (object fields flattened). */
export function paramsAnswer(request: CompileRequest): ParamsAnswer {
  const answer = service.compileSync({ ...request, query: "params" }) as unknown as Partial<ParamsAnswer>;
  if (!Array.isArray(answer.names) || !Array.isArray(answer.params)) {
    throw new KernelError("the compiler did not answer the parameter query (this build of it predates `query params`)", {
      kernelName: request.name || nameFromSource(request.source),
    });
  }
  const list = answer.list;
  const placed = Array.isArray(list) && list.length === 2 && list.every((n) => Number.isInteger(n) && n >= 0);
  return { names: answer.names, params: answer.params, ...(placed ? { list: [list[0], list[1]] as const } : {}) };
}

/** The compiler's whole answer to the plain query: the plain text and which parameters are indexed a[i][j]. */
export function plainAnswer(request: CompileRequest): PlainAnswer {
  const answer = service.compileSync({ ...request, query: "plain" }) as unknown as Partial<PlainAnswer>;
  if (typeof answer.plain !== "string") {
    throw new KernelError("the compiler did not answer the plain-JavaScript query (this build of it predates `query plain`)", {
      kernelName: request.name || nameFromSource(request.source),
    });
  }
  return answer as PlainAnswer;
}

/**
 * The functions a module's text declares, with their parameters' annotations and which look
 * like kernels: the compiler's answer to `query outline` (the parse alone). Functions outside
 * the kernel language are listed `foreign` (compiling one reports why); only a lexer error
 * outside every item (an unterminated comment) throws, located.
 */
export function outlineSource(request: CompileRequest): OutlineAnswer {
  const answer = service.compileSync({ ...request, query: "outline" }) as unknown as Partial<OutlineAnswer>;
  if (!Array.isArray(answer.functions)) {
    throw new KernelError("the compiler did not answer the outline query (this build of it predates `query outline`)", {
      kernelName: request.name || nameFromSource(request.source),
    });
  }
  return answer as OutlineAnswer;
}
