/**
 * @fileoverview Tokenizer for the kernel subset of JavaScript/TypeScript.
 *
 * It reads whatever `fn.toString()` returns after tsc, esbuild, swc and terser, so it knows
 * all of JS's token shapes (strings and templates too, so that the parser can refuse them
 * at their position instead of stumbling). Keywords are identifiers; the parser compares
 * their text. Line and column are never computed here: tokens carry offsets.
 */

import { DiagCode, DiagnosticEmitter } from "./diagnostics";

export const enum Tok {
  EOF,
  Ident,
  Number, // text in `text`; bigint literals end in `n`
  String,
  Template,
  Regex, // never produced: `/` is always division in kernels
  Punct,
  Invalid,
}

export class Token {
  kind: Tok = Tok.EOF;
  text: string = "";
  start: i32 = 0;
  end: i32 = 0;
  /** A line terminator precedes this token (for ASI and `=>` rules). */
  newlineBefore: bool = false;
}

// Punctuators, longest first within each leading character.
const puncts: string[] = [
  ">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??=",
  "=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=",
  "%=", "&=", "|=", "^=", "<<", ">>", "**",
  "{", "}", "(", ")", "[", "]", ";", ",", "<", ">", "+", "-", "*", "/", "%", "&", "|",
  "^", "!", "~", "?", ":", "=", ".", "@", "#",
];

/**
 * `puncts` by leading character (ASCII), in table order, so that the lexer tries only the
 * punctuators that can match (trying all of them with startsWith was a tenth of a compile).
 */
const punctsByChar: Array<string[]> = [];
for (let c = 0; c < 128; c++) punctsByChar.push([]);
for (let k = 0; k < puncts.length; k++) punctsByChar[puncts[k].charCodeAt(0)].push(puncts[k]);

function isIdentStart(c: i32): bool {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c == 36 || c == 95 || c >= 128;
}

function isIdentPart(c: i32): bool {
  return isIdentStart(c) || (c >= 48 && c <= 57);
}

function isDigit(c: i32): bool {
  return c >= 48 && c <= 57;
}

export class Lexer extends DiagnosticEmitter {
  pos: i32 = 0;
  sawNewline: bool = false;

  constructor(public text: string) {
    super();
  }

  /** Skips whitespace and comments; reports an unterminated block comment. */
  private skipTrivia(): void {
    const s = this.text;
    const n = s.length;
    this.sawNewline = false;
    while (this.pos < n) {
      const c = s.charCodeAt(this.pos);
      if (c == 10 || c == 13 || c == 0x2028 || c == 0x2029) {
        this.sawNewline = true;
        this.pos++;
      } else if (c == 32 || c == 9 || c == 11 || c == 12 || c == 0xa0 || c == 0xfeff) {
        this.pos++;
      } else if (c == 47 && this.pos + 1 < n && s.charCodeAt(this.pos + 1) == 47) {
        while (this.pos < n && s.charCodeAt(this.pos) != 10) this.pos++;
      } else if (c == 47 && this.pos + 1 < n && s.charCodeAt(this.pos + 1) == 42) {
        const start = this.pos;
        const close = s.indexOf("*/", this.pos + 2);
        if (close < 0) {
          this.error(DiagCode.Unterminated, start, start + 2, "comment");
          this.pos = n;
          return;
        }
        if (s.substring(this.pos, close).includes("\n")) this.sawNewline = true;
        this.pos = close + 2;
      } else {
        return;
      }
    }
  }

  next(): Token {
    this.skipTrivia();
    const t = new Token();
    t.newlineBefore = this.sawNewline;
    const s = this.text;
    const n = s.length;
    t.start = this.pos;
    if (this.pos >= n) {
      t.kind = Tok.EOF;
      t.end = n;
      return t;
    }
    const c = s.charCodeAt(this.pos);
    if (isIdentStart(c) || c == 92 /* \ escape: read to refuse as unknown name */) {
      let p = this.pos + 1;
      while (p < n && isIdentPart(s.charCodeAt(p))) p++;
      t.kind = Tok.Ident;
      t.text = s.substring(this.pos, p);
      this.pos = p;
    } else if (isDigit(c) || (c == 46 && this.pos + 1 < n && isDigit(s.charCodeAt(this.pos + 1)))) {
      this.readNumber(t);
    } else if (c == 34 || c == 39) {
      this.readString(t, c);
    } else if (c == 96) {
      this.readTemplate(t);
    } else {
      t.kind = Tok.Invalid;
      const candidates = c < 128 ? punctsByChar[c] : punctsByChar[0];
      for (let k = 0; k < candidates.length; k++) {
        const p = candidates[k];
        if (s.startsWith(p, this.pos)) {
          // `?.` followed by a digit is `?` then a number (a ? .5 : 1)
          if (p == "?." && this.pos + 2 < n && isDigit(s.charCodeAt(this.pos + 2))) continue;
          t.kind = Tok.Punct;
          t.text = p;
          this.pos += p.length;
          break;
        }
      }
      if (t.kind == Tok.Invalid) {
        t.text = s.charAt(this.pos);
        this.pos++;
      }
    }
    t.end = this.pos;
    return t;
  }

  private readNumber(t: Token): void {
    const s = this.text;
    const n = s.length;
    let p = this.pos;
    t.kind = Tok.Number;
    const c0 = s.charCodeAt(p);
    const c1 = p + 1 < n ? s.charCodeAt(p + 1) | 32 : 0;
    if (c0 == 48 && (c1 == 120 || c1 == 111 || c1 == 98)) {
      p += 2;
      while (p < n && (isIdentPart(s.charCodeAt(p)))) p++;
    } else {
      while (p < n) {
        const c = s.charCodeAt(p);
        if (isDigit(c) || c == 95 || c == 46) {
          p++;
        } else if ((c | 32) == 101) {
          p++;
          if (p < n && (s.charCodeAt(p) == 43 || s.charCodeAt(p) == 45)) p++;
        } else if (isIdentPart(c)) {
          p++; // `n` suffix, or garbage that the parser reports as an invalid literal
        } else {
          break;
        }
      }
    }
    t.text = s.substring(this.pos, p);
    this.pos = p;
  }

  private readString(t: Token, quote: i32): void {
    const s = this.text;
    const n = s.length;
    let p = this.pos + 1;
    const parts = new Array<string>();
    let segStart = p;
    while (p < n) {
      const c = s.charCodeAt(p);
      if (c == quote) break;
      if (c == 10) break;
      if (c == 92 && p + 1 < n) {
        parts.push(s.substring(segStart, p));
        parts.push(s.charAt(p + 1));
        p += 2;
        segStart = p;
        continue;
      }
      p++;
    }
    if (p >= n || s.charCodeAt(p) != quote) {
      this.error(DiagCode.Unterminated, this.pos, p, "string");
      t.kind = Tok.String;
      this.pos = p;
      return;
    }
    parts.push(s.substring(segStart, p));
    t.kind = Tok.String;
    t.text = parts.join("");
    this.pos = p + 1;
  }

  private readTemplate(t: Token): void {
    // Templates are refused by the parser; read to the closing backtick so the error is
    // reported once, at the template, whatever it holds.
    const s = this.text;
    const n = s.length;
    let p = this.pos + 1;
    let depth = 0;
    while (p < n) {
      const c = s.charCodeAt(p);
      if (c == 92) {
        p += 2;
        continue;
      }
      if (c == 96 && depth == 0) break;
      if (c == 36 && p + 1 < n && s.charCodeAt(p + 1) == 123) {
        depth++;
        p += 2;
        continue;
      }
      if (c == 125 && depth > 0) depth--;
      p++;
    }
    if (p >= n) this.error(DiagCode.Unterminated, this.pos, n, "template literal");
    t.kind = Tok.Template;
    this.pos = min(p + 1, n);
  }
}
