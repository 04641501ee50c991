import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The Timestamp Converter (vectors from tools/timestamp-converter/logic/timestamp.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/timestamp-converter");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Timestamp Converter");
  await expect(page.locator("[data-tool-ui='timestamp-converter']")).toBeVisible();
  return errors;
}

test("a Unix time in every format in a named zone, a date back to Unix time, the bounds and Now @phone", async ({ page }) => {
  const errors = await open(page);
  const input = page.getByLabel("Unix timestamp or date");
  await page.getByLabel("Time zone").selectOption("Asia/Kolkata");
  await input.fill("946684800");
  await expect(page.getByTestId("timestamp-iso-utc")).toHaveText("2000-01-01T00:00:00Z");
  await expect(page.getByTestId("timestamp-iso-zone")).toHaveText("2000-01-01T05:30:00+05:30");
  await expect(page.getByTestId("timestamp-rfc2822")).toHaveText("Sat, 01 Jan 2000 05:30:00 +0530");
  await expect(page.getByTestId("timestamp-how")).toHaveText("Read as seconds. Saturday, UTC+05:30 in Asia/Kolkata.");

  await input.fill("2038-01-19T03:14:07Z");
  await expect(page.getByTestId("timestamp-seconds")).toHaveText("2147483647");

  await input.fill("253402300800");
  await page.getByLabel("A number is").selectOption("seconds");
  await expect(page.getByText("That is after 31 December 9999.")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("button", { name: "Now" }).click();
  const now = Math.floor(Date.now() / 1000);
  const shown = Number(await page.getByTestId("timestamp-seconds").textContent());
  expect(Math.abs(shown - now)).toBeLessThan(120);

  await shot(page, "timestamp-converter");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("has no accessibility violations, with a result", async ({ page }) => {
  await open(page);
  await page.getByLabel("Unix timestamp or date").fill("0");
  await expect(page.getByTestId("timestamp-iso-utc")).toHaveText("1970-01-01T00:00:00Z");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
