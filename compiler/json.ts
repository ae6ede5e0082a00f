/**
 * @fileoverview JSON string literals for the compiler's results (diagnostics, metadata,
 * generated code): quotes, backslashes and control characters escaped.
 */

export function jsonString(s: string): string {
  const parts = new Array<string>();
  parts.push("\"");
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c == 34 || c == 92 || c < 32) {
      parts.push(s.substring(start, i));
      if (c == 34) parts.push("\\\"");
      else if (c == 92) parts.push("\\\\");
      else if (c == 10) parts.push("\\n");
      else if (c == 9) parts.push("\\t");
      else if (c == 13) parts.push("\\r");
      else {
        let h = c.toString(16);
        while (h.length < 4) h = "0" + h;
        parts.push("\\u" + h);
      }
      start = i + 1;
    }
  }
  parts.push(s.substring(start));
  parts.push("\"");
  return parts.join("");
}
