import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The Percentage Calculator (vectors from tools/percentage-calculator/logic/percentage.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/percentage-calculator");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Percentage Calculator");
  await expect(page.locator("[data-tool-ui='percentage-calculator']")).toBeVisible();
  return errors;
}

const question = (page: Page, mode: string) => page.getByTestId(`percent-${mode}`);

test("each question answered exactly as you type, with ≈ and the fraction for an endless decimal @phone", async ({ page }) => {
  const errors = await open(page);
  const of = question(page, "of");
  await of.getByLabel("Percentage").fill("10");
  await expect(of.getByText("Enter the number too.")).toBeVisible();
  await of.getByLabel("Of").fill("0.3");
  await expect(of.getByTestId("percent-value")).toHaveText("0.03");
  await expect(of.getByText("= 0.1 × 0.3")).toBeVisible();

  const what = question(page, "what");
  await what.getByLabel("Part").fill("1");
  await what.getByLabel("Whole").fill("3");
  await expect(what.getByTestId("percent-value")).toHaveText("33.333333%");
  await expect(what.getByTestId("percent-sentence")).toHaveText("1 is about 33.333333% of 3 (exactly 100/3%).");
  await what.getByLabel("Whole").fill("0");
  await expect(what.getByText("The whole can't be 0")).toBeVisible();
  await expect(what.getByLabel("Whole")).toHaveAttribute("aria-invalid", "true");
  await expect(what.getByTestId("percent-value")).toHaveCount(0);

  const change = question(page, "change");
  await change.getByLabel("From").fill("100");
  await change.getByLabel("To").fill("80");
  await expect(change.getByTestId("percent-value")).toHaveText("−20%");
  await expect(change.getByTestId("percent-sentence")).toHaveText("From 100 to 80 is a 20% decrease.");

  const off = question(page, "subtract");
  await off.getByLabel("Percentage to take off").fill("20%");
  await off.getByLabel("Number").fill("50");
  await expect(off.getByTestId("percent-value")).toHaveText("40");

  await shot(page, "percentage-calculator");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("has no accessibility violations, with results and with an error", async ({ page }) => {
  await open(page);
  const add = question(page, "add");
  await add.getByLabel("Percentage to add").fill("7.25");
  await add.getByLabel("Number").fill("19.99");
  await expect(add.getByTestId("percent-value")).toHaveText("21.439275");
  await question(page, "change").getByLabel("From").fill("0");
  await question(page, "change").getByLabel("To").fill("15");
  await expect(page.getByText("The difference is 15.")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
