/**
 * Percent-encoding (RFC 3986 §2.1) both ways, URL parsing and query ↔ JSON. Encoding follows the platform's two
 * functions: encodeURIComponent for a piece of a URL (everything but A–Z a–z 0–9 - _ . ! ~ * ' ( ) is escaped, so / ? &
 * = # are too) and encodeURI for a whole URL (the characters that give a URL its structure are left alone), plus the
 * form encoding of HTML forms (application/x-www-form-urlencoded: a space is "+"). Decoding is our own, so that a
 * malformed escape or bytes that are not UTF-8 get a message naming the position (the platform only throws
 * "URI malformed"). Parsing uses the WHATWG URL parser the browser itself uses. Pure: runs in the browser.
 */

export type EncodeMode = "component" | "uri" | "form";

/** Longest text taken at once: far past any real URL (browsers cap them near 2 MB, servers far lower). */
export const MAX_URL_TEXT = 100_000;

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

export function tooLong(length: number): string | null {
  return length > MAX_URL_TEXT
    ? `That's ${length.toLocaleString("en-US")} characters: the URL encoder takes up to ${MAX_URL_TEXT.toLocaleString("en-US")} at a time.`
    : null;
}

/** 1-based position of the character at UTF-16 index `index`, counting characters as people do (an emoji is one). */
export function position(text: string, index: number): number {
  return [...text.slice(0, index)].length + 1;
}

/** The index of the first lone UTF-16 surrogate (text no encoder can write as UTF-8), or -1. */
function loneSurrogate(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return i;
    } else if (c >= 0xdc00 && c <= 0xdfff) return i;
  }
  return -1;
}

/** Characters RFC 3986 §2.2 reserves as sub-delimiters that encodeURIComponent leaves as they are. */
const RFC3986_EXTRA = /[!'()*]/g;

/** Percent-encodes text as UTF-8 (RFC 3986 §2.5). `strict` also escapes ! ' ( ) *, leaving only RFC 3986's unreserved characters. */
export function encode(text: string, mode: EncodeMode, strict = false): Outcome<string> {
  const long = tooLong(text.length);
  if (long) return { ok: false, error: long };
  const lone = loneSurrogate(text);
  if (lone >= 0) {
    return { ok: false, error: `The character at position ${position(text, lone)} is half of an emoji or other character (a lone surrogate), which has no UTF-8 form. Remove it or paste the text again.` };
  }
  let out: string;
  if (mode === "uri") out = encodeURI(text);
  else if (mode === "form") out = new URLSearchParams({ q: text }).toString().slice(2);
  else out = encodeURIComponent(text);
  if (strict && mode !== "uri") out = out.replace(RFC3986_EXTRA, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { ok: true, value: out };
}

/** Characters decodeURI keeps escaped: decoding them would change how the URL is split into parts. */
const URI_RESERVED = new Set(";/?:@&=+$,#".split(""));
const HEX = /^[0-9A-Fa-f]{2}$/;

/** Bytes a UTF-8 sequence starting with `lead` has, or 0 when `lead` cannot start one (RFC 3629 §4). */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Decodes percent-escapes as UTF-8. In "uri" mode escapes of the characters that structure a URL stay escaped (as
 * decodeURI does); in "form" mode "+" is a space. A "%" not followed by two hex digits, or escapes that are not
 * UTF-8, get a message naming the position and the escape.
 */
export function decode(text: string, mode: EncodeMode): Outcome<string> {
  const long = tooLong(text.length);
  if (long) return { ok: false, error: long };
  let out = "";
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? "";
    if (ch === "+" && mode === "form") {
      out += " ";
      i++;
      continue;
    }
    if (ch !== "%") {
      out += ch;
      i++;
      continue;
    }
    const hex = text.slice(i + 1, i + 3);
    if (!HEX.test(hex)) {
      const shown = text.slice(i, i + 3);
      return {
        ok: false,
        error: `Malformed escape at position ${position(text, i)}: “${shown}” is not % followed by two hexadecimal digits. A literal % is written %25.`,
      };
    }
    const lead = parseInt(hex, 16);
    const length = sequenceLength(lead);
    const bytes = [lead];
    let end = i + 3;
    for (let k = 1; k < length; k++) {
      const next = text.slice(end + 1, end + 3);
      if (text[end] !== "%" || !HEX.test(next)) break;
      bytes.push(parseInt(next, 16));
      end += 3;
    }
    const escapes = text.slice(i, end);
    let decoded: string | null = null;
    if (length > 0 && bytes.length === length) {
      try {
        decoded = utf8.decode(new Uint8Array(bytes));
      } catch {
        decoded = null;
      }
    }
    if (decoded === null) {
      const why =
        length === 0
          ? `%${hex.toUpperCase()} cannot start a UTF-8 character`
          : `%${hex.toUpperCase()} starts a ${length}-byte UTF-8 character, but ${bytes.length === length ? "the bytes do not form one" : `only ${bytes.length} of its bytes follow`}`;
      return { ok: false, error: `Invalid UTF-8 at position ${position(text, i)} (“${escapes}”): ${why}.` };
    }
    out += mode === "uri" && URI_RESERVED.has(decoded) ? escapes : decoded;
    i = end;
  }
  return { ok: true, value: out };
}

export interface UrlParts {
  href: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  origin: string;
  /** The query's pairs in order, repeated keys kept, decoded as forms decode them ("+" is a space). */
  query: [string, string][];
}

/** A URL split into its parts by the WHATWG URL parser, the query as ordered pairs. */
export function parseUrl(text: string): Outcome<UrlParts> {
  const trimmed = text.trim();
  const long = tooLong(trimmed.length);
  if (long) return { ok: false, error: long };
  if (trimmed === "") return { ok: false, error: "Enter a URL to split into its parts, like https://example.com/path?q=1#top." };
  if (!URL.canParse(trimmed)) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
      return { ok: false, error: `“${clip(trimmed)}” has no scheme: a full URL starts with one, like https://${clip(trimmed).replace(/^\/+/, "")}.` };
    }
    return { ok: false, error: `“${clip(trimmed)}” is not a valid URL: check the host name and port (a port is a number up to 65535).` };
  }
  const url = new URL(trimmed);
  return {
    ok: true,
    value: {
      href: url.href,
      protocol: url.protocol,
      username: url.username,
      password: url.password,
      hostname: url.hostname,
      port: url.port,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      origin: url.origin,
      query: [...url.searchParams.entries()],
    },
  };
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The pairs of a query string (with or without its "?"), in order, repeated keys kept. */
export function queryPairs(query: string): [string, string][] {
  return [...new URLSearchParams(query.trim().replace(/^\?/, "")).entries()];
}

/**
 * A query string as JSON: each key once, in first-seen order; a key given more than once becomes an array of its
 * values in order (a=1&a=2 → {"a": ["1", "2"]}). Values stay strings: a query has no numbers.
 */
export function queryToJson(query: string): Outcome<string> {
  const long = tooLong(query.length);
  if (long) return { ok: false, error: long };
  const object: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of queryPairs(query)) {
    const seen = object[key];
    if (seen === undefined) object[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else object[key] = [seen, value];
  }
  return { ok: true, value: JSON.stringify(object, null, 2) };
}

type Scalar = string | number | boolean | null;

/**
 * JSON as a query string: an object whose values are strings, numbers, booleans, null (an empty value) or arrays of
 * those (the key repeated). Nested objects have no standard query form and are refused, naming the key.
 */
export function jsonToQuery(json: string): Outcome<string> {
  const long = tooLong(json.length);
  if (long) return { ok: false, error: long };
  if (json.trim() === "") return { ok: true, value: "" };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return { ok: false, error: `That isn't valid JSON: ${(error as Error).message}.` };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, error: "A query is a list of names and values: give a JSON object, like {\"q\": \"shoes\", \"page\": 2}." };
  }
  const params = new URLSearchParams();
  const scalar = (v: unknown): v is Scalar => v === null || ["string", "number", "boolean"].includes(typeof v);
  for (const [key, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (!scalar(v)) {
        return { ok: false, error: `“${key}” holds ${Array.isArray(v) ? "a list inside a list" : "an object"}, which has no standard query form: use a string, number, true/false, null or a list of those.` };
      }
      params.append(key, v === null ? "" : String(v));
    }
  }
  return { ok: true, value: params.toString() };
}
