import { axe } from "@/e2e/support/axe";
import { encryptPDF } from "@pdfsmaller/pdf-encrypt-lite";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";
import { labels, LETTER, makePdf, readPdf } from "@/lib/engines/pdf/pdfs.test-data";

/**
 * Merge PDF in the browser: two real PDFs (made here with pdf-lib, each page drawing its own label) reordered by the
 * buttons and, on a wide screen, by drag; pages picked per file; the download read back with pdf.js — labels in
 * order, sizes and rotation kept. A password-protected PDF is named and left out. Nothing is sent to the server.
 */

const pdf = async (name: string, pages: Parameters<typeof makePdf>[0]) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(await makePdf(pages)) });

async function downloaded(page: Page, click: () => Promise<void>): Promise<Uint8Array> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return new Uint8Array(await readFile(await download.path()));
}

test("two PDFs reordered, pages picked, merged and read back with sizes and rotation kept @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const sent: string[] = [];
  page.on("request", (request) => void (request.method() !== "GET" && sent.push(request.url())));
  expect((await page.goto("/merge-pdf"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merge PDF");
  // The tool's first input is on screen without scrolling, on a phone too.
  await expect(page.getByRole("button", { name: "Choose PDFs" })).toBeInViewport();

  await page.locator("input[type=file]").setInputFiles([
    await pdf("a.pdf", [{ label: "A1" }, { label: "A2", size: LETTER, rotate: 90 }, { label: "A3" }]),
    await pdf("b.pdf", [{ label: "B1", size: [300, 500] }, { label: "B2" }]),
  ]);
  const list = page.getByRole("list", { name: "PDFs, in merge order" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("1. a.pdf3 pages");

  await page.getByRole("button", { name: "Move b.pdf up" }).click();
  await expect(list.getByRole("listitem").first()).toContainText("1. b.pdf");
  await expect(page.getByText("b.pdf moved to position 1 of 2.")).toBeAttached();
  if ((page.viewportSize()?.width ?? 0) > 640) await list.getByRole("listitem").nth(1).dragTo(list.getByRole("listitem").first());
  else await page.getByRole("button", { name: "Move a.pdf up" }).click();
  await expect(list.getByRole("listitem").first()).toContainText("1. a.pdf");

  const pages = page.getByLabel("Pages of a.pdf");
  await pages.fill("3-1");
  await expect(page.getByText("“3-1” runs backwards: write the first page first (1-3).")).toBeVisible();
  await pages.fill("3, 9");
  await expect(page.getByText("Page 9 does not exist: a.pdf has 3 pages.")).toBeVisible();
  await pages.fill("3, 2");

  const locked = Buffer.from(await encryptPDF(await makePdf(["Secret"]), "open-sesame"));
  await page.locator("input[type=file]").setInputFiles({ name: "locked.pdf", mimeType: "application/pdf", buffer: locked });
  await expect(page.getByTestId("pdf-error")).toHaveText(/^locked\.pdf is password-protected, and this tool can't open protected PDFs/);
  await expect(list.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Merge PDFs" }).click();
  await expect(page.getByTestId("result-note")).toContainText("4 pages from 2 files");
  const merged = await readPdf(await downloaded(page, () => page.getByRole("button", { name: "Download merged.pdf" }).click()));
  expect(labels(merged)).toEqual(["A3", "A2", "B1", "B2"]);
  expect(merged.map((p) => [Math.round(p.width), Math.round(p.height), p.rotate])).toEqual([
    [595, 842, 0],
    [612, 792, 90],
    [300, 500, 0],
    [595, 842, 0],
  ]);

  await shot(page, "merge-pdf");
  expect(sent).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});
