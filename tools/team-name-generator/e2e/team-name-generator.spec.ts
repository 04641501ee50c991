import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The Team Name Generator (vectors from tools/team-name-generator/logic/generate.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/team-name-generator");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team Name Generator");
  await expect(page.locator("[data-tool-ui='team-name-generator']")).toBeVisible();
  return errors;
}

const names = (page: Page) => page.getByTestId("team-name");

test("a seeded trivia batch holds the keyword in every name and comes back the same @phone", async ({ page }) => {
  const errors = await open(page);
  await page.getByLabel("Theme", { exact: true }).selectOption("trivia");
  await page.getByLabel("Keyword (optional)").fill("quiz");
  await page.getByLabel("Seed (optional)").fill("42");
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(names(page)).toHaveCount(20);
  const first = await names(page).allInnerTexts();
  expect(first[0]).toBe("Quiz and Answers");
  for (const n of first) expect(n).toContain("Quiz");
  expect(new Set(first).size).toBe(20);
  await expect(page.getByTestId("team-seed")).toContainText("seed 42");

  await page.getByRole("button", { name: "20 more names" }).click();
  await expect(names(page)).toHaveCount(20);
  expect(await names(page).allInnerTexts()).toEqual(first);

  // Favourites survive a reload.
  await page.getByRole("button", { name: "Keep Ask Quiz in favourites" }).click();
  await expect(page.getByTestId("favourites")).toContainText("Ask Quiz");
  await page.reload();
  await expect(page.getByTestId("favourites")).toContainText("Ask Quiz");

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("alliteration and a max length hold for every name", async ({ page }) => {
  await open(page);
  await page.getByLabel("Keyword (optional)").fill("Tigers");
  await page.getByText("Alliteration (every word, same first letter)").click();
  await page.getByLabel("Max length").fill("22");
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(names(page).first()).toBeVisible();
  for (const n of await names(page).allInnerTexts()) {
    expect(n.length).toBeLessThanOrEqual(22);
    for (const w of n.split(" ")) expect(w[0]).toBe("T");
  }
});

test("unfriendly and over-long keywords get their message, and no names; no accessibility violations", async ({ page }) => {
  await open(page);
  const keyword = page.getByLabel("Keyword (optional)");
  await keyword.fill("x".repeat(31));
  await expect(page.getByText("Keyword up to 30 characters")).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate names" })).toBeDisabled();
  await keyword.fill("shit");
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(page.getByText("Let's keep it friendly — try another word")).toBeVisible();
  await expect(keyword).toHaveAttribute("aria-invalid", "true");
  await expect(names(page)).toHaveCount(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await keyword.fill("Data");
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(names(page)).toHaveCount(20);
  expect((await axe(page).analyze()).violations).toEqual([]);
});
