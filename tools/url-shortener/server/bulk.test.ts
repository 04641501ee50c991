import { describe, expect, it } from "vitest";
import { BULK_LINK_MESSAGES, BULK_LINKS_MAX, BULK_TEXT_MAX_CHARS, bulkLinksCsv, readUrlList, type BulkLinkItem } from "@/tools/url-shortener/server/bulk";
import { CSV_MAX_LINE_LENGTH } from "@/lib/engines/csv/read";
import { failedLinesText } from "@/tools/url-shortener/logic/bulk-list";
import type { LinkView } from "@/tools/url-shortener/server/view";

/** The items of a list that must read; fails the test with the message otherwise. */
function items(text: string): BulkLinkItem[] {
  const read = readUrlList(text);
  if (!read.ok) throw new Error(`expected the list to read, got: ${read.error}`);
  return read.items;
}

function refusal(text: string): string {
  const read = readUrlList(text);
  if (read.ok) throw new Error(`expected a refusal, got ${read.items.length} items`);
  return read.error;
}

describe("readUrlList", () => {
  it("reads one URL per line, trimmed, numbering lines as they are in the text", () => {
    expect(items("https://example.com/a\n  example.org/b  \r\nhttp://example.net/c")).toEqual([
      { line: 1, url: "https://example.com/a" },
      { line: 2, url: "example.org/b" },
      { line: 3, url: "http://example.net/c" },
    ]);
  });

  it("skips blank lines but keeps the line numbers of the rest", () => {
    expect(items("\n\nhttps://example.com/a\n   \n\t\nhttps://example.com/b\n\n")).toEqual([
      { line: 3, url: "https://example.com/a" },
      { line: 6, url: "https://example.com/b" },
    ]);
    // Old Mac line ends count as line ends too.
    expect(items("https://example.com/a\rhttps://example.com/b").map((i) => i.line)).toEqual([1, 2]);
  });

  it("keeps a URL with commas whole when there is no header line", () => {
    expect(items("https://example.com/?tags=a,b,c\nhttps://example.com/path;v=1,2")).toEqual([
      { line: 1, url: "https://example.com/?tags=a,b,c" },
      { line: 2, url: "https://example.com/path;v=1,2" },
    ]);
  });

  it("reads a CSV whose header names the url and code columns, in any order and case", () => {
    expect(items('Code,Title,URL\nspring,"Sale, spring",https://example.com/spring\n,No code,https://example.com/plain\n')).toEqual([
      { line: 2, url: "https://example.com/spring", customCode: "spring" },
      { line: 3, url: "https://example.com/plain", customCode: null },
    ]);
  });

  it("accepts the other header names people use for the columns", () => {
    expect(items("long url,slug\nhttps://example.com/x,x-link")).toEqual([{ line: 2, url: "https://example.com/x", customCode: "x-link" }]);
    expect(items("destination\nhttps://example.com/y")).toEqual([{ line: 2, url: "https://example.com/y", customCode: null }]);
  });

  it("reads a quoted URL with commas inside a CSV", () => {
    expect(items('url,code\n"https://example.com/?a=1,2",pair')).toEqual([{ line: 2, url: "https://example.com/?a=1,2", customCode: "pair" }]);
  });

  it("reads a spreadsheet row whose quoted cell holds a line break as one row, and says where a quote is never closed", () => {
    expect(items('url,code,note\n"https://example.com/a",a-link,"two\nlines"\nhttps://example.com/b, "b-link",x')).toEqual([
      { line: 2, url: "https://example.com/a", customCode: "a-link" },
      { line: 4, url: "https://example.com/b", customCode: "b-link" },
    ]);
    expect(readUrlList('url,note\nhttps://example.com/a,"open\nhttps://example.com/b,x')).toEqual({
      ok: false,
      error: 'A quoted cell on line 2 is never closed: a cell that starts with " needs a closing ", and a quote inside it is written "".',
    });
  });

  it("reads semicolon and tab separated files (spreadsheets in many locales)", () => {
    expect(items("url;code\nhttps://example.com/de;de-link\nhttps://example.com/fr;")).toEqual([
      { line: 2, url: "https://example.com/de", customCode: "de-link" },
      { line: 3, url: "https://example.com/fr", customCode: null },
    ]);
    expect(items("url\tcode\nhttps://example.com/tab\ttabbed")).toEqual([{ line: 2, url: "https://example.com/tab", customCode: "tabbed" }]);
  });

  it("ignores the byte-order mark that spreadsheet exports start with", () => {
    expect(items("\uFEFFurl,code\r\nhttps://example.com/bom,bom\r\n")).toEqual([{ line: 2, url: "https://example.com/bom", customCode: "bom" }]);
    expect(items("\uFEFFhttps://example.com/plain")).toEqual([{ line: 1, url: "https://example.com/plain" }]);
  });

  it("gives a row without a url cell an empty URL, so it fails on its own line", () => {
    expect(items("url,code\n,lonely\nhttps://example.com/ok,ok")).toEqual([
      { line: 2, url: "", customCode: "lonely" },
      { line: 3, url: "https://example.com/ok", customCode: "ok" },
    ]);
  });

  it("refuses empty text, blank lines only, and a header with no rows", () => {
    expect(refusal("")).toBe(BULK_LINK_MESSAGES.empty);
    expect(refusal(" \n\t\n\r\n")).toBe(BULK_LINK_MESSAGES.empty);
    expect(refusal("\uFEFF")).toBe(BULK_LINK_MESSAGES.empty);
    expect(refusal("url,code\n\n")).toBe(BULK_LINK_MESSAGES.empty);
  });

  it("refuses a header line without a url column", () => {
    expect(refusal("code,title\nspring,Spring sale")).toBe(BULK_LINK_MESSAGES.noUrlColumn);
    expect(refusal("slug\nspring")).toBe(BULK_LINK_MESSAGES.noUrlColumn);
  });

  it(`takes up to ${BULK_LINKS_MAX} URLs and refuses more, saying how many there are`, () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `https://example.com/${i}`).join("\n");
    expect(items(lines(BULK_LINKS_MAX))).toHaveLength(BULK_LINKS_MAX);
    expect(refusal(lines(BULK_LINKS_MAX + 1))).toBe(BULK_LINK_MESSAGES.tooMany(BULK_LINKS_MAX + 1));
    expect(BULK_LINK_MESSAGES.tooMany(101)).toBe("Bulk shortening takes up to 100 URLs at a time; this list has 101.");
    // The header line is not a URL: 100 rows under it are fine; blank lines do not count.
    expect(items(`url\n${lines(BULK_LINKS_MAX)}\n\n\n`)).toHaveLength(BULK_LINKS_MAX);
  });

  it(`refuses text longer than ${BULK_TEXT_MAX_CHARS} characters before reading it`, () => {
    const url = `https://example.com/${"x".repeat(BULK_TEXT_MAX_CHARS)}`;
    expect(refusal(url)).toBe(BULK_LINK_MESSAGES.tooLong);
    expect(BULK_LINK_MESSAGES.tooLong).toBe("The list is too long: up to 250,000 characters at a time.");
    // Exactly at the limit is still read.
    expect(items(`${"y".repeat(9_999)}\n`.repeat(25))).toHaveLength(25);
    expect(`${"y".repeat(9_999)}\n`.repeat(25)).toHaveLength(BULK_TEXT_MAX_CHARS);
  });

  it(`refuses a line over ${CSV_MAX_LINE_LENGTH} characters, naming it, before splitting it into cells`, () => {
    expect(refusal(`url\nhttps://a.example\n${",".repeat(CSV_MAX_LINE_LENGTH + 1)}`)).toBe("Line 3 is too long: up to 10,000 characters per line.");
    expect(refusal(`"${'"'.repeat(BULK_TEXT_MAX_CHARS - 2)}`)).toBe("Line 1 is too long: up to 10,000 characters per line.");
  });
});

describe("bulkLinksCsv", () => {
  it("writes one row per line with the short URL or the reason, ready for spreadsheets", () => {
    const link = { shortUrl: "https://utilify.example/s/abc123" } as LinkView;
    const csv = bulkLinksCsv({
      created: 1,
      failed: 1,
      results: [
        { line: 1, url: "https://example.com/?a=1,2", ok: true, link },
        { line: 3, url: "=HYPERLINK(\"x\")", ok: false, error: { code: "validation", message: "Please enter a valid URL", field: "url" } },
      ],
    });
    expect(csv).toBe(
      "\uFEFFLine,Original URL,Short URL,Error\r\n" +
        '1,"https://example.com/?a=1,2",https://utilify.example/s/abc123,\r\n' +
        "3,\"'=HYPERLINK(\"\"x\"\")\",,Please enter a valid URL\r\n",
    );
  });
});

describe("failedLinesText", () => {
  const link = { shortUrl: "https://utilify.example/s/abc123" } as LinkView;
  const error = { code: "validation" as const, message: "Please enter a valid URL" };

  it("keeps only the failed lines of a plain list", () => {
    const text = "https://example.com/a\n\nnot a url\nhttps://example.com/b\nhttp://10.0.0.1/";
    const report = {
      results: [
        { line: 1, url: "https://example.com/a", ok: true as const, link },
        { line: 3, url: "not a url", ok: false as const, error },
        { line: 4, url: "https://example.com/b", ok: true as const, link },
        { line: 5, url: "http://10.0.0.1/", ok: false as const, error },
      ],
    };
    expect(failedLinesText(text, report)).toBe("not a url\nhttp://10.0.0.1/");
    expect(readUrlList(failedLinesText(text, report))).toMatchObject({ ok: true, items: [{ url: "not a url" }, { url: "http://10.0.0.1/" }] });
  });

  it("keeps the CSV header line so the columns still read", () => {
    const text = "\uFEFF\r\nurl;code\r\nhttps://example.com/a;taken\r\nhttps://example.com/b;fresh\r\n";
    const report = {
      results: [
        { line: 3, url: "https://example.com/a", ok: false as const, error },
        { line: 4, url: "https://example.com/b", ok: true as const, link },
      ],
    };
    expect(failedLinesText(text, report)).toBe("url;code\nhttps://example.com/a;taken");
    expect(readUrlList(failedLinesText(text, report))).toEqual({ ok: true, items: [{ line: 2, url: "https://example.com/a", customCode: "taken" }] });
  });

  it("keeps every line of a failed record whose quoted cell holds a line break", () => {
    const text = 'url,code,note\nhttps://example.com/a,taken,"two\nlines"\nhttps://example.com/b,fresh,x\n';
    const report = {
      results: [
        { line: 2, url: "https://example.com/a", ok: false as const, error },
        { line: 4, url: "https://example.com/b", ok: true as const, link },
      ],
    };
    expect(failedLinesText(text, report)).toBe('url,code,note\nhttps://example.com/a,taken,"two\nlines"');
    expect(readUrlList(failedLinesText(text, report))).toEqual({ ok: true, items: [{ line: 2, url: "https://example.com/a", customCode: "taken" }] });
  });

  it("is empty when nothing failed", () => {
    expect(failedLinesText("https://example.com/a", { results: [{ line: 1, url: "https://example.com/a", ok: true, link }] })).toBe("");
  });
});
