import { detectFormat, INPUT_MESSAGES, notImageMessage, OUTPUT_MIME, type Detected, type OutputFormat } from "../logic/formats";
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
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser could not give us a canvas to draw the image on.");
    if (options.format === "jpeg") {
      context.fillStyle = options.background;
      context.fillRect(0, 0, size.width, size.height);
    }
    context.imageSmoothingQuality = "high";
    context.drawImage(decoded.source, 0, 0, size.width, size.height);
    const mime = OUTPUT_MIME[options.format];
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mime, options.quality / 100));
    // A browser that cannot write the type falls back to PNG: say so rather than hand out a mislabelled file.
    if (!blob || blob.type !== mime) throw new Error(`This browser cannot write ${options.format.toUpperCase()}. Try PNG, or another browser.`);
    return { blob, ...size };
  } finally {
    decoded.close();
  }
}
