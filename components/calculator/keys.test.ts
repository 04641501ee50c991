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

describe("keys that take an argument", () => {
  it("every function key and 10ˣ applies to a number typed just before it (8 then ∛ is ∛(8)), starting as the key inserts", () => {
    const takesArgument = everyKey.filter((key) => key.insert !== undefined && (/[a-z√∛]\($/.test(key.insert) || key.insert === "10^" || key.insert === "√"));
    expect(takesArgument.length).toBeGreaterThan(20);
    expect(takesArgument.filter((key) => !key.wrap?.[0].startsWith(key.insert!)).map((key) => key.label)).toEqual([]);
  });

  it("leaves the separator for the second number of a two-number function", () => {
    const root = scientificKeys(false, false, ";").find((key) => key.label === "ʸ√x")!;
    expect(root.wrap).toEqual(["root(", "; "]);
    expect(scientificKeys(false, false, ",").find((key) => key.label === "10ˣ")!.wrap).toEqual(["10^", ""]);
  });
});
