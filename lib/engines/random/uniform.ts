/**
 * Uniform random choices without modulo bias (docs/architecture.md "Randomness"). Every function takes a
 * RandomSource, a function returning independent uniform 32-bit words: `cryptoSource` (the Web Crypto API, for
 * anything secret) or `seededSource` (./seeded.ts, for reproducible output such as lorem ipsum). The Math object's
 * random() is never used: it is not a CSPRNG and cannot be seeded (lib/engines/random/no-math-random.test.ts keeps it out).
 */

/** Returns a uniformly distributed integer in [0, 2^32). */
export type RandomSource = () => number;

const BUFFER_WORDS = 256;

/**
 * The browser's (and Node's) CSPRNG, crypto.getRandomValues, read 1 KiB at a time. Each call of the returned
 * function gives one fresh 32-bit word; no word is ever handed out twice.
 */
export function cryptoSource(): RandomSource {
  const buffer = new Uint32Array(BUFFER_WORDS);
  let next = BUFFER_WORDS;
  return () => {
    if (next === BUFFER_WORDS) {
      globalThis.crypto.getRandomValues(buffer);
      next = 0;
    }
    const word = buffer[next]!;
    buffer[next++] = 0;
    return word;
  };
}

let shared: RandomSource | null = null;
/** One crypto source for the page (the default of every function below). */
export function secureRandom(): RandomSource {
  shared ??= cryptoSource();
  return shared;
}

/**
 * A uniform integer in [0, n), for 1 <= n <= 2^32, by rejection: words at or above the largest multiple of n that
 * fits in 32 bits are drawn again, so every residue comes from exactly floor(2^32 / n) words. (A plain `word % n`
 * favours the small residues whenever n does not divide 2^32.) At most half the words are rejected, so the expected
 * number of draws is below 2.
 */
export function uniformInt(n: number, source: RandomSource = secureRandom()): number {
  return uniformIntOf(n, source, 32);
}

/**
 * The same algorithm for a source of `bits`-bit words (bits <= 32). Exposed for the exhaustive test, which runs it
 * on 8-bit words and checks that every residue is reached by the same number of words.
 */
export function uniformIntOf(n: number, source: RandomSource, bits: number): number {
  const range = 2 ** bits;
  if (!Number.isInteger(n) || n < 1 || n > range) throw new RangeError(`uniformInt: n must be a whole number from 1 to 2^${bits}, not ${n}`);
  const limit = range - (range % n);
  for (;;) {
    const word = source();
    if (word < limit) return word % n;
  }
}

/**
 * A uniform BigInt in [0, n), n >= 1: draw as many bits as n - 1 has, reject values >= n (fewer than half), so no
 * value is favoured. For the exact counts of the password generator, which reach 2^840.
 */
export function uniformBigInt(n: bigint, source: RandomSource = secureRandom()): bigint {
  if (n < BigInt(1)) throw new RangeError("uniformBigInt: n must be at least 1");
  if (n === BigInt(1)) return BigInt(0);
  const bits = (n - BigInt(1)).toString(2).length;
  const words = Math.ceil(bits / 32);
  const excess = BigInt(words * 32 - bits);
  for (;;) {
    let value = BigInt(0);
    for (let i = 0; i < words; i++) value = (value << BigInt(32)) | BigInt(source() >>> 0);
    value >>= excess;
    if (value < n) return value;
  }
}

/** Shuffles `items` in place (Fisher–Yates with uniform draws: each of the n! orders equally likely) and returns it. */
export function shuffle<T>(items: T[], source: RandomSource = secureRandom()): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(i + 1, source);
    const held = items[i]!;
    items[i] = items[j]!;
    items[j] = held;
  }
  return items;
}

/** One element of a non-empty list, each equally likely. */
export function pick<T>(items: readonly T[], source: RandomSource = secureRandom()): T {
  if (items.length === 0) throw new RangeError("pick: the list is empty");
  return items[uniformInt(items.length, source)]!;
}

/** A uniform float in [0, 1) with 53 random bits (two words), for weighted choices that tolerate rounding. */
export function uniformFloat(source: RandomSource = secureRandom()): number {
  const high = source() >>> 5; // 27 bits
  const low = source() >>> 6; // 26 bits
  return (high * 2 ** 26 + low) / 2 ** 53;
}
