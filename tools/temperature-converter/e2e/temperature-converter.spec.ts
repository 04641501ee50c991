import { expect, test } from "@/e2e/support/test";
import { checkPairPages, expectNoAxeViolations, expectNoOverflow, openConverter, result, value } from "@/e2e/support/converter";
import { TEMPERATURE_PAIRS, TEMPERATURE_PAIRS_CONFIG } from "../logic/temperature";

test.describe("temperature converter", () => {
  test("converts exactly as you type, with a difference mode @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openConverter(page, "/temperature-converter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temperature Converter");
    await page.getByLabel("From", { exact: true }).selectOption("degF");
    await page.getByLabel("To", { exact: true }).selectOption("degC");
    await value(page).fill("98.6");
    await expect(result(page)).toHaveValue("37");
    await expect(page.getByTestId("formula-applied")).toHaveText("(98.6 °F − 32) ÷ 1.8 = 37 °C");
    await value(page).fill("-40");
    await expect(result(page)).toHaveValue("-40");

    await page.getByRole("button", { name: "Swap units" }).click();
    await value(page).fill("10");
    await expect(result(page)).toHaveValue("50");
    await page.getByLabel("A difference (change)").check();
    await expect(result(page)).toHaveValue("18");
    await expect(page.getByTestId("exactness")).toContainText("A change of 10 °C is a change of 18 °F");
    await expectNoOverflow(page);
    expect(errors).toEqual([]);
  });

  test("refuses a reading below absolute zero", async ({ page }) => {
    await openConverter(page, "/temperature-converter");
    await value(page).fill("-300");
    await expect(page.getByTestId("value-error")).toHaveText("\u2212300 °C is below absolute zero (\u2212273.15 °C).");
    await expect(result(page)).toHaveValue("");
  });

  test("has no accessibility violations", async ({ page }) => {
    await openConverter(page, "/temperature-converter");
    await expectNoAxeViolations(page);
    await openConverter(page, "/temperature-converter/celsius-to-fahrenheit");
    await expectNoAxeViolations(page);
  });

  test("every pair page is prerendered with its own H1, canonical URL, sitemap entry and the engine's numbers", async ({ request }) => {
    await checkPairPages(request, TEMPERATURE_PAIRS_CONFIG, TEMPERATURE_PAIRS);
  });
});
