import { describe, expect, it } from "vitest";
import type { NameRow } from "./generate";
import { namesCsv, namesJson, namesText } from "./export";

const rows: NameRow[] = [
  { sex: "female", given: "Anna", middle: "Marie", family: "Smith", full: "Anna Marie Smith", username: "anna.smith", email: "anna.smith@example.com" },
  { sex: "male", given: "Jean-Luc", middle: null, family: "O'Brien, Jr", full: 'Jean-Luc "JL" O\'Brien, Jr', username: "jl", email: "jl@example.com" },
  { sex: "male", given: "=HYPERLINK(\"x\")", middle: null, family: "-2+3", full: "=cmd|' /C calc'!A0", username: "x", email: "x@example.com" },
];

describe("exports", () => {
  it("CSV follows RFC 4180: header, CRLF line ends, quotes doubled inside quoted cells", () => {
    const csv = namesCsv(rows.slice(0, 2), "rows");
    expect(csv).toBe(
      "\uFEFFfull_name,first_name,middle_name,last_name,sex,username,email\r\n" +
        "Anna Marie Smith,Anna,Marie,Smith,female,anna.smith,anna.smith@example.com\r\n" +
        '"Jean-Luc ""JL"" O\'Brien, Jr",Jean-Luc,,"O\'Brien, Jr",male,jl,jl@example.com\r\n',
    );
  });

  it("CSV cells that a spreadsheet would run as formulas are defused", () => {
    const csv = namesCsv(rows.slice(2), "rows");
    expect(csv).toContain(`\r\n'=cmd|' /C calc'!A0,"'=HYPERLINK(""x"")",,'-2+3,male,x,x@example.com\r\n`);
    expect(namesCsv(rows.slice(2), "given")).toBe('\uFEFFfirst_name\r\n"\'=HYPERLINK(""x"")"\r\n');
  });

  it("a list view exports one column", () => {
    expect(namesCsv(rows.slice(0, 1), "full")).toBe("\uFEFFfull_name\r\nAnna Marie Smith\r\n");
    expect(namesCsv(rows.slice(0, 1), "family")).toBe("\uFEFFlast_name\r\nSmith\r\n");
  });

  it("JSON: strings for a list, objects (middle_name null when absent) for test data", () => {
    expect(JSON.parse(namesJson(rows.slice(0, 2), "full"))).toEqual(["Anna Marie Smith", 'Jean-Luc "JL" O\'Brien, Jr']);
    expect(JSON.parse(namesJson(rows.slice(1, 2), "rows"))).toEqual([
      { full_name: 'Jean-Luc "JL" O\'Brien, Jr', first_name: "Jean-Luc", middle_name: null, last_name: "O'Brien, Jr", sex: "male", username: "jl", email: "jl@example.com" },
    ]);
  });

  it("copy text: one name a line, or tab-separated rows with a header", () => {
    expect(namesText(rows.slice(0, 2), "given")).toBe("Anna\nJean-Luc");
    expect(namesText(rows.slice(0, 1), "rows")).toBe("full_name\tfirst_name\tmiddle_name\tlast_name\tsex\tusername\temail\nAnna Marie Smith\tAnna\tMarie\tSmith\tfemale\tanna.smith\tanna.smith@example.com");
  });
});
