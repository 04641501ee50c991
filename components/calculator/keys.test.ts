import { describe, expect, it } from "vitest";
import { basicExtraKeys, keyName, memoryKeys, numberPad, scientificKeys, type Key } from "./keys";

const everyKey: Key[] = [
  ...numberPad("."),
  ...numberPad(","),
  ...memoryKeys,
  ...basicExtraKeys,
  ...[false, true].flatMap((inv) => [false, true].flatMap((hyp) => scientificKeys(inv, hyp, ","))),
];

describe("keypad names (label in name)", () => {
  it("every key that shows words or numbers is named with what it shows, so voice control finds it", () => {
    const missing = everyKey.filter((key) => /[\p{L}\p{N}]/u.test(key.label) && !keyName(key).toLowerCase().includes(key.label.toLowerCase()));
    expect(missing.map((key) => `${key.label} → ${keyName(key)}`)).toEqual([]);
  });

  it("keeps the spoken name, and names symbols by it alone", () => {
    expect(keyName(memoryKeys[0]!)).toBe("MC, memory clear");
    expect(keyName({ label: "7", name: "7", insert: "7", kind: "digit" })).toBe("7");
    expect(keyName(numberPad(".").find((key) => key.label === "÷")!)).toBe("divide");
    expect(keyName(scientificKeys(true, false, ",").find((key) => key.label === "sin⁻¹")!)).toBe("sin⁻¹, inverse sine");
  });
});
