import { shuffle, uniformBigInt, uniformInt, type RandomSource } from "./uniform";

/**
 * Draws `count` indices from [0, n), each uniform, with or without repeats, for any n a BigInt can hold (the Random
 * Generator's number, date and list draws, the name picker's winners). Without repeats it is Robert Floyd's algorithm
 * (exactly `count` draws, every subset equally likely) followed by a Fisher–Yates shuffle of the subset, so every
 * ordered selection is equally likely too. The caller bounds `count` (it is the length of the answer).
 */
export function sampleIndices(n: bigint, count: number, unique: boolean, source: RandomSource): bigint[] {
  if (n < BigInt(1)) throw new RangeError("sampleIndices: n must be at least 1");
  if (!Number.isInteger(count) || count < 0) throw new RangeError("sampleIndices: count must be a whole number");
  if (unique && BigInt(count) > n) throw new RangeError(`sampleIndices: only ${n} distinct indices exist`);
  if (!unique) return Array.from({ length: count }, () => uniformBelow(n, source));
  const chosen = new Set<bigint>();
  const order: bigint[] = [];
  for (let j = n - BigInt(count); j < n; j++) {
    const t = uniformBelow(j + BigInt(1), source);
    const pick = chosen.has(t) ? j : t;
    chosen.add(pick);
    order.push(pick);
  }
  return shuffle(order, source);
}

/** A uniform BigInt in [0, n): one 32-bit word when n fits, uniformBigInt above. */
export function uniformBelow(n: bigint, source: RandomSource): bigint {
  return n <= BigInt(2 ** 32) ? BigInt(uniformInt(Number(n), source)) : uniformBigInt(n, source);
}
