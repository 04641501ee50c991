import { context2d, encodeCanvas } from "@/components/image/canvas-encode";
import { canvasFormatOf } from "@/lib/engines/image/formats";
import { detectFormat, INPUT_MESSAGES, notImageMessage, type Detected, type OutputFormat } from "../logic/formats";
import { LIMITS, resizedSize, type ConvertOptions } from "../logic/options";

/**
 * The free path, all in this browser: detect the file from its bytes, decode it (createImageBitmap applies the EXIF
 * orientation; SVG through an <img>), draw it on a canvas (resized, on the background colour when the output has no
 * alpha) and encode with canvas.toBlob. Re-encoding from pixels keeps no metadata: EXIF, GPS and XMP are gone.
 */

/** `file-type`'s detector (the File Type Checker's), loaded with the first file: not part of the page's first load. */
let detector: Promise<(bytes: Uint8Array) => Promise<{ ext: string; mime: string } | undefined>> | null = null;
function loadDetector() {
  detector ??= import("file-type").then(
    ({ fileTypeFromBuffer }) =>
      (bytes: Uint8Array) =>
        fileTypeFromBuffer(bytes),
  );
  return detector;
}

export async function detectFile(file: File): Promise<{ detected: Detected; head: Uint8Array }> {
  const head = new Uint8Array(await file.slice(0, 4100).arrayBuffer());
  if (head.length === 0) return { detected: { kind: "empty" }, head };
  const detect = await loadDetector();
  return { detected: detectFormat(head, await detect(head)), head };
}

export { notImageMessage };

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

async function decodeSvg(file: File): Promise<Decoded> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = "async";
    image.src = url;
    await image.decode();
    // An SVG without width/height has no natural size: draw it at 1024 px wide.
    const width = image.naturalWidth || 1024;
    const height = image.naturalHeight || Math.round((width * 3) / 4);
    return {
      source: image,
      width,
      height,
      close: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    throw new Error(INPUT_MESSAGES.decode);
  }
}

async function decode(file: File, format: string): Promise<Decoded> {
  if (format === "svg") return decodeSvg(file);
  try {
    const bitmap = await createImageBitmap(file, {
      imageOrientation: "from-image",
    });
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  } catch {
    throw new Error(format === "heic" ? INPUT_MESSAGES.heic : format === "tiff" ? INPUT_MESSAGES.tiff : INPUT_MESSAGES.decode);
  }
}

export interface BrowserResult {
  blob: Blob;
  width: number;
  height: number;
}

export async function convertInBrowser(file: File, format: string, options: ConvertOptions & { format: OutputFormat }): Promise<BrowserResult> {
  const decoded = await decode(file, format);
  try {
    if (decoded.width * decoded.height > LIMITS.maxPixels) {
      throw new Error(`This image has more than ${LIMITS.maxPixels.toLocaleString("en-US")} pixels (10,000 × 10,000), more than we convert.`);
    }
    const size = resizedSize(decoded, options.width, options.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = context2d(canvas) as CanvasRenderingContext2D;
    if (options.format === "jpeg") {
      context.fillStyle = options.background;
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = "high";
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    // ICO is written on the server only: a canvas has no such format.
    const target = canvasFormatOf(options.format);
    if (!target) throw new Error(`${options.format.toUpperCase()} is written on our server, not in the browser.`);
    const blob = await encodeCanvas(canvas, target, options.quality);
    return { blob, ...size };
  } finally {
    decoded.close();
  }
}
