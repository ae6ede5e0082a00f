/**
 * The kernel intrinsics as real JavaScript functions (DESIGN.md §3): a kernel run as plain JS
 * is the definition that every backend is tested against (STYLE.md 14). `range` and `grid`
 * iterate sequentially; `localArray` returns a zero-filled TypedArray, as the compiled kernels'
 * scratch is zero-filled at each declaration.
 */
import { DtypeLike, dtypeName, TYPED_ARRAY_OF, type DtypeName, type TypedArrayOf } from "./dtypes.js";

function toIndex(v: number | bigint): number {
  return typeof v === "bigint" ? Number(v) : Number(v);
}

/**
 * The iterator `range()` returns. A class with a reused result object, not a generator: V8
 * runs for-of over it several times faster, and the plain-JS run is the baseline that every
 * benchmark's "plain JS" column shows.
 */
class RangeIterator implements IterableIterator<number> {
  private i: number;
  private readonly result = { value: 0, done: false };
  constructor(
    start: number,
    private readonly end: number,
    private readonly step: number,
  ) {
    this.i = start;
  }
  next(): IteratorResult<number> {
    const i = this.i;
    const r = this.result;
    if (this.step > 0 ? i < this.end : this.step < 0 && i > this.end) {
      this.i = i + this.step;
      r.value = i;
      return r;
    }
    r.done = true;
    return r;
  }
  [Symbol.iterator](): IterableIterator<number> {
    return this;
  }
}

/** `range(n)` or `range(start, end[, step])`: the integers from start toward end. */
export function range(a: number | bigint, b?: number | bigint, step: number | bigint = 1): IterableIterator<number> {
  return b === undefined ? new RangeIterator(0, toIndex(a), toIndex(step)) : new RangeIterator(toIndex(a), toIndex(b), toIndex(step));
}

/**
 * The iterator `grid()` returns: index tuples in row-major order. The tuple is one reused
 * array, which `for (const [y, x] of grid(h, w))` destructures at once.
 */
class GridIterator implements IterableIterator<number[]> {
  private readonly idx: number[];
  private readonly result: { value: number[]; done: boolean };
  private started = false;
  constructor(private readonly n: number[]) {
    this.idx = new Array<number>(n.length).fill(0);
    this.result = { value: this.idx, done: n.length === 0 || n.some((e) => !(e > 0)) };
  }
  next(): IteratorResult<number[]> {
    const r = this.result;
    if (r.done) return r;
    if (!this.started) {
      this.started = true;
      return r;
    }
    const idx = this.idx;
    const n = this.n;
    let d = n.length - 1;
    while (d >= 0) {
      idx[d]++;
      if (idx[d] < n[d]) return r;
      idx[d] = 0;
      d--;
    }
    r.done = true;
    return r;
  }
  [Symbol.iterator](): IterableIterator<number[]> {
    return this;
  }
}

/** `grid(h, w)` / `grid(d, h, w)`: index tuples in row-major order (the last varies fastest). */
export function grid(...extents: (number | bigint)[]): IterableIterator<number[]> {
  return new GridIterator(extents.map(toIndex));
}

/** Private scratch storage of a constant size: zero-filled, like `new Float32Array(n)`. */
export function localArray<D extends DtypeName>(dtype: DtypeLike & { dtypeName?: D }, size: number): TypedArrayOf[D] {
  const name = dtypeName(dtype);
  return new TYPED_ARRAY_OF[name](size) as TypedArrayOf[D];
}

function workgroupOnly(name: string): never {
  throw new Error(
    `${name}() is a GPU workgroup primitive: it has no sequential plain-JavaScript meaning and runs only on backends with workgroups`,
  );
}

/** GPU workgroup primitives: declared so kernels type-check; a plain-JS run refuses them. */
export function shared<D extends DtypeName>(_dtype: DtypeLike & { dtypeName?: D }, _size: number): TypedArrayOf[D] {
  return workgroupOnly("shared");
}
export function barrier(): void {
  workgroupOnly("barrier");
}
export function threadId(): number {
  return workgroupOnly("threadId");
}
export function blockSum(_v: number): number {
  return workgroupOnly("blockSum");
}
export function blockMin(_v: number): number {
  return workgroupOnly("blockMin");
}
export function blockMax(_v: number): number {
  return workgroupOnly("blockMax");
}
