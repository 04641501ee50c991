import { describe, expect, it } from "vitest";
import { chiSquareUniform } from "@/lib/engines/random/chi-square";
import { seededSource } from "@/lib/engines/random/seeded";
import { diceRange, formatNotation, formatRoll, NOTATION_HINT, parseDice, rollDice, type DiceTerm } from "./dice";

const terms = (text: string) => {
  const parsed = parseDice(text);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
};

describe("dice notation", () => {
  it.each([
    ["3d6+2", "3d6+2", [5, 20]],
    ["d20", "1d20", [1, 20]],
    ["D20 - 1", "1d20-1", [0, 19]],
    ["4d6kh3", "4d6kh3", [3, 18]],
    ["4d6k3", "4d6kh3", [3, 18]],
    ["2d20kl1", "2d20kl1", [1, 20]],
    ["4d6d1", "4d6dl1", [3, 18]],
    ["5d10dh2", "5d10dh2", [3, 30]],
    ["d%", "1d100", [1, 100]],
    ["2d6+1d4+3", "2d6+1d4+3", [6, 19]],
    ["1d8-1d4", "1d8-1d4", [-3, 7]],
  ] as const)("%s reads as %s and lands in %j", (text, normal, range) => {
    const parsed = terms(text);
    expect(formatNotation(parsed)).toBe(normal);
    expect(diceRange(parsed)).toEqual(range);
  });

  it.each([
    ["3x6", NOTATION_HINT],
    ["d", NOTATION_HINT],
    ["5", NOTATION_HINT],
    ["3d6 2", NOTATION_HINT],
    ["101d6", "Roll 1 to 100 dice per term."],
    ["0d6", "Roll 1 to 100 dice per term."],
    ["2d1", "A die has 2 to 1,000 sides."],
    ["2d1001", "A die has 2 to 1,000 sides."],
    ["4d6kh5", "Keep 1 to 4 of 4d6."],
    ["4d6dl4", "Drop 0 to 3 of 4d6."],
    ["100d6+100d6+100d6+100d6+100d6+1d6", "Up to 500 dice in one roll."],
    ["d6+2000000", "Modifiers go up to 1,000,000."],
    ["1d2+1d2+1d2+1d2+1d2+1d2+1d2+1d2+1d2+1d2+1", "Up to 10 terms in one roll."],
    ["d6".repeat(60), "Dice notation is up to 100 characters."],
  ])("%s → %s", (text, message) => {
    expect(parseDice(text)).toEqual({ error: message });
  });

  it("empty notation is nothing to roll, not an error", () => {
    expect(parseDice("  ")).toEqual([]);
  });
});

describe("rolling", () => {
  it("3d6+2 always lands in 5..20, each die in 1..6 and shown", () => {
    const source = seededSource("3d6");
    const parsed = terms("3d6+2");
    for (let i = 0; i < 5000; i++) {
      const roll = rollDice(parsed, source);
      expect(roll.total).toBeGreaterThanOrEqual(5);
      expect(roll.total).toBeLessThanOrEqual(20);
      expect(roll.terms[0]!.dice).toHaveLength(3);
      expect(roll.total).toBe(roll.terms[0]!.dice.reduce((s, d) => s + d.value, 0) + 2);
    }
  });

  it("chi-square over 10⁶ d6 rolls gives p > 0.001", () => {
    const source = seededSource("d6");
    const parsed = terms("100d6");
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 10_000; i++) for (const d of rollDice(parsed, source).terms[0]!.dice) counts[d.value - 1]! += 1;
    expect(counts.reduce((a, b) => a + b)).toBe(1_000_000);
    expect(chiSquareUniform(counts).p).toBeGreaterThan(0.001);
  });

  it("4d6kh3 keeps the highest three and drops the lowest (shown in brackets)", () => {
    // Scripted words: uniformInt(6) of 2, 5, 0, 3 gives the dice 3, 6, 1, 4.
    const words = [2, 5, 0, 3];
    const roll = rollDice(terms("4d6kh3"), () => words.shift()!);
    expect(roll.terms[0]!.dice).toEqual([
      { value: 3, kept: true },
      { value: 6, kept: true },
      { value: 1, kept: false },
      { value: 4, kept: true },
    ]);
    expect(roll.total).toBe(13);
    expect(formatRoll(roll)).toBe("[3 6 (1) 4] = 13");
  });

  it("keep-lowest, drop-highest and ties drop the same number of dice", () => {
    const t: DiceTerm[] = terms("4d6dh2");
    const words = [4, 4, 4, 4];
    const roll = rollDice(t, () => words.shift()!);
    expect(roll.terms[0]!.dice.filter((d) => !d.kept)).toHaveLength(2);
    expect(roll.total).toBe(10);
    const low = rollDice(terms("2d20kl1-1"), (() => { const w = [17, 3]; return () => w.shift()!; })());
    expect(formatRoll(low)).toBe("[(18) 4] − 1 = 3");
  });
});
