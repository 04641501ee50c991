import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The Regex Tester (vectors from tools/regex-tester/logic/regex.test.ts and explain.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/regex-tester");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Regex Tester");
  await expect(page.getByLabel("Regular expression", { exact: true })).toBeInViewport();
  return errors;
}

test("matches with named and numbered groups, a replace preview, the explanation, a bad pattern, and a catastrophic pattern stopped while the page stays responsive @phone", async ({ page }) => {
  const errors = await open(page);
  await page.getByLabel("Test text").fill("Due 2026-03 and 2027-11.");
  await page.getByLabel("Regular expression", { exact: true }).fill("(?<year>\\d{4})-(\\d{2})");
  await expect(page.getByTestId("regex-count")).toHaveText("2 matches.");
  const first = page.getByTestId("regex-matches").locator("li").first();
  await expect(first).toContainText("#1 at 4–11: 2026-03");
  await expect(first).toContainText("Group 1 “year”: 2026 at 4–8");
  await expect(first).toContainText("Group 2: 03 at 9–11");
  await expect(page.getByTestId("regex-highlight").locator("mark")).toHaveText(["2026-03", "2027-11"]);
  await page.getByLabel("Replace with").fill("$2/$<year>");
  await expect(page.getByTestId("regex-replaced")).toHaveText("Due 03/2026 and 11/2027.");
  await expect(page.getByTestId("regex-explanation")).toContainText("Group 1, named “year”");

  // Without g: the first match only, and replace changes the first only.
  await page.getByRole("checkbox", { name: /^g\b/ }).uncheck();
  await expect(page.getByTestId("regex-count")).toHaveText("1 match.");
  await expect(page.getByTestId("regex-replaced")).toHaveText("Due 03/2026 and 2027-11.");

  await page.getByLabel("Regular expression", { exact: true }).fill("(\\d");
  await expect(page.getByTestId("regex-error")).toContainText("This isn't a valid JavaScript regular expression: Unterminated group.");
  await expect(page.getByLabel("Regular expression", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // (a+)+$ on 28 a's and a "!": exponential backtracking. The worker is ended after the limit; the page answers meanwhile.
  await page.getByLabel("Replace with").fill("");
  await page.getByLabel("Test text").fill(`${"a".repeat(28)}!`);
  await page.getByLabel("Regular expression", { exact: true }).fill("(a+)+$");
  await page.getByLabel("Replace with").fill("typed while it runs");
  await expect(page.getByLabel("Replace with")).toHaveValue("typed while it runs");
  await expect(page.getByTestId("regex-timeout")).toContainText("Stopped after 2 seconds: this pattern takes too long on this text, most likely catastrophic backtracking");
  // The tester works again at once with a fixed pattern.
  await page.getByLabel("Regular expression", { exact: true }).fill("a+$");
  await expect(page.getByTestId("regex-count")).toHaveText("No match.");
  await page.getByLabel("Regular expression", { exact: true }).fill("a+!");
  await expect(page.getByTestId("regex-count")).toHaveText("1 match.");

  await shot(page, "regex-tester");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("has no accessibility violations, with matches, a replacement and the explanation", async ({ page }) => {
  await open(page);
  await page.getByLabel("Test text").fill("one two");
  await page.getByLabel("Regular expression", { exact: true }).fill("\\b(\\w)(\\w*)");
  await page.getByLabel("Replace with").fill("$2$1ay");
  await expect(page.getByTestId("regex-replaced")).toHaveText("neoay wotay");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
