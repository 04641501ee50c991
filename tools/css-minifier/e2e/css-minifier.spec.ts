import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The CSS Minifier (vectors from lib/engines/css/css.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/css-minifier");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CSS Minifier");
  await expect(page.locator("[data-tool-ui='css-minifier']")).toBeVisible();
  return errors;
}

const input = (page: Page) => page.getByLabel("Your CSS");
const output = (page: Page) => page.getByTestId("css-output");

test("minifies safely, keeps the licence, lists what it removed and measures gzip and brotli @phone", async ({ page }) => {
  const errors = await open(page);
  await input(page).fill("/*! MIT */\n/* dev note */\n.a { margin: 0px 0px 0px 0px; color: #ff0000; width: calc(100% - 10px) }\n.b {}\n.c{&:hover{opacity:0.50}}");
  await expect(output(page)).toHaveValue("/*! MIT */.a{margin:0;color:red;width:calc(100% - 10px)}.c{&:hover{opacity:.5}}");
  await expect(page.getByTestId("css-removed")).toContainText("2:1 Comment /* dev note */");
  await expect(page.getByTestId("css-removed")).toContainText("4:1 Empty rule .b {}");
  await expect(page.getByTestId("css-status")).toContainText("1 /*! licence */ comment kept");

  // Sizes: raw bytes at once, gzip and brotli once measured (brotli through the WebAssembly build where needed).
  await expect(page.getByTestId("size-raw")).toContainText("130 B");
  await expect(page.getByTestId("size-raw")).toContainText("79 B");
  await expect(page.getByTestId("size-gzip")).toHaveText(/gzip\s*\d+ B\s*\d+ B\s*-?\d+\.\d%/);
  await expect(page.getByTestId("size-brotli")).toHaveText(/brotli\s*\d+ B\s*\d+ B\s*-?\d+\.\d%/, { timeout: 20_000 });

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("an unclosed block is refused with line and column, never dropped @phone", async ({ page }) => {
  await open(page);
  await input(page).fill(".a { color: red }\n.b { color: blue");
  await expect(page.getByTestId("css-error")).toContainText("Line 2, column 1: Unclosed block");
  await expect(output(page)).toHaveCount(0);
  await expect(page.getByTestId("css-sizes")).toHaveCount(0);
});

test("has no accessibility violations, with a result and with an error", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Sample" }).click();
  await expect(page.getByTestId("css-removed")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await input(page).fill('.a { content: "x }');
  await expect(page.getByTestId("css-error")).toContainText("Unclosed string");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
