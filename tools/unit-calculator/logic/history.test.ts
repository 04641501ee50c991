import { describe, expect, it } from "vitest";
import { addToHistory, MAX_HISTORY, readHistory } from "./history";

describe("unit calculator history", () => {
  it("puts the newest line first and moves a repeated line up", () => {
    let history = addToHistory([], { input: "1 ft to cm", result: "= 30.48 cm" });
    history = addToHistory(history, { input: "1 mi to km", result: "= 1.609344 km" });
    history = addToHistory(history, { input: "1 ft to cm", result: "= 30.48 cm" });
    expect(history.map((h) => h.input)).toEqual(["1 ft to cm", "1 mi to km"]);
  });

  it(`keeps the last ${MAX_HISTORY}`, () => {
    let history = addToHistory([], { input: "0", result: "= 0" });
    for (let i = 1; i <= MAX_HISTORY + 5; i++) history = addToHistory(history, { input: String(i), result: `= ${i}` });
    expect(history).toHaveLength(MAX_HISTORY);
    expect(history[0]?.input).toBe(String(MAX_HISTORY + 5));
  });

  it.each([
    [null, []],
    ["not json", []],
    ['{"input":"x"}', []],
    ['[{"input":"1 m","result":"= 1 m"},{"input":5},null,"x"]', [{ input: "1 m", result: "= 1 m" }]],
    [JSON.stringify([{ input: "x".repeat(500), result: "= 1" }]), []],
  ])("reads stored %j safely", (stored, expected) => {
    expect(readHistory(stored)).toEqual(expected);
  });
});
