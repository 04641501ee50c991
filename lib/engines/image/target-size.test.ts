import { describe, expect, it } from "vitest";
import { searchQuality } from "./target-size";

describe("target-size search", () => {
  /** A monotone model encoder: size grows with quality. */
  const model = (perStep: number, base: number) => async (q: number) => ({
    size: base + q * perStep,
    output: q,
  });

  it.each([
    // target, expected quality: base 1000 + 100/step → q ≤ (target − 1000) / 100
    [6000, 50],
    [11_000, 100],
    [1100, 1],
    [6050, 50],
  ])("target %d bytes → quality %d, the highest that fits", async (target, quality) => {
    const result = await searchQuality(model(100, 1000), target);
    expect(result).toMatchObject({ fits: true, quality, output: quality });
    expect(result.size).toBeLessThanOrEqual(target);
  });

  it("says when nothing fits and returns the smallest output", async () => {
    const result = await searchQuality(model(100, 1000), 500);
    expect(result).toMatchObject({ fits: false, quality: 1, size: 1100 });
  });

  it("needs at most 7 encodes for 1–100", async () => {
    let calls = 0;
    await searchQuality(async (q) => ({ size: q * 10, output: ++calls }), 437);
    expect(calls).toBeLessThanOrEqual(7);
  });
});
