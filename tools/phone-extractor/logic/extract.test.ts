import { describe, expect, it } from "vitest";
import { findNumbers, MAX_MATCHES, splitAtDelimiters } from "./extract";
import { readHtml, rowCells, rowsCsv, rowsList, toRows, toSource } from "./phone-extractor";

/** Mixed text: numbers from several countries, extensions, and things that are not phone numbers. */
const MIXED = `Call +44 20 7946 0958 or (415) 555-2671 ext. 12. Order #12345678, date 2024-01-15, IP 192.168.1.1.
Paris: +33 1 42 68 53 00, Berlin 030 901820, mobile +49 151 23456789. Toll free 1-800-555-0199. Invoice 2024/0001234.
Price $1,234,567.00. UK office 020 7946 0958. Also +1 202-555-0143 x 99 and ISBN 978-3-16-148410-0.`;

const table = (text: string, country: Parameters<typeof findNumbers>[1], strictness: Parameters<typeof findNumbers>[2] = "valid") =>
  findNumbers(text, country, strictness).matches.map((m) => [m.original, m.e164, m.ext, m.country, m.type, m.valid]);

describe("libphonenumber-js on mixed text", () => {
  it("with the US as default: international numbers and US national ones, never dates, IPs, prices or order numbers", () => {
    expect(table(MIXED, "US")).toEqual([
      ["+44 20 7946 0958", "+442079460958", null, "GB", "FIXED_LINE", true],
      ["(415) 555-2671 ext. 12", "+14155552671", "12", "US", "FIXED_LINE_OR_MOBILE", true],
      ["+33 1 42 68 53 00", "+33142685300", null, "FR", "FIXED_LINE", true],
      ["+49 151 23456789", "+4915123456789", null, "DE", "MOBILE", true],
      ["1-800-555-0199", "+18005550199", null, "US", "TOLL_FREE", true],
      ["+1 202-555-0143 x 99", "+12025550143", "99", "US", "FIXED_LINE_OR_MOBILE", true],
    ]);
  });

  it("with Great Britain as default: the UK national number is read, the US national ones are not", () => {
    expect(table(MIXED, "GB").map((row) => row[0])).toEqual([
      "+44 20 7946 0958",
      "+33 1 42 68 53 00",
      "+49 151 23456789",
      "020 7946 0958",
      "+1 202-555-0143 x 99",
    ]);
    expect(table(MIXED, "GB")[3]?.[1]).toBe("+442079460958");
  });

  it("with Germany as default: the Berlin number in national form", () => {
    expect(table(MIXED, "DE").find((row) => row[0] === "030 901820")).toEqual(["030 901820", "+4930901820", null, "DE", "FIXED_LINE", true]);
  });

  it.each([
    ["dates", "Due 2024-01-15, 15/01/2024, 01.15.2024 and 20240115."],
    ["IP addresses", "Servers 192.168.1.1, 10.0.0.254 and 172.16.254.1."],
    ["order and invoice numbers", "Order #12345678, invoice INV-2024-0001234, ref 000123456."],
    ["prices", "Total $1,234,567.00 or €2.499,99."],
    ["times", "Open 09:00-17:30, Mon-Fri."],
  ])("finds nothing in %s", (_name, text) => {
    expect(table(text, "US")).toEqual([]);
  });

  it("'possible' strictness also keeps numbers no plan assigns, marked invalid", () => {
    const text = "Valid +1 415 555 2671, unassigned +1 415 155 2671.";
    expect(table(text, "US", "valid").map((r) => r[0])).toEqual(["+1 415 555 2671"]);
    const possible = table(text, "US", "possible");
    expect(possible.map((r) => [r[0], r[5]])).toEqual([
      ["+1 415 555 2671", true],
      ["+1 415 155 2671", false],
    ]);
  });

  it("formats each number", () => {
    const [m] = findNumbers("(415) 555-2671 ext. 12", "US").matches;
    expect([m?.international, m?.national, m?.rfc3966]).toEqual(["+1 415 555 2671 ext. 12", "(415) 555-2671 ext. 12", "tel:+14155552671;ext=12"]);
  });

  it("keeps an extension out of E.164 and in the formatted number, the table, Copy and the CSV", () => {
    const { matches } = findNumbers("Tel: +1 (212) 736-5000 ext. 12", "US");
    expect(matches.map((m) => [m.original, m.e164, m.ext])).toEqual([["+1 (212) 736-5000 ext. 12", "+12127365000", "12"]]);
    const rows = toRows(matches, { dedupe: true, validOnly: false });
    expect(rows.map((row) => rowCells(row, "e164").slice(1, 4))).toEqual([["+12127365000", "12", "+1 212 736 5000 ext. 12"]]);
    expect(rowsList(rows, "e164")).toBe("+1 212 736 5000 ext. 12");
    expect(rowsList(rows, "national")).toBe("(212) 736-5000 ext. 12");
    expect(rowsList(rows, "rfc3966")).toBe("tel:+12127365000;ext=12");
    expect(rowsCsv(rows, "e164").split("\r\n")[1]).toBe("'+1 (212) 736-5000 ext. 12,'+12127365000,12,'+1 212 736 5000 ext. 12,United States (US),Landline or mobile,yes,1");
  });

  it.each([
    ["a list", "Phones: +1 415 555 2671, 212 555 0198, (650) 555-0100", ["+1 415 555 2671", "212 555 0198", "(650) 555-0100"]],
    ["a list with spaces before the commas", "+1 415 555 2671 , 212 555 0198", ["+1 415 555 2671", "212 555 0198"]],
    ["dotted numbers", "415.555.2671,212.555.0198", ["415.555.2671", "212.555.0198"]],
    ["a CSV", "name,phone,alt\nAlice,+1 415 555 2671,212 555 0198\nBob,2125550198,6505550100", ["+1 415 555 2671", "212 555 0198", "2125550198", "6505550100"]],
    ["a CSV with semicolons", "name;phone;alt\nBob;2125550198;6505550100", ["2125550198", "6505550100"]],
    ["a dialler's pause", "+1 415 555 2671,,12; 6505550100", ["+1 415 555 2671", "6505550100"]],
  ])("a comma or semicolon separates numbers, never starts an extension: %s", (_name, text, originals) => {
    for (const strictness of ["valid", "possible"] as const) {
      const { matches } = findNumbers(text, "US", strictness);
      expect(matches.map((m) => [m.original, m.ext])).toEqual(originals.map((original) => [original, null]));
    }
  });

  it("an extension with a label is still read after a comma or semicolon", () => {
    expect(table("+1 415 555 2671, ext. 12, 212 555 0198; +1 202-555-0143;ext=7, (650) 555-0100 x 9", "US").map((row) => [row[0], row[2]])).toEqual([
      ["+1 415 555 2671, ext. 12", "12"],
      ["212 555 0198", null],
      ["+1 202-555-0143;ext=7", "7"],
      ["(650) 555-0100 x 9", "9"],
    ]);
  });

  it("splits at delimiters without moving any offset, and stays linear on a long run of commas", () => {
    expect(splitAtDelimiters("a, 1;2 ,x; ext=3,")).toBe("a\n 1\n2 ,x; ext=3,");
    const commas = ",".repeat(200_000);
    expect(splitAtDelimiters(commas + "1")).toBe("\n".repeat(200_000) + "1");
    expect(splitAtDelimiters(commas)).toBe(commas);
  });

  it("reads numbers in HTML text and tel: links at their source offsets", () => {
    const html = '<p>Call <a href="tel:+442079460958">our office</a> or <b>+33&nbsp;1&nbsp;42&nbsp;68&nbsp;53&nbsp;00</b>. <span data-id="4155552671">x</span></p>';
    const read = readHtml(html);
    const found = findNumbers(read.text, "US").matches.map((m) => toSource(m, read));
    expect(found.map((m) => [m.original, html.slice(m.start, m.end), m.e164])).toEqual([
      ["+442079460958", "+442079460958", "+442079460958"],
      ["+33 1 42 68 53 00", "+33&nbsp;1&nbsp;42&nbsp;68&nbsp;53&nbsp;00", "+33142685300"],
    ]);
  });

  it("stops at the match limit and says so", () => {
    const text = Array.from({ length: MAX_MATCHES + 5 }, () => "+1 415 555 2671").join("\n");
    const search = findNumbers(text, "US");
    expect(search.matches).toHaveLength(MAX_MATCHES);
    expect(search.capped).toBe(true);
  });
});
