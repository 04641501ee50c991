import { describe, expect, it } from "vitest";
import { MAX_PDF_FILES, MAX_PDF_TOTAL_BYTES, PDF_TOOL_MESSAGES } from "@/lib/engines/pdf/limits";
import { takePdfs } from "./intake";

/** The PDF page tools' intake: bounds and types checked before any file is parsed, the first problem named. */

const pdf = (name: string, size = 64) => new File([new TextEncoder().encode("%PDF-1.7\n" + " ".repeat(Math.max(0, size - 9)))], name, { type: "application/pdf" });

describe("takePdfs", () => {
  it("takes PDFs by their bytes, whatever their names", async () => {
    const files = [pdf("a.pdf"), pdf("scan.bin")];
    expect(await takePdfs(files)).toEqual({ ok: true, files });
  });

  it("names a file that is not a PDF, or empty", async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], "photo.pdf");
    expect(await takePdfs([pdf("a.pdf"), png])).toEqual({ ok: false, error: "photo.pdf isn't a PDF (detected: PNG)." });
    expect(await takePdfs([new File([], "blank.pdf")])).toEqual({ ok: false, error: PDF_TOOL_MESSAGES.empty("blank.pdf") });
  });

  it("counts the files already chosen", async () => {
    const already = Array.from({ length: MAX_PDF_FILES - 1 }, (_, i) => pdf(`${i}.pdf`));
    expect((await takePdfs([pdf("x.pdf")], already)).ok).toBe(true);
    expect(await takePdfs([pdf("x.pdf"), pdf("y.pdf")], already)).toEqual({ ok: false, error: `Up to ${MAX_PDF_FILES} PDFs at a time: you chose ${MAX_PDF_FILES + 1}.` });
    expect(await takePdfs([pdf("x.pdf"), pdf("y.pdf")], [], 1)).toEqual({ ok: false, error: PDF_TOOL_MESSAGES.onlyOne });
  });

  it("bounds the bytes together, before reading any", async () => {
    const big = { name: "big.pdf", size: MAX_PDF_TOTAL_BYTES, slice: () => { throw new Error("read"); } } as unknown as File;
    expect(await takePdfs([big], [pdf("a.pdf", 100)])).toEqual({ ok: false, error: PDF_TOOL_MESSAGES.tooManyBytes(MAX_PDF_TOTAL_BYTES + 100) });
  });
});
