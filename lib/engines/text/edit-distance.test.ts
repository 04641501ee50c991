import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  const cases: Array<[a: string, b: string, limit: number, expected: number]> = [
    ["password", "password", 2, 0],
    ["pasword", "password", 2, 1], // a missing letter
    ["passwordd", "password", 2, 1], // an extra one
    ["passwprd", "password", 2, 1], // a wrong one
    ["mrakdown", "markdown", 2, 1], // two neighbours swapped: one typo
    ["ca", "abc", 3, 3], // a swap does not also edit the swapped letters (optimal string alignment)
    ["kitten", "sitting", 5, 3],
    ["kitten", "sitting", 2, 3], // past the limit: limit + 1
    ["a", "abcdef", 2, 3], // lengths too far apart: limit + 1 at once
    ["", "abc", 5, 3],
  ];
  it.each(cases)("%j → %j (limit %i) is %i", (a, b, limit, expected) => {
    expect(editDistance(a, b, limit)).toBe(expected);
  });
});
