import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

async function openCalculator(page: Page) {
  const response = await page.goto("/unit-calculator");
  expect(response?.status()).toBe(200);
  // The card is marked once React has hydrated it: typing before that would be lost.
  await expect(page.locator('[data-tool-ui="unit-calculator"][data-hydrated="true"]')).toBeVisible({ timeout: 30_000 });
}

const input = (page: Page) => page.getByLabel("Calculation", { exact: true });
/** The tool card: the page's own words (how-to, FAQ, examples) repeat some of the same phrases. */
const tool = (page: Page) => page.locator('[data-tool-ui="unit-calculator"]');

test.describe("unit calculator", () => {
  test("calculates with units as you type, shows the grouping, keeps history @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openCalculator(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unit Calculator");

    await input(page).fill("5 ft 3 in + 20 cm to m");
    await expect(page.getByTestId("unit-result")).toHaveText("= 1.8002 m");
    await expect(page.getByTestId("unit-parsed")).toHaveText("(5 ft + 3 in) + 20 cm → m");
    await expect(tool(page).getByText("Exact", { exact: true })).toBeVisible();

    // A rounded result says so; the explanation names the dimensions.
    await input(page).fill("100 km/h to mph");
    await expect(page.getByTestId("unit-result")).toHaveText("≈ 62.1371192237334 mph");
    await expect(tool(page).getByText("Rounded", { exact: true })).toBeVisible();

    // Enter keeps the line; clicking it in the history brings it back.
    await input(page).fill("60 mph * 2.5 h to km");
    await expect(page.getByTestId("unit-result")).toHaveText("= 241.4016 km");
    await expect(tool(page).getByText("speed × time = length")).toBeVisible();
    await input(page).press("Enter");
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem")).toHaveText([/60 mph \* 2\.5 h to km\s*= 241\.4016 km/]);
    await input(page).fill("");
    await expect(page.getByTestId("unit-result")).toHaveCount(0);
    await history.getByRole("button", { name: /60 mph/ }).click();
    await expect(input(page)).toHaveValue("60 mph * 2.5 h to km");

    // The history survives a reload (it is kept in this browser), and can be cleared.
    await openCalculator(page);
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Clear history" }).click();
    await expect(page.getByRole("region", { name: "History" })).toHaveCount(0);

    // An example fills the input.
    await tool(page).getByRole("button", { name: "30 mpg to L/100 km" }).click();
    await expect(page.getByTestId("unit-result")).toHaveText("≈ 7.84048611111111 L/100 km");
    await expect(tool(page).getByText(/are reciprocals/)).toBeVisible();

    expect((await axe(page).analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("says in place why a calculation can't be done @phone", async ({ page }) => {
    await openCalculator(page);
    await input(page).fill("5 ft + 2 kg");
    const alert = page.getByRole("alert").filter({ hasText: "can't add" });
    await expect(alert).toContainText("You can't add a length (ft) and a mass (kg)");
    await expect(input(page)).toHaveAttribute("aria-invalid", "true");
    await input(page).press("Enter");
    await expect(page.getByRole("region", { name: "History" })).toHaveCount(0);

    await input(page).fill("3 fts to m");
    await expect(page.getByRole("alert").filter({ hasText: "Unknown unit" })).toContainText("Unknown unit 'fts' — did you mean 'ft'");

    // Empty input shows nothing: no error, no result.
    await input(page).fill("");
    await expect(input(page)).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("unit-result")).toHaveCount(0);

    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});
