import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";
import { readExif } from "@/lib/engines/image/exif";

/** The Image Compressor, all in the browser: real images made here with sharp, the downloads decoded back. */

/** A 400 × 300 photo-like JPEG at quality 95, stored sideways (EXIF orientation 6) with a GPS position. */
async function sidewaysPhoto() {
  const width = 400;
  const height = 300;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, (x * y) % 251], (y * width + x) * 3);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" } })
    .toBuffer();
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test("a sideways photo and a tiny PNG: compressed, the PNG kept, compared, zipped, then under a target size @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  expect((await page.goto("/image-compressor"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Image Compressor");
  // The first input is in view on arrival, on a phone too.
  await expect(page.getByRole("button", { name: "Choose images" })).toBeInViewport();
  const tool = page.locator("[data-tool-ui='image-compressor']");
  // Chromium cannot encode AVIF: the page says so instead of offering it.
  await expect(tool).toContainText("AVIF isn’t offered: this browser cannot encode AVIF");

  const photo = await sidewaysPhoto();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2255aa" } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await page.getByLabel("Images to compress").setInputFiles([
    { name: "holiday.jpg", mimeType: "image/jpeg", buffer: photo },
    { name: "icon.png", mimeType: "image/png", buffer: png },
  ]);
  await page.getByRole("button", { name: "Compress 2 images" }).click();
  const rows = page.getByRole("list", { name: "Images" }).getByRole("listitem");
  await expect(rows.nth(1)).toContainText("original kept");
  await expect(rows.nth(1)).toContainText("Kept the original (120 bytes): as PNG it came to");
  await expect(rows.nth(0)).toContainText("smaller)");

  const jpg = await downloaded(page, () => rows.nth(0).getByRole("button", { name: "Download holiday.jpg" }).click());
  const meta = await sharp(jpg.bytes).metadata();
  // Upright (the EXIF orientation applied to the pixels), smaller, and with no EXIF block: no GPS, no orientation.
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 300, 400]);
  expect(jpg.bytes.length).toBeLessThan(photo.length);
  expect(readExif(photo)).toEqual({ orientation: 6, hasGps: true });
  expect(readExif(jpg.bytes)).toBeNull();

  // Before/after: the divider moves with the keyboard.
  const divider = page.getByLabel("Divider between before and after");
  await divider.focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(divider).toHaveAttribute("aria-valuetext", "48% before, 52% after");
  await shot(page, "image-compressor");

  const zip = await downloaded(page, () => page.getByRole("button", { name: "Download all (ZIP)" }).click());
  expect(zip.name).toBe("compressed-images.zip");
  const entries = unzipSync(zip.bytes);
  expect(Object.keys(entries)).toEqual(["holiday.jpg", "icon.png"]);
  expect(Buffer.from(entries["holiday.jpg"]!).equals(jpg.bytes)).toBe(true);
  expect(Buffer.from(entries["icon.png"]!).equals(png)).toBe(true); // the original, byte for byte

  // At most 10 KB, as WebP: the download fits and is a WebP of the same size in pixels.
  await page.getByText("WebP", { exact: true }).click();
  await page.getByText("Target size", { exact: true }).click();
  await page.getByLabel("At most (KB)").fill("10");
  await page.getByRole("button", { name: "Compress 2 images" }).click();
  await expect(rows.nth(0)).toContainText("the highest that fits 10 KB");
  const webp = await downloaded(page, () => rows.nth(0).getByRole("button", { name: "Download holiday.webp" }).click());
  const webpMeta = await sharp(webp.bytes).metadata();
  expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(["webp", 300, 400]);
  expect(webp.bytes.length).toBeLessThanOrEqual(10 * 1024);

  // A PNG output has no quality to search: refused with the reason.
  await page.getByText("PNG", { exact: true }).click();
  await expect(tool).toContainText("PNG is lossless, so it has no quality to lower");
  await expect(page.getByRole("button", { name: "Compress 2 images" })).toBeDisabled();

  expect(sent).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});
