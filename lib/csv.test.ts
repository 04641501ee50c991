import { describe, expect, it } from "vitest";
import { csvCell, CSV_MAX_LINE_LENGTH, detectDelimiter, overlongLine, splitCsvLine } from "@/lib/csv";

describe("splitCsvLine", () => {
  it("follows RFC 4180 quoting, trims cells, and treats a quote inside text as text", () => {
    expect(splitCsvLine('a,"b, c","say ""hi""",  d ', ",")).toEqual(["a", "b, c", 'say "hi"', "d"]);
    expect(splitCsvLine('  "x" , "y"', ",")).toEqual(["x", "y"]);
    expect(splitCsvLine('5" tall,ok', ",")).toEqual(['5" tall', "ok"]);
    expect(splitCsvLine('"a"b"c', ",")).toEqual(['ab"c']);
    expect(splitCsvLine('"" "x"', ",")).toEqual(["x"]);
    expect(splitCsvLine('"never closed, really', ",")).toEqual(["never closed, really"]);
    expect(splitCsvLine("a\t\tb\t", "\t")).toEqual(["a", "", "b", ""]);
    expect(splitCsvLine("", ",")).toEqual([""]);
  });

  // Each of these took from seconds to over a minute of one thread when a quote re-trimmed the whole cell so far.
  it("splits hostile lines of 250,000 characters in linear time (returns, not hangs)", { timeout: 5_000 }, () => {
    const n = 250_000;
    expect(splitCsvLine(`x${'"'.repeat(n)}`, ",")).toEqual([`x${'"'.repeat(n)}`]);
    expect(splitCsvLine('"" '.repeat(n / 3), ",")).toHaveLength(1);
    expect(splitCsvLine(",".repeat(n), ",")).toHaveLength(n + 1);
    expect(detectDelimiter(`x${'"'.repeat(n)}`)).toBe(",");
  });
});

describe("overlongLine", () => {
  it("names the first line over the limit", () => {
    expect(overlongLine([{ line: 1, text: "a" }, { line: 4, text: "b".repeat(CSV_MAX_LINE_LENGTH) }])).toBeNull();
    expect(overlongLine([{ line: 2, text: "a" }, { line: 7, text: "b".repeat(CSV_MAX_LINE_LENGTH + 1) }])).toBe(
      "Line 7 is too long: up to 10,000 characters per line.",
    );
  });
});

describe("csvCell", () => {
  it("defuses formulas and quotes when needed", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
  });
});
