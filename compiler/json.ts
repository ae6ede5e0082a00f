/**
 * @fileoverview JSON string literals for the compiler's results (diagnostics, metadata,
 * generated code): quotes, backslashes and control characters escaped.
 */

/**
 * Written straight into one string of the final length (counted first): the generated code
 * is 10–200 K characters with a newline on every line, and a part per escape plus a join
 * made a fifth of a large kernel's compile.
 */
export function jsonString(s: string): string {
  const n = s.length;
  const src = changetype<usize>(s);
  let extra = 0;
  for (let i = 0; i < n; i++) {
    const c = <i32>load<u16>(src + (<usize>i << 1));
    if (c == 34 || c == 92 || c == 10 || c == 9 || c == 13) extra += 1;
    else if (c < 32) extra += 5; // \u00XX
  }
  const out = changetype<string>(__new(<usize>(n + extra + 2) << 1, idof<string>()));
  let p = changetype<usize>(out);
  store<u16>(p, 34);
  p += 2;
  for (let i = 0; i < n; i++) {
    const c = <i32>load<u16>(src + (<usize>i << 1));
    if (c >= 32 && c != 34 && c != 92) {
      store<u16>(p, <u16>c);
      p += 2;
    } else if (c == 34 || c == 92 || c == 10 || c == 9 || c == 13) {
      store<u16>(p, 92);
      store<u16>(p, <u16>(c == 10 ? 110 : c == 9 ? 116 : c == 13 ? 114 : c), 2);
      p += 4;
    } else {
      store<u16>(p, 92);
      store<u16>(p, 117, 2); // u
      store<u16>(p, 48, 4);
      store<u16>(p, 48, 6);
      store<u16>(p, <u16>hexDigit(c >> 4), 8);
      store<u16>(p, <u16>hexDigit(c & 15), 10);
      p += 12;
    }
  }
  store<u16>(p, 34);
  return out;
}

/** Lower-case, as `toString(16)` wrote them. */
function hexDigit(d: i32): i32 {
  return d < 10 ? 48 + d : 87 + d;
}
