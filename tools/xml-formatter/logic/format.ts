/**
 * The XML printer. It runs only on a document that passed checkXml (check.ts), and it works on the source text, not
 * on parsed values, so nothing is decoded and re-encoded: entity and character references, CDATA sections, comments,
 * processing instructions, the DOCTYPE (internal subset included), attribute values and their quotes come out exactly
 * as typed. Only whitespace that XML treats as formatting is changed:
 *
 * - between the items before and after the root element (prolog and epilogue);
 * - between the children of an element whose content is elements only (element content): whitespace-only text there
 *   is dropped and the children are put one per line (pretty) or side by side (minify);
 * - inside tags: between attributes, around "=", before ">" and "/>".
 *
 * Text is never touched: an element whose content has text (or CDATA) keeps its content exactly as written — text
 * alone stays inline, mixed content (text beside elements) keeps every space, and an element with
 * xml:space="preserve" keeps everything inside it (descendants included) byte for byte.
 */

export type XmlIndent = "2" | "4" | "tab";

/**
 * Indentation grows with depth, so a deeply nested document can format to far more text than it holds (100,000
 * levels at 2 spaces would be 10 billion characters): printing stops past this and says so.
 */
export const MAX_OUTPUT_CHARS = 16_000_000;

export class OutputTooLarge extends Error {}

export type XmlFormatOptions = {
  mode: "pretty" | "minify";
  indent: XmlIndent;
  /** Pretty mode: a start tag with two or more attributes puts each on its own line. */
  attributesPerLine: boolean;
};

export type XmlFormatResult = {
  output: string;
  /** The input started with a byte order mark; the output keeps it. */
  bom: boolean;
  /** Elements whose content was kept as written: mixed content, and xml:space="preserve". */
  keptMixed: number;
  keptPreserve: number;
};

type Attr = { name: string; raw: string };

type Token =
  | { kind: "start"; name: string; attrs: Attr[]; selfClosing: boolean; from: number; to: number }
  | { kind: "end"; name: string; from: number; to: number }
  | { kind: "text"; from: number; to: number; blank: boolean }
  | { kind: "cdata" | "comment" | "pi" | "doctype"; from: number; to: number };

const isSpace = (c: string | undefined) => c === " " || c === "\t" || c === "\n" || c === "\r";

function skipSpace(s: string, i: number): number {
  while (isSpace(s[i])) i += 1;
  return i;
}

function readName(s: string, i: number): number {
  while (i < s.length && !isSpace(s[i]) && s[i] !== ">" && s[i] !== "/" && s[i] !== "=") i += 1;
  return i;
}

/** The end (exclusive) of a DOCTYPE starting at `i`: quoted literals and the internal subset's own markup skipped. */
function doctypeEnd(s: string, i: number): number {
  let inSubset = false;
  while (i < s.length) {
    const c = s[i];
    if (c === '"' || c === "'") {
      i = s.indexOf(c, i + 1) + 1;
    } else if (inSubset && s.startsWith("<!--", i)) {
      i = s.indexOf("-->", i + 4) + 3;
    } else if (inSubset && s.startsWith("<?", i)) {
      i = s.indexOf("?>", i + 2) + 2;
    } else if (c === "[") {
      inSubset = true;
      i += 1;
    } else if (c === "]") {
      inSubset = false;
      i += 1;
    } else if (c === ">" && !inSubset) {
      return i + 1;
    } else {
      i += 1;
    }
    if (i <= 0) return s.length;
  }
  return s.length;
}

function until(s: string, needle: string, from: number): number {
  const at = s.indexOf(needle, from);
  return at === -1 ? s.length : at + needle.length;
}

/** Splits a well-formed document into tokens that point into the source. */
export function tokenize(s: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    if (s[i] !== "<") {
      let end = s.indexOf("<", i);
      if (end === -1) end = s.length;
      tokens.push({ kind: "text", from: i, to: end, blank: s.slice(i, end).trim() === "" });
      i = end;
    } else if (s.startsWith("<!--", i)) {
      const to = until(s, "-->", i + 4);
      tokens.push({ kind: "comment", from: i, to });
      i = to;
    } else if (s.startsWith("<![CDATA[", i)) {
      const to = until(s, "]]>", i + 9);
      tokens.push({ kind: "cdata", from: i, to });
      i = to;
    } else if (s.startsWith("<?", i)) {
      const to = until(s, "?>", i + 2);
      tokens.push({ kind: "pi", from: i, to });
      i = to;
    } else if (s.startsWith("<!", i)) {
      const to = doctypeEnd(s, i + 2);
      tokens.push({ kind: "doctype", from: i, to });
      i = to;
    } else if (s[i + 1] === "/") {
      const nameEnd = readName(s, i + 2);
      const to = until(s, ">", nameEnd);
      tokens.push({ kind: "end", name: s.slice(i + 2, nameEnd), from: i, to });
      i = to;
    } else {
      const nameEnd = readName(s, i + 1);
      const name = s.slice(i + 1, nameEnd);
      const attrs: Attr[] = [];
      let j = skipSpace(s, nameEnd);
      while (j < s.length && s[j] !== ">" && s[j] !== "/") {
        const attrEnd = readName(s, j);
        const attrName = s.slice(j, attrEnd);
        j = skipSpace(s, attrEnd);
        j = skipSpace(s, j + 1); // "="
        const quote = s[j] ?? '"';
        const close = s.indexOf(quote, j + 1);
        const valueEnd = close === -1 ? s.length : close + 1;
        attrs.push({ name: attrName, raw: `${attrName}=${s.slice(j, valueEnd)}` });
        j = skipSpace(s, valueEnd);
      }
      const selfClosing = s[j] === "/";
      const to = until(s, ">", j);
      tokens.push({ kind: "start", name, attrs, selfClosing, from: i, to });
      i = to;
    }
  }
  return tokens;
}

type Layout = "block" | "inline" | "mixed" | "preserve" | "empty";

type ElementInfo = { end: number; layout: Layout };

/** For each start tag: its end tag's index and how its content is laid out. One pass, with a stack. */
function analyse(tokens: Token[]): Map<number, ElementInfo> {
  const info = new Map<number, ElementInfo>();
  type Frame = { index: number; markup: boolean; text: boolean; children: number; preserve: boolean };
  const stack: Frame[] = [];
  tokens.forEach((token, index) => {
    const parent = stack[stack.length - 1];
    if (token.kind === "start") {
      if (parent) {
        parent.markup = true;
        parent.children += 1;
      }
      if (token.selfClosing) return;
      const space = token.attrs.find((a) => a.name === "xml:space");
      const preserve = space !== undefined && space.raw.slice(space.name.length + 2, -1) === "preserve";
      stack.push({ index, markup: false, text: false, children: 0, preserve });
    } else if (token.kind === "end") {
      const frame = stack.pop();
      if (!frame) return;
      const layout: Layout = frame.preserve
        ? "preserve"
        : frame.children === 0
          ? "empty"
          : frame.text && frame.markup
            ? "mixed"
            : frame.markup
              ? "block"
              : "inline";
      info.set(frame.index, { end: index, layout });
    } else if (parent) {
      parent.children += 1;
      if (token.kind === "text" && token.blank) return;
      if (token.kind === "text" || token.kind === "cdata") parent.text = true;
      else parent.markup = true;
    }
  });
  return info;
}

function startTag(token: Extract<Token, { kind: "start" }>, attrIndent: string | null): string {
  const close = token.selfClosing ? "/>" : ">";
  if (token.attrs.length === 0) return `<${token.name}${close}`;
  if (attrIndent !== null && token.attrs.length > 1) {
    return `<${token.name}${token.attrs.map((a) => `\n${attrIndent}${a.raw}`).join("")}${close}`;
  }
  return `<${token.name} ${token.attrs.map((a) => a.raw).join(" ")}${close}`;
}

export function formatXml(input: string, options: XmlFormatOptions): XmlFormatResult {
  const bom = input.startsWith("\uFEFF");
  const source = bom ? input.slice(1) : input;
  const tokens = tokenize(source);
  const info = analyse(tokens);
  const unit = options.indent === "tab" ? "\t" : " ".repeat(Number(options.indent));
  const pretty = options.mode === "pretty";
  const lines: string[] = [];
  let size = 0;
  const push = (line: string) => {
    size += line.length + 1;
    if (size > MAX_OUTPUT_CHARS) throw new OutputTooLarge();
    lines.push(line);
  };
  let keptMixed = 0;
  let keptPreserve = 0;
  let depth = 0;
  const pad = () => (pretty ? unit.repeat(depth) : "");
  const attrIndent = () => (pretty && options.attributesPerLine ? unit.repeat(depth + 1) : null);

  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const raw = source.slice(token.from, token.to);
    if (token.kind === "text") {
      // Whitespace-only text between children of element content or outside the root: formatting, re-made below.
      // Other text reaches here only outside the root, which checkXml refuses.
      if (!token.blank) push(pad() + raw);
    } else if (token.kind === "end") {
      depth -= 1;
      push(`${pad()}</${token.name}>`);
    } else if (token.kind === "start") {
      const element = info.get(i);
      const open = startTag(token, attrIndent());
      if (token.selfClosing || !element) {
        push(pad() + open);
      } else if (element.layout === "block") {
        push(pad() + open);
        depth += 1;
      } else {
        // Content kept exactly as written, from the end of the start tag to the start of the end tag.
        if (element.layout === "mixed") keptMixed += 1;
        if (element.layout === "preserve") keptPreserve += 1;
        const endToken = tokens[element.end]!;
        push(`${pad()}${open}${source.slice(token.to, endToken.from)}</${token.name}>`);
        i = element.end;
      }
    } else {
      push(pad() + raw);
    }
  }
  const output = (bom ? "\uFEFF" : "") + lines.join(pretty ? "\n" : "");
  return { output, bom, keptMixed, keptPreserve };
}
