import { XMLParser } from "fast-xml-parser";
import { checkXml } from "@/lib/engines/xml/check";
import { typedCell } from "./csv";
import { childPath, ConvertError, isNum, isObj, MAX_DEPTH, tooDeep, type Note, type Value } from "../value";

/**
 * How XML maps to data (both ways): an element is a key; its attributes are keys starting with "@"; its text, when it
 * also has attributes or children, is "#text"; repeated elements become a list; an empty element is "". The root
 * element is the one top-level key, so {"order": {...}} ⇄ <order>…</order>.
 */
export const ATTRIBUTE_PREFIX = "@";
export const TEXT_KEY = "#text";

/**
 * XML in: the site's one well-formedness check (lib/engines/xml/check.ts, the XML formatter's too), then fast-xml-parser builds
 * the tree. Entities are decoded; comments and declarations skipped.
 */
export function readXml(text: string, types: boolean, notes: Note[]): Value {
  const check = checkXml(text);
  if (check && !check.ok) throw new ConvertError(`Not well-formed XML: ${check.problem.message}.`, check.problem.line, check.problem.column);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    textNodeName: TEXT_KEY,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: true,
    htmlEntities: false,
  });
  const data = parser.parse(text) as Record<string, unknown>;
  const roots = Object.keys(data);
  if (roots.length === 0) throw new ConvertError("Not well-formed XML: there is no root element.");
  if (roots.length > 1 || Array.isArray(data[roots[0]!])) {
    throw new ConvertError(`Not well-formed XML: a document has exactly one root element, and this one has ${roots.length > 1 ? roots.map((r) => `<${r}>`).join(", ") : `several <${roots[0]}>`} at the top. Wrap them in one element.`);
  }
  let mixed = 0;
  const walk = (v: unknown, path: string, depth: number): Value => {
    if (depth > MAX_DEPTH) throw tooDeep(path);
    if (typeof v === "string") return typedCell(v, types);
    if (Array.isArray(v)) return v.map((item, i) => walk(item, childPath(path, i), depth + 1));
    if (v && typeof v === "object") {
      const keys = Object.keys(v);
      // Attributes first, as they are written in the tag.
      const ordered = [...keys.filter((k) => k.startsWith(ATTRIBUTE_PREFIX)), ...keys.filter((k) => !k.startsWith(ATTRIBUTE_PREFIX))];
      if (keys.includes(TEXT_KEY) && keys.some((k) => k !== TEXT_KEY && !k.startsWith(ATTRIBUTE_PREFIX)) && mixed++ < 3) {
        notes.push({ path, message: "This element mixes text and child elements: its text is joined into \"#text\", so where the text stood between the children is not kept." });
      }
      const map = new Map<string, Value>();
      for (const k of ordered) map.set(k, walk((v as Record<string, unknown>)[k], childPath(path, k), depth + 1));
      return map;
    }
    return typeof v === "number" || typeof v === "boolean" || typeof v === "bigint" ? typedCell(String(v), types) : "";
  };
  return walk(data, "$", 0);
}

const NAME_START = /[A-Za-z_\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/;
const NAME_CHAR = /[-.0-9A-Za-z_\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C\u200D\u203F\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD]/;

/** Is this a valid XML element name (XML 1.0 Name, without a namespace colon)? */
export function isXmlName(name: string): boolean {
  if (name === "" || !NAME_START.test(name[0]!)) return false;
  for (const c of name.slice(1)) if (!NAME_CHAR.test(c)) return false;
  return true;
}

/** A valid name made from any key: invalid characters become "_", and "_" goes in front of a bad first character. */
export function xmlName(name: string): string {
  if (isXmlName(name)) return name;
  let out = [...name].map((c) => (NAME_CHAR.test(c) ? c : "_")).join("");
  if (!out || !NAME_START.test(out[0]!)) out = "_" + out;
  return out;
}

// Characters XML 1.0 cannot hold at all, even escaped.
const ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;").replace(/\t/g, "&#9;");

export interface XmlWriteOptions {
  /** The root element's name when the data does not have exactly one top-level key. */
  root: string;
  /** The element name of each item of a top-level list. */
  item: string;
  indent: "2" | "4" | "tab";
}

/**
 * XML out. Keys become elements (renamed when they are not valid XML names, with a note), "@" keys attributes,
 * "#text" the text; a list repeats its element. Values XML cannot hold get a note: null (an empty element), empty
 * lists (nothing to repeat), and lists inside lists (each inner list wrapped in an <item>).
 */
export function writeXml(value: Value, options: XmlWriteOptions, notes: Note[]): string {
  const unit = options.indent === "tab" ? "\t" : " ".repeat(Number(options.indent));
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  const renamed = new Map<string, string>();
  const name = (key: string, path: string) => {
    const n = xmlName(key);
    if (n !== key && !renamed.has(key)) {
      renamed.set(key, n);
      notes.push({ path, message: `"${key}" isn't a valid XML name — renamed to <${n}>.` });
    }
    return n;
  };
  const text = (v: Value, path: string): string => {
    const s = typeof v === "string" ? v : typeof v === "boolean" ? String(v) : v !== null && isNum(v) ? v.num : "";
    if (ILLEGAL.test(s)) throw new ConvertError(`XML 1.0 cannot hold the control character U+${s.match(ILLEGAL)![0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")} (at ${path}), not even escaped.`);
    return s;
  };
  const element = (tag: string, v: Value, path: string, pad: string) => {
    if (Array.isArray(v)) {
      if (v.length === 0) notes.push({ path, message: "XML has no empty list: nothing is written for it." });
      v.forEach((item, i) => {
        if (Array.isArray(item)) {
          notes.push({ path: childPath(path, i), message: `A list inside a list has no XML form of its own: it is written as <${tag}> holding <${options.item}> elements.` });
          element(tag, new Map([[options.item, item]]), childPath(path, i), pad);
        } else element(tag, item, childPath(path, i), pad);
      });
      return;
    }
    if (v === null) {
      notes.push({ path, message: "XML has no null: written as an empty element, which reads back as \"\"." });
      out.push(`${pad}<${tag}/>\n`);
      return;
    }
    if (!isObj(v)) {
      const s = text(v, path);
      out.push(s === "" ? `${pad}<${tag}/>\n` : `${pad}<${tag}>${escapeText(s)}</${tag}>\n`);
      return;
    }
    let attributes = "";
    const children: [string, Value][] = [];
    let body: string | null = null;
    for (const [k, x] of v) {
      if (k.startsWith(ATTRIBUTE_PREFIX) && k.length > 1 && (x === null || !(Array.isArray(x) || isObj(x)))) {
        attributes += ` ${name(k.slice(1), childPath(path, k))}="${escapeAttribute(x === null ? "" : text(x, childPath(path, k)))}"`;
        if (x === null) notes.push({ path: childPath(path, k), message: "XML has no null: the attribute is written empty." });
      } else if (k === TEXT_KEY && (x === null || !(Array.isArray(x) || isObj(x)))) body = x === null ? "" : text(x, childPath(path, k));
      else children.push([k, x]);
    }
    if (children.length === 0) {
      out.push(body ? `${pad}<${tag}${attributes}>${escapeText(body)}</${tag}>\n` : `${pad}<${tag}${attributes}/>\n`);
      return;
    }
    out.push(`${pad}<${tag}${attributes}>\n`);
    if (body) out.push(`${pad}${unit}${escapeText(body)}\n`);
    for (const [k, x] of children) element(name(k, childPath(path, k)), x, childPath(path, k), pad + unit);
    out.push(`${pad}</${tag}>\n`);
  };
  const single = isObj(value) && value.size === 1 ? [...value][0]! : null;
  if (single && !Array.isArray(single[1]) && !single[0].startsWith(ATTRIBUTE_PREFIX) && single[0] !== TEXT_KEY) {
    element(name(single[0], childPath("$", single[0])), single[1], childPath("$", single[0]), "");
  } else {
    const root = xmlName(options.root.trim() || "root");
    notes.push({ message: `XML needs one root element: the data is wrapped in <${root}>.` });
    element(root, Array.isArray(value) ? new Map([[options.item, value]]) : value, "$", "");
  }
  return out.join("");
}
