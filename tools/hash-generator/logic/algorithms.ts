/**
 * The hash functions the page offers, how it reads an HMAC key and how it compares a hash the user expects with the
 * ones it computed. Pure; the digests themselves are computed by ./digest.ts (hash-wasm, loaded on use).
 */
import { LineIndex } from "@/lib/engines/text/line-index";
import { utf8Encode } from "@/lib/engines/text/utf8";

export type AlgorithmId = "md5" | "sha1" | "sha256" | "sha384" | "sha512" | "sha3-224" | "sha3-256" | "sha3-384" | "sha3-512";

export interface Algorithm {
  id: AlgorithmId;
  name: string;
  /** Digest length in bits. */
  bits: number;
  /** Checked when the page opens. */
  byDefault: boolean;
  /** What it is still fit for, shown beside its digest. */
  note: string;
}

export const ALGORITHMS: readonly Algorithm[] = [
  { id: "md5", name: "MD5", bits: 128, byDefault: true, note: "Broken: collisions are made in seconds. For checksums against accidents only." },
  { id: "sha1", name: "SHA-1", bits: 160, byDefault: true, note: "Broken for collisions (SHAttered, 2017). Still used by Git and old checksums." },
  { id: "sha256", name: "SHA-256", bits: 256, byDefault: true, note: "SHA-2. The usual choice for checksums and signatures." },
  { id: "sha384", name: "SHA-384", bits: 384, byDefault: false, note: "SHA-2, truncated SHA-512. Used by TLS and Subresource Integrity." },
  { id: "sha512", name: "SHA-512", bits: 512, byDefault: true, note: "SHA-2. Faster than SHA-256 on 64-bit processors." },
  { id: "sha3-224", name: "SHA3-224", bits: 224, byDefault: false, note: "SHA-3 (Keccak, FIPS 202)." },
  { id: "sha3-256", name: "SHA3-256", bits: 256, byDefault: true, note: "SHA-3 (Keccak, FIPS 202). Not Ethereum's Keccak-256, which pads differently." },
  { id: "sha3-384", name: "SHA3-384", bits: 384, byDefault: false, note: "SHA-3 (Keccak, FIPS 202)." },
  { id: "sha3-512", name: "SHA3-512", bits: 512, byDefault: false, note: "SHA-3 (Keccak, FIPS 202)." },
];

export const algorithm = (id: AlgorithmId): Algorithm => ALGORITHMS.find((a) => a.id === id)!;

/** Text hashed from the field, in UTF-16 units (a file is read in slices and has no practical limit but its own). */
export const MAX_TEXT_CHARS = 2_000_000;
/** Largest file hashed: read in slices, never whole, so this only bounds how long a phone is kept busy. */
export const MAX_FILE_BYTES = 16 * 1024 ** 3;
/** Longest HMAC key. */
export const MAX_KEY_CHARS = 10_000;

/** Longest expected-hash text read (a checksum line with a long file name fits). */
export const MAX_EXPECTED_CHARS = 1_000;

export type KeyFormat = "text" | "hex";
export type Bytes = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

/** The text to hash as UTF-8 (a lone surrogate refused with its place), within the limit. */
export function textBytes(text: string): Bytes {
  if (text.length > MAX_TEXT_CHARS) {
    return { ok: false, error: `The text is ${text.length.toLocaleString("en-US")} characters; the limit is ${MAX_TEXT_CHARS.toLocaleString("en-US")}. Save it as a file and hash the file instead: files are read in slices.` };
  }
  return utf8Encode(text);
}

/** An HMAC key typed as UTF-8 text or as hex digits (spaces and colons between pairs allowed). */
export function keyBytes(key: string, format: KeyFormat): Bytes {
  if (key.length > MAX_KEY_CHARS) return { ok: false, error: `The key is ${key.length.toLocaleString("en-US")} characters; keys up to ${MAX_KEY_CHARS.toLocaleString("en-US")} are taken.` };
  if (format === "text") {
    const utf8 = utf8Encode(key);
    return utf8.ok ? utf8 : { ok: false, error: `Key: ${utf8.error}` };
  }
  const hex = readHex(key, "The key");
  if (!hex.ok) return hex;
  if (hex.digits.length % 2 === 1) return { ok: false, error: `The key has ${hex.digits.length} hex digits, an odd number: each byte takes two.` };
  return { ok: true, bytes: Uint8Array.from(hex.digits.match(/../g) ?? [], (pair) => parseInt(pair, 16)) };
}

type Hex = { ok: true; digits: string } | { ok: false; error: string };

/** Hex digits, lower-case, with spaces, tabs, line breaks and colons between them dropped; anything else is named. */
function readHex(text: string, what: string): Hex {
  let digits = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/[0-9a-fA-F]/.test(c)) digits += c.toLowerCase();
    else if (!/[\s:]/.test(c)) {
      const { line, column } = new LineIndex(text).position(i);
      const at = text.includes("\n") ? `line ${line}, column ${column}` : `character ${column}`;
      const shown = c.codePointAt(0)! < 0x20 ? `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : `"${String.fromCodePoint(text.codePointAt(i)!)}"`;
      return { ok: false, error: `${what} has ${shown} at ${at}, which is not a hexadecimal digit (0–9, a–f).` };
    }
  }
  return { ok: true, digits };
}

export type Comparison =
  | { state: "empty" }
  | { state: "invalid"; error: string }
  | { state: "match"; id: AlgorithmId }
  | { state: "mismatch"; message: string };

/**
 * The hash a user expects against the computed ones, case-insensitively. It may be pasted as a checksum line
 * (`<hex>  file.iso` from sha256sum, `SHA256 (file.iso) = <hex>` from BSD tools), or with spaces or colons between
 * the pairs; only hex digits count.
 */
export function compare(expected: string, digests: Partial<Record<AlgorithmId, string>>): Comparison {
  const trimmed = expected.trim();
  if (!trimmed) return { state: "empty" };
  if (trimmed.length > MAX_EXPECTED_CHARS) {
    return { state: "invalid", error: `The expected hash is ${trimmed.length.toLocaleString("en-US")} characters long; a hash here is at most 128 hex digits (a checksum line up to ${MAX_EXPECTED_CHARS.toLocaleString("en-US")} characters is read).` };
  }
  const bsd = /^[A-Za-z0-9-]+ ?\(.*\) ?= ?([0-9a-fA-F]+)$/.exec(trimmed);
  const gnu = /^\\?([0-9a-fA-F]{32,128}) [ *]\S/.exec(trimmed);
  const hex = readHex(bsd?.[1] ?? gnu?.[1] ?? trimmed, "The expected hash");
  if (!hex.ok) return { state: "invalid", error: hex.error };
  const found = (Object.entries(digests) as [AlgorithmId, string][]).find(([, digest]) => digest === hex.digits);
  if (found) return { state: "match", id: found[0] };
  const bits = hex.digits.length * 4;
  const sameLength = ALGORITHMS.filter((a) => a.bits === bits);
  const computed = sameLength.filter((a) => digests[a.id] !== undefined);
  const names = (list: Algorithm[]) => list.map((a) => a.name).join(list.length === 2 ? " and " : ", ");
  if (sameLength.length === 0) {
    return {
      state: "mismatch",
      message: `${hex.digits.length} hex digits is not the length of any hash here (${ALGORITHMS.filter((a, i, all) => all.findIndex((b) => b.bits === a.bits) === i).map((a) => `${a.bits / 4} for ${names(ALGORITHMS.filter((b) => b.bits === a.bits))}`).join("; ")}). Part of it may be missing.`,
    };
  }
  if (computed.length === 0) {
    return { state: "mismatch", message: `${hex.digits.length} hex digits is the length of ${names(sameLength)}: tick ${sameLength.length === 1 ? "it" : "one of them"} above to compare.` };
  }
  return { state: "mismatch", message: `No match. ${hex.digits.length} hex digits is the length of ${names(sameLength)}, and the ${computed.length === 1 ? "hash computed here differs" : "hashes computed here differ"}: the data is not the same, or a different key or algorithm was used.` };
}
