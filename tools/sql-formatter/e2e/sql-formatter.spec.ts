import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The SQL Formatter (vectors from tools/sql-formatter/logic/sql.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/sql-formatter");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SQL Formatter");
  await expect(page.locator("[data-tool-ui='sql-formatter']")).toBeVisible();
  return errors;
}

const input = (page: Page) => page.getByLabel("Your SQL");
const output = (page: Page) => page.getByTestId("sql-output");

test("a query formatted per dialect, minified, and refused with line and column @phone", async ({ page }) => {
  const errors = await open(page);
  await input(page).fill("select a, b from t where a in (select a from u) and b between 1 and 2");
  await expect(output(page)).toHaveValue("SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  a IN (\n    SELECT\n      a\n    FROM\n      u\n  )\n  AND b BETWEEN 1 AND 2");

  await page.getByLabel("Dialect", { exact: true }).selectOption("transactsql");
  await page.getByLabel("Indent", { exact: true }).selectOption("4");
  await input(page).fill("select top 10 [Order Id], [name] from [dbo].[Orders] where [Order Id] > @min");
  await expect(output(page)).toHaveValue("SELECT\n    TOP 10 [Order Id],\n    [name]\nFROM\n    [dbo].[Orders]\nWHERE\n    [Order Id] > @min");
  await shot(page, "sql-formatter");

  await page.getByRole("group", { name: "Output" }).getByText("Minify", { exact: true }).click();
  await input(page).fill("select  [a  b]\nfrom t -- note\nGO\nselect /*+ hint */ 2");
  await expect(output(page)).toHaveValue("select [a  b] from t\nGO\nselect /*+ hint */ 2");
  await expect(page.getByTestId("sql-status")).toContainText("1 comment removed");

  await page.getByRole("group", { name: "Output" }).getByText("Format", { exact: true }).click();
  await input(page).fill("select a from t\nwhere a = 1)");
  const problem = page.getByTestId("sql-error");
  await expect(problem).toContainText("Line 2, column 12: Unexpected ) here: check the brackets and commas before it.");
  await expect(problem.locator("pre")).toHaveText("where a = 1)\n           ^");
  await expect(output(page)).toHaveCount(0);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("each dialect reads strings and -- as it does: 'C:\\' ends at its quote in standard SQL, MySQL's a--b is minus minus", async ({ page }) => {
  const errors = await open(page);
  // Standard SQL (the default): a backslash is an ordinary character inside '…'.
  await input(page).fill("SELECT path FROM files WHERE path = 'C:\\' OR path = 'D:\\'");
  await expect(output(page)).toHaveValue("SELECT\n  path\nFROM\n  files\nWHERE\n  path = 'C:\\'\n  OR path = 'D:\\'");
  await expect(page.getByTestId("sql-error")).toHaveCount(0);

  // MySQL: "--" starts a comment only before a space; here it is two minus signs, and the rest of the line is code.
  await page.getByLabel("Dialect", { exact: true }).selectOption("mysql");
  await input(page).fill("select a--b, c from t");
  await expect(output(page)).toHaveValue("SELECT\n  a - - b,\n  c\nFROM\n  t");
  await input(page).fill("select a -- note\n, c from t");
  await expect(output(page)).toHaveValue("SELECT\n  a -- note\n,\n  c\nFROM\n  t");
  expect(errors).toEqual([]);
});

test("has no accessibility violations, with a result and with an error", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Sample" }).click();
  await expect(output(page)).toHaveValue(/^-- Top customers by spend in 2024\nSELECT\n/);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await input(page).fill("select (1");
  await expect(page.getByTestId("sql-error")).toContainText("The query ends too early");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
