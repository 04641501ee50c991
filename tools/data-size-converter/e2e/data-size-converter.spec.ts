import { expect, test } from "@/e2e/support/test";
import { checkPairPages, expectNoAxeViolations, expectNoOverflow, openConverter, result, value } from "@/e2e/support/converter";
import { DATA_SIZE_PAIRS, DATA_SIZE_PAIRS_CONFIG } from "../logic/data-size";

test.describe("data size converter", () => {
  test("converts SI and IEC units exactly as you type, reads mb and Mb apart @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openConverter(page, "/data-size-converter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Size Converter");
    await value(page).fill("1");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("GB");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("GiB");
    await expect(result(page)).toHaveValue("0.931322574615478515625");
    await expect(page.getByTestId("exactness")).toContainText("= exact");
    await expect(page.getByTestId("formula-applied")).toHaveText("1 GB ÷ 1.073741824 = 0.931322574615478515625 GiB");
    await expect(page.getByRole("row", { name: /Bytes \(B\)/ })).toContainText("= 1,000,000,000");

    await value(page).fill("500 mb");
    await expect(page.getByTestId("statement")).toHaveText("500 MB = 0.4656612873077392578125 GiB");
    await value(page).fill("100 Mb");
    await page.getByLabel("To", { exact: true }).selectOption("MB");
    await expect(page.getByTestId("statement")).toHaveText("100 Mbit = 12.5 MB");

    // A result longer than the box wraps instead of being cut mid-digit (the phone run is 375 px wide).
    await page.getByLabel("From", { exact: true }).selectOption("TB");
    await page.getByLabel("To", { exact: true }).selectOption("TiB");
    await value(page).fill("1");
    await expect(result(page)).toHaveValue("0.9094947017729282379150390625");
    expect(await result(page).evaluate((box) => box.scrollWidth <= box.clientWidth && box.scrollHeight <= box.clientHeight)).toBe(true);

    await value(page).fill("-1");
    await expect(page.getByTestId("value-error")).toHaveText("Data size can't be negative.");
    await expect(page.getByRole("table", { name: /Why a 1 TB drive shows as 931 GB/ }).getByRole("row", { name: /^1 TB/ })).toContainText("≈ 931.322575");
    await expectNoOverflow(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("every pair page is prerendered with its own H1, canonical URL, sitemap entry and the engine's numbers", async ({ request }) => {
    await checkPairPages(request, DATA_SIZE_PAIRS_CONFIG, DATA_SIZE_PAIRS);
  });
});
