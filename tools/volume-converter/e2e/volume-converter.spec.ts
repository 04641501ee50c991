import { expect, test } from "@/e2e/support/test";
import { checkPairPages, expectNoAxeViolations, expectNoOverflow, openConverter, result, value } from "@/e2e/support/converter";
import { VOLUME_PAIRS, VOLUME_PAIRS_CONFIG } from "../logic/volume";

test.describe("volume converter", () => {
  test("converts as you type, US and imperial apart, oz as fluid ounces @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openConverter(page, "/volume-converter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Volume Converter");
    await value(page).fill("5");
    await page.getByLabel("From", { exact: true }).selectOption("gal");
    await page.getByLabel("To", { exact: true }).selectOption("L");
    await expect(result(page)).toHaveValue("18.92705892");
    await expect(page.getByTestId("exactness")).toContainText("= exact");
    await expect(page.getByRole("row", { name: /Imperial gallons \(gal \(imp\)\)/ })).toContainText("≈ 4.163371");

    await value(page).fill("8 oz");
    await page.getByLabel("To", { exact: true }).selectOption("mL");
    await expect(page.getByTestId("statement")).toHaveText("8 fl oz = 236.5882365 mL");

    await value(page).fill("1");
    await page.getByLabel("From", { exact: true }).selectOption("L");
    await page.getByLabel("To", { exact: true }).selectOption("gal");
    await expect(result(page)).toHaveValue("0.264172");
    await expect(page.getByTestId("formula-applied")).toHaveText("1 L ÷ 3.785411784 ≈ 0.264172 gal");
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("every pair page is prerendered with its own H1, canonical URL, sitemap entry and the engine's numbers", async ({ request }) => {
    await checkPairPages(request, VOLUME_PAIRS_CONFIG, VOLUME_PAIRS);
  });
});
