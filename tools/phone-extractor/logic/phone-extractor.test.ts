import { describe, expect, it } from "vitest";
import type { Match } from "./match";
import { COLUMNS, detectKind, formatted, MAX_INPUT_CHARS, readHtml, toSource, redact, rowCells, rowsCsv, rowsList, segments, sizeError, toRows, typeLabel } from "./phone-extractor";

function match(over: Partial<Match>): Match {
  return {
    start: 0,
    end: 0,
    original: "",
    e164: "+14155552671",
    ext: null,
    international: "+1 415 555 2671",
    national: "(415) 555-2671",
    rfc3966: "tel:+14155552671",
    country: "US",
    type: "FIXED_LINE_OR_MOBILE",
    valid: true,
    ...over,
  };
}

describe("reading HTML", () => {
  it.each([
    ["<p>Tel 020 7946 0958</p>", " Tel 020 7946 0958 "],
    ["a <!-- +1 415 555 2671 --> b", "a   b"],
    ["<script>var t='+14155552671'</script>x", " x"],
    ['<a href="tel:+1-415-555-2671">Call</a>', " +1-415-555-2671 Call "],
    ["<a href=tel:%2B1%20415>x</a>", " +1 415 x "],
    ["+33&nbsp;1&#160;42", "+33 1 42"],
    ["&#43;44 20&ndash;7946 &amp; &bogus", "+44 20-7946   &bogus"],
    ["a < b & c", "a < b & c"],
    ["<unclosed 555", "<unclosed 555"],
  ])("%j reads %j", (html, text) => {
    expect(readHtml(html).text).toBe(text);
  });

  it("maps every character back to the source span it stands for", () => {
    const html = "<b>+33&nbsp;1</b>";
    const read = readHtml(html);
    expect(read.text).toBe(" +33 1 ");
    // "+33 1" is text[1..6): it covers "+33&nbsp;1" in the source.
    expect(toSource({ start: 1, end: 6 }, read)).toEqual({ start: 3, end: 13 });
    expect(html.slice(3, 13)).toBe("+33&nbsp;1");
    expect(toSource({ start: 1, end: 6 }, null)).toEqual({ start: 1, end: 6 });
  });

  it("is linear on hostile markup (many unclosed scripts and comments)", () => {
    const html = "<script>".repeat(20_000) + "<!--".repeat(20_000) + "&#1;".repeat(20_000);
    expect(readHtml(html).text.length).toBeLessThan(html.length);
  });

  it.each([
    ["<p>hi</p>", "html"],
    ['<a href="tel:1">x</a>', "html"],
    ["Line<br>", "html"],
    ["name,phone\nAda,+44 20 7946 0958", "text"],
    ["a < b > c", "text"],
  ] as const)("%j is read as %s", (text, kind) => {
    expect(detectKind(text)).toBe(kind);
  });
});

describe("rows", () => {
  const matches = [
    match({ original: "(415) 555-2671", start: 0, end: 14 }),
    match({ original: "+1 415 555 2671", start: 20, end: 35 }),
    match({ original: "+1 415 555 2671 x12", ext: "12", start: 40, end: 59 }),
    match({ original: "+1 415 155 2671", e164: "+14151552671", valid: false, type: null, start: 60, end: 75 }),
  ];

  it("deduplicate by E.164 and extension, counting repeats, in the order first found", () => {
    expect(toRows(matches, { dedupe: true, validOnly: false }).map((r) => [r.match.original, r.count])).toEqual([
      ["(415) 555-2671", 2],
      ["+1 415 555 2671 x12", 1],
      ["+1 415 155 2671", 1],
    ]);
    expect(toRows(matches, { dedupe: false, validOnly: false })).toHaveLength(4);
    expect(toRows(matches, { dedupe: true, validOnly: true }).map((r) => r.key)).toEqual(["+14155552671", "+14155552671;ext=12"]);
  });

  it("name the country and the type", () => {
    const [row] = toRows([match({ country: "GB", type: "MOBILE" })], { dedupe: true, validOnly: false });
    expect([row?.country, row?.type]).toEqual(["United Kingdom (GB)", "Mobile"]);
    expect(typeLabel(null)).toBe("Unknown");
    expect(typeLabel("TOLL_FREE")).toBe("Toll-free");
  });

  it("export as RFC 4180 CSV with formula-safe cells", () => {
    const rows = toRows([match({ original: 'Tel: "+1" 415 555 2671', ext: "12" }), match({ original: "=cmd", e164: "+12025550143" })], { dedupe: true, validOnly: false });
    expect(rowsCsv(rows, "national")).toBe(
      "\uFEFFOriginal,E.164,Extension,Formatted,Country,Type,Valid,Times found\r\n" +
        '"Tel: ""+1"" 415 555 2671",\'+14155552671,12,(415) 555-2671,United States (US),Landline or mobile,yes,1\r\n' +
        "'=cmd,'+12025550143,,(415) 555-2671,United States (US),Landline or mobile,yes,1\r\n",
    );
  });
});

describe("extensions", () => {
  const withExt = match({
    original: "+1 415 555 2671 ext. 12",
    ext: "12",
    international: "+1 415 555 2671 ext. 12",
    national: "(415) 555-2671 ext. 12",
    rfc3966: "tel:+14155552671;ext=12",
  });

  it("are never written into an E.164 string, and never dropped from the formatted number", () => {
    expect(formatted(withExt, "e164")).toBe("+1 415 555 2671 ext. 12");
    expect(formatted(withExt, "international")).toBe("+1 415 555 2671 ext. 12");
    expect(formatted(withExt, "national")).toBe("(415) 555-2671 ext. 12");
    expect(formatted(withExt, "rfc3966")).toBe("tel:+14155552671;ext=12");
    expect(formatted(match({}), "e164")).toBe("+14155552671");
  });

  it("have their own column: the E.164 cell is the bare number, in the table's cells and the CSV alike", () => {
    const rows = toRows([withExt, match({ original: "415-555-2671" })], { dedupe: true, validOnly: false });
    expect(rows.map((row) => rowCells(row, "e164"))).toEqual([
      ["+1 415 555 2671 ext. 12", "+14155552671", "12", "+1 415 555 2671 ext. 12", "United States (US)", "Landline or mobile", "yes", "1"],
      ["415-555-2671", "+14155552671", "", "+14155552671", "United States (US)", "Landline or mobile", "yes", "1"],
    ]);
    expect(COLUMNS.slice(1, 4)).toEqual(["E.164", "Extension", "Formatted"]);
    expect(rowsCsv(rows, "e164")).toBe(
      "\uFEFFOriginal,E.164,Extension,Formatted,Country,Type,Valid,Times found\r\n" +
        "'+1 415 555 2671 ext. 12,'+14155552671,12,'+1 415 555 2671 ext. 12,United States (US),Landline or mobile,yes,1\r\n" +
        "415-555-2671,'+14155552671,,'+14155552671,United States (US),Landline or mobile,yes,1\r\n",
    );
    // Copy numbers gives the Formatted cells, one per line.
    for (const format of ["e164", "international", "national", "rfc3966"] as const) {
      expect(rowsList(rows, format).split("\n")).toEqual(rows.map((row) => rowCells(row, format)[3]));
    }
  });
});

describe("highlight and redact", () => {
  const text = "Call +44 20 7946 0958 or 020 7946 0958.";
  const found = [
    { start: 5, end: 21 },
    { start: 25, end: 38 },
  ];

  it("cuts the source into plain and matched runs", () => {
    expect(segments(text, found)).toEqual([
      { text: "Call ", match: null },
      { text: "+44 20 7946 0958", match: 0 },
      { text: " or ", match: null },
      { text: "020 7946 0958", match: 1 },
      { text: ".", match: null },
    ]);
  });

  it.each([
    [0, "Call +•• •• •••• •••• or ••• •••• ••••."],
    [2, "Call +•• •• •••• ••58 or ••• •••• ••58."],
    [4, "Call +•• •• •••• 0958 or ••• •••• 0958."],
  ])("masks every digit but the last %i", (keep, expected) => {
    expect(redact(text, found, keep)).toBe(expected);
  });

  it("redacts HTML in place, tel: links included, entities and tags inside a number untouched", () => {
    const html = '<a href="tel:+442079460958">+44&#160;20 <b>7946</b> 0958</a>';
    expect(redact(html, [{ start: 13, end: 26 }, { start: 28, end: html.indexOf("</a>") }], 2)).toBe('<a href="tel:+••••••••••58">+••&#160;•• <b>••••</b> ••58</a>');
  });
});

describe("size", () => {
  it("accepts up to the limit and refuses beyond with both lengths", () => {
    expect(sizeError("x".repeat(MAX_INPUT_CHARS))).toBeNull();
    expect(sizeError("x".repeat(MAX_INPUT_CHARS + 1))).toBe("This text is 200,001 characters; the extractor reads up to 200,000 at a time. Split it into parts.");
  });
});

describe("tel: links", () => {
  it.each([
    ['<a href="tel:+442079460958">', " +442079460958 "],
    ["<a HREF = 'tel:+44 20'>", " +44 20 "],
    ["<a href=tel:+4420>", " +4420 "],
    ['<a data-href="tel:+4420">', " "],
    ['<a title="tel:+4420">', " "],
  ])("%j reads %j", (html, text) => {
    expect(readHtml(html).text).toBe(text);
  });
});
