import * as fontkit from "fontkit";
import { PDF_FONT_FILES, scenePdf, sceneText } from "@/tools/qr-generator/logic/pdf";
import type { BatchCode } from "./batch-formats";

/**
 * A CSV batch's PDF files, written in the browser by the server's own writer (logic/pdf.ts). Loaded when a PDF batch
 * starts (it brings pdf-lib and fontkit). The call to action's fonts are the server's DejaVu files, fetched from
 * GET /api/qr/fonts/<file> only when the design has a text, once a page; a WebP or SVG logo, already decoded for the
 * scan check, is painted on a canvas for its PNG bytes. docs/architecture.md § QR PDF.
 */

const FONTS_UNREACHABLE = "The PDF's font could not be loaded. Check your connection and try again.";

let fonts: Promise<fontkit.Font[]> | null = null;

async function fetchFont(file: string): Promise<fontkit.Font | null> {
  let response: Response;
  try {
    response = await fetch(`/api/qr/fonts/${file}`);
  } catch {
    throw new Error(FONTS_UNREACHABLE);
  }
  // The server lacks this file: the writer then refuses the text as the server would.
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(FONTS_UNREACHABLE);
  // fontkit reads any Uint8Array (its types name Node's Buffer).
  return fontkit.create(new Uint8Array(await response.arrayBuffer()) as Buffer) as fontkit.Font;
}

/** The fonts the server has, in the server's order (a failed fetch is tried again by the next batch). */
function loadFonts(): Promise<fontkit.Font[]> {
  fonts ??= Promise.all(PDF_FONT_FILES.map(fetchFont)).then(
    (list) => list.filter((font) => font !== null),
    (error: unknown) => {
      fonts = null;
      throw error;
    },
  );
  return fonts;
}

/** A decoded logo drawn `width` × `height` px on a canvas, as PNG bytes. */
async function rasterise(image: CanvasImageSource, width: number, height: number): Promise<Uint8Array> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the logo for the PDF files.");
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("This browser could not draw the logo for the PDF files.");
  return new Uint8Array(await blob.arrayBuffer());
}

/** One code's PDF: a page `pdfSize` mm square. Throws the server's refusal for a call to action no font can draw. */
export async function batchPdf({ scene, draw }: BatchCode, pdfSize: number): Promise<Uint8Array> {
  const available = sceneText(scene)?.trim() ? await loadFonts() : [];
  return scenePdf(scene, pdfSize, {
    fonts: () => available,
    rasterise: (href, width, height) => {
      const image = draw.image(href);
      if (!image) throw new Error("The logo image could not be read. Choose another file.");
      return rasterise(image as CanvasImageSource, width, height);
    },
  });
}
