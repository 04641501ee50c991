import { expect, test } from "@/e2e/support/test";
import { checkPairPages, expectNoAxeViolations, expectNoOverflow, openConverter, result, value } from "@/e2e/support/converter";
import { WEIGHT_PAIRS, WEIGHT_PAIRS_CONFIG } from "../logic/weight";

test.describe("weight converter", () => {
  test("converts as you type, stone and pounds in and out @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openConverter(page, "/weight-converter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weight Converter");
    await value(page).fill("11 st 6 lb");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("lb");
    await expect(result(page)).toHaveValue("160");
    await expect(page.getByRole("row", { name: /Kilograms \(kg\)/ })).toContainText("= 72.5747792");
    await page.getByLabel("To", { exact: true }).selectOption("st");
    await expect(page.getByTestId("conversion")).toContainText("11 st 6 lb");

    await value(page).fill("1");
    await page.getByLabel("From", { exact: true }).selectOption("ozt");
    await page.getByLabel("To", { exact: true }).selectOption("g");
    await expect(result(page)).toHaveValue("31.1034768");
    await expect(page.getByTestId("exactness")).toContainText("= exact");
    await expectNoOverflow(page);
    expect(errors).toEqual([]);
  });

  test("bad input gets a message in place", async ({ page }) => {
    await openConverter(page, "/weight-converter");
    await value(page).fill("-3");
    await expect(page.getByTestId("value-error")).toHaveText("Weight can't be negative.");
    await value(page).fill("12 km");
    await expect(page.getByTestId("value-error")).toHaveText("km is a unit of length, not weight.");
  });

  test("has no accessibility violations", async ({ page }) => {
    await openConverter(page, "/weight-converter");
    await expectNoAxeViolations(page);
    await openConverter(page, "/weight-converter/kg-to-lbs");
    await expectNoAxeViolations(page);
  });

  test("every pair page is prerendered with its own H1, canonical URL, sitemap entry and the engine's numbers", async ({ request }) => {
    await checkPairPages(request, WEIGHT_PAIRS_CONFIG, WEIGHT_PAIRS);
  });
});
