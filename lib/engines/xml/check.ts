import { SaxesParser } from "saxes";

/**
 * The one XML well-formedness check of the site (XML 1.0 with namespaces, through saxes), run before the XML formatter
 * rewrites a document and before the file converter maps one to data (fast-xml-parser then builds its tree): a
 * document that fails it is never rewritten or converted, and the problem is told in the product's words at its place. Entities are never expanded and nothing external is ever fetched:
 * references to entities declared in the DOCTYPE (including SYSTEM entities, the XXE shape) are accepted and kept as
 * written by the formatter, and their replacement text is never read.
 */

/**
 * Nesting bound: saxes chains each element's namespace scope to its parent's, so every lookup walks the depth and a
 * 100,000-deep document would take minutes. Real documents stay far below this.
 */
export const MAX_XML_DEPTH = 512;

class TooDeep extends Error {}

export type XmlProblem = { message: string; line: number; column: number };

export type XmlCheck =
  | {
      ok: true;
      /** References to entities declared in the DOCTYPE or an external DTD, kept unexpanded. */
      entityRefs: number;
      /** The names of entities declared in the internal subset. */
      declaredEntities: string[];
      /** The DOCTYPE names an external DTD (SYSTEM or PUBLIC), which is never fetched. */
      externalDtd: boolean;
      elements: number;
    }
  | { ok: false; problem: XmlProblem };

/** HTML elements without a closing tag: `<br>` in XML input is HTML habit, and gets its own message. */
const HTML_VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);

type Open = { name: string; line: number; column: number };

/** The name in `</name` ending at or just before `end` in the source. */
function closeTagBefore(source: string, end: number): string {
  const at = source.lastIndexOf("</", end);
  if (at === -1) return "";
  const match = /^<\/([^\s>]+)/.exec(source.slice(at, at + 200));
  return match?.[1] ?? "";
}

function entityBefore(source: string, end: number): string {
  const at = source.lastIndexOf("&", end);
  return at === -1 ? "" : source.slice(at, Math.min(end + 1, at + 60)).split(";")[0] + ";";
}

/** The check of `source` (null when it is blank). Each tool bounds the size it reads before calling it. */
export function checkXml(source: string): XmlCheck | null {
  if (!source.trim()) return null;

  const parser = new SaxesParser({ xmlns: true, position: true });
  const open: Open[] = [];
  let problem: XmlProblem | null = null;
  let lastClosed: Open | null = null;
  let entityRefs = 0;
  let elements = 0;
  let declaredEntities: string[] = [];
  let externalDtd = false;

  parser.on("opentagstart", (tag) => {
    // saxes stands on the character after the name: the tag's "<" is name.length + 1 before it, on the same line
    // unless that character was a line break (column 0), then at the end of the line before.
    let line = parser.line;
    let column = parser.column - tag.name.length - 1;
    if (parser.column === 0) {
      const at = parser.position - 2 - tag.name.length;
      line -= 1;
      column = at - source.lastIndexOf("\n", at - 1);
    }
    open.push({ name: tag.name, line, column });
    if (open.length > MAX_XML_DEPTH) throw new TooDeep();
  });
  parser.on("opentag", (tag) => {
    elements += 1;
    if (tag.isSelfClosing) open.pop();
  });
  parser.on("closetag", () => {
    // On a mismatched close tag saxes closes the inner elements first, then reports: keep the last one closed.
    lastClosed = open.pop() ?? null;
  });
  parser.on("doctype", (doctype) => {
    // Entities declared in the internal subset are well-formed to reference; their values are never read.
    declaredEntities = [...doctype.matchAll(/<!ENTITY\s+([^\s%][^\s"'>]*)/g)].map((m) => m[1] ?? "");
    externalDtd = /^\s*\S+\s+(?:SYSTEM|PUBLIC)\b/.test(doctype) || /%[^\s;%]+;/.test(doctype);
    const known = new Set(declaredEntities);
    const base = parser.ENTITIES;
    // With an external DTD (never fetched) any entity may be declared there: accept the reference, keep it as written.
    parser.ENTITIES = new Proxy(base, {
      get(target, name) {
        if (typeof name !== "string") return undefined;
        const predefined = target[name];
        if (predefined !== undefined && !known.has(name)) return predefined;
        if (known.has(name) || externalDtd) {
          entityRefs += 1;
          return "";
        }
        return undefined;
      },
    });
  });
  parser.on("error", (error) => {
    if (problem) return;
    // A bare "&" makes saxes read the rest of the document as an entity name: point at the "&" instead.
    const pending = (parser as unknown as { entity?: string }).entity ?? "";
    if (pending && /unclosed tag|unexpected end/.test(error.message)) {
      problem = bareAmpersand(source, source.length - pending.length - 1);
      return;
    }
    problem = describe(error.message, parser.line, parser.column, parser.position, source, open, lastClosed);
  });
  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof TooDeep) {
      const top = open[open.length - 1]!;
      return { ok: false, problem: { message: `Elements nest more than ${MAX_XML_DEPTH} levels deep here; XML is read only that deep so your tab stays responsive`, line: top.line, column: top.column } };
    }
    // saxes throws only after an "error" handler has run; this is a safety net.
    if (!problem) problem = { message: error instanceof Error ? error.message : String(error), line: parser.line, column: parser.column };
  }
  if (problem) return { ok: false, problem };
  return { ok: true, entityRefs, declaredEntities, externalDtd, elements };
}

/** saxes's message ("2:10: unexpected close tag.") in the product's words, at the most useful position. */
function describe(raw: string, line: number, column: number, position: number, source: string, open: Open[], lastClosed: Open | null): XmlProblem {
  const message = raw.replace(/^\d+:\d+: /, "").replace(/\.$/, "");
  const top = message === "unexpected close tag" ? lastClosed : open[open.length - 1];
  const at = (text: string, l = line, c = column): XmlProblem => ({ message: text, line: l, column: c });

  if (top && HTML_VOID.has(top.name.toLowerCase()) && (message === "unexpected close tag" || message.startsWith("unclosed tag"))) {
    return at(`<${top.name}> must be closed in XML: write <${top.name}/> (this looks like HTML)`, top.line, top.column);
  }
  if (message === "unexpected close tag") {
    const name = closeTagBefore(source, position - 1);
    return top
      ? at(`Unexpected close tag </${name}>: <${top.name}> opened at ${top.line}:${top.column} is not closed`)
      : at(`Unexpected close tag </${name}>`);
  }
  if (message.startsWith("unclosed tag")) {
    return top ? at(`<${top.name}> opened here is never closed`, top.line, top.column) : at("A tag is never closed");
  }
  if (message === "documents may contain only one root") {
    return at("Only one root element is allowed: a second one starts here. Wrap them in one element");
  }
  if (message === "document must contain a root element") return at("There is no root element: an XML document needs one");
  if (message === "undefined entity") {
    const ref = entityBefore(source, position - 1);
    return at(`Undefined entity ${ref}: XML knows only &amp; &lt; &gt; &quot; &apos; and entities declared in the DOCTYPE (write a literal & as &amp;)`);
  }
  if (message.startsWith("duplicate attribute")) return at(`Duplicate attribute ${message.split(": ")[1] ?? ""}: an attribute may appear once per element`);
  if (message === "text data outside of root node") return at("Text outside the root element: only comments and processing instructions may sit there");
  if (message.startsWith("unbound namespace prefix")) return at(`Unbound namespace prefix ${message.split(": ")[1] ?? ""}: declare it with xmlns:prefix="…"`);
  if (message === "unquoted attribute value") return at("Attribute values must be in quotes in XML");
  return at(message.charAt(0).toUpperCase() + message.slice(1));
}

function bareAmpersand(source: string, offset: number): XmlProblem {
  const at = Math.max(0, source.lastIndexOf("&", Math.max(0, offset)));
  const before = source.slice(0, at);
  const line = before.split("\n").length;
  return {
    message: "A bare & starts an entity reference that never ends with ';': write a literal & as &amp;",
    line,
    column: at - before.lastIndexOf("\n"),
  };
}
