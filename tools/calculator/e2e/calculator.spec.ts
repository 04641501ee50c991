import { axe } from "@/e2e/support/axe";
import { expect, test, type Locator, type Page } from "@/e2e/support/test";

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/calculator");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calculator");
  // The arithmetic loads right after the page paints; from then on the keys answer.
  await expect(page.locator('[data-calculator="basic"]')).toHaveAttribute("data-ready", "true");
  return errors;
}

const key = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const result = (page: Page) => page.getByTestId("calc-result");
const parsed = (page: Page) => page.getByTestId("calc-parsed");
const expression = (page: Page) => page.getByLabel("Expression", { exact: true });

test.describe("calculator", () => {
  test("keyboard and keypad, exact decimals, precedence shown, = again, memory and the history tape @phone", async ({ page }) => {
    const errors = await open(page);

    // Typing with nothing focused goes to the calculator.
    await page.keyboard.type("0.1+0.2");
    await expect(expression(page)).toHaveValue("0.1+0.2");
    await page.keyboard.press("Enter");
    await expect(result(page)).toHaveText("= 0.3");
    await expect(parsed(page)).toHaveText("Read as: 0.1 + 0.2");

    // The keypad; the parsed form makes × before + visible.
    for (const name of ["clear", "2", "plus", "3", "multiply", "4", "equals"]) await key(page, name).click();
    await expect(result(page)).toHaveText("= 14");
    await expect(parsed(page)).toHaveText("Read as: 2 + (3 × 4)");

    // 5 + 3 = = gives 11; the operator after = continues from the result.
    for (const name of ["clear", "5", "plus", "3", "equals", "equals"]) await key(page, name).click();
    await expect(result(page)).toHaveText("= 11");
    await key(page, "M+, memory add").click();
    await expect(page.getByTestId("calc-memory")).toHaveText("M = 11");
    await key(page, "multiply").click();
    await key(page, "2").click();
    await expect(expression(page)).toHaveValue("Ans × 2");
    await key(page, "equals").click();
    await expect(result(page)).toHaveText("= 22");

    // Percent rules and a rounded result marked ≈.
    await expression(page).fill("200 - 10%");
    await expression(page).press("Enter");
    await expect(result(page)).toHaveText("= 180");
    await expression(page).fill("1/3");
    await expression(page).press("Enter");
    await expect(result(page)).toHaveText("≈ 0.333333333333");

    // The tape lists every result, newest first; clicking one puts its value into the expression.
    const tape = page.getByTestId("calc-tape");
    await expect(tape.getByRole("listitem")).toHaveCount(7);
    await expect(tape.getByRole("listitem").nth(3)).toHaveText("8 + 3= 11");
    await key(page, "clear").click();
    await tape.getByRole("button", { name: /^Use 180:/ }).click();
    await expect(expression(page)).toHaveValue("180");
    await key(page, "MR, memory recall").click();
    await expect(expression(page)).toHaveValue("18011");

    expect((await axe(page).exclude("[data-sonner-toaster]").analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a memory key finishes the number; exact results up to 20 digits are shown whole @phone", async ({ page }) => {
    await open(page);
    // 0.1 M+ 0.2 M+: the digit after M+ starts a new number (not 0.10.2), and the memory ends at 0.3.
    for (const name of ["0", "decimal point", "1", "M+, memory add", "0", "decimal point", "2"]) await key(page, name).click();
    await expect(expression(page)).toHaveValue("0.2");
    await key(page, "M+, memory add").click();
    await expect(page.getByTestId("calc-memory")).toHaveText("M = 0.3");

    // Exact and 15 digits long: every digit, marked =, in the result and on the tape.
    await expression(page).fill("1234567890123.45+0.01");
    await expression(page).press("Enter");
    await expect(result(page)).toHaveText("= 1,234,567,890,123.46");
    await expect(page.getByTestId("calc-tape").getByRole("listitem").first()).toHaveText("1234567890123.45+0.01= 1,234,567,890,123.46");
  });

  test("says what is wrong, in place: division by zero and a missing bracket", async ({ page }) => {
    await open(page);
    await expression(page).fill("5 ÷ 0");
    // Nothing is shouted while typing; the message comes with =.
    await expect(result(page)).toHaveText("");
    await expression(page).press("Enter");
    await expect(result(page)).toHaveText("Can't divide by zero");
    await expect(expression(page)).toHaveAttribute("aria-invalid", "true");
    await expression(page).fill("(2 + 3");
    await expression(page).press("Enter");
    await expect(result(page)).toHaveText("Missing ')' at position 7 (to close the '(' at position 1)");
    // Fixing the expression clears the message.
    await expression(page).press("End");
    await page.keyboard.type(")");
    await expect(result(page)).toHaveText("= 5");
    expect((await axe(page).exclude("[data-sonner-toaster]").analyze()).violations).toEqual([]);
  });

  test("Enter after tapping keys gives the result of what was tapped; a key reached with Tab is pressed by Enter and Space @both", async ({ page }, testInfo) => {
    await open(page);
    // A tap on a phone, a click on a computer: either way the key must not keep the focus, where Enter would press it again.
    const tap = (target: Locator) => (testInfo.project.use.hasTouch ? target.tap() : target.click());
    for (const name of ["1", "2", "plus", "3"]) await tap(key(page, name));
    await expect(key(page, "3")).not.toBeFocused();
    await page.keyboard.press("Enter");
    await expect(expression(page)).toHaveValue("12 + 3");
    await expect(result(page)).toHaveText("= 15");
    const tape = page.getByTestId("calc-tape");
    await expect(tape.getByRole("listitem")).toHaveCount(1);
    await expect(tape.getByRole("listitem").first()).toHaveText("12 + 3= 15");

    // The same after a line of the history tape: Enter gives its value, it does not put the value in a second time.
    await tap(key(page, "clear"));
    await tap(tape.getByRole("button", { name: /^Use 15:/ }));
    await expect(expression(page)).toHaveValue("15");
    await page.keyboard.press("Enter");
    await expect(tape.getByRole("listitem")).toHaveCount(2);
    await expect(expression(page)).toHaveValue("15");
    await expect(result(page)).toHaveText("= 15");

    // A key focused from the keyboard is meant: Enter and Space press it, once each, and = gives the result.
    await tap(key(page, "clear"));
    await key(page, "7").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await expect(expression(page)).toHaveValue("77");
    await expect(key(page, "7")).toBeFocused();
    await page.keyboard.press("=");
    await expect(result(page)).toHaveText("= 77");
    await expect(tape.getByRole("listitem").first()).toHaveText("77= 77");
  });

  test("refuses what it cannot read instead of guessing: a space inside a number, an expression over 500 characters", async ({ page }) => {
    await open(page);
    // Not 1 × 000 + 1 = 1, and not 1000 + 1 either: the person is asked.
    await expression(page).fill("1 000 + 1");
    await expression(page).press("Enter");
    await expect(result(page)).toHaveText('Put an operator (+ − × ÷) between "1" and "000" at position 3, or write the number without spaces');
    await expect(expression(page)).toHaveAttribute("aria-invalid", "true");

    // 501 characters stay 501 (no result for the first 500), and the limit is named at once, before =.
    const long = "1".repeat(501);
    await expression(page).fill(long);
    await expect(expression(page)).toHaveValue(long);
    await expect(result(page)).toHaveText("The expression is too long: at most 500 characters");
    await expect(expression(page)).toHaveAttribute("aria-invalid", "true");
    await expression(page).press("Enter");
    await expect(result(page)).toHaveText("The expression is too long: at most 500 characters");
    await expect(page.getByTestId("calc-tape")).toHaveCount(0);
    // One character fewer is read.
    await expression(page).press("Backspace");
    await expect(result(page)).toHaveText("≈ 1.11111111111E499");
  });

  test("√ after a number takes its square root", async ({ page }) => {
    await open(page);
    for (const name of ["9", "square root"]) await key(page, name).click();
    await expect(expression(page)).toHaveValue("√(9)");
    await expect(result(page)).toHaveText("= 3");
  });

  test("reads a decimal comma when chosen @phone", async ({ page }) => {
    await open(page);
    await page.getByLabel("Decimal mark").selectOption(",");
    await expect(key(page, "decimal comma")).toBeVisible();
    for (const name of ["1", "decimal comma", "5", "plus", "1", "decimal comma", "2", "5", "equals"]) await key(page, name).click();
    await expect(result(page)).toHaveText("= 2,75");
  });
});
