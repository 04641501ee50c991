import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The CSS Formatter (vectors from lib/engines/css/css.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/css-formatter");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CSS Formatter");
  await expect(page.locator("[data-tool-ui='css-formatter']")).toBeVisible();
  return errors;
}

const input = (page: Page) => page.getByLabel("Your CSS");
const output = (page: Page) => page.getByTestId("css-output");

test("formats modern CSS, with indent choice, safe sort and duplicate hints @phone", async ({ page }) => {
  const errors = await open(page);
  await input(page).fill(".a{color:red;margin:0}@media (min-width:600px){.c{x:y}}");
  await expect(output(page)).toHaveValue(".a {\n  color: red;\n  margin: 0;\n}\n@media (min-width: 600px) {\n  .c {\n    x: y;\n  }\n}\n");
  await expect(page.getByTestId("css-status")).toContainText("2 rules · 3 declarations, all kept");

  await input(page).fill('.a{color:red;&:hover{color:blue}content:"a  b"}');
  await page.getByLabel("Indent").selectOption("4");
  await expect(output(page)).toHaveValue('.a {\n    color: red;\n    &:hover {\n        color: blue;\n    }\n    content: "a  b";\n}\n');

  await input(page).fill(".a{z-index:1;margin-top:1px;margin:0;color:red;color:blue}");
  await page.getByLabel("Sort properties (cascade-safe)").check();
  await expect(output(page)).toHaveValue(".a {\n    color: red;\n    color: blue;\n    margin-top: 1px;\n    margin: 0;\n    z-index: 1;\n}\n");
  await expect(page.getByTestId("css-status")).toContainText("color is set 2 times in .a");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("a syntax error is shown with line, column and caret, and nothing is formatted @phone", async ({ page }) => {
  await open(page);
  await input(page).fill(".a { color: red }\n.b { color: blue");
  const problem = page.getByTestId("css-error");
  await expect(problem).toContainText("Line 2, column 1: Unclosed block: this { has no matching }");
  await expect(problem.locator("pre")).toHaveText(".b { color: blue\n^");
  await expect(output(page)).toHaveCount(0);
  await input(page).fill("");
  await expect(problem).toHaveCount(0);
  await expect(output(page)).toHaveValue("");
});

test("has no accessibility violations, with a result and with an error", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Sample" }).click();
  await expect(page.getByTestId("css-status")).toContainText("all kept");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await input(page).fill(".a { color: red; } }");
  await expect(page.getByTestId("css-error")).toContainText("Unexpected }");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
