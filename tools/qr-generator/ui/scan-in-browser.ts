import { buildScene } from "@/tools/qr-generator/logic/design";
import type { EncodedQr } from "@/tools/qr-generator/logic/encode";
import type { QrStyle } from "@/tools/qr-generator/logic/constants";
import { scanProblem, type ScanCanvas } from "@/tools/qr-generator/logic/scan-check";

/**
 * The scan check in the browser, loaded with the first download or copy (it brings jsQR): the design is painted on a
 * canvas exactly as the server paints its PNG and read back; the reason and a fix when it does not scan, else null.
 */
export function browserScanProblem(qr: EncodedQr, style: QrStyle): string | null {
  const canvasOf = (width: number, height: number): ScanCanvas => {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("This browser cannot draw the QR code to check it.");
    return { width, height, context: context };
  };
  return scanProblem(buildScene(qr, style), qr.payload, canvasOf, (d) => new Path2D(d));
}
