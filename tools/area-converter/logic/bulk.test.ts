import { describe, expect, it } from "vitest";
import { builtInUnit, AREA_MESSAGES } from "@/tools/area-converter/logic/area";
import { bulkCsv, convertBulk, readBulkValues } from "@/tools/area-converter/logic/bulk";

function values(read: ReturnType<typeof readBulkValues>) {
  if (!read.ok) throw new Error(read.error);
  return { values: read.values.map((v) => [v.line, v.text]), errors: read.errors.map((e) => [e.line, e.error]) };
}

describe("readBulkValues", () => {
  it("reads one value per line, skipping blank lines but keeping line numbers", () => {
    expect(values(readBulkValues("1\r\n\r\n2.5\n  \nabc\n1,234\n"))).toEqual({
      values: [
        [1, "1"],
        [3, "2.5"],
        [6, "1234"],
      ],
      errors: [[5, AREA_MESSAGES.invalid]],
    });
  });

  it("skips a header line when asked", () => {
    expect(values(readBulkValues("area\n5", { hasHeader: true })).values).toEqual([[2, "5"]]);
  });

  it("reads a CSV column by number or by header name", () => {
    const csv = "name,area m2\nA,100\nB\nC,\"2,000\"";
    expect(values(readBulkValues(csv, { column: "2", hasHeader: true }))).toEqual({
      values: [
        [2, "100"],
        [4, "2000"],
      ],
      errors: [[3, "No column 2 on this line"]],
    });
    expect(values(readBulkValues(csv, { column: "AREA M2", hasHeader: true })).values).toHaveLength(2);
    expect(values(readBulkValues("a;b\n1;2\n3;4", { column: "2" })).values).toEqual([
      [2, "2"],
      [3, "4"],
    ]);
  });

  it("reads a CSV row whose quoted cell holds a line break as one row, numbered by its first line", () => {
    const csv = 'name,area\n"Plot\nnorth",100\nB,5';
    expect(values(readBulkValues(csv, { column: "area", hasHeader: true }))).toEqual({
      values: [
        [2, "100"],
        [4, "5"],
      ],
      errors: [],
    });
    expect(readBulkValues('name,area\n"open,5', { column: "2", hasHeader: true })).toMatchObject({ ok: false, error: expect.stringContaining("line 2 is never closed") });
  });

  it("explains input it cannot read", () => {
    expect(readBulkValues("  \n ")).toEqual({ ok: false, error: "Please enter at least one value, one per line." });
    expect(readBulkValues("a,b\n1,2", { column: "size", hasHeader: true })).toEqual({ ok: false, error: "No column named “size” in the header line." });
    expect(readBulkValues("1,2", { column: "size" })).toMatchObject({ ok: false });
    expect(readBulkValues("1,2", { column: "0" })).toEqual({ ok: false, error: "Column numbers start at 1." });
    expect(readBulkValues("1\n".repeat(1001))).toMatchObject({ ok: false, error: expect.stringContaining("up to 1,000 values") });
    expect(readBulkValues("1".repeat(100_001))).toMatchObject({ ok: false, error: expect.stringContaining("too long") });
  });
});

describe("bulk table and CSV", () => {
  const ac = builtInUnit("ac")!;
  const ft2 = builtInUnit("ft2")!;
  const ha = builtInUnit("ha")!;

  it("converts every value to every target", () => {
    const read = readBulkValues("1\n10");
    if (!read.ok) throw new Error(read.error);
    const table = convertBulk(read.values, read.errors, ac, [ft2, ha]);
    expect(table.rows).toEqual([
      { line: 1, value: "1", results: ["43560", "0.404686"] },
      { line: 2, value: "10", results: ["435600", "4.046856"] },
    ]);
  });

  it("writes CSV with a BOM, quoting and formula injection defused", () => {
    const evil = { id: "custom:x", name: '=cmd|"/c calc"', symbol: "-x", factor: ft2.factor };
    const csv = bulkCsv(convertBulk([], [], ac, [evil]));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe('\uFEFFLine,Value (ac),"\'=cmd|""/c calc"" (-x)"\r\n');
  });
});
