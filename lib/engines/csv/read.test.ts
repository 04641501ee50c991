import { describe, expect, it } from "vitest";
import { CSV_MAX_LINE_LENGTH, detectDelimiter, overlongLine, overlongLineOf, readCsvRecords } from "@/lib/engines/csv/read";

function records(text: string, options: Parameters<typeof readCsvRecords>[1] = {}) {
  const read = readCsvRecords(text, options);
  if (!read.ok) throw new Error(read.error);
  return read.records.map((r) => (r.endLine === r.line ? [r.line, r.cells] : [`${r.line}-${r.endLine}`, r.cells]));
}

function cells(line: string, delimiter: string, lenient = true) {
  return records(line, { delimiter, lenient })[0]?.[1];
}

describe("readCsvRecords", () => {
  it("follows RFC 4180 quoting, and treats a quote inside text as text", () => {
    expect(cells('a,"b, c","say ""hi""",  d ', ",")).toEqual(["a", "b, c", 'say "hi"', "d"]);
    expect(cells('5" tall,ok', ",")).toEqual(['5" tall', "ok"]);
    expect(cells("a\t\tb\t", "\t")).toEqual(["a", "", "b", ""]);
    expect(records("", { delimiter: "," })).toEqual([]);
  });

  it("reads a hand-typed quoted cell after spaces as quoted (lenient), a file's cells as written", () => {
    expect(cells('  "x" , "y"', ",")).toEqual(["x", "y"]);
    expect(cells('url, "a ""b"""', ",")).toEqual(["url", 'a "b"']);
    expect(cells(' a ,  d ', ",", false)).toEqual([" a ", "  d "]);
  });

  it("keeps line breaks inside quotes and numbers each record by the line it starts on", () => {
    expect(records('url,note\r\n"https://a.example","one\r\ntwo"\r\n\r\n  \r\nhttps://b.example,x\rlast,y', { lenient: true })).toEqual([
      [1, ["url", "note"]],
      ["2-3", ["https://a.example", "one\ntwo"]],
      [6, ["https://b.example", "x"]],
      [7, ["last", "y"]],
    ]);
    expect(records('q\r\n"x\r\ny"\r\n')).toEqual([
      [1, ["q"]],
      ["2-3", ["x\r\ny"]],
    ]);
    expect(records("\uFEFFa,b\n\n1,2\n")).toEqual([
      [1, ["a", "b"]],
      [3, ["1", "2"]],
    ]);
  });

  it("refuses a quoted cell that is never closed, naming its line", () => {
    expect(readCsvRecords('a,b\n"x",1\n"never closed, really\nmore', { delimiter: "," })).toEqual({
      ok: false,
      line: 3,
      error: 'A quoted cell on line 3 is never closed: a cell that starts with " needs a closing ", and a quote inside it is written "".',
    });
  });

  it("detects the delimiter of the first record, quoting respected", () => {
    expect(detectDelimiter("a,b,c")).toBe(",");
    expect(detectDelimiter("a;b;c")).toBe(";");
    expect(detectDelimiter("a\tb")).toBe("\t");
    expect(detectDelimiter("a|b|c\n1,2,3,4,5")).toBe("|");
    expect(detectDelimiter('"1,5";2')).toBe(";");
    expect(detectDelimiter('"a;b\nc;d",e')).toBe(",");
    expect(detectDelimiter("single")).toBe(",");
  });

  // Each of these took from seconds to over a minute of one thread in a reader that re-trimmed a cell at each quote.
  it("reads hostile lines of 250,000 characters in linear time (returns, not hangs)", { timeout: 5_000 }, () => {
    const n = 250_000;
    expect(cells(`x${'"'.repeat(n)}`, ",")).toEqual([`x${'"'.repeat(n)}`]);
    expect(readCsvRecords('"" '.repeat(n / 3), { delimiter: "," }).ok).toBe(false);
    expect(cells(",".repeat(n), ",")).toHaveLength(n + 1);
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

describe("overlongLineOf", () => {
  it("finds the first over-long line of a text, whatever its line ends", () => {
    const long = "x".repeat(CSV_MAX_LINE_LENGTH + 1);
    const fits = "x".repeat(CSV_MAX_LINE_LENGTH);
    expect(overlongLineOf(`a\r\n${fits}\rb\n${long}\n`)).toBe(overlongLine([{ line: 4, text: long }]));
    expect(overlongLineOf(`a\r\n${fits}\r\n${fits}`)).toBeNull();
    expect(overlongLineOf(long)).toBe(overlongLine([{ line: 1, text: long }]));
  });
});

describe("readCsvRecords with maxRecords", () => {
  it("stops after that many records and says the text had more", () => {
    expect(readCsvRecords("h\n1\n2\n", { maxRecords: 3 })).toMatchObject({ ok: true, cut: false, records: [{ cells: ["h"] }, { cells: ["1"] }, { cells: ["2"] }] });
    const cut = readCsvRecords("h\n1\n2\n3\n", { maxRecords: 3 });
    expect(cut).toMatchObject({ ok: true, cut: true });
    expect(cut.ok && cut.records.map((r) => r.cells[0])).toEqual(["h", "1", "2"]);
  });
});
