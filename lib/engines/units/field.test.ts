import { describe, expect, it } from "vitest";
import { readAmountField } from "./field";

describe("readAmountField", () => {
  it("reads an amount exactly, empty as nothing, and names the field in each refusal", () => {
    expect(readAmountField(" 1,750.5 ", "Height", "175")).toEqual({ ok: true, value: { n: BigInt(3501), d: BigInt(2) } });
    expect(readAmountField("  ", "Height", "175")).toEqual({ ok: true, value: null });
    expect(readAmountField("tall", "Height", "175")).toEqual({ ok: false, error: "Enter height as a number, like 175" });
    expect(readAmountField("1e9999", "Price", "350,000")).toEqual({ ok: false, error: "Price is far too large" });
    expect(readAmountField("9".repeat(101), "Price", "350,000")).toEqual({ ok: false, error: "Price is far too large" });
    expect(readAmountField("−5", "Rate", "6.5")).toEqual({ ok: false, error: "Rate can't be negative" });
  });
});
