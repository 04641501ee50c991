/**
 * Identifiers made in the browser: UUID version 4 (random) and version 7 (Unix-time ordered) of RFC 9562, ULID
 * (ulid/spec) and Nano ID. All randomness comes from lib/engines/random (crypto.getRandomValues; uniform choices by rejection,
 * no modulo bias). Pure apart from that source and the clock, both of which can be passed in for tests.
 */
import { secureRandom, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";

export type Kind = "uuid4" | "uuid7" | "ulid" | "nanoid";

/** The most IDs made at once: more would be a page of text no one reads, and a bigger download than anyone needs. */
export const MAX_COUNT = 10_000;
export const NANOID_ALPHABET = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict";
export const NANOID_SIZE = { min: 2, max: 256, default: 21 };
export const MAX_ALPHABET = 256;

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

function randomBytes(n: number, source: RandomSource): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i += 4) {
    const word = source();
    for (let k = 0; k < 4 && i + k < n; k++) out[i + k] = (word >>> (8 * k)) & 255;
  }
  return out;
}

/** 16 bytes in the 8-4-4-4-12 hex form, lower case (RFC 9562 §4). */
export function formatUuid(b: Uint8Array): string {
  const h = Array.from(b, (x) => HEX[x]!);
  return `${h.slice(0, 4).join("")}-${h.slice(4, 6).join("")}-${h.slice(6, 8).join("")}-${h.slice(8, 10).join("")}-${h.slice(10).join("")}`;
}

/** A version 4 UUID: 122 random bits, the version nibble 4 and the variant bits 10 (RFC 9562 §5.4). */
export function uuidV4(source: RandomSource = secureRandom()): string {
  const b = randomBytes(16, source);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  return formatUuid(b);
}

/**
 * Makes version 7 UUIDs (RFC 9562 §5.7): 48 bits of Unix milliseconds, then 74 random bits, so they sort by time.
 * Several in one millisecond (or after the clock stepped back) stay in order by "monotonic random" (§6.2, method 2):
 * the 74-bit random field of the previous one plus a random step of 1 to 2^32, the time carried forward when it
 * would overflow.
 */
export function uuidV7Generator(source: RandomSource = secureRandom(), clock: () => number = Date.now) {
  let lastMs = -1;
  let lastRandom = 0n;
  const RANDOM_BITS = 74n;
  const RANDOM_MAX = (1n << RANDOM_BITS) - 1n;
  return (): string => {
    let ms = clock();
    let random: bigint;
    if (ms > lastMs) {
      random = [...randomBytes(10, source)].reduce((acc, x) => (acc << 8n) | BigInt(x), 0n) & RANDOM_MAX;
    } else {
      ms = lastMs;
      random = lastRandom + 1n + BigInt(source());
      if (random > RANDOM_MAX) {
        ms += 1;
        random = [...randomBytes(10, source)].reduce((acc, x) => (acc << 8n) | BigInt(x), 0n) & (RANDOM_MAX >> 1n);
      }
    }
    lastMs = ms;
    lastRandom = random;
    const b = new Uint8Array(16);
    let t = BigInt(ms);
    for (let i = 5; i >= 0; i--) {
      b[i] = Number(t & 0xffn);
      t >>= 8n;
    }
    // rand_a: the top 12 of the 74 bits; rand_b: the other 62.
    const randA = random >> 62n;
    const randB = random & ((1n << 62n) - 1n);
    b[6] = 0x70 | Number(randA >> 8n);
    b[7] = Number(randA & 0xffn);
    b[8] = 0x80 | Number(randB >> 56n);
    for (let i = 15, r = randB; i >= 9; i--, r >>= 8n) b[i] = Number(r & 0xffn);
    return formatUuid(b);
  };
}

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * Makes ULIDs (github.com/ulid/spec): 48 bits of Unix milliseconds and 80 random bits in Crockford's Base32, 26
 * characters that sort by time. Within one millisecond the random part is the previous one plus one, as the spec's
 * monotonic mode does; when that would overflow, the time is carried forward a millisecond instead of failing.
 */
export function ulidGenerator(source: RandomSource = secureRandom(), clock: () => number = Date.now) {
  let lastMs = -1;
  let lastRandom = 0n;
  const RANDOM_MAX = (1n << 80n) - 1n;
  return (): string => {
    let ms = clock();
    let random: bigint;
    if (ms > lastMs) random = [...randomBytes(10, source)].reduce((acc, x) => (acc << 8n) | BigInt(x), 0n);
    else {
      ms = lastMs;
      random = lastRandom + 1n;
      if (random > RANDOM_MAX) {
        ms += 1;
        random = [...randomBytes(10, source)].reduce((acc, x) => (acc << 8n) | BigInt(x), 0n) >> 1n;
      }
    }
    lastMs = ms;
    lastRandom = random;
    let out = "";
    let t = ms;
    for (let i = 0; i < 10; i++) {
      out = CROCKFORD[t % 32]! + out;
      t = Math.floor(t / 32);
    }
    let r = random;
    let tail = "";
    for (let i = 0; i < 16; i++) {
      tail = CROCKFORD[Number(r & 31n)]! + tail;
      r >>= 5n;
    }
    return out + tail;
  };
}

/** A Nano ID: `size` characters drawn uniformly from `alphabet` (by rejection, so no character is favoured). */
export function nanoid(size: number, alphabet: readonly string[], source: RandomSource = secureRandom()): string {
  let out = "";
  for (let i = 0; i < size; i++) out += alphabet[uniformInt(alphabet.length, source)]!;
  return out;
}

export type AlphabetResult = { ok: true; symbols: string[] } | { ok: false; error: string };

/** A Nano ID alphabet as typed: whole characters (an emoji is one), each once. */
export function readAlphabet(text: string): AlphabetResult {
  const symbols = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)].map((s) => s.segment);
  if (symbols.length < 2) return { ok: false, error: "The alphabet needs at least 2 different characters." };
  if (symbols.length > MAX_ALPHABET) return { ok: false, error: `The alphabet has ${symbols.length.toLocaleString("en-US")} characters; up to ${MAX_ALPHABET} are taken.` };
  const seen = new Map<string, number>();
  for (let i = 0; i < symbols.length; i++) {
    const first = seen.get(symbols[i]!);
    if (first !== undefined) {
      const shown = /^\s$/.test(symbols[i]!) ? `a ${symbols[i] === " " ? "space" : "whitespace character"}` : `"${symbols[i]}"`;
      return { ok: false, error: `The alphabet has ${shown} twice (characters ${first + 1} and ${i + 1}): it would come up twice as often.` };
    }
    seen.set(symbols[i]!, i);
  }
  return { ok: true, symbols };
}

/** Bits of randomness in one ID of `kind` (for a Nano ID: size × log2 of the alphabet). */
export function entropyBits(kind: Kind, size = NANOID_SIZE.default, alphabetSize = 64): number {
  if (kind === "uuid4") return 122;
  if (kind === "uuid7") return 74;
  if (kind === "ulid") return 80;
  return size * Math.log2(alphabetSize);
}

export type CountResult = { ok: true; count: number } | { ok: false; error: string };

export function readCount(text: string): CountResult {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > MAX_COUNT) {
    return { ok: false, error: `Choose from 1 to ${MAX_COUNT.toLocaleString("en-US")} IDs at once.` };
  }
  return { ok: true, count: Number(trimmed) };
}

export type SizeResult = { ok: true; size: number } | { ok: false; error: string };

export function readSize(text: string): SizeResult {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed) || Number(trimmed) < NANOID_SIZE.min || Number(trimmed) > NANOID_SIZE.max) {
    return { ok: false, error: `A Nano ID has from ${NANOID_SIZE.min} to ${NANOID_SIZE.max} characters.` };
  }
  return { ok: true, size: Number(trimmed) };
}
