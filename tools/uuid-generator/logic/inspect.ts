/**
 * Reads a UUID (any version, RFC 9562) or a ULID someone pasted and says what it is: the version and variant, and what
 * its bits hold — the time of a version 1, 6 or 7 UUID or a ULID, the clock sequence and node of a version 1 or 6.
 * Pure.
 */
import { characterAt } from "@/lib/engines/text/quote-text";

export interface Field {
  label: string;
  value: string;
}

export type Inspection =
  | { kind: "uuid"; canonical: string; version: number; title: string; variant: string; fields: Field[] }
  | { kind: "ulid"; canonical: string; title: string; fields: Field[] }
  | { kind: "invalid"; error: string };

const VERSIONS: Record<number, string> = {
  1: "Version 1: time and node (Gregorian time, MAC address)",
  2: "Version 2: DCE Security",
  3: "Version 3: name-based, MD5",
  4: "Version 4: random",
  5: "Version 5: name-based, SHA-1",
  6: "Version 6: reordered time (Gregorian time, sortable)",
  7: "Version 7: Unix time, sortable",
  8: "Version 8: custom",
};

/** 100-ns intervals from the Gregorian reform (1582-10-15) to the Unix epoch (RFC 9562 §5.1). */
const GREGORIAN_OFFSET = 122_192_928_000_000_000n;
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A count of 100-ns intervals since 1970 as an ISO 8601 UTC time with all seven decimals. */
function iso100ns(ticks: bigint): string {
  const ms = ticks / 10_000n - (ticks < 0n && ticks % 10_000n !== 0n ? 1n : 0n);
  const rest = ticks - ms * 10_000n;
  const date = new Date(Number(ms));
  if (Number.isNaN(date.getTime())) return "out of the range of dates";
  return date.toISOString().replace(/\.(\d{3})Z$/, (_, m: string) => `.${m}${rest.toString().padStart(4, "0")}Z`);
}

function isoMs(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? "out of the range of dates" : date.toISOString();
}

function where(text: string, index: number): string {
  return `character ${[...text.slice(0, index)].length + 1}`;
}

/** What `input` is, or why it is neither a UUID nor a ULID. */
export function inspect(input: string): Inspection {
  const text = input.trim();
  if (!text) return { kind: "invalid", error: "Paste a UUID or a ULID." };
  if (text.length > 100) return { kind: "invalid", error: `That is ${text.length} characters: a UUID has 36 (32 without hyphens) and a ULID 26.` };
  let body = text;
  if (/^urn:uuid:/i.test(body)) body = body.slice(9);
  if (body.startsWith("{") && body.endsWith("}")) body = body.slice(1, -1);
  const offset = text.indexOf(body);

  if (body.length === 26 && !body.includes("-")) return inspectUlid(text, body, offset);

  const digits = body.replace(/-/g, "");
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== "-" && !/[0-9a-fA-F]/.test(body[i]!)) {
      return { kind: "invalid", error: `"${characterAt(body, i)}" at ${where(text, offset + i)} is not a hexadecimal digit: a UUID has only 0–9, a–f and hyphens.` };
    }
  }
  if (digits.length !== 32) return { kind: "invalid", error: `A UUID has 32 hex digits; this has ${digits.length}.` };
  if (body.includes("-") && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(body)) {
    return { kind: "invalid", error: "The hyphens are out of place: a UUID is grouped 8-4-4-4-12, like 01234567-89ab-cdef-0123-456789abcdef." };
  }
  const hex = digits.toLowerCase();
  const canonical = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  if (/^0+$/.test(hex)) return { kind: "uuid", canonical, version: 0, title: "The Nil UUID (all zeros)", variant: "none: every bit is 0 (RFC 9562 §5.9)", fields: [] };
  if (/^f+$/.test(hex)) return { kind: "uuid", canonical, version: 15, title: "The Max UUID (all ones)", variant: "none: every bit is 1 (RFC 9562 §5.10)", fields: [] };

  const n = BigInt(`0x${hex}`);
  const version = Number((n >> 76n) & 0xfn);
  const v = parseInt(hex[16]!, 16);
  const variant =
    v < 8 ? "NCS (0xxx): reserved, from the Apollo Network Computing System" : v < 12 ? "RFC 9562 (10xx), the standard variant" : v < 14 ? "Microsoft (110x): reserved, old COM/DCOM GUIDs" : "Reserved for the future (111x)";
  if (v < 8 || v >= 12) {
    return { kind: "uuid", canonical, version, title: "Not an RFC 9562 UUID: its variant bits are not 10, so it has no version", variant, fields: [] };
  }
  const title = VERSIONS[version] ?? `Version ${version}: not defined by RFC 9562`;
  const fields: Field[] = [];
  if (version === 1 || version === 6) {
    const timeLow = (n >> 96n) & 0xffffffffn;
    const timeMid = (n >> 80n) & 0xffffn;
    const timeHi = (n >> 64n) & 0xfffn;
    // Version 1 stores the 60-bit time low part first; version 6 stores it most significant first, so it sorts.
    const ticks = version === 1 ? (timeHi << 48n) | (timeMid << 32n) | timeLow : (((n >> 64n) >> 16n) << 12n) | timeHi;
    const clockSeq = Number((n >> 48n) & 0x3fffn);
    const node = (n & 0xffffffffffffn).toString(16).padStart(12, "0");
    fields.push(
      { label: "Time (UTC)", value: iso100ns(ticks - GREGORIAN_OFFSET) },
      { label: "Clock sequence", value: `${clockSeq} (0x${clockSeq.toString(16).toUpperCase()})` },
      {
        label: "Node",
        value: `${node.match(/../g)!.join(":").toUpperCase()}${parseInt(node.slice(0, 2), 16) & 1 ? " (multicast bit set: a random node, not a MAC address)" : " (a MAC address, unless it was made up)"}`,
      },
    );
  } else if (version === 7) {
    const ms = Number(n >> 80n);
    fields.push({ label: "Time (UTC)", value: isoMs(ms) }, { label: "Unix milliseconds", value: ms.toString() }, { label: "Random bits", value: "74 (rand_a and rand_b), or fewer if the maker used some for a counter" });
  } else if (version === 4) {
    fields.push({ label: "Random bits", value: "122: nothing about when or where it was made can be read from it" });
  } else if (version === 3 || version === 5) {
    fields.push({ label: "Made from", value: `the ${version === 3 ? "MD5" : "SHA-1"} hash of a namespace and a name: the same pair always gives this UUID, and neither can be read back` });
  } else if (version === 8) {
    fields.push({ label: "Layout", value: "set by whoever made it: only the version and variant bits are standard" });
  }
  return { kind: "uuid", canonical, version, title, variant, fields };
}

function inspectUlid(text: string, body: string, offset: number): Inspection {
  const upper = body.toUpperCase();
  for (let i = 0; i < upper.length; i++) {
    if (!CROCKFORD.includes(upper[i]!)) {
      const extra = /[ILOU]/.test(upper[i]!) ? " (Crockford's Base32 leaves out I, L, O and U)" : "";
      return { kind: "invalid", error: `"${characterAt(body, i)}" at ${where(text, offset + i)} is not a ULID character${extra}. A ULID is 26 characters of 0–9 and A–Z without I, L, O, U.` };
    }
  }
  if (upper[0]! > "7") return { kind: "invalid", error: `A ULID starts with 0–7 (its time is 48 bits); this starts with ${upper[0]}, past the year 10889.` };
  let ms = 0;
  for (const c of upper.slice(0, 10)) ms = ms * 32 + CROCKFORD.indexOf(c);
  return {
    kind: "ulid",
    canonical: upper,
    title: "ULID: Unix time and 80 random bits, sortable",
    fields: [
      { label: "Time (UTC)", value: isoMs(ms) },
      { label: "Unix milliseconds", value: ms.toString() },
      { label: "Random part", value: upper.slice(10) },
    ],
  };
}
