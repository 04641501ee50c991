import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The Time Zone Converter (vectors from tools/time-zone-converter/logic/convert.test.ts and pairs.test.ts). */

function row(page: Page, zone: string) {
  return page.locator(`[data-testid='tz-row'][data-zone='${zone}']`);
}

test("a New York evening in India and Nepal, a skipped spring-forward time said in words, zones added and removed, a pair page @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/time-zone-converter");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Time Zone Converter");
  await expect(page.getByLabel("Date", { exact: true })).toBeInViewport();

  await page.getByLabel("In time zone").selectOption("America/New_York");
  await page.getByLabel("Date", { exact: true }).fill("2026-01-15");
  await page.getByLabel("Time", { exact: true }).fill("20:00");
  const india = row(page, "Asia/Kolkata");
  await expect(india.getByTestId("tz-time")).toHaveText("06:30");
  await expect(india.getByTestId("tz-shift")).toHaveText("+1 day");
  await expect(india.getByTestId("tz-details")).toHaveText("Friday 16 January 2026 · IST, UTC+05:30 · standard time");
  await expect(row(page, "America/New_York").getByTestId("tz-details")).toHaveText("Thursday 15 January 2026 · EST, UTC−05:00 · standard time");

  await page.getByLabel("Add a time zone").selectOption("Asia/Kathmandu");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(row(page, "Asia/Kathmandu").getByTestId("tz-time")).toHaveText("06:45");
  await page.getByRole("button", { name: "Remove Asia/Tokyo" }).click();
  await expect(row(page, "Asia/Tokyo")).toHaveCount(0);
  // The planner: New York's 09:00 is 14:00 in UTC and London, 19:30 in India: a working hour only in the first three.
  await expect(page.getByTestId("tz-planner").locator("tbody tr").nth(9)).toContainText("09:00");
  await expect(page.getByTestId("tz-planner").locator("tbody tr").nth(9)).toContainText("19:30");

  await page.getByLabel("Date", { exact: true }).fill("2026-03-08");
  await page.getByLabel("Time", { exact: true }).fill("02:30");
  await expect(page.getByTestId("tz-note")).toHaveText(
    "02:30 on Sunday 8 March 2026 doesn't exist in America/New_York: the clocks jumped from 02:00 to 03:00. Shown: the moment it would have been without the change, which the clocks there call 03:30 (EDT, UTC−04:00).",
  );
  await expect(row(page, "UTC").getByTestId("tz-time")).toHaveText("07:30");
  await expect(page.getByText("02:00 doesn't exist in America/New_York that day: the clocks jumped from 02:00 to 03:00.")).toBeVisible();

  await page.getByLabel("Date", { exact: true }).fill("2026-02-29");
  await expect(page.getByText("February 2026 has 28 days, so day 29 doesn't exist (2026 is not a leap year).")).toBeVisible();
  await expect(page.getByLabel("Date", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Date", { exact: true }).fill("2026-03-08");
  await shot(page, "time-zone-converter");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.goto("/time-zone-converter/est-to-ist");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("EST to IST Converter");
  await expect(page.getByTestId("pair-statement")).toContainText("IST is 10 hours 30 minutes ahead of EST or IST is 9 hours 30 minutes ahead of EST");
  await expect(page.getByTestId("pair-table").locator("tbody tr").nth(9)).toHaveText(/09:00\s*19:30\s*18:30/);
  await expect(page.getByLabel("In time zone")).toHaveValue("America/New_York");
  await shot(page, "time-zone-converter-est-to-ist");
  expect(errors).toEqual([]);
});

test("has no accessibility violations, with a result and the planner", async ({ page }) => {
  await page.goto("/time-zone-converter/utc-to-ist");
  await page.getByLabel("Date", { exact: true }).fill("2026-11-01");
  await page.getByLabel("Time", { exact: true }).fill("12:00");
  await expect(row(page, "Asia/Kolkata").getByTestId("tz-time")).toHaveText("17:30");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
