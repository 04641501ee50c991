import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The URL Encoder (vectors from tools/url-encoder/logic/url.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/url-encoder");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("URL Encoder");
  await expect(page.locator("[data-tool-ui='url-encoder']")).toBeVisible();
  return errors;
}

test("encode, decode with a positioned error, parse a URL and turn its query into JSON @phone", async ({ page }) => {
  const errors = await open(page);
  await page.getByLabel("Text to encode").fill("Grüße & 100%");
  await expect(page.getByTestId("url-output")).toHaveValue("Gr%C3%BC%C3%9Fe%20%26%20100%25");

  await page.getByText("Decode", { exact: true }).click();
  await page.getByLabel("Text to decode").fill("100% sure");
  await expect(page.getByText("Malformed escape at position 4")).toBeVisible();
  await page.getByLabel("Text to decode").fill("%E3%82%A2%20ok");
  await expect(page.getByTestId("url-output")).toHaveValue("ア ok");

  await page.getByRole("tab", { name: "Parse URL" }).click();
  await page.getByLabel("URL to parse").fill("https://shop.example:8443/s?tag=red&tag=blue&q=summer+dress#top");
  const parts = page.getByTestId("url-parts");
  await expect(parts.getByText("shop.example", { exact: true })).toBeVisible();
  await expect(parts.getByText("8443", { exact: true })).toBeVisible();
  const rows = page.getByTestId("url-query").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toHaveText("tagblue");
  await expect(rows.nth(2)).toHaveText("qsummer dress");

  await page.getByRole("tab", { name: "Query ↔ JSON" }).click();
  await page.getByLabel("Query string").fill("?tag=red&tag=blue&q=summer+dress");
  await expect(page.getByTestId("query-output")).toHaveValue(JSON.stringify({ tag: ["red", "blue"], q: "summer dress" }, null, 2));

  await shot(page, "url-encoder");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("has no accessibility violations, with a result and with an error", async ({ page }) => {
  await open(page);
  await page.getByLabel("Text to encode").fill("a b");
  await expect(page.getByTestId("url-output")).toHaveValue("a%20b");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole("tab", { name: "Parse URL" }).click();
  await page.getByLabel("URL to parse").fill("example.com/path");
  await expect(page.getByText("has no scheme")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
