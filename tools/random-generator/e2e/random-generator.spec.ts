import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { seededSource } from "@/lib/engines/random/seeded";
import { draw } from "../logic/draw";
import { DEFAULT_NUMBERS } from "../logic/numbers";

/** The Random Generator (figures from tools/random-generator/logic/*.test.ts). */

async function open(page: Page, path = "/random-generator") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='random-generator']")).toBeVisible();
  return errors;
}

const values = (page: Page) => page.getByTestId("result-value");

test("numbers, dice, coins and a verified giveaway record @phone", async ({ page }) => {
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Random Generator");

  // 10 unique numbers from 1 to 10: a permutation.
  await page.getByLabel("Minimum").fill("1");
  await page.getByLabel("Maximum").fill("10");
  await page.getByLabel("How many").fill("10");
  await page.getByLabel("No repeats").check();
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(values(page)).toHaveCount(10);
  expect((await values(page).allTextContents()).map(Number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

  // Decimals on the 0.001 grid.
  await page.getByLabel("No repeats").uncheck();
  await page.getByLabel("Maximum").fill("0.01");
  await page.getByLabel("Minimum").fill("0");
  await page.getByLabel("Decimal places").selectOption("3");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(values(page)).toHaveText(Array.from({ length: 10 }, () => /^0\.0\d\d$/));

  // Seeded: the same seed gives the same draw, each time, the one the tool's engine makes from that seed. (Awaited as
  // the text shown: a read right after the click could see the draw before it.)
  const seeded = draw({ mode: "numbers", settings: { ...DEFAULT_NUMBERS, min: "0", max: "0.01", places: 3, count: "10" } }, seededSource("utilify"));
  if (!("result" in seeded)) throw new Error(`no seeded draw: ${JSON.stringify(seeded)}`);
  const seededDraw = seeded.result;
  await page.getByLabel("Seeded: the same seed always gives the same result").check();
  await page.getByLabel("Seed", { exact: true }).fill("utilify");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(values(page)).toHaveText(seededDraw);
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(values(page)).toHaveText(seededDraw);
  await page.getByLabel("Seeded: the same seed always gives the same result").uncheck();

  // Dice: 3d6+2 lands in 5..20, each die shown.
  await page.getByText("Dice", { exact: true }).click();
  await expect(page.getByTestId("dice-range")).toHaveText("3d6+2 gives 5 to 20.");
  await page.getByLabel("Rolls").fill("5");
  await page.getByRole("button", { name: "Roll" }).click();
  await expect(values(page)).toHaveCount(5);
  for (const line of await values(page).allTextContents()) {
    const m = /^\[(\d) (\d) (\d)\] \+ 2 = (\d+)$/.exec(line);
    expect(m, line).not.toBeNull();
    expect(Number(m![4])).toBe(Number(m![1]) + Number(m![2]) + Number(m![3]) + 2);
  }

  // Coin: a tally of 100 flips.
  await page.getByText("Coin", { exact: true }).click();
  await page.getByLabel("Flips").fill("100");
  await page.getByRole("button", { name: "Flip" }).click();
  await expect(values(page)).toHaveCount(100);
  await expect(page.getByTestId("tally")).toHaveText(/^(Heads: \d+ · )?(Tails: \d+)?/);

  // Giveaway: commit, draw, copy the record, verify it; an altered record fails.
  await page.getByText("Numbers", { exact: true }).click();
  await page.getByLabel("Decimal places").selectOption("0");
  await page.getByLabel("Minimum").fill("1");
  await page.getByLabel("Maximum").fill("500");
  await page.getByLabel("How many").fill("3");
  await page.getByRole("button", { name: "1. Commit to these settings" }).click();
  await expect(page.getByTestId("seed-hash")).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByRole("button", { name: "2. Draw on the committed seed" }).click();
  const record = await page.getByTestId("record-text").inputValue();
  const parsed = JSON.parse(record) as { result: string[] };
  expect(parsed.result).toHaveLength(3);
  await expect(values(page)).toHaveText(parsed.result);
  await page.getByLabel("Check a draw record").fill(record);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("verify-ok")).toContainText("drawing again gives the same 3 results");
  await page.getByLabel("Check a draw record").fill(JSON.stringify({ ...parsed, result: ["1", "2", "3"] }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Running the draw again on this seed gives a different result: the result was changed.")).toBeVisible();

  await page.screenshot({ path: test.info().outputPath("page.png"), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("an impossible unique range and bad dice get their own message, in place; axe finds nothing", async ({ page }) => {
  await open(page);
  await page.getByLabel("Minimum").fill("1");
  await page.getByLabel("Maximum").fill("10");
  await page.getByLabel("How many").fill("3");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(values(page)).toHaveCount(3);
  // Under an error the earlier results go: they are not what these settings would draw.
  await page.getByLabel("How many").fill("11");
  await page.getByLabel("No repeats").check();
  await expect(page.getByRole("alert").filter({ hasText: "There are only 10 whole numbers from 1 to 10 — ask for 10 or fewer, or allow repeats." })).toBeVisible();
  await expect(page.getByLabel("How many")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "Generate" })).toBeDisabled();
  await expect(values(page)).toHaveCount(0);
  await expect(page.getByText("Results appear here.", { exact: false })).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.getByText("Dice", { exact: true }).click();
  await page.getByLabel("Dice notation").fill("3x6");
  await expect(page.getByRole("alert").filter({ hasText: "Use dice notation like 2d6+3, 4d6kh3 or d20-1." })).toBeVisible();

  await page.getByLabel("Dice notation").fill("4d6kh3");
  await page.getByRole("button", { name: "Roll" }).click();
  await expect(values(page)).toHaveCount(1);
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test("the long-tail pages open the tool preset; an unknown one is a 404", async ({ page, request }) => {
  await open(page, "/random-generator/lottery-numbers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lottery Number Generator");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/random-generator\/lottery-numbers$/);
  // Generate as the first touch: the engine loads on it and the draw waits for it.
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(values(page)).toHaveCount(6);
  const picks = (await values(page).allTextContents()).map(Number);
  expect(picks).toHaveLength(6);
  expect(new Set(picks).size).toBe(6);
  expect(picks).toEqual([...picks].sort((a, b) => a - b));

  await open(page, "/random-generator/dice-roller");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dice Roller");
  await expect(page.getByLabel("Dice notation")).toHaveValue("3d6+2");

  expect((await request.get("/random-generator/1-1000000")).status()).toBe(404);
});
