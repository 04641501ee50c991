import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The mortgage calculator (vectors from tools/mortgage-calculator/logic/mortgage.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/mortgage-calculator");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mortgage Calculator");
  // The defaults ($250,000, 20% down, 5%, 30 years) show their payment once the page runs.
  await expect(page.getByTestId("monthly-payment")).toHaveText("$1,073.65");
  return errors;
}

test("payment, schedule to the cent, extra payments, CSV and scenarios @phone", async ({ page }) => {
  const errors = await open(page);
  await page.getByLabel("First payment").fill("2027-01");
  await expect(page.getByTestId("total-interest")).toHaveText("$186,508.65");
  await expect(page.getByTestId("formula-note")).toContainText("The formula's unrounded payment gives $186,511.57 of interest");
  await expect(page.getByTestId("payoff")).toHaveText("Dec 2056");
  await expect(page.getByTestId("mortgage-summary").getByText("360 payments, the last")).toBeVisible();

  // Monthly schedule: month 1 interest $833.33.
  await page.getByText("By month").click();
  const firstRow = page.getByTestId("schedule").locator("tbody tr").first();
  await expect(firstRow).toContainText("Jan 2027");
  await expect(firstRow).toContainText("$833.33");
  await expect(firstRow).toContainText("$199,759.68");

  // CSV: one row a month, ending at 0.00.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "CSV" }).click()]);
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(362);
  expect(lines[1]).toBe("1,2027-01,1073.65,240.32,833.33,0.00,199759.68,0.00,0.00,0.00,0.00,1073.65");
  expect(lines[360]).toBe("360,2056-12,1068.30,1063.87,4.43,0.00,0.00,0.00,0.00,0.00,0.00,1068.30");

  // $100 extra a month.
  await page.getByText("Extra payments", { exact: true }).click();
  await page.getByLabel("Extra every month").fill("100");
  await expect(page.getByTestId("savings")).toContainText("$37,068.14");
  await expect(page.getByTestId("savings")).toContainText("5 years 2 months");

  // A second scenario: a copy, then 15 years.
  await page.getByRole("button", { name: "Compare another scenario" }).click();
  await page.getByLabel("Extra every month").fill("");
  await page.getByLabel("Term").fill("15");
  const comparison = page.getByTestId("comparison");
  await expect(comparison).toContainText("Scenario B");
  await expect(comparison.getByRole("row", { name: /Term/ })).toContainText("30 years");
  await expect(comparison.getByRole("row", { name: /Term/ })).toContainText("15 years");
  await expect(page.getByTestId("monthly-payment")).toHaveText("$1,581.59");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("a loan that is nearly all interest is still paid off, never with a last payment larger than the others", async ({ page }) => {
  const errors = await open(page);
  // $125,000, 20% down, 26%, 50 years: rounded half up ($2,166.67) the payment was all interest, the balance stayed
  // $100,000 and the last payment was $102,166.67. Rounded up, the cent left over each month pays it off early.
  await page.getByLabel("Home price").fill("125,000");
  await page.getByLabel("Interest rate").fill("26");
  await page.getByLabel("Term").fill("50");
  await page.getByLabel("First payment").fill("2027-01");
  await expect(page.getByTestId("monthly-payment")).toHaveText("$2,166.68");
  const summary = page.getByTestId("mortgage-summary");
  await expect(summary.getByText("561 payments, the last", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText("$1,896.37");
  await expect(page.getByTestId("total-interest")).toHaveText("$1,115,237.17");
  await expect(page.getByTestId("payoff")).toHaveText("Sep 2073");
  await expect(page.getByTestId("formula-note")).toHaveText(
    "The formula's unrounded payment gives $1,200,003.38 of interest; the schedule's total above ($1,115,237.17) differs because the payment is rounded up to the cent, and that fraction of a cent a month, with the interest it saves, pays the loan off 39 payments early.",
  );
  await page.getByText("By month").click();
  const firstRow = page.getByTestId("schedule").locator("tbody tr").first();
  await expect(firstRow).toContainText("$2,166.67");
  await expect(firstRow).toContainText("$99,999.99");
  expect(errors).toEqual([]);
});

test("bad input gets its own message in place", async ({ page }) => {
  await open(page);
  await page.getByLabel("Down payment", { exact: true }).fill("100");
  await expect(page.getByText("Down payment must be less than 100% of the price")).toBeVisible();
  await expect(page.getByTestId("monthly-payment")).toHaveCount(0);
  await page.getByRole("group", { name: "Down payment in" }).getByText("$", { exact: true }).click();
  await page.getByLabel("Down payment", { exact: true }).fill("300,000");
  await expect(page.getByText("Down payment must be less than the price")).toBeVisible();
  await page.getByLabel("Down payment", { exact: true }).fill("50,000");
  await page.getByLabel("Interest rate").fill("31");
  await expect(page.getByText("Rate must be 0–30%")).toBeVisible();
  await page.getByLabel("Interest rate").fill("0");
  await expect(page.getByTestId("monthly-payment")).toHaveText("$555.56");
  // At 0% the schedule and the formula both give $0.00 of interest: no note explaining a difference.
  await expect(page.getByTestId("total-interest")).toHaveText("$0.00");
  await expect(page.getByTestId("formula-note")).toHaveCount(0);
  await page.getByLabel("Term").fill("60");
  await expect(page.getByText("Term must be 1–50 years")).toBeVisible();
});

test("has no accessibility violations", async ({ page }) => {
  await open(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Compare another scenario" }).click();
  await page.getByLabel("Interest rate").fill("abc");
  await expect(page.getByText("Enter rate as a number, like 6.5")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
