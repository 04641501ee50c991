import { describe, expect, it } from "vitest";
import type { ConverterSpec } from "@/lib/engines/units/converter";
import { converterView, unitOptions } from "./converter-view";

const LENGTH: ConverterSpec = {
  kind: "length",
  noun: "Length",
  units: ["cm", "m", "in", "ft"],
  more: ["mil"],
  defaultFrom: "cm",
  defaultTo: "in",
  example: "12.5 or 5 ft 3 in",
  compounds: [["ft", "in"]],
  fractionOf: { in: 16 },
};
const TEMPERATURE: ConverterSpec = { kind: "temperature", noun: "Temperature", units: ["degC", "degF", "K"], defaultFrom: "degC", defaultTo: "degF", example: "21.5 or -40", temperature: true };

const view = (spec: ConverterSpec, text: string, fromId: string, toId: string, mode: "value" | "difference" = "value") =>
  converterView(spec, { text, fromId, toId, mode, significant: undefined });

describe("converterView: the converter's output as plain data (server first paint and browser engine)", () => {
  it("2.54 cm = 1 in exactly (NIST: 1 in = 2.54 cm), with the formula and every unit", () => {
    const v = view(LENGTH, "2.54", "cm", "in");
    expect(v.status).toBe("ok");
    if (v.status !== "ok") return;
    expect(v.shown).toEqual({ text: "1", exact: true });
    expect(v.subject).toBe("2.54 cm");
    expect(v.rows.map((r) => [r.id, r.shown.text])).toEqual([
      ["cm", "2.54"],
      ["m", "0.0254"],
      ["in", "1"],
      ["ft", "0.0833333"],
      ["mil", "1,000"],
    ]);
    expect(v.rows[0]?.label).toBe("Centimeters");
    expect(v.formulaApplied).toContain("2.54");
    // The result is plain data: it crosses the server/client boundary unchanged.
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });

  it("a compound entry (5 ft 3 in) is the statement's subject and converts exactly: 160.02 cm", () => {
    const v = view(LENGTH, "5 ft 3 in", "cm", "cm");
    expect(v.status === "ok" && [v.subject, v.shown.text, v.shown.exact]).toEqual(["5 ft 3 in", "160.02", true]);
  });

  it("temperature: 100 °C = 212 °F; a difference of 10 °C is 18 °F", () => {
    const reading = view(TEMPERATURE, "100", "degC", "degF");
    expect(reading.status === "ok" && reading.shown.text).toBe("212");
    const change = view(TEMPERATURE, "10", "degC", "degF", "difference");
    expect(change.status === "ok" && change.shown.text).toBe("18");
  });

  it("empty input shows nothing; bad input a specific message", () => {
    expect(view(LENGTH, "  ", "cm", "in")).toEqual({ status: "empty" });
    expect(view(LENGTH, "abc", "cm", "in")).toEqual({ status: "error", message: "Enter a number, e.g. 12.5 or 5 ft 3 in." });
  });

  it("unitOptions: labels for the pickers and symbols, common then more", () => {
    const o = unitOptions(LENGTH);
    expect(o.common[0]).toEqual(["cm", "Centimeter (cm)"]);
    expect(o.more.map(([id]) => id)).toEqual(["mil"]);
    expect(o.symbols).toMatchObject({ cm: "cm", in: "in", mil: "mil" });
  });
});

describe("converterView: the value typed and the constants are repeated exactly", () => {
  const SURVEY: ConverterSpec = { ...LENGTH, units: ["m", "ft", "ftUS"] };

  it("echoes a 30-digit value in full, or marks it ≈ when it had to be rounded", () => {
    const long = view(LENGTH, "123456789012345678901234567890", "m", "ft");
    if (long.status !== "ok") throw new Error(long.status);
    expect(long.subject).toBe("123,456,789,012,345,678,901,234,567,890 m");
    expect(long.formulaApplied).toBe("123,456,789,012,345,678,901,234,567,890 m ÷ 0.3048 ≈ 4.050419587e+29 ft");
    const third = view(LENGTH, "1/3", "ft", "in");
    if (third.status !== "ok") throw new Error(third.status);
    expect(third.subject).toMatch(/^≈ 0\.3{6,} ft$/);
    expect(third.shown).toEqual({ text: "4", exact: true });
  });

  it("echoes a value typed in E notation in E notation where results use it, written out below that", () => {
    const subject = (text: string) => {
      const v = view(LENGTH, text, "m", "cm");
      if (v.status !== "ok") throw new Error(v.status);
      return [v.subject, v.formulaApplied];
    };
    // Not 10,000,000,000,000,000,000,000,000,000,000 (32 digits) beside a result of 1e+33.
    expect(subject("1e31")).toEqual(["1e+31 m", "1e+31 m × 100 = 1e+33 cm"]);
    expect(subject("1.5E40")).toEqual(["1.5e+40 m", "1.5e+40 m × 100 = 1.5e+42 cm"]);
    expect(subject("1e-40")).toEqual(["1e-40 m", "1e-40 m × 100 = 1e-38 cm"]);
    expect(subject("1e3")).toEqual(["1,000 m", "1,000 m × 100 = 100,000 cm"]);
    // Typed in full, a long number is still echoed in full.
    expect(subject("10000000000000000000000000000000")[0]).toBe("10,000,000,000,000,000,000,000,000,000,000 m");
  });

  it("shows the US survey foot's factor as the exact 1200/3937", () => {
    const v = view(SURVEY, "1", "ftUS", "m");
    if (v.status !== "ok") throw new Error(v.status);
    expect(v.formulaGeneral).toBe("m = ft (US survey) × 1200/3937");
    expect(v.formulaApplied).toBe("1 ft (US survey) × 1200/3937 ≈ 0.304801 m");
  });
});
