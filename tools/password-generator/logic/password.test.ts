import { describe, expect, it } from "vitest";
import { chiSquareUniform } from "@/lib/engines/random/chi-square";
import { seededSource } from "@/lib/engines/random/seeded";
import { shuffle, uniformInt, type RandomSource } from "@/lib/engines/random/uniform";
import {
  AMBIGUOUS,
  CLASSES,
  DEFAULT_SETTINGS,
  generatePassword,
  generatePasswords,
  log2Big,
  meetsPlan,
  planPasswords,
  poolBits,
  poolSize,
  type PasswordSettings,
  type Plan,
} from "./password";

const settings = (patch: Partial<PasswordSettings> = {}): PasswordSettings => ({ ...DEFAULT_SETTINGS, ...patch, use: { ...DEFAULT_SETTINGS.use, ...patch.use } });
const plan = (patch: Partial<PasswordSettings> = {}): Plan => {
  const planned = planPasswords(settings(patch));
  if (!planned.ok) throw new Error(planned.error);
  return planned.plan;
};
const ALL_LOWER_BUT_AB = "cdefghijklmnopqrstuvwxyz";
const ALL_DIGITS_BUT_1 = "023456789";

/** Every string of `length` over `pool` that `valid` accepts: the reference the counting is checked against. */
function bruteForce(pool: string[], length: number, valid: (s: string) => boolean): string[] {
  let strings = [""];
  for (let i = 0; i < length; i++) strings = strings.flatMap((s) => pool.map((ch) => s + ch));
  return strings.filter(valid);
}

describe("character types", () => {
  it("has the pools of the brief: 26 + 26 + 10 + 32 = 94 printable ASCII characters, none twice", () => {
    expect(CLASSES.map((c) => c.chars.length)).toEqual([26, 26, 10, 32]);
    const all = CLASSES.map((c) => c.chars).join("");
    expect(new Set(all).size).toBe(94);
    for (let code = 33; code <= 126; code++) expect(all).toContain(String.fromCharCode(code));
    // The letter sets are whole (one anchor's omit N and n).
    expect(all).toContain("N");
    expect(all).toContain("n");
    expect(poolSize(plan())).toBe(94);
  });
});

describe("strength figures (reference values of the brief)", () => {
  it.each([
    [16, 94, 104.87],
    [20, 62, 119.08],
    [12, 26, 56.41],
  ])("%i characters from %i give %f bits by length × log₂(pool)", (length, pool, bits) => {
    expect(poolBits(length, pool)).toBeCloseTo(bits, 2);
  });

  it("the exact figure is log₂ of the number of valid passwords, a little under the pool figure", () => {
    const p = plan({ length: "16" });
    const exact = log2Big(p.total);
    expect(exact).toBeLessThan(poolBits(16, 94));
    // 1 − P(no digit) − P(no symbol) − … by inclusion–exclusion: about 0.28 bits lost at 16 characters.
    expect(exact).toBeCloseTo(104.59, 2);
    // With one type only, nothing is lost: 20 from 26 is exactly 20 × log₂ 26.
    expect(log2Big(plan({ use: { lower: true, upper: false, digits: false, symbols: false } }).total)).toBeCloseTo(poolBits(20, 26), 9);
    expect(log2Big(BigInt(2) ** BigInt(100))).toBe(100);
    expect(log2Big(BigInt(94) ** BigInt(128))).toBeCloseTo(128 * Math.log2(94), 9);
  });
});

describe("counting: the number of valid passwords matches brute force", () => {
  it.each([
    { name: "a, b and 1; length 4; one digit", patch: { length: "4", use: { lower: true, upper: false, digits: true, symbols: false }, exclude: ALL_LOWER_BUT_AB + ALL_DIGITS_BUT_1 }, expected: 64 },
    { name: "a, b and 1; length 5; two digits", patch: { length: "5", minDigits: "2", use: { lower: true, upper: false, digits: true, symbols: false }, exclude: ALL_LOWER_BUT_AB + ALL_DIGITS_BUT_1 }, expected: 3 ** 5 - 2 ** 5 - 5 * 2 ** 4 - 1 },
    { name: "a, b, 1, 2 and #; length 4; one symbol", patch: { length: "4", use: { lower: true, upper: false, digits: true, symbols: true }, exclude: ALL_LOWER_BUT_AB + "03456789" + CLASSES[3]!.chars.replace("#", "") }, expected: null },
  ])("$name", ({ patch, expected }) => {
    const p = plan(patch);
    const pool = p.classes.flatMap((c) => c.chars);
    const valid = bruteForce(pool, p.length, (s) => meetsPlan(s, p));
    expect(p.total).toBe(BigInt(valid.length));
    if (expected !== null) expect(valid.length).toBe(expected);
  });
});

describe("generation is uniform over the valid passwords", () => {
  /** 64 valid passwords: length 4 over {a, b, 1} with a letter and a digit (81 − 16 without a digit − "1111"). */
  const small = () => plan({ length: "4", use: { lower: true, upper: false, digits: true, symbols: false }, exclude: ALL_LOWER_BUT_AB + ALL_DIGITS_BUT_1 });

  function tally(draw: (source: RandomSource) => string, draws: number): Map<string, number> {
    const source = seededSource("tally");
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const s = draw(source);
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    return counts;
  }

  it("every one of the 64 comes out, equally often (chi-square over 64,000 draws, p > 0.001)", () => {
    const p = small();
    expect(p.total).toBe(BigInt(64));
    const counts = tally((source) => generatePassword(p, source), 64_000);
    expect(counts.size).toBe(64);
    for (const password of counts.keys()) expect(meetsPlan(password, p), password).toBe(true);
    expect(chiSquareUniform([...counts.values()]).p).toBeGreaterThan(0.001);
  });

  it("the test can tell: place-one-of-each-then-shuffle, the common method, fails it", () => {
    const p = small();
    const pool = p.classes.flatMap((c) => c.chars);
    const placeAndShuffle = (source: RandomSource) => {
      const chars = p.classes.map((c) => c.chars[uniformInt(c.chars.length, source)]!);
      while (chars.length < p.length) chars.push(pool[uniformInt(pool.length, source)]!);
      return shuffle(chars, source).join("");
    };
    const counts = tally(placeAndShuffle, 64_000);
    expect(counts.size).toBe(64);
    expect(chiSquareUniform([...counts.values()]).p).toBeLessThan(1e-6);
  });

  it("each character position is uniform over the pool at the default settings (p > 0.001)", () => {
    const p = plan({ length: "8" });
    const pool = p.classes.flatMap((c) => c.chars);
    const source = seededSource("positions");
    const counts = new Array<number>(pool.length).fill(0);
    const index = new Map(pool.map((ch, i) => [ch, i]));
    // At 8 characters the minimums barely matter per position; compare the first position's spread.
    for (let i = 0; i < 30_000; i++) counts[index.get(generatePassword(p, source)[0]!)!]! += 1;
    // Per-type weights differ a little (the constraint favours rarer types), so test within each type.
    for (const c of p.classes) {
      const own = c.chars.map((ch) => counts[index.get(ch)!]!);
      expect(chiSquareUniform(own).p, c.id).toBeGreaterThan(0.001);
    }
  });
});

describe("generated passwords follow the settings", () => {
  it("every character is from the pool and each chosen type appears (1,000 passwords per setting)", () => {
    const cases: Partial<PasswordSettings>[] = [
      {},
      { length: "4" },
      { length: "128" },
      { excludeAmbiguous: true },
      { use: { lower: true, upper: true, digits: true, symbols: false } },
      { length: "18", minDigits: "9", minSymbols: "9", use: { lower: false, upper: false, digits: true, symbols: true } },
      { length: "20", minDigits: "9", minSymbols: "9" },
    ];
    const source = seededSource("follow");
    for (const patch of cases) {
      const p = plan(patch);
      for (let i = 0; i < 1000; i++) {
        const password = generatePassword(p, source);
        expect(meetsPlan(password, p), `${JSON.stringify(patch)}: ${password}`).toBe(true);
      }
    }
  });

  it("avoids the ambiguous characters Il1O0| and custom exclusions", () => {
    const p = plan({ excludeAmbiguous: true, exclude: "abc{}" });
    for (const password of generatePasswords({ ...p, count: 100 })) {
      for (const ch of AMBIGUOUS + "abc{}") expect(password).not.toContain(ch);
    }
    expect(poolSize(p)).toBe(94 - 6 - 5);
  });

  it("bulk gives the number asked for, all different", () => {
    const passwords = generatePasswords(plan({ count: "100" }));
    expect(passwords).toHaveLength(100);
    expect(new Set(passwords).size).toBe(100);
  });
});

describe("settings errors, each with its own message", () => {
  it.each([
    [{ use: { lower: false, upper: false, digits: false, symbols: false } }, "classes", "Select at least one character type"],
    [{ length: "3" }, "length", "Length must be a whole number from 4 to 128"],
    [{ length: "129" }, "length", "Length must be a whole number from 4 to 128"],
    [{ length: "12.5" }, "length", "Length must be a whole number from 4 to 128"],
    [{ length: "" }, "length", "Length must be a whole number from 4 to 128"],
    [{ count: "0" }, "count", "Choose from 1 to 100 passwords"],
    [{ count: "101" }, "count", "Choose from 1 to 100 passwords"],
    [{ minDigits: "10" }, "minDigits", "Minimum digits must be a whole number from 1 to 9"],
    [{ length: "6", minDigits: "3", minSymbols: "2" }, "length", "Length must be at least 7 to include every selected type"],
    [{ use: { lower: false, upper: false, digits: true, symbols: false }, exclude: "0123456789" }, "exclude", "Your exclusions remove every character"],
    [{ exclude: "0123456789" }, "exclude", "Your exclusions remove every digit: allow one back, or turn that type off"],
    [{ excludeAmbiguous: true, use: { lower: true, upper: false, digits: true, symbols: false }, exclude: "23456789" }, "exclude", "Your exclusions remove every digit: allow one back, or turn that type off"],
    [{ exclude: "x".repeat(201) }, "exclude", "List at most 200 characters to exclude"],
  ] as const)("%j → %s: %s", (patch, field, error) => {
    expect(planPasswords(settings(patch as Partial<PasswordSettings>))).toEqual({ ok: false, field, error });
  });

  it("minimums of types that are off are ignored", () => {
    expect(planPasswords(settings({ minDigits: "x", use: { lower: true, upper: true, digits: false, symbols: true } })).ok).toBe(true);
  });
});
