import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The Cron Expression tool (vectors from tools/cron-expression/logic/cron.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/cron-expression");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cron Expression");
  await expect(page.locator("[data-tool-ui='cron-expression']")).toBeVisible();
  return errors;
}

test("an expression in words, its runs through New York's spring-forward night, a bad field named, one built from choices @phone", async ({ page }) => {
  const errors = await open(page);
  const input = page.getByLabel("Cron expression", { exact: true });
  await input.fill("30 2 * * *");
  await expect(page.getByTestId("cron-words")).toHaveText("At 02:30, every day");
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByLabel("Runs after (empty: now)").fill("2025-03-08T12:00");
  const runs = page.getByTestId("cron-runs").getByRole("listitem");
  await expect(runs).toHaveCount(10);
  await expect(runs.nth(0)).toContainText("Sun, 9 Mar 2025, 03:00");
  await expect(runs.nth(0)).toContainText("2025-03-09T03:00-04:00");
  await expect(runs.nth(0)).toContainText("doesn't exist on this day in America/New_York (the clocks jumped forward)");
  await expect(runs.nth(1)).toContainText("2025-03-10T02:30-04:00");
  await shot(page, "cron-expression");

  await input.fill("0 24 * * *");
  await expect(page.getByText("Hour: 24 is out of range: the hour field takes 0 to 23.", { exact: true })).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Run", { exact: true }).selectOption("weekly");
  await page.getByLabel("At", { exact: true }).fill("09:00");
  await expect(page.getByTestId("cron-built")).toHaveText("0 9 * * 1-5");
  await page.getByRole("button", { name: "Use this expression" }).click();
  await expect(input).toHaveValue("0 9 * * 1-5");
  await expect(page.getByTestId("cron-words")).toHaveText("At 09:00, Monday through Friday");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("has no accessibility violations, with a schedule", async ({ page }) => {
  await open(page);
  await page.getByLabel("Cron expression", { exact: true }).fill("@weekly");
  await expect(page.getByTestId("cron-words")).toHaveText("At 00:00, only on Sunday");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
