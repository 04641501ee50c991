import { describe, expect, it } from "vitest";
import Papa from "papaparse";
import { QR_TYPES } from "./constants";
import { BATCH_COLUMNS, BATCH_MAX_ROWS, batchFileNames, batchHeader, batchRequestSchema, batchTemplate, parseBatchCsv, tooManyRowsMessage, type BatchParse } from "./batch";

function rows(result: BatchParse) {
  if (!result.ok) throw new Error(`expected rows, got ${result.errors.join(" | ")}`);
  return result.rows;
}

function errors(result: BatchParse) {
  if (result.ok) throw new Error("expected errors");
  return result.errors;
}

const urlCsv = (count: number) => ["url,filename", ...Array.from({ length: count }, (_, i) => `https://example.com/${i},code-${i}`)].join("\n");

describe("CSV batch: columns and template", () => {
  it("each type's columns are its form's fields plus filename", () => {
    expect(batchHeader("url")).toEqual(["url", "filename"]);
    expect(batchHeader("wifi")).toEqual(["ssid", "password", "encryption", "hidden", "filename"]);
    expect(batchHeader("vcard")).toEqual(["firstName", "lastName", "organization", "title", "phone", "email", "url", "filename"]);
    expect(batchHeader("geo")).toEqual(["latitude", "longitude", "filename"]);
  });

  it.each(QR_TYPES)("the %s template is a valid batch of one row as it is downloaded (BOM, CRLF, a defused + kept)", (type) => {
    const template = batchTemplate(type);
    expect(template.startsWith("\uFEFF")).toBe(true);
    expect(Papa.parse<string[]>(template.slice(1).trim()).data[0]).toEqual([...BATCH_COLUMNS[type], "filename"]);
    const [row] = rows(parseBatchCsv(template, type));
    expect(row?.content.type).toBe(type);
    expect(row?.row).toBe(2);
  });

  it("the phone template keeps its + (the CSV writer defuses it as '+, the reader takes the apostrophe away)", () => {
    expect(batchTemplate("phone")).toContain("'+1 555 123 4567");
    expect(rows(parseBatchCsv(batchTemplate("phone"), "phone"))[0]?.payload).toBe("tel:+15551234567");
  });
});

describe("CSV batch: reading", () => {
  it("reads URL rows into the single code's payloads, with or without a BOM, CRLF or LF", () => {
    const plain = rows(parseBatchCsv("url,filename\nexample.com/a,a\r\nhttps://example.com/b,b\n", "url"));
    expect(plain.map((r) => [r.row, r.payload, r.name])).toEqual([
      [2, "https://example.com/a", "a"],
      [3, "https://example.com/b", "b"],
    ]);
    expect(rows(parseBatchCsv("\uFEFFurl,filename\r\nexample.com/a,a\r\n", "url"))[0]?.payload).toBe("https://example.com/a");
  });

  it("quoted commas, quotes and line breaks inside a field are kept (RFC 4180)", () => {
    const csv = 'text,filename\n"one, two","a"\n"say ""hi""\nsecond line",b\n';
    expect(rows(parseBatchCsv(csv, "text")).map((r) => r.payload)).toEqual(["one, two", 'say "hi"\nsecond line']);
  });

  it("columns may come in any order and any case; the filename column is optional", () => {
    const csv = "Hidden,SSID,Encryption,Password\nyes,Cafe;Guest,wpa,coffee-1234\n,Open Net,nopass,\n";
    const [first, second] = rows(parseBatchCsv(csv, "wifi"));
    expect(first?.payload).toBe("WIFI:T:WPA;S:Cafe\\;Guest;P:coffee-1234;H:true;;");
    expect(second?.payload).toBe('WIFI:T:nopass;S:Open Net;H:false;;');
    expect([first?.name, second?.name]).toEqual(["qr-2", "qr-3"]);
  });

  it("reports every invalid row by its spreadsheet number with the field's own message, and makes nothing", () => {
    const csv = ["url,filename", "https://example.com/ok,ok", "not a url at all,bad", "https://example.com/ok2,ok2", "ftp://example.com,ftp"].join("\n");
    const problems = errors(parseBatchCsv(csv, "url"));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Row 3: /);
    expect(problems[1]).toMatch(/^Row 5: /);
    const wifi = errors(parseBatchCsv("ssid,password,encryption,hidden\nHome,short,WPA,no\nHome,longenough,WPA,maybe\nHome,x,WEP2,\n", "wifi"));
    expect(wifi).toEqual([
      "Row 2: A WPA/WPA2 password must be 8 to 63 characters long, or a key of exactly 64 hexadecimal digits",
      "Row 3: Hidden must be true or false",
      "Row 4: Encryption must be WPA, WEP or nopass",
    ]);
    expect(errors(parseBatchCsv("phone\n030 1234567\n", "phone"))[0]).toMatch(/^Row 2: Please enter the number in international format/);
    expect(errors(parseBatchCsv("latitude,longitude\n91,0\n", "geo"))).toEqual(["Row 2: Latitude must be a number between -90 and 90"]);
  });

  it("a row with a missing required field says so; a row with more cells than the header names the quoting fix", () => {
    expect(errors(parseBatchCsv("url,filename\n,empty\n", "url"))).toEqual(["Row 2: Please fill in the required fields to generate QR code"]);
    expect(errors(parseBatchCsv("url,filename\nhttps://example.com/a,b,c\n", "url"))[0]).toBe('Row 2: it has 3 cells, the header has 2. Quote a cell that holds a comma ("a, b").');
  });

  it("refuses unknown or repeated columns, an empty file, a header alone and an unclosed quote", () => {
    expect(errors(parseBatchCsv("link,filename\nhttps://example.com,a\n", "url"))).toEqual(['Unknown column "link": the columns of a URL batch are url, filename.']);
    expect(errors(parseBatchCsv("url,url\na,b\n", "url"))[0]).toMatch(/named twice/);
    expect(errors(parseBatchCsv("", "url"))[0]).toMatch(/^The CSV is empty/);
    expect(errors(parseBatchCsv("url,filename\n", "url"))[0]).toMatch(/no rows/);
    expect(errors(parseBatchCsv("filename\na\n", "url"))[0]).toMatch(/names no field/);
    expect(errors(parseBatchCsv('text,filename\n"never closed,a\n', "text"))[0]).toMatch(/never closed/);
  });

  it(`takes ${BATCH_MAX_ROWS} rows and refuses ${BATCH_MAX_ROWS + 1} with the limit, before validating any row`, () => {
    expect(rows(parseBatchCsv(urlCsv(BATCH_MAX_ROWS), "url"))).toHaveLength(BATCH_MAX_ROWS);
    expect(errors(parseBatchCsv(urlCsv(BATCH_MAX_ROWS + 1), "url"))).toEqual([tooManyRowsMessage(BATCH_MAX_ROWS + 1)]);
    expect(tooManyRowsMessage(501)).toBe("This CSV has 501 rows: a batch makes at most 500 codes. Split it into files of 500 rows or fewer.");
    // Even when every row is invalid, the count is said first.
    const bad = ["url", ...Array.from({ length: BATCH_MAX_ROWS + 1 }, () => "not a url")].join("\n");
    expect(errors(parseBatchCsv(bad, "url"))).toEqual([tooManyRowsMessage(BATCH_MAX_ROWS + 1)]);
    // Blank lines are not rows.
    expect(rows(parseBatchCsv(`${urlCsv(BATCH_MAX_ROWS)}\n\n\n`, "url"))).toHaveLength(BATCH_MAX_ROWS);
  });
});

describe("CSV batch: file names", () => {
  it("are made safe, lose a typed extension, and repeats are numbered name-2, name-3 (case-insensitively)", () => {
    expect(
      batchFileNames([
        { row: 2, filename: "menu" },
        { row: 3, filename: "menu.png" },
        { row: 4, filename: "MENU" },
        { row: 5, filename: "../../etc/passwd" },
        { row: 6, filename: 'a<b>:c"d|e?f*' },
        { row: 7, filename: "  " },
        { row: 8, filename: "..." },
        { row: 9, filename: "qr-7" },
        { row: 10, filename: "café ☕" },
      ]),
    ).toEqual(["menu", "menu-2", "MENU-3", "passwd", "a-b--c-d-e-f-", "qr-7", "qr-8", "qr-7-2", "café ☕"]);
  });

  it("the parser names rows with them", () => {
    const csv = "url,filename\nexample.com/1,table\nexample.com/2,table\nexample.com/3,\n";
    expect(rows(parseBatchCsv(csv, "url")).map((r) => r.name)).toEqual(["table", "table-2", "qr-4"]);
  });
});

describe("CSV batch: the server's request", () => {
  it(`holds 1 to ${BATCH_MAX_ROWS} contents`, () => {
    expect(batchRequestSchema.safeParse({ contents: [{ type: "text", text: "a" }], options: {} }).success).toBe(true);
    expect(batchRequestSchema.safeParse({ contents: [], options: {} }).error?.issues[0]?.message).toBe("A batch needs at least one code");
    const tooMany = batchRequestSchema.safeParse({ contents: Array.from({ length: BATCH_MAX_ROWS + 1 }, () => ({})), options: {} });
    expect(tooMany.error?.issues[0]?.message).toBe("A batch makes at most 500 codes. Split it into files of 500 rows or fewer.");
    expect(batchRequestSchema.safeParse({ contents: [{}], options: {}, extra: 1 }).success).toBe(false);
  });
});
