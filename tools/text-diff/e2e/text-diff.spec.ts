import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** The Text Diff (vectors from tools/text-diff/logic/diff.test.ts: the GNU diffutils manual's lao and tzu). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/text-diff");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Text Diff");
  await expect(page.locator("[data-tool-ui='text-diff']")).toBeVisible();
  return errors;
}

const status = (page: Page) => page.getByTestId("diff-status");
const choose = (page: Page, group: string, option: string) => page.getByRole("group", { name: group }).getByText(option, { exact: true }).click();

test("two texts compared by line, word and character, the GNU diff manual's patch, and a text over the limit refused @phone", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await open(page);
  await page.getByLabel("Original text").fill("The quick brown fox jumps\nover the dog\n");
  await page.getByLabel("Changed text").fill("The quick red fox leaps\nover the dog\n");
  await expect(status(page)).toContainText("+1 line added−1 line removed");
  const view = page.getByTestId("diff-view");
  await expect(view.getByRole("row")).toHaveCount(3);
  await expect(view.getByRole("row").nth(1)).toHaveText("1−Removed lineThe quick brown fox jumps1+Added lineThe quick red fox leaps");

  // A word carries the whitespace after it, the line break too.
  await choose(page, "Compare by", "Words");
  await expect(status(page)).toContainText("+2 words added−2 words removed");
  await expect(page.getByTestId("diff-original").locator("del")).toHaveText(["[removed: brown ]", "[removed: jumps\n]"]);
  await expect(page.getByTestId("diff-changed").locator("ins")).toHaveText(["[added: red ]", "[added: leaps\n]"]);

  await choose(page, "Compare by", "Characters");
  await page.getByLabel("Original text").fill("kitten");
  await page.getByLabel("Changed text").fill("Sitting");
  await expect(status(page)).toContainText("+3 characters added−2 characters removed");
  await page.getByLabel("Ignore case").check();
  await choose(page, "Show", "Inline");
  await expect(page.getByTestId("diff-view")).toHaveText("[removed: k][added: S]itt[removed: e][added: i]n[added: g]");

  // The sample is the manual's example; its patch is the manual's unified diff.
  await page.getByLabel("Ignore case").uncheck();
  await page.getByRole("button", { name: "Sample" }).nth(0).click();
  await page.getByRole("button", { name: "Sample" }).nth(1).click();
  await choose(page, "Compare by", "Lines");
  await expect(status(page)).toContainText("+5 lines added−3 lines removed");
  await shot(page, "text-diff");
  await choose(page, "Show", "Patch");
  await expect(page.getByTestId("diff-patch")).toHaveValue(/^--- original\.txt\n\+\+\+ changed\.txt\n@@ -1,7 \+1,6 @@\n-The Way that can be told of is not the eternal Way;\n/);
  await expect(page.getByTestId("diff-patch")).toHaveValue(/\n@@ -9,3 \+8,6 @@\n The two are the same,\n[^]*\+The door of all subtleties!\n$/);

  // A text ten times the limit is refused at once with the limit stated, and the page keeps answering.
  await page.getByLabel("Original text").fill("x".repeat(2_000_000));
  // A state, not a speed: the browser draws two million characters in the text area slowly on a loaded machine.
  await expect(page.getByTestId("diff-error")).toHaveText(
    "The original is over 200,000 characters (2,000,000): the diff compares texts up to 200,000 characters each in your browser. Compare it in parts.",
    { timeout: 90_000 },
  );
  await page.getByLabel("Original text").fill("a\n");
  await page.getByLabel("Changed text").fill("b\n");
  await expect(status(page)).toContainText("+1 line added−1 line removed");
  await expect(page.getByTestId("diff-error")).toHaveCount(0);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("has no accessibility violations, with a result", async ({ page }) => {
  await open(page);
  await page.getByLabel("Original text").fill("alpha\nbeta\n");
  await page.getByLabel("Changed text").fill("alpha\ngamma\n");
  await expect(status(page)).toContainText("+1 line added");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByRole("group", { name: "Compare by" }).getByText("Words", { exact: true }).click();
  await expect(page.getByTestId("diff-original").locator("del")).toHaveText("[removed: beta\n]");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
