import { describe, expect, it } from "vitest";
import { parseLine, tokenize } from "./parse";

describe("unit calculator tokenizer", () => {
  it.each([
    ["5 ft 3 in", ["num:5", "word:ft", "num:3", "word:in"]],
    ["5'3\"", ["num:5", "word:′", "num:3", "word:″"]],
    ["m² s⁻¹", ["word:m", "sup:²", "word:s", "sup:⁻¹"]],
    ["1,234.5 km", ["num:1,234.5", "word:km"]],
    ["2.5e3 m", ["num:2.5e3", "word:m"]],
    ["2 eV", ["num:2", "word:eV"]], // an e not followed by digits is no exponent
    ["3 × 4 ÷ 2 − 1", ["num:3", "op:*", "num:4", "op:/", "num:2", "op:-", "num:1"]],
    ["2**3 -> m", ["num:2", "op:^", "num:3", "arrow:→", "word:m"]],
    ["20 °C", ["num:20", "word:°C"]],
    ["3 lbs.", ["num:3", "word:lbs"]],
    ["1/2 in", ["num:1/2", "word:in"]],
    ["3 1/2 in", ["num:3 1/2", "word:in"]],
    ["1 / 2", ["num:1", "op:/", "num:2"]],
    ["2^1/2", ["num:2", "op:^", "num:1", "op:/", "num:2"]],
    ["¾ cup", ["num:3/4", "word:cup"]],
    ["10 ft x 12 ft", ["num:10", "word:ft", "op:*", "num:12", "word:ft"]],
  ])("%s", (text, expected) => {
    expect(tokenize(text).map((t) => `${t.kind}:${t.text}`)).toEqual(expected);
  });
});

describe("unit calculator: where the conversion starts", () => {
  it.each([
    ["10 in in cm", "cm"], // the first in follows a number: the inch
    ["30 cm in in", "in"],
    ["1 sq ft to in^2", "in^2"], // to wins over in
    ["(3 m)^2 in ft^2", "ft^2"], // the 2 before in is an exponent
    ["3 cups + 2 tbsp in ml", "ml"],
    ["5 ft 3 in", null],
    ["5.3 ft to ft in", "ft in"],
  ])("%s → %s", (text, target) => {
    expect(parseLine(text)?.target?.text ?? null).toBe(target);
  });

  it("reads several plain units after to as a compound target", () => {
    expect(parseLine("1.8 m to ft in")?.target?.kind).toBe("units");
    expect(parseLine("1 kW h to J")?.target?.kind).toBe("expression");
  });
});
