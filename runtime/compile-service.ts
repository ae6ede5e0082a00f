/**
 * The compile service (DESIGN.md §6, §8): the one way the runtime runs the sandboxed
 * compiler. `compileSync` serves the synchronous API (a launch, `prepare`, `tack.compile`);
 * `compile` serves the async ones (`launchAsync`, `tack.compileAsync`) and is where the worker
 * pool of workers/README.md plugs in, so the event loop never waits on a compile there.
 *
 * Today's implementation runs both on an in-thread compiler instance (about 0.4 ms for a
 * typical kernel). Tests replace the service (setCompileService) to count compiles.
 */
import { Compiler } from "../wasm/host.js";
import { KernelError } from "./errors.js";
import {
  nameFromSource, runRequest, type CompileRequest, type CompileResult, type OutlineAnswer, type PlainAnswer,
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

let service: CompileService = new InThreadCompileService();

export function getCompileService(): CompileService {
  return service;
}

/** Replaces the service (a worker pool, or a test's counting wrapper); returns the previous one. */
export function setCompileService(next: CompileService): CompileService {
  const previous = service;
  service = next;
  return previous;
}

/**
 * A kernel given as source text (TypeScript) as plain JavaScript: the compiler's answer to
 * `query plain`, for plain runs. Its parser is the one that knows where annotations are.
 */
export function plainSource(request: CompileRequest): string {
  const answer = service.compileSync({ ...request, query: "plain" }) as unknown as Partial<PlainAnswer>;
  if (typeof answer.plain !== "string") {
    throw new KernelError("the compiler did not answer the plain-JavaScript query (this build of it predates `query plain`)", {
      kernelName: request.name || nameFromSource(request.source),
    });
  }
  return answer.plain;
}

/**
 * The functions a module's text declares, with their parameters' annotations and which look
 * like kernels: the compiler's answer to `query outline` (the parse alone). A source that does
 * not parse throws the kernel's located error.
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
