import { axe } from "@/e2e/support/axe";
import { encryptPDF } from "@pdfsmaller/pdf-encrypt-lite";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { expect, test } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";
import { imagesOf, pdfWithImages, photoJpeg } from "@/lib/engines/pdf/compress.test-data";
import { labels, makePdf, readPdf } from "@/lib/engines/pdf/pdfs.test-data";

/**
 * Compress PDF in the browser: a real PDF (made here with pdf-lib) holding a large photo is compressed at Extreme by
 * the page's worker (OffscreenCanvas re-encodes the photo); the download is read back with pdf.js (same pages, same
 * text, same sizes) and its image with sharp (a real JPEG within the level's longest side). A PDF of text only is
 * "already as small as we can make it" and the original is offered unchanged. Nothing is sent to the server.
 */

const pdfFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(bytes) });

test("a PDF with a large photo compressed at Extreme, the download a smaller PDF with the same pages @phone", async ({ page }) => {
  // Two compressions of a 3,200 × 2,400 photo, each download read back with pdf.js and sharp, then axe.
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const sent: string[] = [];
  page.on("request", (request) => void (request.method() !== "GET" && sent.push(request.url())));
  expect((await page.goto("/compress-pdf"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compress PDF");
  await expect(page.getByRole("button", { name: "Choose PDF" })).toBeInViewport();

  const source = await pdfWithImages([{ label: "Cover" }, { label: "Beach", image: { kind: "jpeg", bytes: await photoJpeg(3200, 2400) } }]);
  await page.locator("input[type=file]").setInputFiles(pdfFile("holiday.pdf", source));
  await expect(page.getByTestId("chosen")).toContainText("holiday.pdf · 2 pages");

  await page.getByRole("group", { name: "Compression" }).getByText("Extreme", { exact: true }).click();
  await expect(page.getByTestId("level-hint")).toContainText("1,200 px");
  await page.getByRole("button", { name: "Compress PDF", exact: true }).click();
  await expect(page.getByTestId("sizes")).toContainText("% smaller.");
  await expect(page.getByRole("list", { name: "What was done" })).toContainText("1 image of 1 re-encoded as JPEG.");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download holiday-compressed.pdf" }).click()]);
  const out = new Uint8Array(await readFile(await download.path()));
  expect(out.length).toBeLessThan(source.length / 4);
  const [before, after] = [await readPdf(source), await readPdf(out)];
  expect(labels(after)).toEqual(["Cover", "Beach"]);
  expect(after.map((p) => [p.width, p.height, p.rotate])).toEqual(before.map((p) => [p.width, p.height, p.rotate]));
  const [image] = await imagesOf(out);
  expect(image).toMatchObject({ width: 1200, height: 900, filter: "/DCTDecode", colorSpace: "/DeviceRGB" });
  const meta = await sharp(image!.bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 900]);

  // Custom: the longest side is read as typed, and a bad one is named before anything runs.
  await page.getByRole("group", { name: "Compression" }).getByText("Custom", { exact: true }).click();
  await expect(page.getByTestId("pdf-result")).toHaveCount(0);
  const longest = page.getByLabel("Longest side of an image (px)");
  await longest.fill("50");
  await expect(page.getByText("Write the longest side images may keep: a whole number of pixels from 200 to 10,000.")).toBeVisible();
  await longest.fill("800");
  await page.getByRole("button", { name: "Compress PDF", exact: true }).click();
  await expect(page.getByTestId("sizes")).toContainText("% smaller.");
  const [custom] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download holiday-compressed.pdf" }).click()]);
  expect((await imagesOf(new Uint8Array(await readFile(await custom.path()))))[0]).toMatchObject({ width: 800, height: 600 });

  await shot(page, "compress-pdf");
  expect(sent).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("a PDF of text only is already as small as it gets: the original is offered, unchanged @phone", async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/compress-pdf");
  const source = await makePdf(["Minutes", "Agenda"]);
  await page.locator("input[type=file]").setInputFiles(pdfFile("minutes.pdf", source));
  await expect(page.getByTestId("chosen")).toContainText("minutes.pdf · 2 pages");
  await page.getByRole("button", { name: "Compress PDF", exact: true }).click();
  await expect(page.getByTestId("sizes")).toContainText("This PDF is already as small as we can make it.");
  await expect(page.getByRole("list", { name: "What was done" })).toContainText("No images in this PDF to re-encode.");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download minutes.pdf" }).click()]);
  expect(Buffer.from(await readFile(await download.path())).equals(Buffer.from(source))).toBe(true);

  // A password-protected PDF gets the page tools' message, naming the file.
  await page.locator("input[type=file]").setInputFiles(pdfFile("locked.pdf", await encryptPDF(source, "pw")));
  await expect(page.getByTestId("pdf-error")).toHaveText(/^locked\.pdf is password-protected, and this tool can't open protected PDFs\./);

  await shot(page, "compress-pdf-already-small");
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});
