/**
 * The Wasm host (wasm/host.ts) and the request layer (runtime/request.ts): a trap inside the
 * compiler is an internal compiler error that never takes the host down, the next request runs
 * on a fresh instance, and a malformed request is a clean error, not a trap.
 */
import { describe, expect, it } from "vitest";
import { LLVM_TARGET } from "../../runtime/compile.js";
import { KernelError, KernelSyntaxError } from "../../runtime/errors.js";
import { readResult, requestText, runRequest, type CompileRequest } from "../../runtime/request.js";
import { Compiler, CompilerInstance, CompilerTrap, compilerModule } from "../../wasm/host.js";

const saxpy = `function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: f32) {
  for (const i of range(out.length)) {
    out[i] = a * x[i] + y[i];
  }
}`;
const request: CompileRequest = { source: saxpy, target: LLVM_TARGET };

/** The request text with the compiler's test hook `trap 1`, which makes it trap on purpose. */
const withTrap = (text: string) => text.replace(/^tack 1\n/, "tack 1\ntrap 1\n");

/** A Compiler that asks for a trap on every request, for runRequest's error path. */
function trapping(c: Compiler): Compiler {
  return { compile: (text: string) => c.compile(withTrap(text)) } as unknown as Compiler;
}

describe("trap recovery", () => {
  it("a request with `trap 1` throws CompilerTrap from the host", () => {
    const c = new Compiler();
    const text = withTrap(requestText(request));
    expect(text.split("\n")[1]).toBe("trap 1");
    expect(() => c.compile(text)).toThrow(CompilerTrap);
  });

  it("runRequest turns the trap into KernelError 'internal compiler error' naming the kernel, with the trap as cause", () => {
    const c = new Compiler();
    let caught: unknown;
    try {
      runRequest(trapping(c), request);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(KernelError);
    const e = caught as KernelError;
    expect(e.kernelName).toBe("saxpy");
    expect(e.message).toMatch(/^Kernel 'saxpy': internal compiler error \(.+\); please report it with the kernel's source$/);
    expect(e.message.match(/Kernel 'saxpy'/g)).toHaveLength(1);
    expect(e.cause).toBeInstanceOf(CompilerTrap);
    expect(e.line).toBeUndefined();
  });

  it("the next request on the same Compiler succeeds, on a fresh instance", () => {
    const c = new Compiler();
    const good = runRequest(c, request);
    expect(c.instancesMade).toBe(1);
    expect(() => runRequest(trapping(c), request)).toThrow(/internal compiler error/);
    const again = runRequest(c, request);
    expect(c.instancesMade).toBe(2);
    expect(again).toEqual(good);
    // and again: every trap costs one instance, nothing more
    for (let k = 0; k < 3; k++) expect(() => c.compile(withTrap(requestText(request)))).toThrow(CompilerTrap);
    expect(runRequest(c, request).code).toBe(good.code);
    expect(c.instancesMade).toBe(5);
  });

  it("a trap in one Compiler leaves another untouched", () => {
    const a = new Compiler();
    const b = new Compiler();
    runRequest(b, request);
    expect(() => a.compile(withTrap(requestText(request)))).toThrow(CompilerTrap);
    expect(runRequest(b, request).kernel).toBe("saxpy");
    expect(b.instancesMade).toBe(1);
  });

  it("refusals are not traps: they keep the instance", () => {
    const c = new Compiler();
    for (let k = 0; k < 5; k++) {
      expect(() => runRequest(c, { ...request, source: saxpy.replace("a * x[i]", "a * x[i] + nope") })).toThrow(KernelSyntaxError);
    }
    expect(runRequest(c, request).kernel).toBe("saxpy");
    expect(c.instancesMade).toBe(1);
  });
});

describe("malformed requests", () => {
  const malformed: [string, string, RegExp][] = [
    ["empty request", "", /empty request|expected 'tack 1' first/],
    ["wrong protocol version", "tack 2\nsource 0\n", /expected 'tack 1' first/],
    ["not a request at all", "function k() {}", /expected 'tack 1' first/],
    ["unknown request line", "tack 1\nfrobnicate 3\n", /unknown request line 'frobnicate'/],
    ["bad param line", "tack 1\nparam array f16 1\nsource 0\n", /bad param line 'param array f16 1'/],
    ["bad param rank", "tack 1\nparam array f32 9\nsource 0\n", /bad param line/],
    ["bad const line", "tack 1\nconst N int\nsource 0\n", /bad const line/],
    ["bad const kind", "tack 1\nconst N string 3\nsource 0\n", /bad const kind 'string'/],
    ["bad function line", "tack 1\nfunction helper\nsource 0\n", /bad function line/],
    ["source length past the end", "tack 1\nsource 500\nfunction k() {}", /text length past the end of the request/],
  ];
  for (const [name, text, why] of malformed) {
    it(`${name}: a clean 'malformed compile request' result, no trap`, () => {
      const c = new Compiler();
      const out = c.compile(text);
      const res = JSON.parse(out) as { ok: boolean; diagnostics: { code: number; class: string; message: string }[] };
      expect(res.ok).toBe(false);
      expect(res.diagnostics[0].code).toBe(3001);
      expect(res.diagnostics[0].class).toBe("Error");
      expect(res.diagnostics[0].message).toMatch(/^malformed compile request: /);
      expect(res.diagnostics[0].message).toMatch(why);
      expect(c.instancesMade).toBe(1);
      // the instance is still good
      expect(runRequest(c, request).kernel).toBe("saxpy");
      expect(c.instancesMade).toBe(1);
    });
  }

  it("through runRequest, a request the compiler can't read is a KernelError naming the kernel", () => {
    const c = new Compiler();
    const bad: CompileRequest = { ...request, params: [{ kind: "array", dtype: "f16", rank: 1 }] };
    let caught: unknown;
    try {
      runRequest(c, bad);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(KernelError);
    const e = caught as KernelError;
    expect(e.kernelName).toBe("saxpy");
    // the runtime refuses to send it (runtime/request.ts checks every line's alphabet): the compiler never reads it
    expect(e.message).toMatch(/^Kernel 'saxpy': malformed compile request: .*array dtype "f16"/);
    expect(e.code).toBe(3001);
    expect(e.line).toBeUndefined();
  });

  it("readResult on a refusal without a place gives no line, column or code frame", () => {
    const out = new Compiler().compile("tack 1\nnoalias 1\nbogus\n");
    expect(() => readResult(out, request)).toThrow(KernelError);
    try {
      readResult(out, request);
    } catch (e) {
      expect((e as KernelError).codeFrame).toBeUndefined();
      expect((e as KernelError).column).toBeUndefined();
    }
  });
});

describe("instances", () => {
  it("instantiation is cheap enough to replace an instance per trap (time logged, not asserted)", () => {
    compilerModule(); // compiled once per process
    const n = 20;
    const t0 = performance.now();
    const instances: CompilerInstance[] = [];
    for (let k = 0; k < n; k++) instances.push(new CompilerInstance());
    const perInstance = (performance.now() - t0) / n;
    const t1 = performance.now();
    const first = instances[0].compile(requestText(request));
    const firstCompile = performance.now() - t1;
    console.log(`compiler instantiation: ${perInstance.toFixed(2)} ms each; first compile on a fresh instance ${firstCompile.toFixed(1)} ms`);
    expect(JSON.parse(first).ok).toBe(true);
    expect(instances[n - 1].version()).toMatch(/^tack-compiler \d+\.\d+\.\d+$/);
  });

  it("version() is the same on every instance and does not count as a compile", () => {
    const c = new Compiler();
    expect(c.version()).toBe(new CompilerInstance().version());
    expect(c.instancesMade).toBe(1);
  });
});
