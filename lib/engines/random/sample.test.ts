import { describe, expect, it } from "vitest";
import { chiSquareUniform } from "./chi-square";
import { sampleIndices } from "./sample";
import { seededSource } from "./seeded";

describe("sampleIndices", () => {
  it("without repeats, each of the 60 ordered picks of 3 from 5 is equally likely (6 × 10⁴ draws, p > 0.001)", () => {
    const source = seededSource("floyd");
    const counts = new Map<string, number>();
    for (let i = 0; i < 60_000; i++) {
      const key = sampleIndices(BigInt(5), 3, true, source).join(",");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(60);
    for (const key of counts.keys()) expect(new Set(key.split(",")).size).toBe(3);
    expect(chiSquareUniform([...counts.values()]).p).toBeGreaterThan(0.001);
  });

  it("with repeats, values are independent and uniform; all of n without repeats is a permutation", () => {
    const source = seededSource("repeat");
    const counts = new Array<number>(7).fill(0);
    for (const v of sampleIndices(BigInt(7), 70_000, false, source)) counts[Number(v)]! += 1;
    expect(chiSquareUniform(counts).p).toBeGreaterThan(0.001);
    expect(sampleIndices(BigInt(50), 50, true, source).map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it("refuses more distinct indices than exist", () => {
    expect(() => sampleIndices(BigInt(3), 4, true, seededSource("x"))).toThrow(RangeError);
    expect(sampleIndices(BigInt(3), 0, true, seededSource("x"))).toEqual([]);
  });
});
