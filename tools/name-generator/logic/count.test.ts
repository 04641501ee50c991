import { describe, expect, it } from "vitest";
import { parseCount } from "./count";

describe("parseCount", () => {
  it.each([
    ["", { ok: "empty" }],
    ["   ", { ok: "empty" }],
    ["1", { ok: true, value: 1 }],
    [" 50 ", { ok: true, value: 50 }],
    ["100", { ok: true, value: 100 }],
    ["0", { ok: false, error: "Choose at least 1 name (1–100)." }],
    ["-3", { ok: false, error: "Choose at least 1 name (1–100)." }],
    ["101", { ok: false, error: "Up to 100 names at a time: choose 1–100." }],
    ["100000000000", { ok: false, error: "Up to 100 names at a time: choose 1–100." }],
    ["2.5", { ok: false, error: "Names come whole: choose a whole number, 1–100." }],
    ["ten", { ok: false, error: "Enter how many names you want as a whole number, 1–100." }],
    ["1e3", { ok: false, error: "Enter how many names you want as a whole number, 1–100." }],
    ["9".repeat(400), { ok: false, error: "Enter how many names you want as a whole number, 1–100." }],
  ])("%j", (text, expected) => {
    expect(parseCount(text)).toEqual(expected);
  });
});
