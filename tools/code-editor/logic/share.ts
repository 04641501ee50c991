import { LANGUAGES, MAX_FILE_CHARS, type LanguageId } from "./languages";

/**
 * Share links: the code travels compressed in the URL fragment (`#code=…`), which browsers never send to a server.
 * JSON → UTF-8 → raw DEFLATE (CompressionStream) → base64url. Decoding is bounded twice: the fragment's length before
 * any work, and the inflated size while it streams (a small fragment cannot inflate into gigabytes).
 */

export type Snapshot =
  | { mode: "web"; html: string; css: string; js: string }
  | { mode: "file"; language: LanguageId; code: string };

/** Longest link fragment we make or read (characters after `#code=`). */
export const MAX_LINK_CHARS = 100_000;
/** Most bytes a link may inflate to: three full files of 4-byte characters plus the JSON around them. */
const MAX_INFLATED_BYTES = 3 * MAX_FILE_CHARS * 4 + 1024;
const PREFIX = "code=";

export type ShareResult = { ok: true; fragment: string } | { ok: false; error: string };
export type OpenResult = { ok: true; snapshot: Snapshot } | { ok: false; error: string };

async function pipeBytes(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  let text = btoa(binary).replace(/\+/g, "-").replace(/\//g, "_");
  while (text.endsWith("=")) text = text.slice(0, -1);
  return text;
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

function formatKb(chars: number): string {
  return `${Math.ceil(chars / 1000).toLocaleString("en-US")} kB`;
}

/** The fragment (without `#`) that carries `snapshot`, or why it can't be made. */
export async function encodeShare(snapshot: Snapshot): Promise<ShareResult> {
  const json = JSON.stringify(snapshot.mode === "web" ? { v: 1, m: "web", h: snapshot.html, c: snapshot.css, j: snapshot.js } : { v: 1, m: "file", l: snapshot.language, c: snapshot.code });
  const deflated = await pipeBytes(new TextEncoder().encode(json), new CompressionStream("deflate-raw"), Number.MAX_SAFE_INTEGER);
  const encoded = toBase64Url(deflated ?? new Uint8Array());
  if (encoded.length > MAX_LINK_CHARS) {
    return {
      ok: false,
      error: `Too large for a link: compressed, this code needs ${formatKb(encoded.length)} of link and a link holds ${formatKb(MAX_LINK_CHARS)}. Download the files and send them instead.`,
    };
  }
  return { ok: true, fragment: PREFIX + encoded };
}

/** Whether a location hash (with or without `#`) is a share link of ours. */
export function isShareFragment(hash: string): boolean {
  return hash.replace(/^#/, "").startsWith(PREFIX);
}

const DAMAGED = "This share link is damaged: part of it is missing or was changed. Ask for the link again, copied whole.";

function isString(value: unknown, max: number): value is string {
  return typeof value === "string" && value.length <= max;
}

/** Reads a share fragment back into the code it carries; every failure says what is wrong with the link. */
export async function decodeShare(hash: string): Promise<OpenResult> {
  const body = hash.replace(/^#/, "");
  if (!body.startsWith(PREFIX)) return { ok: false, error: DAMAGED };
  const encoded = body.slice(PREFIX.length);
  if (encoded.length > MAX_LINK_CHARS) return { ok: false, error: `This share link is longer than the ${formatKb(MAX_LINK_CHARS)} a link may carry, so it was not opened.` };
  const bytes = fromBase64Url(encoded);
  if (!bytes || bytes.length === 0) return { ok: false, error: DAMAGED };
  let inflated: Uint8Array | null;
  try {
    inflated = await pipeBytes(bytes, new DecompressionStream("deflate-raw"), MAX_INFLATED_BYTES);
  } catch {
    return { ok: false, error: DAMAGED };
  }
  if (!inflated) return { ok: false, error: "This share link unpacks to more code than the editor holds, so it was not opened." };
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(inflated));
  } catch {
    return { ok: false, error: DAMAGED };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return { ok: false, error: DAMAGED };
  const record = data as Record<string, unknown>;
  if (typeof record.v === "number" && record.v > 1) return { ok: false, error: "This share link was made by a newer version of the editor. Reload the page and open it again." };
  if (record.m === "web" && isString(record.h, MAX_FILE_CHARS) && isString(record.c, MAX_FILE_CHARS) && isString(record.j, MAX_FILE_CHARS)) {
    return { ok: true, snapshot: { mode: "web", html: record.h, css: record.c, js: record.j } };
  }
  if (record.m === "file" && isString(record.c, MAX_FILE_CHARS)) {
    const language = LANGUAGES.find((entry) => entry.id === record.l);
    if (language) return { ok: true, snapshot: { mode: "file", language: language.id, code: record.c } };
  }
  return { ok: false, error: DAMAGED };
}
