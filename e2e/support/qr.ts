import { readFile } from "node:fs/promises";
import type { Page } from "@/e2e/support/test";
import { decodePng } from "../../tests/support/qr-decode";
import { defined } from "@/tests/support/defined";

/** Draws an image URL in the browser (a real SVG/PNG renderer) at 400 px on white and decodes the pixels with jsQR. */
export async function decodeImageInBrowser(page: Page, src: string): Promise<string | null> {
  const dataUrl = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 400;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, 400, 400);
    context.drawImage(image, 0, 0, 400, 400);
    return canvas.toDataURL("image/png");
  }, src);
  return decodePng(Buffer.from(defined(dataUrl.split(",")[1], "data URL payload"), "base64"));
}

/** Decodes SVG markup the way a browser renders it. */
export function decodeSvgInBrowser(page: Page, svg: string): Promise<string | null> {
  return decodeImageInBrowser(page, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
}

/** Clicks a download button of the QR generator and returns the file it saved. */
export async function downloadQr(page: Page, name: "Download PNG" | "Download SVG" | "Download PDF") {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name, exact: true }).click()]);
  return { filename: file.suggestedFilename(), body: await readFile(await file.path()) };
}
