import { describe, expect, it } from "vitest";
import { mapScroll, normaliseAnchors } from "./sync";

describe("scroll sync", () => {
  const anchors = normaliseAnchors(
    [
      { from: 100, to: 300 },
      { from: 200, to: 350 },
      { from: 150, to: 320 },
    ],
    1000,
    2000,
  );

  it("adds the panes' starts and ends and sorts the anchors", () => {
    expect(anchors).toEqual([
      { from: 0, to: 0 },
      { from: 100, to: 300 },
      { from: 150, to: 320 },
      { from: 200, to: 350 },
      { from: 1000, to: 2000 },
    ]);
  });

  it.each([
    [0, 0],
    [50, 150],
    [100, 300],
    [125, 310],
    [200, 350],
    [600, 1175],
    [1000, 2000],
    [1200, 2000],
    [-5, 0],
  ])("maps %d to %d", (y, expected) => {
    expect(mapScroll(anchors, y)).toBeCloseTo(expected, 9);
  });

  it("drops anchors that would run backwards or past the end", () => {
    expect(normaliseAnchors([{ from: 100, to: 500 }, { from: 200, to: 400 }, { from: 300, to: 900 }], 400, 800)).toEqual([
      { from: 0, to: 0 },
      { from: 100, to: 500 },
      { from: 300, to: 800 },
      { from: 400, to: 800 },
    ]);
  });

  it("answers 0 without anchors", () => {
    expect(mapScroll([], 10)).toBe(0);
  });
});
