import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The Date Calculator (vectors from tools/date-calculator/logic/dates.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/date-calculator");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Date Calculator");
  await expect(page.locator("[data-tool-ui='date-calculator']")).toBeVisible();
  return errors;
}

test("days and business days between dates, a month added to 31 January, an ISO week, a date that doesn't exist @phone", async ({ page }) => {
  const errors = await open(page);
  await page.getByLabel("Start date", { exact: true }).fill("2024-03-04");
  await page.getByLabel("End date", { exact: true }).fill("11 March 2024");
  await expect(page.getByTestId("date-days")).toHaveText("7 days");
  await expect(page.getByTestId("date-business")).toHaveText("5");
  await page.getByLabel(/^Count the end date too/).check();
  await expect(page.getByTestId("date-days")).toHaveText("8 days");
  await expect(page.getByTestId("date-business")).toHaveText("6");
  await shot(page, "date-calculator");
  await page.getByLabel("End date", { exact: true }).fill("1900-02-29");
  await expect(page.getByText("February 1900 has 28 days, so day 29 doesn't exist (1900 is not a leap year).")).toBeVisible();
  await expect(page.getByLabel("End date", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByRole("tab", { name: "Add/subtract" }).click();
  await page.getByLabel("Date", { exact: true }).fill("2023-01-31");
  await page.getByLabel("Months", { exact: true }).fill("1");
  await expect(page.getByTestId("date-result")).toHaveText("Tuesday, 28 February 2023");
  await expect(page.getByTestId("date-clamped")).toHaveText("February 2023 has no day 31, so the years and months landed on its last day, 2023-02-28.");
  await page.getByText("Subtract", { exact: true }).click();
  await expect(page.getByTestId("date-result")).toHaveText("Saturday, 31 December 2022");

  await page.getByRole("tab", { name: "Weekday" }).click();
  await page.getByLabel("Date to look up", { exact: true }).fill("2008-12-29");
  await expect(page.getByTestId("date-weekday")).toHaveText("Monday, 29 December 2008");
  await expect(page.getByTestId("date-iso-week")).toHaveText("2009-W01-1");
  await shot(page, "date-calculator-week");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("amounts: digits grouped in threes are read, a comma or space anywhere else is refused, never dropped", async ({ page }) => {
  await open(page);
  await page.getByRole("tab", { name: "Add/subtract" }).click();
  await page.getByLabel("Date", { exact: true }).fill("2024-03-10");
  const years = page.getByLabel("Years", { exact: true });
  const days = page.getByLabel("Days", { exact: true });

  await days.fill("1,000");
  await expect(page.getByTestId("date-result")).toHaveText("Saturday, 5 December 2026");
  await days.fill("1 000");
  await expect(page.getByTestId("date-result")).toHaveText("Saturday, 5 December 2026");

  // "1,5" is a decimal comma, not 15 (which would land on 10 March 2039).
  await days.fill("");
  await years.fill("1,5");
  await expect(page.getByText("Use whole years: a comma only separates thousands (1,000), and 1,5 years has no exact length in days. Split it into smaller units (1.5 months → 1 month and 15 days).")).toBeVisible();
  await expect(years).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("date-result")).toHaveCount(0);

  await years.fill("");
  await days.fill("1 5");
  await expect(page.getByText("Enter the days as one whole number, like 15 or 1,000: a comma or space goes only between groups of three digits, so “1 5” can't be read.")).toBeVisible();
  await expect(days).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("date-result")).toHaveCount(0);
});

test("has no accessibility violations, with a result", async ({ page }) => {
  await open(page);
  await page.getByLabel("Start date", { exact: true }).fill("2024-01-01");
  await page.getByLabel("End date", { exact: true }).fill("2025-01-01");
  await expect(page.getByTestId("date-days")).toHaveText("366 days");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
