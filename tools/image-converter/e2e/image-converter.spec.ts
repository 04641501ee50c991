import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import sharp from "sharp";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb } from "@/e2e/support/db";

/** The Image Converter's free path, in the browser (the paid server is tests/integration/image-converter.test.ts). */

async function open(page: Page, path = "/image-converter") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='image-converter']")).toBeVisible();
  return errors;
}

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test("a transparent PNG to WebP and to JPG, in the browser, with nothing uploaded @phone", async ({ page }) => {
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Image Converter");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  // 120 × 80, half transparent: the left half red, the right half see-through.
  const red = await sharp({ create: { width: 60, height: 80, channels: 4, background: "#ff0000" } }).png().toBuffer();
  const png = await sharp({ create: { width: 120, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .png()
    .toBuffer();
  await page.locator("input[type=file]").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("list", { name: "Chosen images" })).toContainText("PNG");

  await page.getByText("WebP", { exact: true }).click();
  await page.getByRole("button", { name: "Convert to WebP" }).click();
  await expect(page.getByTestId("image-result")).toContainText("logo.webp: 120 × 80 px");
  const webp = await downloaded(page, "Download logo.webp");
  expect(webp.name).toBe("logo.webp");
  expect(webp.bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(webp.bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");

  // JPG, 60 px wide (aspect kept), transparent areas on the default white.
  await page.getByText("JPG", { exact: true }).click();
  await page.getByLabel("Width in pixels").fill("60");
  await page.getByRole("button", { name: "Convert to JPG" }).click();
  await expect(page.getByTestId("image-result")).toContainText("logo.jpg: 60 × 40 px");
  const jpg = await downloaded(page, "Download logo.jpg");
  expect([...jpg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const { data, info } = await sharp(jpg.bytes).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([60, 40]);
  const right = (20 * 60 + 50) * info.channels;
  expect([...data.subarray(right, right + 3)].every((v) => v > 240)).toBe(true); // white, not black

  expect(sent).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("a PDF named .png is named for what it is; AVIF shows the upgrade prompt to a visitor", async ({ page }) => {
  const errors = await open(page);
  await page.locator("input[type=file]").setInputFiles({ name: "report.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.7\n1 0 obj\n<< >>\nendobj\n%%EOF\n") });
  await expect(page.locator("[data-tool-ui='image-converter']").getByRole("alert")).toHaveText("This isn't an image (detected: PDF) — try PDF Converter");

  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0a0" } }).png().toBuffer();
  await page.locator("input[type=file]").setInputFiles({ name: "a.png", mimeType: "image/png", buffer: png });
  // The format chip a person taps (its radio is visually hidden).
  const avif = page.getByRole("radio", { name: /^AVIF/ });
  await page.locator("label", { has: avif }).click();
  await expect(avif).toBeChecked();
  await expect(page.getByTestId("image-upgrade")).toContainText("AVIF output: part of the Basic plan and above");
  await expect(page.getByRole("button", { name: "Convert to AVIF" })).toBeDisabled();
  expect((await axe(page).analyze()).violations).toEqual([]);
  // The upgrade button (billing code) loads with the prompt, not with the page, and works: a visitor signs in first.
  await page.getByTestId("image-upgrade").getByRole("button", { name: /^Upgrade to Pro/ }).click();
  await expect(page.getByRole("dialog")).toContainText("Sign in or create an account to upgrade to Basic.");
  expect(errors).toEqual([]);
});

test("a long-tail page presets the output, and an unknown pair is a 404", async ({ page }) => {
  await open(page, "/image-converter/png-to-jpg");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PNG to JPG Converter");
  await expect(page.getByRole("radio", { name: "JPG" })).toBeChecked();
  const missing = await page.goto("/image-converter/png-to-gif");
  expect(missing?.status()).toBe(404);
});

test("the AVIF prompt follows the account's plan: Free is told its plan lacks it, Basic converts", async ({ page }) => {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0a0" } }).png().toBuffer();
  const avif = page.getByRole("radio", { name: /^AVIF/ });
  const free = await createUserInDb({ plan: "free" });
  await signInViaApi(page, free.email, free.password);
  await open(page);
  await page.locator("input[type=file]").setInputFiles({ name: "a.png", mimeType: "image/png", buffer: png });
  await page.locator("label", { has: avif }).click();
  await expect(page.getByTestId("image-upgrade")).toContainText("Your plan does not include it yet.");
  await expect(page.getByRole("button", { name: "Convert to AVIF" })).toBeDisabled();

  await page.context().clearCookies();
  const basic = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, basic.email, basic.password);
  await open(page);
  await page.locator("input[type=file]").setInputFiles({ name: "a.png", mimeType: "image/png", buffer: png });
  await page.locator("label", { has: avif }).click();
  await expect(page.getByRole("button", { name: "Convert to AVIF" })).toBeEnabled();
  await expect(page.getByTestId("image-upgrade")).toHaveCount(0);
});
