import { axe } from "@/e2e/support/axe";
import { unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import { expect, test } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";
import { labels, LETTER, makePdf, readPdf } from "@/lib/engines/pdf/pdfs.test-data";

/**
 * Split PDF in the browser: a real 5-page PDF (made here with pdf-lib, each page drawing its label) split by ranges
 * into a ZIP whose entries are named by their pages and read back with pdf.js; a range past the end is named; every
 * N pages lists its parts. Nothing is sent to the server.
 */

test("a PDF split by ranges into a ZIP of page-named PDFs, read back page by page @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const sent: string[] = [];
  page.on("request", (request) => void (request.method() !== "GET" && sent.push(request.url())));
  expect((await page.goto("/split-pdf"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Split PDF");
  await expect(page.getByRole("button", { name: "Choose PDF" })).toBeInViewport();

  const source = await makePdf([{ label: "P1" }, { label: "P2", size: LETTER, rotate: 90 }, { label: "P3" }, { label: "P4" }, { label: "P5" }]);
  await page.locator("input[type=file]").setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from(source) });
  await expect(page.getByTestId("chosen")).toContainText("report.pdf · 5 pages");

  const ranges = page.getByLabel("Ranges (each becomes one file)");
  // Split with an empty box, then a bad range: the field's message, once, under the field, which takes the focus.
  await page.getByRole("button", { name: "Split PDF", exact: true }).click();
  await expect(ranges).toBeFocused();
  await expect(ranges).toHaveAttribute("aria-invalid", "true");
  await ranges.fill("4-7");
  await page.getByRole("button", { name: "Split PDF", exact: true }).click();
  await expect(page.getByText("Page 7 does not exist: this PDF has 5 pages.")).toHaveCount(1);
  await expect(ranges).toBeFocused();
  await ranges.fill("1-2, 4-");
  const parts = page.getByRole("list", { name: "Files the split makes" }).getByRole("listitem");
  await expect(parts).toHaveText(["report-pages-1-2.pdf · 2 pages", "report-pages-4-5.pdf · 2 pages"]);

  await page.getByRole("button", { name: "Split PDF", exact: true }).click();
  await expect(page.getByTestId("result-note")).toContainText("2 PDFs in one ZIP");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download report-split.zip" }).click()]);
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(zip)).toEqual(["report-pages-1-2.pdf", "report-pages-4-5.pdf"]);
  const first = await readPdf(zip["report-pages-1-2.pdf"]!);
  expect(labels(first)).toEqual(["P1", "P2"]);
  expect(first[1]).toMatchObject({ width: 612, height: 792, rotate: 90 });
  expect(labels(await readPdf(zip["report-pages-4-5.pdf"]!))).toEqual(["P4", "P5"]);

  await page.getByRole("group", { name: "Split" }).getByText("Every N pages", { exact: true }).click();
  await page.getByLabel("Pages per file").fill("2");
  await expect(parts).toHaveText(["report-pages-1-2.pdf · 2 pages", "report-pages-3-4.pdf · 2 pages", "report-page-5.pdf · 1 page"]);

  await shot(page, "split-pdf");
  expect(sent).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});
