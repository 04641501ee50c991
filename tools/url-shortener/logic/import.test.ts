import { describe, expect, it } from "vitest";
import { bitlyBackHalf, checkImportBytes, columnKey, detectFormat, IMPORT_FIELD_MAX, readImportFile, reportLine, splitImportTags } from "@/tools/url-shortener/logic/import";
import { IMPORT_MESSAGES, LINK_IMPORT_MAX_BYTES, LINK_IMPORT_MAX_ROWS, progressText } from "@/tools/url-shortener/logic/import-view";
import { CODE_MESSAGES } from "@/tools/url-shortener/server/codes";
import { TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import { TAG_MESSAGES } from "@/tools/url-shortener/logic/tags";
import { CSV_MAX_LINE_LENGTH } from "@/lib/engines/csv/read";

function rowsOf(text: string) {
  const read = readImportFile(text);
  if (!read.ok) throw new Error(read.error);
  return read;
}

describe("detectFormat", () => {
  it.each([
    [["long_url", "link", "title"], "bitly"],
    [["Bitlink", "Long URL", "Title", "Date Created", "Tags"], "bitly"],
    [["id", "LONG-URL"], "bitly"],
    [["url"], "plain"],
    [["URL", "Code", "Tags", "Expiry"], "plain"],
    [["expiry", "url", ""], "plain"],
  ])("%j is %s", (header, format) => {
    const detected = detectFormat(header);
    expect(detected.ok && detected.format).toBe(format);
  });

  it.each([
    [["link", "name"], IMPORT_MESSAGES.unknownHeader("link, name")],
    [["destination"], IMPORT_MESSAGES.unknownHeader("destination")],
    [["url", "title"], IMPORT_MESSAGES.unknownColumn("title")],
    [["url", "code", "URL"], IMPORT_MESSAGES.repeatedColumn("URL")],
    [["long_url", "tags", "Tags"], IMPORT_MESSAGES.repeatedColumn("Tags")],
  ])("refuses %j", (header, error) => {
    expect(detectFormat(header)).toEqual({ ok: false, error });
  });

  it("reads the Bitly columns it uses wherever they are, and ignores the others", () => {
    expect(detectFormat(["title", "tags", "created_at", "link", "long_url", "custom_bitlinks"])).toEqual({
      ok: true,
      format: "bitly",
      columns: { tags: 1, link: 3, url: 4, custom: 5 },
    });
  });

  it("folds spaces, hyphens and case", () => {
    expect(columnKey(" Long URL ")).toBe("long_url");
    expect(columnKey("custom-bitlinks")).toBe("custom_bitlinks");
  });
});

describe("bitlyBackHalf", () => {
  it.each([
    ["https://bit.ly/3xYz9Ab", "3xYz9Ab"],
    ["bit.ly/spring", "spring"],
    ["http://brand.co/offer/", "offer"],
    ['["https://bit.ly/first", "https://bit.ly/second"]', "first"],
    ["https://bit.ly/a, https://bit.ly/b", "a"],
    ["https://bit.ly/x?utm=1", "x"],
    ["", null],
    ["bit.ly", null],
    ["https://bit.ly/a/b", null],
  ])("%s → %s", (value, half) => {
    expect(bitlyBackHalf(value)).toBe(half);
  });
});

describe("splitImportTags", () => {
  it("splits the plain format on ; and |, a Bitly export also on commas", () => {
    expect(splitImportTags(" promo ; email|| spring ", "plain")).toEqual(["promo", "email", "spring"]);
    expect(splitImportTags("a,b", "plain")).toEqual(["a,b"]);
    expect(splitImportTags("a, b;c", "bitly")).toEqual(["a", "b", "c"]);
  });

  it("reads a Bitly list written as an array without its brackets and quotes, and keeps quotes in a plain list", () => {
    expect(splitImportTags('["x","y"]', "bitly")).toEqual(["x", "y"]);
    expect(splitImportTags(' [ "summer sale", \'email\' ] ', "bitly")).toEqual(["summer sale", "email"]);
    expect(splitImportTags("[]", "bitly")).toEqual([]);
    expect(splitImportTags("'90s, rock", "bitly")).toEqual(["'90s", "rock"]);
    expect(splitImportTags('["x";"y"]', "plain")).toEqual(['["x"', '"y"]']);
  });
});

describe("readImportFile", () => {
  it("reads a plain file's rows with their lines, codes, tags and expiry", () => {
    const read = rowsOf('\uFEFFurl,code,tags,expiry\r\nhttps://a.example,spring,promo;Email,2030-01-01T00:00:00Z\r\n\r\n"https://b.example/?q=1,2",,,\r\n');
    expect(read.format).toBe("plain");
    expect(read.rows).toEqual([
      { n: 1, line: 2, url: "https://a.example", code: "spring", codeIsBitly: false, tags: ["promo", "Email"], expiry: "2030-01-01T00:00:00Z", problem: null },
      { n: 2, line: 4, url: "https://b.example/?q=1,2", code: null, codeIsBitly: false, tags: [], expiry: null, problem: null },
    ]);
  });

  it("marks rows refused by the file alone: a missing URL, bad tags, too many cells, over-long fields (a repeated code is the job's)", () => {
    const long = `https://a.example/${"x".repeat(IMPORT_FIELD_MAX.url)}`;
    const read = rowsOf(
      [
        "url,code,tags",
        "https://a.example,one,",
        "https://b.example,one,",
        "https://b.example,One,",
        ",two,",
        'https://c.example,,"a|a,b"',
        "https://d.example,,,extra",
        `${long},,`,
        `https://e.example,${"c".repeat(IMPORT_FIELD_MAX.code + 1)},`,
        `https://f.example,,${Array.from({ length: 11 }, (_, i) => `t${i}`).join(";")}`,
      ].join("\n"),
    );
    expect(read.rows.map((r) => r.problem)).toEqual([
      null,
      null,
      null,
      { outcome: "invalid", message: TARGET_MESSAGES.empty },
      { outcome: "invalid", message: TAG_MESSAGES.comma },
      { outcome: "invalid", message: IMPORT_MESSAGES.tooManyCells(7, 4, 3) },
      { outcome: "invalid", message: TARGET_MESSAGES.tooLong },
      { outcome: "invalid", message: CODE_MESSAGES.tooLong },
      { outcome: "invalid", message: TAG_MESSAGES.tooManyOnLink },
    ]);
    // Over-long fields are kept cut to their bound (the report shows what was read).
    expect(read.rows[6]!.url).toHaveLength(IMPORT_FIELD_MAX.url);
  });

  it("reads a Bitly export: the back-half (a custom one first) as a code to keep if it can, the tags, nothing else", () => {
    const read = rowsOf(
      [
        "id,link,long_url,title,created_at,archived,tags,custom_bitlinks",
        'bit.ly/3xYz9,https://bit.ly/3xYz9,https://example.com/one,"One, two",2024-03-01T10:00:00+0000,false,"spring,email",https://bit.ly/spring-sale',
        "bit.ly/4abc,https://bit.ly/4abc,https://example.com/two,Two,2024-03-02T10:00:00+0000,true,,",
      ].join("\n"),
    );
    expect(read.format).toBe("bitly");
    expect(read.rows).toEqual([
      { n: 1, line: 2, url: "https://example.com/one", code: "spring-sale", codeIsBitly: true, tags: ["spring", "email"], expiry: null, problem: null },
      { n: 2, line: 3, url: "https://example.com/two", code: "4abc", codeIsBitly: true, tags: [], expiry: null, problem: null },
    ]);
  });

  it("reads Bitly's web export headers the same", () => {
    const read = rowsOf("Bitlink,Long URL,Title,Date Created,Tags\nbit.ly/abc,https://example.com/x,X,2024-01-01,news\n");
    expect(read.rows[0]).toMatchObject({ url: "https://example.com/x", code: "abc", tags: ["news"] });
  });

  it.each([
    ["an empty file", "", IMPORT_MESSAGES.empty],
    ["a byte-order mark and spaces", "\uFEFF  \n", IMPORT_MESSAGES.empty],
    ["a header alone", "url\n", IMPORT_MESSAGES.noRows],
    ["an unclosed quote", "url\n\"https://a.example\n", 'A quoted cell on line 2 is never closed: a cell that starts with " needs a closing ", and a quote inside it is written "".'],
    ["an over-long line", `url\n${"a".repeat(CSV_MAX_LINE_LENGTH + 1)}\n`, `Line 2 is too long: up to ${CSV_MAX_LINE_LENGTH.toLocaleString("en-US")} characters per line.`],
  ])("refuses %s", (_label, text, error) => {
    expect(readImportFile(text)).toEqual({ ok: false, error });
  });

  it(`takes ${LINK_IMPORT_MAX_ROWS} rows and refuses one more, counting records (a quoted line break is one row)`, () => {
    const rows = Array.from({ length: LINK_IMPORT_MAX_ROWS }, (_, i) => `https://a.example/${i}`);
    expect(rowsOf(["url", ...rows].join("\n")).rows).toHaveLength(LINK_IMPORT_MAX_ROWS);
    expect(readImportFile(["url", ...rows, "https://a.example/more"].join("\n"))).toEqual({ ok: false, error: IMPORT_MESSAGES.tooManyRows });
    const multiline = rowsOf('url,tags\nhttps://a.example,"x\ny"\n');
    expect(multiline.rows).toHaveLength(1);
    // A file of far more short lines than the limit is refused the same way (the parse stops past the limit).
    expect(readImportFile(`url\n${"a\n".repeat(1_000_000)}`)).toEqual({ ok: false, error: IMPORT_MESSAGES.tooManyRows });
  });

  it("reads every line end, mixed in one file, with each row's line", () => {
    const read = rowsOf("url,code\r\nhttps://a.example,one\nhttps://b.example,two\rhttps://c.example,three\r\n");
    expect(read.rows.map((r) => [r.line, r.url, r.code, r.problem])).toEqual([
      [2, "https://a.example", "one", null],
      [3, "https://b.example", "two", null],
      [4, "https://c.example", "three", null],
    ]);
  });
});

describe("checkImportBytes", () => {
  it("bounds the size and refuses binary files before any decoding", () => {
    expect(checkImportBytes(new Uint8Array(0))).toBe(IMPORT_MESSAGES.empty);
    expect(checkImportBytes(new Uint8Array(LINK_IMPORT_MAX_BYTES).fill(0x61))).toBeNull();
    expect(checkImportBytes(new Uint8Array(LINK_IMPORT_MAX_BYTES + 1).fill(0x61))).toBe(IMPORT_MESSAGES.tooLarge);
    expect(checkImportBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBe(IMPORT_MESSAGES.binary);
  });
});

describe("the report", () => {
  it("writes one defused CSV line a row, pending rows saying so", () => {
    expect(reportLine({ n: 1, line: 2, url: "https://a.example", code: "x", tags: ["a", "b"], expiry: null, outcome: "created", shortUrl: "http://s/x", message: null })).toBe(
      "2,https://a.example,x,a;b,,created,http://s/x,",
    );
    expect(reportLine({ n: 2, line: 3, url: "=cmd()", code: null, tags: [], expiry: null, outcome: null, shortUrl: null, message: 'Say "hi"' })).toBe(
      `3,'=cmd(),,,,pending,,"Say ""hi"""`,
    );
    expect(progressText({ processed: 1234, total: 10000 })).toBe("1,234 of 10,000");
  });
});
