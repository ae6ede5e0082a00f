/**
 * @fileoverview Correctly rounded number-literal parsing.
 *
 * AssemblyScript 0.28's parseFloat misreads some literals (it returned 1.03e38 for
 * "1.0279011859017128e+40"), and a kernel compiler must read `0.1` exactly as JS does, or
 * the compiled kernel and its plain-JS run disagree. This module implements Clinger's fast
 * path and an exact big-integer fallback with round-half-even, for decimal, hex, octal and
 * binary literals (numeric separators allowed).
 */

/** Little-endian base-2^32 unsigned big integer: just what literal parsing needs. */
class BigNat {
  limbs: u32[] = [0];

  static fromU32(v: u32): BigNat {
    const b = new BigNat();
    b.limbs[0] = v;
    return b;
  }

  clone(): BigNat {
    const b = new BigNat();
    b.limbs = this.limbs.slice(0);
    return b;
  }

  isZero(): bool {
    for (let i = 0; i < this.limbs.length; i++) if (this.limbs[i] != 0) return false;
    return true;
  }

  /** this = this * m + a */
  mulAdd(m: u32, a: u32): void {
    let carry: u64 = <u64>a;
    const l = this.limbs;
    for (let i = 0, n = l.length; i < n; i++) {
      const t = <u64>l[i] * <u64>m + carry;
      l[i] = <u32>t;
      carry = t >> 32;
    }
    if (carry != 0) l.push(<u32>carry);
  }

  bitLength(): i32 {
    const l = this.limbs;
    for (let i = l.length - 1; i >= 0; i--) {
      if (l[i] != 0) return i * 32 + (32 - <i32>clz<u32>(l[i]));
    }
    return 0;
  }

  shl(bits: i32): void {
    if (bits <= 0) return;
    const words = bits >> 5;
    const rest = bits & 31;
    const l = this.limbs;
    const out = new Array<u32>(l.length + words + 1);
    for (let i = 0; i < out.length; i++) out[i] = 0;
    for (let i = 0; i < l.length; i++) {
      const v = <u64>l[i] << <u64>rest;
      out[i + words] |= <u32>v;
      out[i + words + 1] |= <u32>(v >> 32);
    }
    this.limbs = out;
  }

  shr1(): void {
    const l = this.limbs;
    for (let i = 0, n = l.length; i < n; i++) {
      const hi: u32 = i + 1 < n ? l[i + 1] : 0;
      l[i] = (l[i] >> 1) | (hi << 31);
    }
  }

  /** -1, 0 or 1 */
  cmp(o: BigNat): i32 {
    const a = this.limbs, b = o.limbs;
    const n = max(a.length, b.length);
    for (let i = n - 1; i >= 0; i--) {
      const x: u32 = i < a.length ? a[i] : 0;
      const y: u32 = i < b.length ? b[i] : 0;
      if (x != y) return x < y ? -1 : 1;
    }
    return 0;
  }

  /** this -= o, requires this >= o */
  sub(o: BigNat): void {
    const a = this.limbs, b = o.limbs;
    let borrow: i64 = 0;
    for (let i = 0, n = a.length; i < n; i++) {
      const y: i64 = i < b.length ? <i64>b[i] : 0;
      let t = <i64>a[i] - y - borrow;
      if (t < 0) {
        t += <i64>0x100000000;
        borrow = 1;
      } else {
        borrow = 0;
      }
      a[i] = <u32>t;
    }
  }

  /** Lowest 64 bits. */
  low64(): u64 {
    const l = this.limbs;
    const lo: u64 = <u64>l[0];
    const hi: u64 = l.length > 1 ? <u64>l[1] : 0;
    return lo | (hi << 32);
  }
}

const exactPowers: f64[] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
  1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/** Round num/den (both nonzero) to the nearest f64, ties to even. */
function roundQuotient(num: BigNat, den: BigNat): f64 {
  // Choose s so that q = floor(num * 2^s / den) lies in [2^63, 2^65).
  const s = 64 - (num.bitLength() - den.bitLength());
  const a = num.clone();
  const b = den.clone();
  if (s > 0) a.shl(s);
  else b.shl(-s);
  // Restoring division, 65 quotient bits: q = q64 * 2^64 + q.
  const t = b.clone();
  t.shl(64);
  let q: u64 = 0;
  let q64: bool = false;
  for (let k = 64; k >= 0; k--) {
    if (a.cmp(t) >= 0) {
      a.sub(t);
      if (k == 64) q64 = true;
      else q |= <u64>1 << <u64>k;
    }
    t.shr1();
  }
  let sticky = !a.isZero();
  let e2 = 63 - s; // value = q * 2^-s, top bit of a 64-bit q is 2^(63-s)
  if (q64) {
    sticky = sticky || (q & 1) != 0;
    q = (q >> 1) | (<u64>1 << 63);
    e2 += 1;
  }
  if (e2 > 1023) return Infinity;
  let keep = 53;
  if (e2 < -1022) keep = 53 - (-1022 - e2);
  if (keep <= 0) {
    if (keep < 0) return 0;
    const half: u64 = <u64>1 << 63;
    return q > half || (q == half && sticky) ? reinterpret<f64>(<u64>1) : 0;
  }
  const drop = 64 - keep;
  let mant = q >> <u64>drop;
  const rem = q & ((<u64>1 << <u64>drop) - 1);
  const half = <u64>1 << <u64>(drop - 1);
  if (rem > half || (rem == half && (sticky || (mant & 1) != 0))) mant += 1;
  if (keep == 53) {
    if (mant == <u64>1 << 53) {
      mant >>= 1;
      e2 += 1;
      if (e2 > 1023) return Infinity;
    }
    const bits = (<u64>(e2 + 1023) << 52) | (mant & ((<u64>1 << 52) - 1));
    return reinterpret<f64>(bits);
  }
  // Subnormal: a mantissa that rounded up to 2^52 lands on the smallest normal by itself.
  return reinterpret<f64>(mant);
}

function bigToF64(n: BigNat): f64 {
  if (n.isZero()) return 0;
  return roundQuotient(n, BigNat.fromU32(1));
}

function digitValue(c: i32): i32 {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return 99;
}

/** Result of a literal parse. `ok` false means the text is malformed. */
export class NumberValue {
  ok: bool = true;
  value: f64 = 0;
  /** For bigint literals (and integer literals that fit): the exact value modulo 2^64. */
  bits: u64 = 0;
  /** Integer literal that fits in 64 bits (signed or unsigned). */
  fitsU64: bool = false;
}

/**
 * Significant decimal digits kept exactly. Every f64 and every midpoint between two f64s has a
 * decimal expansion of at most 767 significant digits, so a value cut to 800 digits with a
 * nonzero digit appended when anything nonzero was cut (a sticky digit) lies strictly between
 * the same two 800-digit grid points as the full value, and no rounding boundary lies there:
 * both round to the same double. This keeps parsing linear in the literal's length.
 */
const MAX_DECIMAL_DIGITS = 800;
/** Significant bits past which a binary, octal or hex literal is Infinity (2^1024 overflows). */
const MAX_RADIX_BITS = 1100;

/** Parses a JS numeric literal's text (without a leading sign, with an optional `n`). Linear in its length. */
export function parseNumberLiteral(text: string): NumberValue {
  const r = new NumberValue();
  let end = text.length;
  if (end > 0 && text.charCodeAt(end - 1) == 110 /* n */) end--;
  if (end == 0) {
    r.ok = false;
    return r;
  }
  let radix = 10;
  let bitsPerDigit = 0;
  let i = 0;
  if (end > 2 && text.charCodeAt(0) == 48) {
    const p = text.charCodeAt(1) | 32;
    if (p == 120) radix = 16;
    else if (p == 111) radix = 8;
    else if (p == 98) radix = 2;
    if (radix != 10) i = 2;
  }
  if (radix == 16) bitsPerDigit = 4;
  else if (radix == 8) bitsPerDigit = 3;
  else if (radix == 2) bitsPerDigit = 1;
  const maxKept = radix == 10 ? MAX_DECIMAL_DIGITS : MAX_RADIX_BITS / bitsPerDigit + 1;
  const mant = new BigNat();
  let digits = 0; // all digits, for the malformed check
  let kept = 0; // significant digits in mant
  let sticky = false; // a nonzero digit was cut
  let overflow = false; // a radix literal too long to be finite
  let small: u64 = 0;
  let smallExact = true;
  let exp10 = 0;
  let seenDot = false;
  let lastSep = true;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c == 95 /* _ */) {
      if (lastSep) {
        r.ok = false;
        return r;
      }
      lastSep = true;
      continue;
    }
    if (radix == 10 && c == 46 /* . */) {
      if (seenDot) {
        r.ok = false;
        return r;
      }
      seenDot = true;
      lastSep = false;
      continue;
    }
    if (radix == 10 && (c | 32) == 101 /* e */) break;
    const d = digitValue(c);
    if (d >= radix) {
      r.ok = false;
      return r;
    }
    lastSep = false;
    digits++;
    if (smallExact && small > (<u64>0xFFFFFFFFFFFFFFFF - <u64>d) / <u64>radix) smallExact = false;
    small = small * <u64>radix + <u64>d;
    if (kept == 0 && d == 0) {
      // a leading zero: no significant digit yet
      if (seenDot) exp10--;
      continue;
    }
    if (kept < maxKept) {
      mant.mulAdd(<u32>radix, <u32>d);
      kept++;
      if (seenDot) exp10--;
    } else if (radix == 10) {
      if (d != 0) sticky = true;
      if (!seenDot) exp10++;
    } else {
      overflow = true;
    }
  }
  if (digits == 0) {
    r.ok = false;
    return r;
  }
  if (i < end) {
    // exponent
    i++;
    let sign = 1;
    if (i < end && (text.charCodeAt(i) == 43 || text.charCodeAt(i) == 45)) {
      if (text.charCodeAt(i) == 45) sign = -1;
      i++;
    }
    let e = 0;
    let expDigits = 0;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c == 95) continue;
      if (c < 48 || c > 57) {
        r.ok = false;
        return r;
      }
      if (e < 100000) e = e * 10 + (c - 48);
      expDigits++;
    }
    if (expDigits == 0) {
      r.ok = false;
      return r;
    }
    exp10 += sign * e;
  }
  if (exp10 == 0 && smallExact) {
    // an integer that fits 64 bits (with 20 digits or fewer, nothing was cut: exp10 counts as it reads)
    r.bits = small;
    r.fitsU64 = true;
  }
  if (overflow) {
    r.value = Infinity;
    return r;
  }
  if (mant.isZero()) {
    r.value = 0;
    return r;
  }
  if (sticky) {
    mant.mulAdd(10, 1);
    exp10--;
    kept++;
  }
  // Clinger's fast path: both operands exact in f64, so one IEEE operation rounds once.
  if (!sticky && smallExact && small <= (<u64>1 << 53) && exp10 >= -22 && exp10 <= 22) {
    const m = <f64>small;
    r.value = exp10 >= 0 ? m * exactPowers[exp10] : m / exactPowers[-exp10];
    return r;
  }
  // value = mant * 10^exp10 with kept significant digits: 10^(exp10 + kept - 1) <= value < 10^(exp10 + kept)
  if (exp10 + kept > 330) {
    r.value = Infinity;
    return r;
  }
  if (exp10 + kept < -345) {
    r.value = 0;
    return r;
  }
  if (exp10 >= 0) {
    for (let k = 0; k < exp10; k++) mant.mulAdd(10, 0);
    r.value = bigToF64(mant);
    return r;
  }
  const den = BigNat.fromU32(1);
  for (let k = 0; k < -exp10; k++) den.mulAdd(10, 0);
  r.value = roundQuotient(mant, den);
  return r;
}
