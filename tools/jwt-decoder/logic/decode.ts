/**
 * Reads a JSON Web Token (RFC 7519) in JWS compact form (RFC 7515 §7.1): three Base64URL parts joined by dots. The
 * header and payload are decoded and re-indented losslessly (the JSON Formatter's parser and printer, lib/engines/json/:
 * numbers, strings and escapes stay exactly as in the token, duplicate names included); the registered time claims
 * (`exp`, `nbf`, `iat`) are read as NumericDates and put in words. Pure: the signature is checked by ./verify.ts, loaded
 * on use.
 */
import { decodeBase64 } from "@/lib/engines/encoding/base64";
import { formatDoc, indentationChars } from "@/lib/engines/json/format";
import { decodeString, Kind, parseJson, type DuplicateKey, type JsonDoc } from "@/lib/engines/json/parse";

/** Longest token read: real ones are a few kilobytes; a token in a header past 64 KB is refused by most servers. */
export const MAX_TOKEN_CHARS = 100_000;

/**
 * Most indentation added to a part. A token under MAX_TOKEN_CHARS nested tens of thousands of levels deep would need
 * billions of spaces; past this the part is shown exactly as decoded, with a note.
 */
export const MAX_INDENT_CHARS = 1_000_000;

export interface TimeClaim {
  claim: "exp" | "nbf" | "iat";
  label: string;
  /** ISO 8601 in UTC, or null when the value is not a NumericDate. */
  iso: string | null;
  /** "in 3 hours", "2 days ago", or what is wrong with the value. */
  words: string;
  /** For exp and nbf: whether the token is usable now on this claim. */
  state: "ok" | "expired" | "not-yet" | "invalid" | "info";
}

export interface DecodedToken {
  ok: true;
  header: Record<string, unknown>;
  /** The header re-indented, every name and value written exactly as in the token. */
  headerJson: string;
  /** The payload re-indented when it is JSON (every name and value exactly as in the token), or as text. */
  payloadJson: string;
  payload: unknown;
  payloadIsJson: boolean;
  alg: string;
  signatureBytes: number;
  times: TimeClaim[];
  /** Warnings worth reading before trusting the token (alg none, a claim of the wrong type). */
  notes: string[];
}

export type DecodeResult = DecodedToken | { ok: false; error: string };

const PART_NAMES = ["header", "payload", "signature"] as const;

function json(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A part's JSON text re-indented by two spaces, changing only whitespace; as decoded when it can't be. */
function indented(text: string): { json: string; doc: JsonDoc | null; duplicates: DuplicateKey[]; tooDeep: boolean } {
  const parsed = parseJson(text);
  // JSON.parse accepted the text already; the two parsers agree on RFC 8259, but if they ever did not, show it as is.
  if (!parsed.ok) return { json: text, doc: null, duplicates: [], tooDeep: false };
  if (indentationChars(parsed.doc, "2") > MAX_INDENT_CHARS) return { json: text, doc: parsed.doc, duplicates: parsed.duplicates, tooDeep: true };
  return { json: formatDoc(parsed.doc, { indent: "2" }), doc: parsed.doc, duplicates: parsed.duplicates, tooDeep: false };
}

/**
 * The lexeme of the root object's member `name` as written in the token: the last one when the name repeats, the
 * member JSON.parse keeps. Undefined for containers (they have no single lexeme) and when there is no such member.
 */
function rawMember(doc: JsonDoc | null, name: string): string | undefined {
  if (!doc || doc.kind[0] !== Kind.Object) return undefined;
  let found: string | undefined;
  const start = doc.childStart[0]!;
  for (let c = start; c < start + doc.childCount[0]!; c++) {
    const id = doc.children[c]!;
    if (decodeString(doc.key[id]!) === name) found = doc.kind[id] === Kind.Object || doc.kind[id] === Kind.Array ? undefined : doc.raw[id];
  }
  return found;
}

function duplicateNote(part: "header" | "payload", duplicates: DuplicateKey[]): string {
  // A top-level name by itself; a nested one with its JSON Pointer, so it can be found in the panel.
  const shown = duplicates.slice(0, 5).map((d) => (d.pointer.lastIndexOf("/") === 0 ? JSON.stringify(d.key) : `${JSON.stringify(d.key)} at ${d.pointer}`));
  const more = duplicates.length > 5 ? ` and ${duplicates.length - 5} more` : "";
  const rule = part === "header" ? "Header Parameter names must be unique (RFC 7515 §4)" : "claim names must be unique (RFC 7519 §4)";
  return `The ${part} repeats ${shown.join(", ")}${more}: ${rule}. Libraries disagree on which one counts; this page reads the last, as JSON.parse does.`;
}

/** `ms` from `now` as people say it: "in 3 hours", "5 minutes ago", "now". */
export function relative(ms: number, now: number): string {
  const seconds = Math.round((ms - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["year", 365.25 * 86400],
    ["month", 30.44 * 86400],
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
    ["second", 1],
  ];
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === "second") return format.format(Math.trunc(seconds / size), unit);
  }
  return "now";
}

function timeClaim(claim: TimeClaim["claim"], value: unknown, now: number, raw?: string): TimeClaim {
  /** The value as written in the token (`1e400`, not `null`; `1300819380.0`, not `1300819380`). */
  const written = raw ?? JSON.stringify(value);
  const label = claim === "exp" ? "Expires (exp)" : claim === "nbf" ? "Not before (nbf)" : "Issued at (iat)";
  if (typeof value !== "number" || !Number.isFinite(value)) {
    return { claim, label, iso: null, words: `${written} is not a NumericDate: RFC 7519 says a number of seconds since 1970-01-01 UTC.`, state: "invalid" };
  }
  const ms = value * 1000;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return { claim, label, iso: null, words: `${written} seconds is beyond the dates a browser can show.`, state: "invalid" };
  const iso = date.toISOString().replace(/\.000Z$/, "Z");
  const when = relative(ms, now);
  // Milliseconds written where seconds belong put the date tens of thousands of years ahead.
  const unitSlip = value > 1e11 ? ` ${written} looks like milliseconds, not seconds: read as seconds it is the year ${date.getUTCFullYear()}.` : "";
  if (claim === "exp") return { claim, label, iso, words: (ms <= now ? `expired ${when}` : `expires ${when}`) + unitSlip, state: ms <= now ? "expired" : "ok" };
  if (claim === "nbf") return { claim, label, iso, words: (ms > now ? `not valid until ${when}` : `valid since ${when}`) + unitSlip, state: ms > now ? "not-yet" : "ok" };
  return { claim, label, iso, words: `issued ${when}${ms > now + 60_000 ? ": in the future, so the issuer's clock or the token is wrong" : ""}${unitSlip}`, state: "info" };
}

/** The token's parts decoded, or the first thing that keeps it from being read, with where. */
export function decodeToken(input: string, now: number = Date.now()): DecodeResult {
  let token = input.trim();
  if (token.length > MAX_TOKEN_CHARS) return { ok: false, error: `The token is ${token.length.toLocaleString("en-US")} characters; tokens up to ${MAX_TOKEN_CHARS.toLocaleString("en-US")} are read.` };
  if (/^bearer\s+/i.test(token)) token = token.replace(/^bearer\s+/i, "");
  if (!token) return { ok: false, error: "Paste a JWT: three parts of Base64URL joined by dots, starting eyJ." };
  const parts = token.split(".");
  if (parts.length === 5) {
    return { ok: false, error: "This token has five parts: it is an encrypted JWT (JWE, RFC 7516). Its payload can only be read with the recipient's private key, so it can't be decoded here." };
  }
  if (parts.length !== 3) {
    return { ok: false, error: `A JWT has three parts separated by dots (header.payload.signature); this has ${parts.length}. Part of it may have been cut off when copying.` };
  }
  const texts: string[] = [];
  let signatureBytes = 0;
  for (let i = 0; i < 3; i++) {
    const part = parts[i]!;
    const name = PART_NAMES[i]!;
    if (!part && i < 2) return { ok: false, error: `The ${name} (part ${i + 1}) is empty.` };
    const decoded = decodeBase64(part);
    if (!decoded.ok) return { ok: false, error: `The ${name} (part ${i + 1}) is not Base64URL: ${decoded.error.replace(/at character (\d+)/, "at character $1 of that part")}` };
    if (decoded.alphabet === "standard") return { ok: false, error: `The ${name} (part ${i + 1}) uses + or /, the standard Base64 alphabet: a JWT uses Base64URL (- and _), so this token was encoded wrongly or changed.` };
    if (decoded.padded || decoded.skippedWhitespace) return { ok: false, error: `The ${name} (part ${i + 1}) has ${decoded.padded ? "= padding" : "spaces or line breaks"}, which a JWT never has (RFC 7515 §2). Remove ${decoded.padded ? "the =" : "them"} if the token was wrapped or padded on the way.` };
    if (i === 2) signatureBytes = decoded.bytes.length;
    else {
      try {
        texts.push(new TextDecoder("utf-8", { fatal: true }).decode(decoded.bytes));
      } catch {
        return { ok: false, error: `The ${name} (part ${i + 1}) decodes to bytes that are not UTF-8 text, so it is not JSON.` };
      }
    }
  }
  const header = json(texts[0]!);
  if (!header.ok) return { ok: false, error: `The header is not JSON: ${header.error}.` };
  if (typeof header.value !== "object" || header.value === null || Array.isArray(header.value)) return { ok: false, error: "The header must be a JSON object, like {\"alg\":\"HS256\",\"typ\":\"JWT\"}." };
  const h = header.value as Record<string, unknown>;
  if (typeof h.alg !== "string") return { ok: false, error: "The header has no \"alg\": every JWS header names its algorithm (RFC 7515 §4.1.1)." };

  const notes: string[] = [];
  const headerText = indented(texts[0]!);
  const payload = json(texts[1]!);
  const payloadIsJson = payload.ok;
  const payloadText = payload.ok ? indented(texts[1]!) : null;
  const times: TimeClaim[] = [];
  if (headerText.duplicates.length > 0) notes.push(duplicateNote("header", headerText.duplicates));
  if (payloadText && payloadText.duplicates.length > 0) notes.push(duplicateNote("payload", payloadText.duplicates));
  for (const [part, text] of [["header", headerText], ["payload", payloadText]] as const) {
    if (text?.tooDeep) notes.push(`The ${part} is nested too deeply to indent, so it is shown exactly as decoded.`);
  }
  if (payload.ok && typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value)) {
    const claims = payload.value as Record<string, unknown>;
    for (const claim of ["exp", "nbf", "iat"] as const) if (claim in claims) times.push(timeClaim(claim, claims[claim], now, rawMember(payloadText?.doc ?? null, claim)));
  } else if (payload.ok) {
    notes.push("The payload is JSON but not an object, so it is not a set of JWT claims.");
  } else {
    notes.push("The payload is not JSON: this is a signed message (JWS), not a JWT with claims. It is shown as text.");
  }
  if (h.alg === "none") notes.push("alg is \"none\": the token is not signed, so anyone could have written it. Never accept such a token.");
  if (h.alg !== "none" && signatureBytes === 0) notes.push("The signature is empty.");
  if (typeof h.crit !== "undefined") notes.push(`The header lists critical extensions (crit: ${JSON.stringify(h.crit)}) that a verifier must understand.`);
  return {
    ok: true,
    header: h,
    headerJson: headerText.json,
    payload: payload.ok ? payload.value : texts[1],
    payloadJson: payloadText ? payloadText.json : texts[1]!,
    payloadIsJson,
    alg: h.alg,
    signatureBytes,
    times,
    notes,
  };
}
