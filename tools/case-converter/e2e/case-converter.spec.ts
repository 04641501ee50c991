import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The Case Converter (vectors from tools/case-converter/logic/case.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/case-converter");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Converter");
  await expect(page.locator("[data-tool-ui='case-converter']")).toBeVisible();
  return errors;
}

test("text converted to the chosen case as you type, Turkish İ and German ß included @phone", async ({ page }) => {
  const errors = await open(page);
  const output = page.getByTestId("case-output");
  await page.getByLabel("Your text").fill("the lord of the rings");
  await expect(output).toHaveValue("The Lord of the Rings");

  await page.getByRole("group", { name: "Convert to" }).getByText("snake_case", { exact: true }).click();
  await page.getByLabel("Your text").fill("XMLHttpRequest");
  await expect(output).toHaveValue("xml_http_request");
  await expect(page.getByTestId("case-dropped")).toHaveCount(0); // nothing left out, no note
  // What an identifier case leaves out is named under the result (§10), each character once.
  await page.getByLabel("Your text").fill("rocket 🚀 launch ✓ done #tag C++ v2.0");
  await expect(output).toHaveValue("rocket_launch_done_tag_c_v2_0");
  await expect(page.getByTestId("case-dropped")).toHaveText("Left out: 🚀 ✓ # + .");

  await page.getByRole("group", { name: "Convert to" }).getByText("UPPER CASE", { exact: true }).click();
  await expect(page.getByTestId("case-dropped")).toHaveCount(0); // UPPER CASE keeps every character
  await page.getByLabel("Your text").fill("Straße in istanbul");
  await expect(output).toHaveValue("STRASSE IN ISTANBUL");
  await page.getByLabel("Language").selectOption("tr");
  // Turkish upper case dots every i, the English word "in" too: that is the language's rule.
  await expect(output).toHaveValue("STRASSE İN İSTANBUL");

  await shot(page, "case-converter");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("has no accessibility violations, with a result", async ({ page }) => {
  await open(page);
  await page.getByLabel("Your text").fill("Hello wonderful world");
  await page.getByRole("group", { name: "Convert to" }).getByText("camelCase", { exact: true }).click();
  await expect(page.getByTestId("case-output")).toHaveValue("helloWonderfulWorld");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
