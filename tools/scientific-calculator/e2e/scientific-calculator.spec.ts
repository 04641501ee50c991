import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/scientific-calculator");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scientific Calculator");
  await expect(page.locator('[data-calculator="scientific"]')).toHaveAttribute("data-ready", "true");
  return errors;
}

const key = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const result = (page: Page) => page.getByTestId("calc-result");
const parsed = (page: Page) => page.getByTestId("calc-parsed");
const expression = (page: Page) => page.getByLabel("Expression", { exact: true });

async function run(page: Page, text: string) {
  await expression(page).fill(text);
  await expression(page).press("Enter");
}

test.describe("scientific calculator", () => {
  test("honest trig in DEG and RAD, keyboard and keypad, implicit multiplication shown, fractions @phone", async ({ page }) => {
    const errors = await open(page);
    await expect(page.getByRole("radio", { name: "deg", exact: true })).toHaveAttribute("aria-checked", "true");

    // Keypad: sin 30° = 0.5 exactly.
    for (const name of ["sine", "3", "0", "close bracket", "equals"]) await key(page, name).click();
    await expect(expression(page)).toHaveValue("sin(30)");
    await expect(result(page)).toHaveText("= 0.5");

    // Keyboard, with nothing focused: cos 90° is 0, tan 90° undefined.
    await key(page, "clear").click();
    await page.keyboard.type("cos(90)");
    await page.keyboard.press("Enter");
    await expect(result(page)).toHaveText("= 0");
    await run(page, "tan(90)");
    await expect(result(page)).toContainText("undefined");
    await expect(result(page)).toContainText("tan is undefined at 90°");

    // The real cube root, factorials, combinations, and what 2π means.
    await run(page, "cbrt(-8)");
    await expect(result(page)).toHaveText("= −2");
    await run(page, "171!");
    await expect(result(page)).toHaveText("≈ 1.24101807021767E309");
    await run(page, "nCr(5, 2)");
    await expect(result(page)).toHaveText("= 10");
    await run(page, "2pi");
    await expect(parsed(page)).toHaveText("Read as: 2 × π");
    await expect(result(page)).toHaveText("≈ 6.28318530717959");
    await run(page, "-2^2");
    await expect(parsed(page)).toHaveText("Read as: −(2^2)");
    await expect(result(page)).toHaveText("= −4");

    // INV turns sin into asin; in RAD, sin(π/6) is exactly 0.5.
    await key(page, "inverse functions").click();
    await expect(key(page, "inverse functions")).toHaveAttribute("aria-pressed", "true");
    await key(page, "clear").click();
    for (const name of ["sin⁻¹, inverse sine", "1", "close bracket", "equals"]) await key(page, name).click();
    await expect(result(page)).toHaveText("= 90");
    await page.getByRole("radio", { name: "rad", exact: true }).click();
    await run(page, "sin(pi/6)");
    await expect(result(page)).toHaveText("= 0.5");

    // Fractions.
    await run(page, "1/3 + 1/6");
    await expect(result(page)).toHaveText("= 0.5");
    await page.getByRole("button", { name: "Show fraction" }).click();
    await expect(result(page)).toHaveText("= 1/2");

    // Ans carries the last result.
    await key(page, "multiply").click();
    await key(page, "4").click();
    await key(page, "equals").click();
    await expect(result(page)).toHaveText("= 2");

    expect((await axe(page).exclude("[data-sonner-toaster]").analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("Enter after tapping x² gives the result once @phone", async ({ page }) => {
    await open(page);
    for (const name of ["2", "plus", "3", "x², square"]) await key(page, name).tap();
    await page.keyboard.press("Enter");
    await expect(expression(page)).toHaveValue("2 + 3²");
    await expect(result(page)).toHaveText("= 11");
    await expect(page.getByTestId("calc-tape").getByRole("listitem")).toHaveCount(1);
  });

  test("a function key after a number applies to it, as x² does", async ({ page }) => {
    await open(page);
    for (const name of ["3", "10ˣ, 10 to the power x"]) await key(page, name).click();
    await expect(expression(page)).toHaveValue("10^3");
    await expect(result(page)).toHaveText("= 1,000");
    for (const name of ["clear", "8", "cube root", "equals"]) await key(page, name).click();
    await expect(expression(page)).toHaveValue("∛(8)");
    await expect(result(page)).toHaveText("= 2");
    // A function of two numbers takes the typed one first and waits for the second.
    for (const name of ["clear", "3", "2", "ʸ√x, nth root: root(x, n)", "5", "close bracket"]) await key(page, name).click();
    await expect(expression(page)).toHaveValue("root(32, 5)");
    await expect(result(page)).toHaveText("= 2");
    // With nothing before it the key starts the function as before.
    for (const name of ["clear", "cube root", "2", "7", "close bracket"]) await key(page, name).click();
    await expect(expression(page)).toHaveValue("∛(27)");
    await expect(result(page)).toHaveText("= 3");
  });

  test("domain errors in words, and a missing bracket with its position", async ({ page }) => {
    await open(page);
    await run(page, "asin(2)");
    await expect(result(page)).toHaveText("asin needs −1 ≤ x ≤ 1");
    await run(page, "2.5!");
    await expect(result(page)).toHaveText("x! needs a whole number ≥ 0");
    await run(page, "sin(30");
    await expect(result(page)).toHaveText("Missing ')' at position 7 (to close the '(' at position 4)");
    await expect(expression(page)).toHaveAttribute("aria-invalid", "true");
    expect((await axe(page).exclude("[data-sonner-toaster]").analyze()).violations).toEqual([]);
  });
});
