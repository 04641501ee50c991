import { paintScene, sceneSvg, type Drawables, type Scene } from "@/tools/qr-generator/logic/design";
import { imageHeight, imageSize, type EncodedQr } from "@/tools/qr-generator/logic/encode";
import { PDF_SIZE_MESSAGE, type QrStyle } from "@/tools/qr-generator/logic/constants";

/**
 * The files a CSV batch can hold, one small entry per format (docs/architecture.md): each makes one code's file from
 * the scene every output shares (the scene the batch has read back first).
 */
export interface BatchCode {
  qr: EncodedQr;
  style: QrStyle;
  scene: Scene;
  draw: Drawables;
}

/** The studio's choices a batch keeps from start to end. */
export interface BatchSettings {
  /** The download size chosen in the studio, in pixels (PNG, SVG). */
  size: number;
  /** The PDF page's side chosen in the studio, in millimetres (null while the studio's field is not a valid size). */
  pdfSize: number | null;
}

export interface BatchFormat {
  label: string;
  extension: string;
  /** Files already compressed (PNG; a PDF's streams) are stored as they are in the ZIP; text (SVG) is deflated. */
  compress: boolean;
  /** Called once when a batch starts (loading what the format needs): answers the maker of one code's file. */
  start: (settings: BatchSettings) => Promise<(code: BatchCode) => Promise<Uint8Array>>;
}

/** PNG: the scene painted on a canvas at the download size (as the server's PNG: every module at least one pixel). */
async function png({ qr, style, scene, draw }: BatchCode, size: number): Promise<Uint8Array> {
  const width = imageSize(qr, style.margin, size);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = imageHeight(qr, style, width);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw the QR codes.");
  paintScene(context, scene, width / scene.width, draw);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("This browser could not make the PNG files.");
  return new Uint8Array(await blob.arrayBuffer());
}

const svg = async ({ scene }: BatchCode, size: number) => new TextEncoder().encode(sceneSvg(scene, size));

/** PDF: the server's vector writer run in the browser (ui/batch-pdf.ts, with pdf-lib and fontkit: loaded on start). */
async function pdf({ pdfSize }: BatchSettings) {
  if (pdfSize === null) throw new Error(`${PDF_SIZE_MESSAGE}: correct it under “PDF for print”.`);
  const { batchPdf } = await import("./batch-pdf");
  return (code: BatchCode) => batchPdf(code, pdfSize);
}

export const BATCH_FORMATS = {
  png: { label: "PNG", extension: "png", compress: false, start: async ({ size }) => (code) => png(code, size) },
  svg: { label: "SVG", extension: "svg", compress: true, start: async ({ size }) => (code) => svg(code, size) },
  pdf: { label: "PDF", extension: "pdf", compress: false, start: pdf },
} satisfies Record<string, BatchFormat>;

export type BatchFormatKey = keyof typeof BATCH_FORMATS;
