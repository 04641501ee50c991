import { encryptPDF } from "@pdfsmaller/pdf-encrypt-lite";
import { unzipSync } from "fflate";
import { PDFArray, PDFContentStream, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFString, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { inspectPdf, mergePdfs, organisePdf, PdfToolError, splitPdf } from "./edit";
import { MAX_PDF_PAGES, PDF_TOOL_MESSAGES } from "./limits";
import { expandRanges, PAGE_MESSAGES, parsePages } from "./pages";
import { partFileName, pdfBaseName, planSplit, SPLIT_MESSAGES } from "./split";
import { zipParts } from "./zip";
import { labels, LETTER, makePdf, readBookmarks, readPdf } from "./pdfs.test-data";

/**
 * The PDF page tools' engine. Outputs are checked by loading them back with pdf.js — page count, each page's text
 * (the label the test drew on its source page), MediaBox and /Rotate — so a page in the wrong place, resized or
 * un-rotated fails here.
 */

describe("page lists", () => {
  it.each([
    ["", 9, [[1, 9]]],
    ["1-3, 5, 8-", 9, [[1, 3], [5, 5], [8, 9]]],
    ["last", 9, [[9, 9]]],
    ["5-last", 9, [[5, 9]]],
    ["LAST-", 9, [[9, 9]]],
    ["-3", 9, [[1, 3]]],
    ["2–4,", 9, [[2, 4]]],
    ["4 - 6 , ,7", 9, [[4, 6], [7, 7]]],
    ["3,1,3", 9, [[3, 3], [1, 1], [3, 3]]],
  ])("%j of %i pages → %j", (text, count, ranges) => {
    const spec = parsePages(text, count);
    expect(spec).toEqual({ ok: true, pageCount: count, ranges: ranges.map(([from, to]) => ({ from, to })) });
  });

  it("keeps the order and the repeats when expanded", () => {
    const spec = parsePages("3,1-2,3", 4);
    expect(spec.ok && expandRanges(spec.ranges)).toEqual([3, 1, 2, 3]);
  });

  it.each([
    ["12", 9, "Page 12 does not exist: this PDF has 9 pages."],
    ["1-12", 9, "Page 12 does not exist: this PDF has 9 pages."],
    ["2", 1, "Page 2 does not exist: this PDF has 1 page."],
    ["0", 9, PAGE_MESSAGES.zero],
    ["0-3", 9, PAGE_MESSAGES.zero],
    ["5-3", 9, "“5-3” runs backwards: write the first page first (3-5)."],
    ["last-2", 9, "“last-2” runs backwards: write the first page first (2-9)."],
    ["a", 9, "“a” isn't a page or a range. Write pages like 1-3, 5, 8- or last."],
    ["1 2", 9, PAGE_MESSAGES.syntax("1 2")],
    ["-", 9, PAGE_MESSAGES.syntax("-")],
    ["1-2-3", 9, PAGE_MESSAGES.syntax("1-2-3")],
    ["1.5", 9, PAGE_MESSAGES.syntax("1.5")],
    ["1,".repeat(600), 9, PAGE_MESSAGES.tooLong],
  ])("%j of %i pages → %s", (text, count, error) => {
    expect(parsePages(text, count)).toEqual({ ok: false, error });
  });

  it("names the file in the message when asked", () => {
    expect(parsePages("4", 3, "report.pdf")).toEqual({ ok: false, error: "Page 4 does not exist: report.pdf has 3 pages." });
  });

  it("counts the pages a list names before expanding it", () => {
    expect(parsePages("1-9999999", 9999999)).toEqual({ ok: false, error: PDF_TOOL_MESSAGES.tooManyPages(9999999) });
    expect(parsePages("1-600,1-600", 600)).toEqual({ ok: false, error: PDF_TOOL_MESSAGES.tooManyPages(1200) });
  });
});

describe("merge", () => {
  it("takes the chosen pages of each file in order, keeping sizes and rotation", async () => {
    const first = await makePdf([{ label: "A1" }, { label: "A2", size: LETTER, rotate: 90 }, { label: "A3" }]);
    const second = await makePdf([{ label: "B1", size: [300, 500] }, { label: "B2", rotate: 270 }]);
    const merged = await mergePdfs([
      { bytes: second, name: "b.pdf", pages: [2, 1] },
      { bytes: first, name: "a.pdf", pages: [3, 2, 3] },
    ]);
    const pages = await readPdf(merged);
    expect(labels(pages)).toEqual(["B2", "B1", "A3", "A2", "A3"]);
    expect(pages.map((p) => [Math.round(p.width), Math.round(p.height), p.rotate])).toEqual([
      [595, 842, 270],
      [300, 500, 0],
      [595, 842, 0],
      [612, 792, 90],
      [595, 842, 0],
    ]);
  });

  it("keeps a rotation and MediaBox the source page inherits from its page tree", async () => {
    const doc = await PDFDocument.load(await makePdf(["X1", "X2"]));
    const tree = doc.catalog.Pages();
    tree.set(PDFName.of("Rotate"), PDFNumber.of(180));
    tree.set(PDFName.of("MediaBox"), doc.context.obj([0, 0, 700, 900]));
    for (const page of doc.getPages()) {
      page.node.delete(PDFName.of("Rotate"));
      page.node.delete(PDFName.of("MediaBox"));
    }
    const inherited = await doc.save();
    const pages = await readPdf(await mergePdfs([{ bytes: inherited, name: "x.pdf", pages: [2] }]));
    expect(pages).toEqual([{ text: "X2", width: 700, height: 900, rotate: 180 }]);
  });

  it("refuses an encrypted PDF by name, and a damaged one", async () => {
    const plain = await makePdf(["secret"]);
    const pdfBytes = await encryptPDF(plain, "pw");
    await expect(mergePdfs([{ bytes: pdfBytes, name: "locked.pdf", pages: [1] }])).rejects.toThrow(new PdfToolError(PDF_TOOL_MESSAGES.encrypted("locked.pdf")));
    await expect(inspectPdf(pdfBytes, "locked.pdf")).rejects.toThrow(/^locked\.pdf is password-protected/);
    await expect(inspectPdf(new TextEncoder().encode("%PDF-1.7\nnot really"), "broken.pdf")).rejects.toThrow(PDF_TOOL_MESSAGES.damaged("broken.pdf"));
  });

  it("refuses more pages than the bound before copying", async () => {
    const one = await makePdf(["only"]);
    const pages = Array.from({ length: MAX_PDF_PAGES + 1 }, () => 1);
    await expect(mergePdfs([{ bytes: one, name: "one.pdf", pages }])).rejects.toThrow(PDF_TOOL_MESSAGES.tooManyPages(MAX_PDF_PAGES + 1));
  });
});

describe("bookmarks", () => {
  /**
   * A source outline written by hand as ISO 32000-1 §12.3.3 lays it out, with each kind of destination: an explicit
   * /Dest, a GoTo action, a name in the catalogue's /Dests and a string in the /Names tree; a heading with no page.
   */
  async function withOutline(): Promise<Uint8Array> {
    const doc = await PDFDocument.load(await makePdf(["S1", "S2", "S3", "S4"]));
    const c = doc.context;
    const [p1, p2, p3, p4] = doc.getPages().map((page) => page.ref);
    const fit = (page: PDFRef) => c.obj([page, PDFName.of("Fit")]);
    const root = c.nextRef();
    const [intro, part, chA, chB, end] = [c.nextRef(), c.nextRef(), c.nextRef(), c.nextRef(), c.nextRef()];
    const title = (t: string) => PDFHexString.fromText(t);
    c.assign(intro, c.obj({ Title: title("Intro"), Parent: root, Next: part, Dest: fit(p1!) }));
    c.assign(part, c.obj({ Title: title("Part one"), Parent: root, Prev: intro, Next: end, First: chA, Last: chB, Count: 2 }));
    c.assign(chA, c.obj({ Title: title("Chapter A"), Parent: part, Next: chB, A: { S: "GoTo", D: fit(p2!) } }));
    c.assign(chB, c.obj({ Title: title("Chapter B"), Parent: part, Prev: chA, Dest: PDFName.of("chB") }));
    c.assign(end, c.obj({ Title: title("The end"), Parent: root, Prev: part, Dest: PDFString.of("fin") }));
    c.assign(root, c.obj({ Type: "Outlines", First: intro, Last: end, Count: 4 }));
    doc.catalog.set(PDFName.of("Outlines"), root);
    doc.catalog.set(PDFName.of("Dests"), c.obj({ chB: fit(p3!) }));
    doc.catalog.set(PDFName.of("Names"), c.obj({ Dests: c.obj({ Names: [PDFString.of("fin"), fit(p4!)] }) }));
    return doc.save();
  }

  it("reads every kind of destination in the source (checked against pdf.js)", async () => {
    expect(await readBookmarks(await withOutline())).toEqual([
      { title: "Intro", page: 1, items: [] },
      { title: "Part one", page: null, items: [{ title: "Chapter A", page: 2, items: [] }, { title: "Chapter B", page: 3, items: [] }] },
      { title: "The end", page: 4, items: [] },
    ]);
  });

  it("carries bookmarks into a merge, pointing at the copied pages, dropping those whose page was left out", async () => {
    const merged = await mergePdfs([
      { bytes: await makePdf(["X1"]), name: "x.pdf", pages: [1] },
      { bytes: await withOutline(), name: "book.pdf", pages: [3, 1, 3] },
    ]);
    expect(labels(await readPdf(merged))).toEqual(["X1", "S3", "S1", "S3"]);
    expect(await readBookmarks(merged)).toEqual([
      { title: "Intro", page: 3, items: [] },
      { title: "Part one", page: null, items: [{ title: "Chapter B", page: 2, items: [] }] },
    ]);
  });

  it("carries them into split parts and an organised PDF", async () => {
    const [, tail] = await splitPdf(await withOutline(), "book.pdf", [[1], [2, 3, 4]]);
    expect(await readBookmarks(tail!)).toEqual([
      { title: "Part one", page: null, items: [{ title: "Chapter A", page: 1, items: [] }, { title: "Chapter B", page: 2, items: [] }] },
      { title: "The end", page: 3, items: [] },
    ]);
    const organised = await organisePdf(await withOutline(), "book.pdf", [{ page: 4, turn: 0 }, { page: 2, turn: 90 }]);
    expect(await readBookmarks(organised)).toEqual([
      { title: "Part one", page: null, items: [{ title: "Chapter A", page: 2, items: [] }] },
      { title: "The end", page: 1, items: [] },
    ]);
  });

  it("leaves a PDF without bookmarks without an outline", async () => {
    const merged = await mergePdfs([{ bytes: await makePdf(["A"]), name: "a.pdf", pages: [1] }]);
    expect((await PDFDocument.load(merged)).catalog.get(PDFName.of("Outlines"))).toBeUndefined();
  });
});

describe("inspect", () => {
  it("counts pages and reads each page's rotation", async () => {
    const bytes = await makePdf([{ label: "1" }, { label: "2", rotate: 90 }, { label: "3", rotate: -90 }]);
    expect(await inspectPdf(bytes, "r.pdf")).toEqual({ pageCount: 3, rotations: [0, 90, 270] });
  });
});

describe("split", () => {
  it.each([
    [{ kind: "ranges", text: "1-2, 4-, 3" } as const, 5, [[1, 2], [4, 5], [3, 3]]],
    [{ kind: "every", text: "2" } as const, 5, [[1, 2], [3, 4], [5, 5]]],
    [{ kind: "every", text: " 5 " } as const, 5, [[1, 5]]],
    [{ kind: "each" } as const, 3, [[1, 1], [2, 2], [3, 3]]],
  ])("%j of %i pages → %j", (mode, count, expected) => {
    const plan = planSplit(mode, count);
    expect(plan.ok && plan.parts.map((p) => [p.from, p.to])).toEqual(expected);
  });

  it.each([
    [{ kind: "ranges", text: " " } as const, 5, SPLIT_MESSAGES.noRanges],
    [{ kind: "ranges", text: "4-7" } as const, 5, "Page 7 does not exist: this PDF has 5 pages."],
    [{ kind: "every", text: "0" } as const, 5, "Write how many pages go in each file: a whole number from 1 to 5."],
    [{ kind: "every", text: "6" } as const, 5, SPLIT_MESSAGES.every(5)],
    [{ kind: "every", text: "2.5" } as const, 5, SPLIT_MESSAGES.every(5)],
    [{ kind: "every", text: "" } as const, 5, SPLIT_MESSAGES.every(5)],
  ])("%j of %i pages → %s", (mode, count, error) => {
    expect(planSplit(mode, count)).toEqual({ ok: false, error });
  });

  it("names each part by its pages, padded so the files sort in page order", () => {
    expect(partFileName("report", { from: 4, to: 6 }, 12)).toBe("report-pages-04-06.pdf");
    expect(partFileName("report", { from: 9, to: 9 }, 12)).toBe("report-page-09.pdf");
    expect(partFileName("r", { from: 1, to: 1 }, 3)).toBe("r-page-1.pdf");
    expect(pdfBaseName("Q3 report.PDF")).toBe("Q3 report");
    expect(pdfBaseName(".pdf")).toBe("document");
  });

  it("writes one PDF per part holding exactly its pages, sizes and rotations kept, and zips them", async () => {
    const source = await makePdf([{ label: "P1" }, { label: "P2", size: LETTER, rotate: 90 }, { label: "P3" }, { label: "P4", size: [200, 300] }, { label: "P5" }]);
    const plan = planSplit({ kind: "ranges", text: "4-, 1-2" }, 5);
    if (!plan.ok) throw new Error(plan.error);
    const parts = await splitPdf(source, "s.pdf", plan.parts.map((p) => p.pages));
    const read = await Promise.all(parts.map(readPdf));
    expect(read.map(labels)).toEqual([["P4", "P5"], ["P1", "P2"]]);
    expect(read[0]![0]).toMatchObject({ width: 200, height: 300, rotate: 0 });
    expect(read[1]![1]).toMatchObject({ width: 612, height: 792, rotate: 90 });

    const files = plan.parts.map((p, i) => ({ name: partFileName("s", p, 5), bytes: parts[i]! }));
    const unzipped = unzipSync(zipParts(files));
    expect(Object.keys(unzipped)).toEqual(["s-pages-4-5.pdf", "s-pages-1-2.pdf"]);
    expect(labels(await readPdf(unzipped["s-pages-1-2.pdf"]!))).toEqual(["P1", "P2"]);
  });
});

describe("organise", () => {
  it("reorders, deletes and turns pages on top of their own rotation", async () => {
    const source = await makePdf([{ label: "O1" }, { label: "O2", rotate: 90 }, { label: "O3", size: LETTER }, { label: "O4" }]);
    const out = await organisePdf(source, "o.pdf", [
      { page: 3, turn: 90 },
      { page: 1, turn: 0 },
      { page: 2, turn: 270 },
      { page: 4, turn: -180 },
    ]);
    const pages = await readPdf(out);
    expect(labels(pages)).toEqual(["O3", "O1", "O2", "O4"]);
    expect(pages.map((p) => p.rotate)).toEqual([90, 0, 0, 180]);
    expect([pages[0]!.width, pages[0]!.height]).toEqual(LETTER);

    const deleted = await organisePdf(source, "o.pdf", [{ page: 4, turn: 0 }]);
    expect(labels(await readPdf(deleted))).toEqual(["O4"]);
    // The deleted pages are not left in the file, unseen: it holds one page object and one content stream.
    const kept = await PDFDocument.load(deleted);
    const objects = kept.context.enumerateIndirectObjects().map(([, object]) => object);
    expect(objects.filter((o) => o instanceof PDFDict && o.get(PDFName.of("Type")) === PDFName.of("Page"))).toHaveLength(1);
    expect(objects.filter((o) => o instanceof PDFRawStream || o instanceof PDFContentStream)).toHaveLength(1);
  });

  it("leaves out a deleted page that a kept page links to, and keeps links between kept pages", async () => {
    const doc = await PDFDocument.load(await makePdf(["L1", "L2", "L3"]));
    const [, two, three] = doc.getPages().map((page) => page.ref);
    const link = (target: PDFRef) => doc.context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 50, 50], Dest: [target, PDFName.of("Fit")] });
    doc.getPage(0).node.set(PDFName.of("Annots"), doc.context.obj([doc.context.register(link(two!)), link(three!)]));
    doc.getPage(2).node.set(PDFName.of("Annots"), doc.context.obj([{ Type: "Annot", Subtype: "Link", Rect: [0, 0, 9, 9], A: { S: "GoTo", D: [two!, PDFName.of("Fit")] } }]));
    const source = await doc.save();
    const pageObjects = async (bytes: Uint8Array) =>
      (await PDFDocument.load(bytes)).context.enumerateIndirectObjects().filter(([, o]) => o instanceof PDFDict && o.get(PDFName.of("Type")) === PDFName.of("Page")).length;
    const links = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPages().map((page) => page.node.lookupMaybe(PDFName.of("Annots"), PDFArray)?.size() ?? 0);

    // Page 2 is deleted: page 1 keeps its link to page 3 (which pdf-lib copies once more, unseen but harmless: it is
    // a kept page), page 3 loses its link to page 2, and page 2 is nowhere in the file.
    const organised = await organisePdf(source, "l.pdf", [{ page: 3, turn: 0 }, { page: 1, turn: 0 }]);
    expect(labels(await readPdf(organised))).toEqual(["L3", "L1"]);
    expect(await links(organised)).toEqual([0, 1]);
    expect(await pageObjects(organised)).toBe(3);

    // Split reuses one loaded source for every part: the links taken off for one part are back for the next.
    const [alone, whole] = await splitPdf(source, "l.pdf", [[1], [1, 2, 3]]);
    expect(await pageObjects(alone!)).toBe(1);
    expect(await links(whole!)).toEqual([2, 0, 1]);
  });

  it("refuses to save with every page deleted", async () => {
    await expect(organisePdf(await makePdf(["x"]), "x.pdf", [])).rejects.toThrow(PDF_TOOL_MESSAGES.noPagesLeft);
  });
});
