import { axe } from "@/e2e/support/axe";
import { encryptPDF } from "@pdfsmaller/pdf-encrypt-lite";
import { expect, test, type Page } from "@/e2e/support/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { readFile } from "node:fs/promises";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb } from "@/e2e/support/db";

/**
 * The PDF Converter's free path in the browser (no upload): a real PDF rendered to PNG pages of the right pixel size,
 * two images into a two-page PDF, the text out, the password prompt, and the type error. Fixtures are made here with
 * pdf-lib (and @pdfsmaller/pdf-encrypt-lite for the encrypted one).
 */

const PNG_2x1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGP4z8DwHwyZGBgAK/QD/0fz5pQAAAAASUVORK5CYII=", "base64");

async function textPdf(texts: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of texts) doc.addPage([595.28, 841.89]).drawText(text, { x: 50, y: 760, size: 24, font });
  return Buffer.from(await doc.save());
}

async function open(page: Page, path = "/pdf-converter") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/tools/")) sent.push(request.url());
  });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='pdf-converter']")).toBeVisible();
  return { errors, sent };
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return readFile(await download.path());
}

test("PDF to PNG at 150 DPI in the browser: A4 pages of 1240 × 1754 px, nothing uploaded @phone", async ({ page }) => {
  const { errors, sent } = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PDF Converter");
  await page.locator("input[type=file]").setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: await textPdf(["One", "Two", "Three"]) });
  await expect(page.getByTestId("chosen")).toContainText("report.pdf · 3 pages");
  await page.getByLabel("Pages", { exact: true }).fill("1,3");
  await page.getByRole("button", { name: "Convert pages" }).click();
  await expect(page.getByRole("link", { name: /Download page/ })).toHaveCount(2);
  await expect(page.getByText("Page 3 · 1240 × 1754 px")).toBeVisible();
  const png = await downloaded(page, () => page.getByRole("link", { name: "Download page 3" }).click());
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1240, 1754]);

  await page.getByLabel("Pages", { exact: true }).fill("1-4");
  await expect(page.getByText("Pages must be within 1–3")).toBeVisible();

  expect(sent).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("two images become a two-page PDF in the order set, and the text comes out of a PDF @phone", async ({ page }) => {
  const { errors, sent } = await open(page, "/pdf-converter/jpg-to-pdf");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("JPG to PDF Converter");
  await page.locator("input[type=file]").setInputFiles([
    { name: "first.png", mimeType: "image/png", buffer: PNG_2x1 },
    { name: "second.png", mimeType: "image/png", buffer: PNG_2x1 },
  ]);
  await page.getByRole("button", { name: "Move second.png up" }).click();
  await expect(page.getByRole("list", { name: "Images, in page order" }).getByRole("listitem").first()).toContainText("1. second.png");
  await page.locator("label").filter({ hasText: "Fit image" }).click();
  await page.getByRole("button", { name: "Make PDF" }).click();
  await expect(page.getByTestId("result-note")).toContainText("2 pages");
  const pdf = await PDFDocument.load(await downloaded(page, () => page.getByRole("button", { name: "Download images.pdf" }).click()));
  expect(pdf.getPageCount()).toBe(2);
  expect(pdf.getPage(0).getSize()).toEqual({ width: 1.5 + 2 * (10 / 25.4) * 72, height: 0.75 + 2 * (10 / 25.4) * 72 });
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.locator("label").filter({ hasText: "PDF → text" }).click();
  await page.locator("input[type=file]").setInputFiles({ name: "q.pdf", mimeType: "application/pdf", buffer: await textPdf(["Quarterly figures", "Page two"]) });
  await expect(page.getByTestId("chosen")).toContainText("2 pages");
  await page.getByRole("button", { name: "Get text" }).click();
  await expect(page.getByLabel("Text of the PDF")).toHaveValue("Quarterly figures\n\f\nPage two");
  expect(sent).toEqual([]);
  expect(errors).toEqual([]);
});

test("errors: not a PDF, a password-protected PDF and its wrong password, and the plan prompt for 300 DPI", async ({ page }) => {
  const { errors } = await open(page);
  await page.locator("input[type=file]").setInputFiles({ name: "photo.pdf", mimeType: "application/pdf", buffer: PNG_2x1 });
  await expect(page.getByTestId("pdf-error")).toHaveText("This isn't a PDF (detected: PNG)");

  const locked = Buffer.from(await encryptPDF(new Uint8Array(await textPdf(["Secret"])), "open-sesame"));
  await page.locator("input[type=file]").setInputFiles({ name: "locked.pdf", mimeType: "application/pdf", buffer: locked });
  await expect(page.getByText("This PDF is password-protected. Enter its password:")).toBeVisible();
  await page.getByLabel(/Enter its password/).fill("nope");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByTestId("pdf-error")).toHaveText("Incorrect password");
  await page.getByLabel(/Enter its password/).fill("open-sesame");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByTestId("chosen")).toContainText("1 page");
  await expect(page.getByTestId("pdf-error")).toBeEmpty();

  await page.locator("label").filter({ hasText: "300 DPI · Pro" }).click();
  await expect(page.getByTestId("upgrade-prompt")).toContainText("part of the Basic plan");
  await expect(page.getByRole("button", { name: "Convert pages" })).toBeDisabled();
  expect((await axe(page).analyze()).violations).toEqual([]);
  // The upgrade button (billing code) loads with the prompt, not with the page, and works: a visitor signs in first.
  await page.getByTestId("upgrade-prompt").getByRole("button", { name: /^Upgrade to Basic — \$/ }).click();
  await expect(page.getByRole("dialog")).toContainText("Sign in or create an account to upgrade to Basic.");
  expect(errors).toEqual([]);
});

test("a Basic account renders pages at 300 DPI without a plan prompt", async ({ page }) => {
  const basic = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, basic.email, basic.password);
  const { errors } = await open(page);
  await page.locator("input[type=file]").setInputFiles({ name: "one.pdf", mimeType: "application/pdf", buffer: Buffer.from(await textPdf(["Hello"])) });
  await expect(page.getByTestId("chosen")).toContainText("1 page");
  await page.locator("label").filter({ hasText: "300 DPI · Pro" }).click();
  await expect(page.getByRole("button", { name: "Convert pages" })).toBeEnabled();
  await expect(page.getByTestId("upgrade-prompt")).toHaveCount(0);
  expect(errors).toEqual([]);
});
