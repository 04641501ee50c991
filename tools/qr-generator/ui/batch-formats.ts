import { paintScene, sceneSvg, type Drawables, type Scene } from "@/tools/qr-generator/logic/design";
import { imageHeight, imageSize, type EncodedQr } from "@/tools/qr-generator/logic/encode";
import type { QrStyle } from "@/tools/qr-generator/logic/constants";

/**
 * The files a CSV batch can hold, one small entry per format (docs/architecture.md): each makes one code's file from
 * the scene every output shares. A new format (PDF) is one more entry here.
 */
export interface BatchCode {
  qr: EncodedQr;
  style: QrStyle;
  scene: Scene;
  draw: Drawables;
  /** The download size chosen in the studio, in pixels. */
  size: number;
}

export interface BatchFormat {
  label: string;
  extension: string;
  /** Images already compressed (PNG) are stored as they are in the ZIP; text (SVG) is deflated. */
  compress: boolean;
  file: (code: BatchCode) => Promise<Uint8Array>;
}

/** PNG: the scene painted on a canvas at the download size (as the server's PNG: every module at least one pixel). */
async function png({ qr, style, scene, draw, size }: BatchCode): Promise<Uint8Array> {
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

const svg = async ({ scene, size }: BatchCode) => new TextEncoder().encode(sceneSvg(scene, size));

export const BATCH_FORMATS = {
  png: { label: "PNG", extension: "png", compress: false, file: png },
  svg: { label: "SVG", extension: "svg", compress: true, file: svg },
} satisfies Record<string, BatchFormat>;

export type BatchFormatKey = keyof typeof BATCH_FORMATS;
