/**
 * Text sniffing for the File Type Checker: what `file-type` leaves out (it reads signatures; text has none). From the
 * first bytes of a file: the byte-order mark, the encoding (ASCII, UTF-8, UTF-16/32 LE/BE, or a legacy 8-bit code
 * page), whether it is text at all, and the format — JSON, JSON Lines, XML, SVG, HTML, RSS/Atom, CSV/TSV, scripts with
 * a shebang, or plain text. Pure and browser-safe; bounded by the sample it is given.
 */

export type Encoding =
  | "ASCII"
  | "UTF-8"
  | "UTF-8 with BOM"
  | "UTF-16 LE"
  | "UTF-16 BE"
  | "UTF-32 LE"
  | "UTF-32 BE"
  | "8-bit (Windows-1252 or another legacy code page)";

export interface TextFormat {
  name: string;
  mime: string;
  /** Extensions this format is written with, the usual one first. */
  ext: readonly string[];
  /** Something worth saying about the content (JSON that doesn't parse, a CSV's columns…). */
  note?: string;
}

export interface TextSniff {
  encoding: Encoding;
  format: TextFormat;
}

const BOMS: { bytes: number[]; encoding: Encoding; label: string }[] = [
  { bytes: [0xff, 0xfe, 0x00, 0x00], encoding: "UTF-32 LE", label: "utf-32le" },
  { bytes: [0x00, 0x00, 0xfe, 0xff], encoding: "UTF-32 BE", label: "utf-32be" },
  { bytes: [0xef, 0xbb, 0xbf], encoding: "UTF-8 with BOM", label: "utf-8" },
  { bytes: [0xff, 0xfe], encoding: "UTF-16 LE", label: "utf-16le" },
  { bytes: [0xfe, 0xff], encoding: "UTF-16 BE", label: "utf-16be" },
];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/** The bytes start with a Unicode byte-order mark. */
export function hasBom(bytes: Uint8Array): boolean {
  return BOMS.some((bom) => startsWith(bytes, bom.bytes));
}

/** Code points of UTF-32 text (TextDecoder has no UTF-32); stops at the first invalid unit. */
function decodeUtf32(bytes: Uint8Array, littleEndian: boolean): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let out = "";
  for (let i = 0; i + 4 <= bytes.byteLength; i += 4) {
    const cp = view.getUint32(i, littleEndian);
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    out += String.fromCodePoint(cp);
  }
  return out;
}

/** Bytes that do not occur in text: C0 controls other than tab, line feed, vertical tab, form feed, carriage return, escape. */
function isBinaryByte(b: number): boolean {
  return (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) || b === 0x7f;
}

/** UTF-16 without a BOM: ASCII-range text has a zero in every other byte. */
function utf16WithoutBom(bytes: Uint8Array): "UTF-16 LE" | "UTF-16 BE" | null {
  const pairs = Math.floor(bytes.byteLength / 2);
  if (pairs < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i + 1 < bytes.byteLength; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  if (oddZero / pairs > 0.6 && evenZero / pairs < 0.1) return "UTF-16 LE";
  if (evenZero / pairs > 0.6 && oddZero / pairs < 0.1) return "UTF-16 BE";
  return null;
}

/** A sample cut mid-character: drop an incomplete UTF-8 sequence at its end (at most 3 bytes). */
function trimPartialUtf8(bytes: Uint8Array): Uint8Array {
  for (let back = 1; back <= Math.min(3, bytes.byteLength); back++) {
    const b = bytes[bytes.byteLength - back]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? bytes.subarray(0, bytes.byteLength - back) : bytes;
  }
  return bytes;
}

/**
 * The encoding and decoded text of `bytes`, or null when they are binary. `truncated`: the sample is the head of a
 * longer file (its last character may be cut).
 */
export function decodeText(bytes: Uint8Array, truncated: boolean): { encoding: Encoding; text: string } | null {
  if (bytes.byteLength === 0) return null;
  for (const bom of BOMS) {
    if (!startsWith(bytes, bom.bytes)) continue;
    const body = bytes.subarray(bom.bytes.length);
    if (bom.encoding.startsWith("UTF-32")) {
      const text = decodeUtf32(body.subarray(0, body.byteLength - (body.byteLength % 4)), bom.encoding === "UTF-32 LE");
      return text === null ? null : { encoding: bom.encoding, text };
    }
    const usable = bom.encoding.startsWith("UTF-16") ? body.subarray(0, body.byteLength - (body.byteLength % 2)) : truncated ? trimPartialUtf8(body) : body;
    try {
      return { encoding: bom.encoding, text: new TextDecoder(bom.label, { fatal: !bom.encoding.startsWith("UTF-16") }).decode(usable) };
    } catch {
      return null;
    }
  }
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) {
    const text = new TextDecoder(utf16 === "UTF-16 LE" ? "utf-16le" : "utf-16be").decode(bytes.subarray(0, bytes.byteLength - (bytes.byteLength % 2)));
    return { encoding: utf16, text };
  }
  let binary = 0;
  let high = false;
  for (const b of bytes) {
    if (b === 0) return null;
    if (isBinaryByte(b)) binary++;
    else if (b >= 0x80) high = true;
  }
  if (binary / bytes.byteLength > 0.01) return null;
  if (!high) return { encoding: "ASCII", text: new TextDecoder("utf-8").decode(bytes) };
  try {
    return { encoding: "UTF-8", text: new TextDecoder("utf-8", { fatal: true }).decode(truncated ? trimPartialUtf8(bytes) : bytes) };
  } catch {
    // Not UTF-8, yet no control bytes: a legacy 8-bit code page (most often Windows-1252 / ISO-8859-1).
    return { encoding: "8-bit (Windows-1252 or another legacy code page)", text: new TextDecoder("windows-1252").decode(bytes) };
  }
}

const FORMATS = {
  json: { name: "JSON", mime: "application/json", ext: ["json"] },
  jsonl: { name: "JSON Lines", mime: "application/jsonl", ext: ["jsonl", "ndjson"] },
  xml: { name: "XML document", mime: "application/xml", ext: ["xml"] },
  svg: { name: "SVG image", mime: "image/svg+xml", ext: ["svg"] },
  html: { name: "HTML document", mime: "text/html", ext: ["html", "htm"] },
  rss: { name: "RSS feed", mime: "application/rss+xml", ext: ["rss", "xml"] },
  atom: { name: "Atom feed", mime: "application/atom+xml", ext: ["atom", "xml"] },
  csv: { name: "CSV (comma-separated values)", mime: "text/csv", ext: ["csv"] },
  tsv: { name: "TSV (tab-separated values)", mime: "text/tab-separated-values", ext: ["tsv", "tab"] },
  text: { name: "Plain text", mime: "text/plain", ext: ["txt"] },
} as const satisfies Record<string, TextFormat>;

const SHEBANGS: [RegExp, TextFormat][] = [
  [/^(?:ba|z|k|da)?sh$/, { name: "Shell script", mime: "text/x-shellscript", ext: ["sh", "bash"] }],
  [/^python[0-9.]*$/, { name: "Python script", mime: "text/x-python", ext: ["py"] }],
  [/^node$/, { name: "JavaScript (Node.js) script", mime: "text/javascript", ext: ["js", "mjs", "cjs"] }],
  [/^perl$/, { name: "Perl script", mime: "text/x-perl", ext: ["pl"] }],
  [/^ruby$/, { name: "Ruby script", mime: "text/x-ruby", ext: ["rb"] }],
  [/^php$/, { name: "PHP script", mime: "application/x-httpd-php", ext: ["php"] }],
];

/** The interpreter of a `#!` line: `/usr/bin/env python3` → python3. */
function interpreter(line: string): string {
  const words = line.slice(2).trim().split(/\s+/);
  const first = words[0] ?? "";
  const program = first.endsWith("/env") ? (words.find((w, i) => i > 0 && !w.startsWith("-")) ?? "") : first;
  return program.slice(program.lastIndexOf("/") + 1);
}

/** The name of the first element, after the XML declaration, comments, processing instructions and a doctype. */
function rootElement(text: string): { name: string; doctype: string | null } | null {
  let rest = text;
  let doctype: string | null = null;
  for (let guard = 0; guard < 50; guard++) {
    rest = rest.trimStart();
    if (rest.startsWith("<?")) {
      const end = rest.indexOf("?>");
      if (end < 0) return null;
      rest = rest.slice(end + 2);
    } else if (rest.startsWith("<!--")) {
      const end = rest.indexOf("-->");
      if (end < 0) return null;
      rest = rest.slice(end + 3);
    } else if (/^<!doctype/i.test(rest)) {
      const end = rest.indexOf(">");
      if (end < 0) return null;
      doctype = rest.slice(9, end).trim().split(/\s+/)[0]?.toLowerCase() ?? "";
      rest = rest.slice(end + 1);
    } else break;
  }
  const match = /^<([A-Za-z_][\w.:-]{0,100})[\s/>]/.exec(rest);
  return match ? { name: match[1]!, doctype } : null;
}

const HTML_TAGS = new Set(["html", "head", "body", "div", "p", "span", "table", "script", "style", "meta", "link", "title", "a", "h1", "h2", "h3", "form", "img", "section", "main", "header", "nav"]);

/** Counts a delimiter outside double quotes (RFC 4180 quoting). */
function countOutsideQuotes(line: string, delimiter: string): number {
  let n = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) n++;
  }
  return n;
}

function delimited(text: string, truncated: boolean): TextFormat | null {
  let lines = text.split(/\r\n|\n|\r/);
  if (truncated) lines = lines.slice(0, -1); // the sample may end mid-line
  lines = lines.filter((line) => line.trim() !== "").slice(0, 20);
  if (lines.length < 2) return null;
  for (const delimiter of ["\t", ",", ";", "|"]) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const first = counts[0]!;
    if (first >= 1 && counts.every((c) => c === first)) {
      const columns = `${first + 1} columns`;
      if (delimiter === "\t") return { ...FORMATS.tsv, note: columns };
      const name = delimiter === "," ? "comma" : delimiter === ";" ? "semicolon" : "pipe";
      return { ...FORMATS.csv, note: `${columns}, ${name}-separated` };
    }
  }
  return null;
}

function jsonLines(text: string, truncated: boolean): boolean {
  let lines = text.split(/\r?\n/);
  if (truncated) lines = lines.slice(0, -1);
  lines = lines.filter((line) => line.trim() !== "");
  if (lines.length < 2) return false;
  return lines.slice(0, 50).every((line) => {
    const t = line.trim();
    if (!t.startsWith("{") && !t.startsWith("[")) return false;
    try {
      JSON.parse(t);
      return true;
    } catch {
      return false;
    }
  });
}

/** The format of decoded text. `truncated`: only the head of the file was read. */
export function textFormat(decoded: string, truncated: boolean): TextFormat {
  const text = decoded.replace(/^\uFEFF/, "");
  const start = text.trimStart();
  if (start.startsWith("#!")) {
    const program = interpreter(start.split(/\r?\n/, 1)[0]!);
    const known = SHEBANGS.find(([pattern]) => pattern.test(program));
    return known ? known[1] : { name: "Script", mime: "text/plain", ext: [], note: `runs with ${program || "an interpreter"}` };
  }
  if (start.startsWith("{") || start.startsWith("[")) {
    if (!truncated) {
      try {
        JSON.parse(text);
        return FORMATS.json;
      } catch (error) {
        if (jsonLines(text, false)) return FORMATS.jsonl;
        return { ...FORMATS.json, note: `looks like JSON but does not parse: ${(error as Error).message}` };
      }
    }
    if (jsonLines(text, true)) return FORMATS.jsonl;
    return { ...FORMATS.json, note: "only the start was read, so it was not parsed" };
  }
  if (start.startsWith("<")) {
    const root = rootElement(start);
    const name = root?.name.toLowerCase() ?? "";
    const local = name.slice(name.indexOf(":") + 1);
    if (root?.doctype === "html" || local === "html") return FORMATS.html;
    if (local === "svg") return FORMATS.svg;
    if (local === "rss") return FORMATS.rss;
    if (local === "feed") return FORMATS.atom;
    if (root && (start.startsWith("<?xml") || !HTML_TAGS.has(name))) return FORMATS.xml;
    if (root && HTML_TAGS.has(name)) return FORMATS.html;
  }
  return delimited(text, truncated) ?? FORMATS.text;
}

/** Encoding and format, or null when the bytes are not text. */
export function sniffText(bytes: Uint8Array, truncated: boolean): TextSniff | null {
  const decoded = decodeText(bytes, truncated);
  return decoded ? { encoding: decoded.encoding, format: textFormat(decoded.text, truncated) } : null;
}
