import { describe, expect, it, vi } from "vitest";
import { UserFacingError } from "@/lib/platform/errors";
import { QrInputError } from "@/tools/qr-generator/logic/errors";

// A server without DejaVu: no font folder has the files.
vi.mock("node:fs", async (original) => ({ ...(await original<typeof import("node:fs")>()), existsSync: () => false }));

const { assertPdfText, pdfFontFile } = await import("./render-pdf");

/** What a server without fonts-dejavu-core answers: a clear 404 for the font route, a refusal for a PDF's text. */
describe("a server without the DejaVu fonts", () => {
  it("answers not found for each font file, saying the server lacks it", () => {
    for (const file of ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"]) {
      let error: unknown;
      try {
        pdfFontFile(file);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UserFacingError);
      expect(error).toMatchObject({ code: "not_found", message: `This server has no ${file} (DejaVu Sans): PDFs with a call to action cannot be made here.` });
    }
  });

  it("refuses a PDF's call to action, and lets a PDF without one through", () => {
    expect(() => assertPdfText("Scan me")).toThrow(QrInputError);
    expect(() => assertPdfText("Scan me")).toThrow("The PDF cannot draw the call to action: the server has no DejaVu Sans font. Download PNG or SVG, or remove the text.");
    expect(() => assertPdfText("  ")).not.toThrow();
    expect(() => assertPdfText(undefined)).not.toThrow();
  });
});
