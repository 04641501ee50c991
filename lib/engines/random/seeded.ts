import type { RandomSource } from "./uniform";

/**
 * A seeded, reproducible RandomSource for output that must come out the same from the same seed (shareable lorem
 * ipsum, test data): sfc32, Chris Doty-Humphrey's "small fast chaotic" generator from PractRand (128-bit state,
 * passes PractRand and BigCrush), seeded from the seed text's UTF-8 bytes. Not for secrets: anyone with the seed
 * gets the output, which is the point. Secrets use cryptoSource (./uniform.ts).
 */

/** The longest seed text we read (a seed is a short word or number in a URL). */
export const MAX_SEED_LENGTH = 64;

/** 128 bits of state from the seed text: four 32-bit multiply–xorshift hashes of its bytes, each lane salted. */
function seedState(seed: string): [number, number, number, number] {
  const bytes = new TextEncoder().encode(seed.slice(0, MAX_SEED_LENGTH));
  const state: [number, number, number, number] = [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x85a308d3];
  for (let lane = 0; lane < 4; lane++) {
    let h = state[lane]! ^ bytes.length;
    for (const byte of bytes) {
      h = Math.imul(h ^ byte, 0x5bd1e995);
      h ^= h >>> 15;
    }
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    state[lane] = (h ^ (h >>> 16)) >>> 0;
  }
  return state;
}

export function seededSource(seed: string): RandomSource {
  let [a, b, c, d] = seedState(seed);
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the first outputs, as sfc32's author advises, so that similar seeds part ways.
  for (let i = 0; i < 15; i++) next();
  return next;
}
