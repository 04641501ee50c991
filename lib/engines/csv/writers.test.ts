import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine, toCsv } from "@/lib/engines/csv/write";
import { ratio } from "@/lib/engines/units/decimal";
import { bulkCsv } from "@/tools/area-converter/logic/bulk";
import { convert, DEFAULT_OPTIONS } from "@/tools/file-converter/logic/convert";
import { amortise } from "@/tools/mortgage-calculator/logic/mortgage";
import { scheduleCsv } from "@/tools/mortgage-calculator/ui/schedule-csv";
import { namesCsv } from "@/tools/name-generator/logic/export";
import { findNumbers } from "@/tools/phone-extractor/logic/extract";
import { rowsCsv, toRows } from "@/tools/phone-extractor/logic/phone-extractor";
import { resultsCsv } from "@/tools/random-generator/logic/export";
import { bulkLinksCsv } from "@/tools/url-shortener/logic/bulk-list";
import { reportLine } from "@/tools/url-shortener/logic/import";

/**
 * Every CSV the site writes, fed cells a spreadsheet would run as formulas (OWASP CSV injection: a leading = + - @,
 * tab or carriage return) and negative numbers: the formulas come out with a leading ', the numbers as numbers.
 */

const HOSTILE = ['=HYPERLINK("http://evil.example","x")', "+1+cmd", "-2+3", "@SUM(A1:A9)", "\t=1+1", "\r=1+1"];
const NUMBERS = ["-5", "-0.25", "42", "-1e3"];

/** The cells of a CSV text (RFC 4180, through Papa Parse), byte-order mark dropped. */
function cells(csv: string, delimiter = ","): string[] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter, skipEmptyLines: true });
  return parsed.data.flat();
}

/** The writers, each given the texts to put in its cells. */
const WRITERS: Record<string, (texts: readonly string[]) => string> = {
  "lib/engines/csv/write toCsv": (texts) => toCsv([["value"], ...texts.map((t) => [t])]),
  "lib/engines/csv/write csvLine (click analytics export)": (texts) => texts.map((t) => csvLine(["2026-05-20T12:00:00.000Z", t, "false"])).join("\n"),
  "file converter, JSON to CSV": (texts) => {
    const result = convert({ text: JSON.stringify(texts.map((t) => ({ text: t }))), from: "json", to: "csv", options: DEFAULT_OPTIONS });
    if (result.state !== "ok") throw new Error(JSON.stringify(result));
    return result.output;
  },
  "file converter, JSON to TSV": (texts) => {
    const result = convert({ text: JSON.stringify(texts.map((t) => ({ text: t }))), from: "json", to: "tsv", options: DEFAULT_OPTIONS });
    if (result.state !== "ok") throw new Error(JSON.stringify(result));
    return result.output;
  },
  "random generator results": (texts) => resultsCsv(texts, "list"),
  "link import report": (texts) =>
    texts.map((t, i) => reportLine({ n: i + 1, line: i + 2, url: t, code: null, tags: [], expiry: null, outcome: "invalid", shortUrl: null, message: null })).join("\r\n"),
  "name generator": (texts) =>
    namesCsv(
      texts.map((t) => ({ sex: "female", given: t, middle: null, family: t, full: t, username: t, email: t })),
      "rows",
    ),
  "bulk short links": (texts) =>
    bulkLinksCsv({
      created: 0,
      failed: texts.length,
      results: texts.map((t, i) => ({ line: i + 1, url: t, ok: false, error: { code: "validation", message: t } })),
    }),
  "area converter bulk table": (texts) =>
    bulkCsv({
      from: { id: "m2", symbol: "m²", name: "Square meters" },
      targets: [{ id: "ft2", symbol: "ft²", name: "Square feet" }],
      rows: texts.map((t, i) => ({ line: i + 1, value: t, results: [t] })),
      errors: [],
    }),
};

describe("every CSV writer", () => {
  for (const [name, write] of Object.entries(WRITERS)) {
    it(`${name}: formula-like cells get a leading ', numbers stay numbers`, () => {
      const out = cells(write([...HOSTILE, ...NUMBERS]), name.endsWith("TSV") ? "\t" : ",");
      for (const text of HOSTILE) {
        expect(out).toContain(`'${text}`);
        expect(out).not.toContain(text);
      }
      for (const n of NUMBERS) {
        expect(out).toContain(n);
        expect(out).not.toContain(`'${n}`);
      }
    });
  }

  it("the mortgage schedule: plain numbers only", () => {
    const schedule = amortise({ principal: 20_000_000n, annualPercent: ratio(6), months: 12, start: { year: 2027, month: 1 } });
    const out = cells(scheduleCsv(schedule));
    expect(out.some((c) => c.startsWith("'"))).toBe(false);
    expect(out.filter((c) => /^\d+\.\d\d$/.test(c)).length).toBeGreaterThan(12 * 8);
  });

  it("the phone extractor: a leading + is defused and kept", () => {
    const search = findNumbers("Call +1 202-555-0143 or =HYPERLINK(1)", "US", "possible");
    const out = cells(rowsCsv(toRows(search.matches, { dedupe: true, validOnly: false }), "e164"));
    expect(out).toContain("'+1 202-555-0143");
    expect(out).not.toContain("+1 202-555-0143");
  });

  it("csvCell quotes what needs quoting after defusing", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("-5")).toBe("-5");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell('=a,"b"')).toBe('"\'=a,""b"""');
    expect(csvCell("a;b", ";")).toBe('"a;b"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  // A new CSV writer must be in WRITERS above: every file that builds a CSV download goes through lib/engines/csv/write.ts.
  it("every file that offers a CSV download writes it with lib/engines/csv/write.ts", () => {
    const root = join(__dirname, "../../..");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        if (entry === "node_modules" || entry.startsWith(".")) continue;
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry) && !/\.(test|spec)\.tsx?$/.test(entry)) {
          const text = readFileSync(path, "utf8");
          if (!/type: "text\/csv|"Content-Type": "text\/csv/.test(text)) continue;
          offenders.push(relative(root, path));
        }
      }
    };
    for (const dir of ["app", "tools", "components", "lib"]) walk(join(root, dir));
    const known = [
      "app/(site)/links/[id]/export/route.ts", // clicksCsv: csvLine
      "tools/mortgage-calculator/ui/schedule.tsx", // scheduleCsv
      "tools/name-generator/ui/name-generator.tsx", // namesCsv
      "tools/area-converter/ui/bulk-panel.tsx", // bulkCsv
      "tools/phone-extractor/ui/phone-extractor.tsx", // rowsCsv
      "tools/url-shortener/ui/bulk-shortener.tsx", // bulkLinksCsv
      "tools/random-generator/ui/random-generator.tsx", // resultsCsv
      "app/api/links/import/[id]/report/route.ts", // importReportCsv: reportLine
      "app/api/v1/links/import/[id]/report/route.ts", // importReportCsv: reportLine
    ];
    // The file converter's download takes its type from its formats table (logic/formats.ts) and its CSV from writeCsv.
    expect(offenders.sort()).toEqual(known.sort());
  });
});
