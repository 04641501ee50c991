import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The BMI calculator (vectors from tools/bmi-calculator/logic/bmi.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/bmi-calculator");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("BMI Calculator");
  // Wait for hydration: the unit choice answers only once React runs.
  await expect(page.locator("[data-tool-ui='bmi-calculator']")).toBeVisible();
  return errors;
}

const value = (page: Page) => page.getByTestId("bmi-value");

test("BMI in metric, US and stone, with its class, healthy range and working @phone", async ({ page }) => {
  const errors = await open(page);
  await expect(page.getByText("Enter your height and weight to see your BMI.")).toBeVisible();
  await page.getByLabel("Height", { exact: true }).fill("175");
  await page.getByLabel("Weight", { exact: true }).fill("70");
  await expect(value(page)).toHaveText("22.9");
  await expect(page.getByTestId("bmi-class")).toHaveText("Normal weight");
  await expect(page.getByTestId("bmi-healthy")).toHaveText("56.7 kg – 76.5 kg");
  await expect(page.getByText("BMI = 70 kg ÷ (1.75 m)² = 70 ÷ 3.0625 = 22.857143…")).toBeVisible();

  // Classified on the exact value: 56.6 kg is 18.48…, shown as 18.5, Underweight, and the page says why.
  await page.getByLabel("Weight", { exact: true }).fill("56.6");
  await expect(value(page)).toHaveText("18.5");
  await expect(page.getByTestId("bmi-class")).toHaveText("Underweight");
  await expect(page.getByTestId("bmi-class-rule")).toContainText("18.5 is your BMI of 18.48… rounded to one decimal");

  await page.getByLabel("Height", { exact: true }).fill("200");
  await page.getByLabel("Weight", { exact: true }).fill("99.84");
  await expect(value(page)).toHaveText("25.0");
  await expect(page.getByTestId("bmi-class")).toHaveText("Normal weight");

  // Switching units keeps the values, converted; then US input, exactly converted.
  await page.getByText("US (ft, lb)").click();
  await expect(page.getByLabel("Height (feet)")).toHaveValue("6");
  await expect(page.getByLabel("Weight", { exact: true })).toHaveValue("220.1");
  await page.getByLabel("Height (feet)").fill("5");
  await page.getByLabel("Inches", { exact: true }).fill("9");
  await page.getByLabel("Weight", { exact: true }).fill("154");
  await expect(value(page)).toHaveText("22.7");
  await page.getByText("UK (stone)").click();
  await expect(page.getByLabel("Weight (stone)")).toHaveValue("11");
  await expect(page.getByLabel("Pounds", { exact: true })).toHaveValue("0");
  await expect(value(page)).toHaveText("22.7");

  // Under 20: no adult class.
  await page.getByLabel("Age (optional)").fill("12");
  await expect(page.getByTestId("bmi-child")).toBeVisible();
  await expect(page.getByTestId("bmi-class")).toHaveCount(0);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("out-of-range input gets its own message in place, and no result", async ({ page }) => {
  await open(page);
  await page.getByLabel("Height", { exact: true }).fill("300");
  await page.getByLabel("Weight", { exact: true }).fill("70");
  await expect(page.getByText("Height must be 50–272 cm")).toBeVisible();
  await expect(page.getByLabel("Height", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(value(page)).toHaveCount(0);
  await page.getByLabel("Height", { exact: true }).fill("175");
  await page.getByLabel("Age (optional)").fill("1");
  await expect(page.getByText("BMI isn't used under age 2")).toBeVisible();
  await page.getByLabel("Age (optional)").fill("");
  await page.getByLabel("Weight", { exact: true }).fill("abc");
  await expect(page.getByText("Enter weight as a number, like 70")).toBeVisible();
});

test("has no accessibility violations, with a result and with an error", async ({ page }) => {
  await open(page);
  await page.getByLabel("Height", { exact: true }).fill("175");
  await page.getByLabel("Weight", { exact: true }).fill("70");
  await expect(value(page)).toHaveText("22.9");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByLabel("Weight", { exact: true }).fill("700");
  await expect(page.getByText("Weight must be 2–650 kg")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
