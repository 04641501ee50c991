import { axe } from "@/e2e/support/axe";
import { readFile } from "node:fs/promises";
import { expect, test } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";
import { labels, makePdf, readPdf } from "@/lib/engines/pdf/pdfs.test-data";

/**
 * Rotate PDF (organise pages) in the browser: a real 3-page PDF (made here with pdf-lib, each page drawing its label)
 * shown as thumbnails; pages turned, one deleted, one moved with the keyboard's buttons, every page turned; the saved
 * PDF read back with pdf.js — which pages, in which order, at which /Rotate. Nothing is sent to the server.
 */

test("pages rotated, deleted and moved with thumbnails, saved and read back @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const sent: string[] = [];
  page.on("request", (request) => void (request.method() !== "GET" && sent.push(request.url())));
  expect((await page.goto("/rotate-pdf"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rotate PDF");
  await expect(page.getByRole("button", { name: "Choose PDF" })).toBeInViewport();

  const source = await makePdf([{ label: "R1" }, { label: "R2", rotate: 90 }, { label: "R3" }]);
  await page.locator("input[type=file]").setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.from(source) });
  const tiles = page.getByTestId("page-tile");
  await expect(tiles).toHaveCount(3);
  // pdf.js draws the thumbnails in the browser.
  await expect(tiles.first().locator("img")).toBeVisible();

  await page.getByRole("button", { name: "Rotate page 1 right" }).click();
  await expect(tiles.first()).toContainText("Page 1 · turned right");
  await page.getByRole("button", { name: "Delete page 2" }).click();
  await expect(page.getByTestId("chosen")).toContainText("2 of 3 pages kept");
  await page.getByRole("button", { name: "Move page 3 earlier" }).click();
  await page.getByRole("button", { name: "Move page 3 earlier" }).click();
  await expect(page.getByText("Page 3 moved to position 1 of 3.")).toBeAttached();
  await expect(tiles.first()).toContainText("Page 3");

  await page.getByRole("button", { name: "Save PDF" }).click();
  await expect(page.getByTestId("result-note")).toContainText("2 pages");
  const [first] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download scan-organised.pdf" }).click()]);
  const saved = await readPdf(new Uint8Array(await readFile(await first.path())));
  expect(labels(saved)).toEqual(["R3", "R1"]);
  expect(saved.map((p) => p.rotate)).toEqual([0, 90]);

  await page.getByRole("button", { name: "Rotate all right" }).click();
  await page.getByRole("button", { name: "Save PDF" }).click();
  const [second] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download scan-organised.pdf" }).click()]);
  expect((await readPdf(new Uint8Array(await readFile(await second.path())))).map((p) => p.rotate)).toEqual([90, 180]);

  await shot(page, "rotate-pdf");
  expect(sent).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});
