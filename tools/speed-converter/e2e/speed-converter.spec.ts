import { expect, test } from "@/e2e/support/test";
import { checkPairPages, expectNoAxeViolations, expectNoOverflow, openConverter, result, value } from "@/e2e/support/converter";
import { SPEED_PAIRS, SPEED_PAIRS_CONFIG } from "../logic/speed";

test.describe("speed converter", () => {
  test("converts as you type, exact where the definitions end, explains Mach @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openConverter(page, "/speed-converter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Speed Converter");
    await value(page).fill("100");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("km/h");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("mph");
    await expect(result(page)).toHaveValue("62.137119");
    await expect(page.getByTestId("exactness")).toContainText("≈ rounded");
    await expect(page.getByTestId("formula-applied")).toHaveText("100 km/h ÷ 1.609344 ≈ 62.137119 mph");

    await page.getByRole("button", { name: "Swap units" }).click();
    await value(page).fill("60 mph");
    await expect(result(page)).toHaveValue("96.56064");
    await expect(page.getByTestId("exactness")).toContainText("= exact");
    await expect(page.getByRole("row", { name: /Knots \(kn\)/ })).toContainText("≈ 52.138575");

    await value(page).fill("2 mach");
    await expect(page.getByTestId("value-error")).toContainText("Mach isn't a fixed speed");
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("every pair page is prerendered with its own H1, canonical URL, sitemap entry and the engine's numbers", async ({ request }) => {
    await checkPairPages(request, SPEED_PAIRS_CONFIG, SPEED_PAIRS);
  });
});
