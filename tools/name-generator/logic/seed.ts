/**
 * Seeds. Every batch has one: typed by the user, read from the page's link, or drawn from the Web Crypto API when
 * none is given (12 base-36 characters, about 62 bits). The seed text is hashed with SHA-256 into eight 32-bit words
 * that seed faker's Mersenne Twister, so the same seed, locale and options give the same names on any device.
 */

export const MAX_SEED_CHARS = 64;
const SEED_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

export type SeedResult = { ok: true; value: string } | { ok: false; error: string };

export function parseSeed(text: string): SeedResult {
  const value = text.trim();
  if (value.length > MAX_SEED_CHARS) return { ok: false, error: `A seed is at most ${MAX_SEED_CHARS} characters.` };
  if (/[\u0000-\u001f\u007f]/.test(value)) return { ok: false, error: "A seed can't contain control characters." };
  return { ok: true, value };
}

/** A fresh seed from the Web Crypto API (uniform: 36 divides nothing, so rejection sampling over bytes below 252). */
export function randomSeed(length = 12): string {
  let out = "";
  const bytes = new Uint8Array(32);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      if (b < 252 && out.length < length) out += SEED_ALPHABET[b % 36];
    }
  }
  return out;
}

/** SHA-256 of the seed's UTF-8 bytes as eight unsigned 32-bit words (big-endian). */
export async function seedWords(seed: string): Promise<number[]> {
  const digest = new DataView(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(seed)));
  return Array.from({ length: 8 }, (_, i) => digest.getUint32(i * 4));
}
