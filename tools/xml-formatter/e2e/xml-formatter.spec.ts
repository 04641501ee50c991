import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The XML Formatter (vectors from tools/xml-formatter/logic/xml.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/xml-formatter");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("XML Formatter");
  await expect(page.locator("[data-tool-ui='xml-formatter']")).toBeVisible();
  return errors;
}

const input = (page: Page) => page.getByLabel("Your XML");
const output = (page: Page) => page.getByTestId("xml-output");

test("formats and minifies well-formed XML, keeping text, CDATA and entities @phone", async ({ page }) => {
  const errors = await open(page);
  await input(page).fill('<a><b><c>1</c></b><p>Hello <i>big</i>  world</p><d><![CDATA[ x < y ]]></d><e x="1"   y="2"/></a>');
  await expect(output(page)).toHaveValue(
    '<a>\n  <b>\n    <c>1</c>\n  </b>\n  <p>Hello <i>big</i>  world</p>\n  <d><![CDATA[ x < y ]]></d>\n  <e x="1" y="2"/>\n</a>',
  );
  await expect(page.getByTestId("xml-status")).toContainText("Well-formed · 7 elements");
  await expect(page.getByTestId("xml-status")).toContainText("1 element with mixed content");

  await page.getByLabel("Indent").selectOption("tab");
  await expect(output(page)).toHaveValue(/^<a>\n\t<b>\n\t\t<c>1<\/c>/);
  await page.getByRole("group", { name: "Output" }).getByText("Minify", { exact: true }).click();
  await expect(output(page)).toHaveValue('<a><b><c>1</c></b><p>Hello <i>big</i>  world</p><d><![CDATA[ x < y ]]></d><e x="1" y="2"/></a>');

  // An external entity is kept as a reference: nothing is fetched or expanded.
  await input(page).fill('<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r>&xxe;</r>');
  await expect(output(page)).toHaveValue('<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r>&xxe;</r>');
  await expect(page.getByTestId("xml-status")).toContainText("1 entity reference kept as written");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("broken XML is refused with line, column and a caret, never formatted @phone", async ({ page }) => {
  await open(page);
  await input(page).fill("<root>\n<a></root>");
  const problem = page.getByTestId("xml-error");
  await expect(problem).toContainText("Line 2, column 10: Unexpected close tag </root>: <a> opened at 2:1 is not closed");
  await expect(problem.locator("pre")).toHaveText("<a></root>\n         ^");
  await expect(output(page)).toHaveCount(0);
  await expect(input(page)).toHaveAttribute("aria-invalid", "true");
  await input(page).fill("<p>a<br>b</p>");
  await expect(problem).toContainText("<br> must be closed in XML: write <br/>");
  // Empty input shows nothing.
  await input(page).fill("");
  await expect(problem).toHaveCount(0);
  await expect(output(page)).toHaveValue("");
});

test("has no accessibility violations, with a result and with an error", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Sample" }).click();
  await expect(page.getByTestId("xml-status")).toContainText("Well-formed");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await input(page).fill("<a/><b/>");
  await expect(page.getByTestId("xml-error")).toContainText("Only one root element is allowed");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
