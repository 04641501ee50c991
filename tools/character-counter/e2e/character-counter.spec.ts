import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The Character Counter (vectors from tools/character-counter/logic/*.test.ts). */

async function open(page: Page, path = "/character-counter") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='character-counter']")).toBeVisible();
  return errors;
}

const box = (page: Page) => page.getByLabel("Your text");

test("counts characters as seen, words, and the X and SMS limits @phone", async ({ page }) => {
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Character Counter");
  await expect(page.getByText("Type or paste text to see its characters")).toBeVisible();

  await box(page).fill("don't stop-believing 3.14 e-mail");
  await expect(page.getByTestId("count-words")).toHaveText("4");
  await expect(page.getByTestId("count-characters")).toHaveText("32");

  await box(page).fill("👨‍👩‍👧‍👦🇯🇵 cafe\u0301");
  await expect(page.getByTestId("count-characters")).toHaveText("7");
  await expect(page.getByTestId("count-units")).toHaveText("15 Unicode code points · 21 UTF-16 code units · 40 bytes in UTF-8");
  await expect(page.getByTestId("limit-x-value")).toHaveText("9 / 280"); // two emoji at 2, a space, café at 4

  await box(page).fill("a".repeat(161));
  await expect(page.getByTestId("limit-sms-value")).toHaveText("161 · 2 parts");
  await expect(page.getByTestId("limit-sms")).toContainText("GSM-7");
  await box(page).fill("Ça coûte 5 € à Zürich");
  await expect(page.getByTestId("limit-sms")).toContainText("UCS-2");
  await expect(page.getByTestId("limit-sms")).toContainText("Unicode because of “û”");

  await box(page).fill("Read https://example.com/a/very/long/path/that/goes/on/and/on now");
  await expect(page.getByTestId("limit-x-value")).toHaveText("32 / 280");
  await expect(page.getByTestId("limit-x")).toContainText("1 link at 23 each");
  await expect(page.getByTestId("count-words")).toHaveText("3"); // a URL is one word, as in a word processor

  await box(page).fill("x".repeat(300));
  await expect(page.getByTestId("limit-x-value")).toHaveText("300 / 280 · 20 over");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("keyword density, with stop words left out on request", async ({ page }) => {
  await open(page);
  await box(page).fill("The cat and the hat. The cat sat on 3 mats! Cat's fine.");
  const first = page.getByTestId("keywords").locator("tbody tr").first();
  await expect(first).toContainText("the");
  await page.getByLabel("Leave out English stop words").check();
  await expect(first).toContainText("cat");
  await expect(first).toContainText("15.4%"); // 2 of 13 words
});

test("nothing typed leaves the browser", async ({ page }) => {
  await open(page);
  const secret = "zq-private-7f3a9c";
  const leaks: string[] = [];
  page.on("request", (request) => {
    const body = request.postData() ?? "";
    if (request.url().includes(secret) || body.includes(secret)) leaks.push(request.url());
  });
  await box(page).fill(`My ${secret} text. ${secret}`);
  await expect(page.getByTestId("count-words")).toHaveText("4");
  await page.getByLabel("Leave out English stop words").check();
  await page.waitForLoadState("networkidle");
  expect(leaks).toEqual([]);
});

test("an over-long text gets a clear limit, and the page stays responsive", async ({ page }) => {
  test.setTimeout(180_000);
  await open(page);
  await box(page).fill("word ".repeat(400_001));
  // A state, not a speed: drawing two million characters in a text area takes the browser a while on a loaded machine
  // (speed is the bench's); a page frozen by counting them would never say it.
  await expect(page.getByText("This text is 2,000,005 characters long: the counter reads up to 2,000,000 at a time. Count it in parts.")).toBeVisible({ timeout: 90_000 });
  await box(page).fill("a long text follows. ".repeat(5000));
  await expect(page.getByTestId("count-words")).toHaveText("20,000");
});

test("the long-tail pages preset a limit; an unknown one is a 404", async ({ page }) => {
  await open(page, "/character-counter/sms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SMS Character Counter");
  await expect(page.locator("link[rel='canonical']")).toHaveAttribute("href", /\/character-counter\/sms$/);
  await box(page).fill("Hello");
  await expect(page.locator("[data-testid^='limit-']").first()).toHaveAttribute("data-testid", "limit-sms");
  for (const [slug, h1] of [
    ["twitter", "X (Twitter) Character Counter"],
    ["meta-description", "Meta Description and Title Length Checker"],
    ["instagram", "Instagram Caption Character Counter"],
    ["word-counter", "Word Counter"],
  ] as const) {
    await open(page, `/character-counter/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  }
  const missing = await page.goto("/character-counter/facebook");
  expect(missing?.status()).toBe(404);
});

test("has no accessibility violations, with counts and with the limit message", async ({ page }) => {
  await open(page);
  await box(page).fill("The quick brown fox jumps over the lazy dog. 日本語 👍");
  await expect(page.getByTestId("count-words")).not.toHaveText("0");
  expect((await axe(page).analyze()).violations).toEqual([]);
  await open(page, "/character-counter/twitter");
  await box(page).fill("x".repeat(300));
  await expect(page.getByTestId("limit-x-value")).toContainText("over");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
