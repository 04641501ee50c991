import { expect, test } from "@/e2e/support/test";
import { checkPairPages, expectNoAxeViolations, expectNoOverflow, openConverter, result, value } from "@/e2e/support/converter";
import { LENGTH_PAIRS, LENGTH_PAIRS_CONFIG } from "../logic/length";

test.describe("length converter", () => {
  test("converts as you type, reads feet and inches, swaps @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openConverter(page, "/length-converter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Length Converter");
    await value(page).fill("5 ft 3 in");
    await page.getByLabel("To", { exact: true }).selectOption("cm");
    await expect(result(page)).toHaveValue("160.02");
    await expect(page.getByTestId("statement")).toHaveText("5 ft 3 in = 160.02 cm");
    await expect(page.getByRole("row", { name: /Meters \(m\)/ })).toContainText("= 1.6002");

    await value(page).fill("1");
    await page.getByLabel("From", { exact: true }).selectOption("m");
    await page.getByLabel("To", { exact: true }).selectOption("ft");
    await expect(result(page)).toHaveValue("3.28084");
    await expect(page.getByTestId("exactness")).toContainText("≈ rounded");
    await page.getByLabel("Precision").selectOption("15");
    await expect(result(page)).toHaveValue("3.28083989501312");
    await expect(page.getByTestId("formula-applied")).toHaveText("1 m ÷ 0.3048 ≈ 3.28083989501312 ft");

    await page.getByRole("button", { name: "Swap units" }).click();
    await expect(page.getByLabel("From", { exact: true })).toHaveValue("ft");
    await expect(result(page)).toHaveValue("0.3048");
    await expect(page.getByTestId("exactness")).toContainText("= exact");
    await expectNoOverflow(page);
    expect(errors).toEqual([]);
  });

  test("the first view (result, formula, every unit) is in the server's HTML, before any script runs", async ({ request }) => {
    const html = await (await request.get("/length-converter")).text();
    const text = html.replaceAll("<!-- -->", "");
    expect(text).toMatch(/data-testid="statement"[^>]*>1 cm ≈ 0\.393701 in</);
    expect(text).toContain(">Centimeter (cm)</option>");
    expect(text).toMatch(/data-testid="formula-applied"[^>]*>1 cm ÷ 2\.54 ≈ 0\.393701 in</);
  });

  test("bad input gets a message in place, empty input shows nothing", async ({ page }) => {
    await openConverter(page, "/length-converter");
    await value(page).fill("-5");
    await expect(page.getByTestId("value-error")).toHaveText("Length can't be negative.");
    await expect(value(page)).toHaveAttribute("aria-invalid", "true");
    await value(page).fill("5 fts");
    await expect(page.getByTestId("value-error")).toHaveText('"fts" isn\'t a unit we know. Did you mean "ft"?');
    await value(page).fill("");
    await expect(page.getByTestId("value-error")).toHaveCount(0);
    await expect(result(page)).toHaveValue("");
  });

  test("has no accessibility violations", async ({ page }) => {
    await openConverter(page, "/length-converter");
    await expectNoAxeViolations(page);
    await openConverter(page, "/length-converter/meters-to-feet");
    await expectNoAxeViolations(page);
  });

  test("every pair page is prerendered with its own H1, canonical URL, sitemap entry and the engine's numbers", async ({ request }) => {
    await checkPairPages(request, LENGTH_PAIRS_CONFIG, LENGTH_PAIRS);
  });
});
