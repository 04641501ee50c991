import { describe, expect, it } from "vitest";
import { chiSquareUniform } from "./chi-square";
import { seededSource } from "./seeded";
import { cryptoSource, pick, shuffle, uniformBigInt, uniformInt, uniformIntOf, type RandomSource } from "./uniform";

/** A source that plays back the given words, then fails (so a test sees exactly how many words were used). */
function scripted(words: number[]): RandomSource & { used: () => number } {
  let i = 0;
  const source = () => {
    if (i >= words.length) throw new Error("source ran out");
    return words[i++]!;
  };
  return Object.assign(source, { used: () => i });
}

describe("chi-square p-values (reference values from the chi-square table)", () => {
  it.each([
    // [counts' statistic, degrees, p]: critical values at 5 % and 0.1 % from the standard table.
    [3.841, 1, 0.05],
    [18.307, 10, 0.05],
    [123.225, 99, 0.05],
    [29.588, 10, 0.001],
    [5.991, 2, 0.05],
  ])("X² = %f with %i degrees gives p ≈ %f", async (statistic, degrees, p) => {
    const { upperGammaQ } = await import("./chi-square");
    expect(upperGammaQ(degrees / 2, statistic / 2)).toBeCloseTo(p, 4);
  });

  it("a perfectly even count has p = 1, a lopsided one p ≈ 0", () => {
    expect(chiSquareUniform([100, 100, 100, 100]).p).toBe(1);
    expect(chiSquareUniform([400, 0, 0, 0]).p).toBeLessThan(1e-100);
  });
});

describe("uniformInt: rejection sampling, no modulo bias", () => {
  it("is exactly uniform: on 8-bit words every residue of every n ≤ 256 is reached by the same number of words", () => {
    for (let n = 1; n <= 256; n++) {
      const hits = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let word = 0; word < 256; word++) {
        // Each word alone: accepted (one residue) or rejected (it would ask for another word).
        const source = scripted([word]);
        try {
          hits[uniformIntOf(n, source, 8)]! += 1;
        } catch {
          rejected++;
        }
      }
      expect(new Set(hits).size, `n = ${n}`).toBe(1);
      expect(hits[0], `n = ${n}`).toBe(Math.floor(256 / n));
      expect(rejected, `n = ${n}`).toBe(256 % n);
    }
  });

  it("a plain modulo would not be: the same enumeration shows its bias, which the test above would catch", () => {
    const biased = new Array<number>(3).fill(0);
    for (let word = 0; word < 256; word++) biased[word % 3]! += 1;
    expect(new Set(biased).size).toBeGreaterThan(1);
  });

  it("rejects the top words of 32 bits and draws again", () => {
    // n = 3: 2^32 mod 3 = 1, so only the word 2^32 − 1 is rejected.
    const source = scripted([2 ** 32 - 1, 5]);
    expect(uniformInt(3, source)).toBe(2);
    expect(source.used()).toBe(2);
    // n = 10: the last 2^32 mod 10 = 6 words are rejected.
    const ten = scripted([2 ** 32 - 6, 2 ** 32 - 1, 2 ** 32 - 7]);
    expect(uniformInt(10, ten)).toBe((2 ** 32 - 7) % 10);
    expect(ten.used()).toBe(3);
  });

  it("refuses a range it cannot serve", () => {
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) expect(() => uniformInt(n)).toThrow(RangeError);
    expect(uniformInt(1)).toBe(0);
  });

  it.each([2, 3, 10, 62, 94, 1000, 7776])("chi-square over 10⁵ seeded draws from [0, %i) gives p > 0.001", (n) => {
    const source = seededSource(`uniform-${n}`);
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < 100_000; i++) counts[uniformInt(n, source)]! += 1;
    expect(chiSquareUniform(counts).p).toBeGreaterThan(0.001);
  });

  it("the Web Crypto source is uniform too (10⁵ draws over 94 characters; p > 10⁻⁶, so a fair run fails once in a million)", () => {
    const source = cryptoSource();
    const counts = new Array<number>(94).fill(0);
    for (let i = 0; i < 100_000; i++) counts[uniformInt(94, source)]! += 1;
    expect(chiSquareUniform(counts).p).toBeGreaterThan(1e-6);
  });
});

describe("uniformBigInt", () => {
  it("stays in range and covers it evenly for a small n", () => {
    const source = seededSource("bigint");
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) counts[Number(uniformBigInt(BigInt(7), source))]! += 1;
    expect(chiSquareUniform(counts).p).toBeGreaterThan(0.001);
  });

  it("handles numbers of hundreds of bits, rejecting values at or above n", () => {
    const n = BigInt(94) ** BigInt(128);
    const source = seededSource("huge");
    for (let i = 0; i < 200; i++) {
      const value = uniformBigInt(n, source);
      expect(value >= BigInt(0) && value < n).toBe(true);
    }
    // n = 5 needs 3 bits: words whose top 3 bits read 5, 6 or 7 are rejected.
    const words = scripted([0xa0000000, 0xe0000000, 0x40000000]);
    expect(uniformBigInt(BigInt(5), words)).toBe(BigInt(2));
    expect(words.used()).toBe(3);
    expect(uniformBigInt(BigInt(1), scripted([]))).toBe(BigInt(0));
  });
});

describe("shuffle and pick", () => {
  it("shuffle gives each of the 6 orders of 3 items equally often", () => {
    const source = seededSource("shuffle");
    const counts = new Map<string, number>();
    for (let i = 0; i < 60_000; i++) {
      const order = shuffle(["a", "b", "c"], source).join("");
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquareUniform([...counts.values()]).p).toBeGreaterThan(0.001);
  });

  it("shuffle keeps every element, pick refuses an empty list", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(shuffle([...items]).sort((a, b) => a - b)).toEqual(items);
    expect(() => pick([])).toThrow(RangeError);
    expect(pick(["only"])).toBe("only");
  });
});
