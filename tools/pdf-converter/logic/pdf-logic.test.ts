import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { imagesToPdf } from "./images-to-pdf";
import { parsePageRange } from "./page-range";
import { mmToPt, PAGE_SIZES, pixelSize, placeImage } from "./page-size";
import { detectType } from "@/lib/engines/pdf/sniff";
import { itemsToText, textVerdict } from "./text";
import { PDF_MESSAGES } from "./limits";

describe("page ranges", () => {
  it.each([
    ["", 4, [1, 2, 3, 4]],
    ["1-3,5", 12, [1, 2, 3, 5]],
    [" 2 ", 3, [2]],
    ["5, 1-2", 5, [5, 1, 2]],
    ["1-3,2-4", 5, [1, 2, 3, 4]],
    ["4-", 6, [4, 5, 6]],
    ["-2", 6, [1, 2]],
    ["2–3", 4, [2, 3]],
  ])("%j of %i pages → %j", (text, count, pages) => {
    expect(parsePageRange(text, count)).toEqual({ ok: true, pages });
  });

  it.each([
    ["13", 12, PDF_MESSAGES.pagesRange(12)],
    ["0", 12, PDF_MESSAGES.pagesRange(12)],
    ["1-13", 12, "Pages must be within 1–12"],
    ["3-1", 12, PDF_MESSAGES.pagesSyntax],
    ["a", 12, PDF_MESSAGES.pagesSyntax],
    ["1,,2", 12, PDF_MESSAGES.pagesSyntax],
    ["1 2", 12, PDF_MESSAGES.pagesSyntax],
    ["-", 12, PDF_MESSAGES.pagesSyntax],
    ["1".repeat(300), 12, PDF_MESSAGES.pagesSyntax],
  ])("%j of %i pages → %s", (text, count, error) => {
    expect(parsePageRange(text, count)).toEqual({ ok: false, error });
  });

  it("refuses a range that would expand past the page cap before building it", () => {
    expect(parsePageRange("1-999999", 999999)).toEqual({ ok: false, error: PDF_MESSAGES.tooManyPixels });
  });
});

describe("page size maths", () => {
  it.each([
    ["A4 at 150 DPI", PAGE_SIZES.a4, 150, 1240, 1754],
    ["A4 at 72 DPI", PAGE_SIZES.a4, 72, 595, 842],
    ["A4 at 300 DPI", PAGE_SIZES.a4, 300, 2480, 3508],
    ["Letter at 300 DPI", PAGE_SIZES.letter, 300, 2550, 3300],
    ["Letter at 150 DPI", PAGE_SIZES.letter, 150, 1275, 1650],
  ])("%s = %i × %i px", (_, size, dpi, width, height) => {
    expect(pixelSize(size.width, size.height, dpi)).toEqual({ width, height });
  });

  it("10 mm is 28.35 pt", () => expect(mmToPt(10)).toBeCloseTo(28.3465, 4));

  it("fits a portrait photo inside A4's margins with its aspect kept, centred", () => {
    const p = placeImage(3000, 4000, "a4", mmToPt(10));
    expect(p.page).toEqual([595.28, 841.89]);
    expect(p.width / p.height).toBeCloseTo(3 / 4, 10);
    expect(p.width).toBeLessThanOrEqual(595.28 - 2 * mmToPt(10) + 1e-9);
    expect(p.height).toBeLessThanOrEqual(841.89 - 2 * mmToPt(10) + 1e-9);
    expect(p.x).toBeCloseTo((595.28 - p.width) / 2, 10);
    expect(p.y).toBeCloseTo((841.89 - p.height) / 2, 10);
  });

  it("turns Letter to landscape for a landscape image and never enlarges a small one", () => {
    const p = placeImage(400, 200, "letter", 0);
    expect(p.page).toEqual([792, 612]);
    expect([p.width, p.height]).toEqual([300, 150]);
  });

  it("'fit' makes the page the image's size plus margins", () => {
    expect(placeImage(960, 480, "fit", 10)).toEqual({ page: [740, 380], x: 10, y: 10, width: 720, height: 360 });
  });
});

describe("type detection", () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (s: string) => new TextEncoder().encode(s);
  it.each([
    ["PDF", text("%PDF-1.7\n")],
    ["PDF", text("junk before\n%PDF-1.4\n")],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ["GIF", text("GIF89a....")],
    ["WebP", text("RIFF\0\0\0\0WEBPVP8 ")],
    ["ZIP", bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0)],
    ["HEIC", text("\0\0\0\x18ftypheic")],
    ["text", text("hello, world\n")],
    ["unknown", bytes(0, 1, 2, 3)],
  ])("%s", (expected, input) => expect(detectType(input)).toBe(expected));

  it("names the detected type in the product's words", () => {
    expect(PDF_MESSAGES.notPdf(detectType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)))).toBe("This isn't a PDF (detected: PNG)");
  });
});

describe("text and scan detection", () => {
  it("joins pdf.js items with their line ends", () => {
    expect(itemsToText([{ str: "Hello", hasEOL: false }, { str: " world", hasEOL: true }, { str: "Line 2" }, {}])).toBe("Hello world\nLine 2");
  });

  it.each([
    ["text on one page", [{ text: "", hasImages: true }, { text: "Hi", hasImages: false }], { kind: "text", text: "\n\f\nHi" }],
    ["images and no text: a scan", [{ text: " \n", hasImages: true }, { text: "", hasImages: true }], { kind: "scan", message: "No selectable text — looks like a scan" }],
    ["nothing at all", [{ text: "", hasImages: false }], { kind: "empty", message: PDF_MESSAGES.noText }],
  ] as const)("%s", (_, pages, verdict) => expect(textVerdict(pages)).toEqual(verdict));
});

describe("images to PDF", () => {
  it("puts two images on two pages in order, JPEG bytes embedded unchanged", async () => {
    // A 2 × 1 px PNG: at 96 px to the inch, a "fit" page of 1.5 × 0.75 pt.
    const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwHwyZGBgAK/QD/0fz5pQAAAAASUVORK5CYII="), (c) => c.charCodeAt(0));
    const pdf = await imagesToPdf(
      [
        { bytes: png, type: "PNG" },
        { bytes: png, type: "PNG" },
      ],
      "fit",
      0,
    );
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getSize()).toEqual({ width: 1.5, height: 0.75 });
  });
});
