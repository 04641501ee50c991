import { existsSync, readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { UserFacingError } from "@/lib/platform/errors";
import { z } from "@/lib/platform/zod";
import { fontFor, PDF_FONT_FILES, scenePdf, type PdfFontFile, type PdfInputs } from "@/tools/qr-generator/logic/pdf";
import type { Scene } from "@/tools/qr-generator/logic/design";

export { mmToPt, visualRuns } from "@/tools/qr-generator/logic/pdf";

/**
 * The PDF writer's server side (the writer itself is logic/pdf.ts, shared with the browser's batch): DejaVu Sans read
 * from the system — the one family on our servers and CI (docs/operations.md) — and the same two files served to the
 * browser by GET /api/qr/fonts/<file> (docs/architecture.md § QR PDF).
 */

/** Where the system keeps DejaVu: Debian's and Alpine's folders, Arch's, a local install. */
const FONT_DIRS = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF", "/usr/local/share/fonts"];

/** The bytes of one of the PDF's font files, from the first folder that has it, or null when this server lacks it. */
export function pdfFontBytes(file: PdfFontFile): Buffer | null {
  const dir = FONT_DIRS.find((d) => existsSync(`${d}/${file}`));
  return dir ? readFileSync(`${dir}/${file}`) : null;
}

const FONT_UNKNOWN = `No such font: the QR code PDF uses ${PDF_FONT_FILES.join(" and ")} only.`;
const fontFileSchema = z.enum(PDF_FONT_FILES, { error: FONT_UNKNOWN });

/**
 * GET /api/qr/fonts/<file>: one of the two font files, for the batch's PDFs made in the browser (the same files the
 * server's PDFs use). Any other name — another file, a path, an encoded slash — is not found, as is a file this
 * server lacks (said as such: the browser then refuses a call to action as the server would).
 */
export function pdfFontFile(file: unknown): Buffer {
  const parsed = fontFileSchema.safeParse(file);
  if (!parsed.success) throw new UserFacingError(FONT_UNKNOWN, "not_found", "Not found");
  const bytes = pdfFontBytes(parsed.data);
  if (!bytes) throw new UserFacingError(`This server has no ${parsed.data} (DejaVu Sans): PDFs with a call to action cannot be made here.`, "not_found", "Not found");
  return bytes;
}

let fonts: fontkit.Font[] | null = null;

function loadFonts(): fontkit.Font[] {
  fonts ??= PDF_FONT_FILES.flatMap((file) => {
    const bytes = pdfFontBytes(file);
    return bytes ? [fontkit.create(bytes) as fontkit.Font] : [];
  });
  return fonts;
}

/** Refuses (QrInputError) a design whose call to action the PDF cannot draw: checked before a use is counted. */
export function assertPdfText(text: string | undefined): void {
  if (text?.trim()) fontFor(text.trim(), loadFonts());
}

/** The scene on a square page `sizeMm` millimetres wide, as PDF bytes. Throws QrInputError for undrawable text. */
export function serverScenePdf(scene: Scene, sizeMm: number, rasterise: PdfInputs["rasterise"]): Promise<Uint8Array> {
  return scenePdf(scene, sizeMm, { fonts: loadFonts, rasterise });
}
