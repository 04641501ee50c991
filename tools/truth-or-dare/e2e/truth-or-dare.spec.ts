import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** Truth or Dare (vectors from tools/truth-or-dare/logic/game.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/truth-or-dare");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Truth or Dare");
  await expect(page.locator("[data-tool-ui='truth-or-dare']")).toBeVisible();
  return errors;
}

const prompt = (page: Page) => page.getByTestId("prompt");
const turn = (page: Page) => page.getByTestId("turn");

test("players take turns in order, {player} names someone else, skip keeps the turn @phone", async ({ page }) => {
  const errors = await open(page);
  await page.getByText("Kids", { exact: true }).click();
  await page.getByLabel("Players (optional)").fill("Ann\nBo\nCy");
  await expect(turn(page)).toContainText("Ann goes first");

  await page.getByRole("button", { name: "Truth", exact: true }).click();
  await expect(turn(page)).toContainText("Ann's turn");
  await expect(page.getByText("truth", { exact: true })).toBeVisible();
  const first = await prompt(page).innerText();
  expect(first).not.toContain("{player}");

  await page.getByRole("button", { name: "Skip this one" }).click();
  await expect(turn(page)).toContainText("Ann's turn");
  await expect(prompt(page)).not.toHaveText(first);

  await page.getByRole("button", { name: "Dare", exact: true }).click();
  await expect(turn(page)).toContainText("Bo's turn");
  await expect(page.getByText("dare", { exact: true })).toBeVisible();
  await expect(page.getByTestId("dare-timer")).toContainText("1:00");
  await page.getByRole("button", { name: "Random" }).click();
  await expect(turn(page)).toContainText("Cy's turn");
  await page.getByRole("button", { name: "Truth", exact: true }).click();
  await expect(turn(page)).toContainText("Ann's turn");

  // Full screen: the game covers the page; Exit brings it back.
  await page.getByRole("button", { name: "Full screen" }).click();
  await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible();
  await page.getByRole("button", { name: "Exit full screen" }).click();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("18+ needs a confirmation; cancelling keeps the deck you had", async ({ page }) => {
  await open(page);
  await page.getByText("18+", { exact: true }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Is everyone playing 18 or older?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("radio", { name: "Party" })).toBeChecked();
  await page.getByText("18+", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, everyone is 18+" }).click();
  await expect(page.getByRole("radio", { name: "18+" })).toBeChecked();
  await page.getByRole("button", { name: "Truth", exact: true }).click();
  await expect(prompt(page)).not.toBeEmpty();
});

test("custom prompts: empty and unfriendly ones get their message, a friendly one is dealt and kept", async ({ page }) => {
  await open(page);
  const field = page.getByLabel("Your prompt");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Write a prompt first.")).toBeVisible();
  await field.fill("Say something shitty to {player}");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Let's keep it friendly — try other words.")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect((await axe(page).analyze()).violations).toEqual([]);

  await field.fill("Sing the school song backwards.");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("custom-prompts")).toContainText("Sing the school song backwards.");
  await page.reload();
  await expect(page.getByTestId("custom-prompts")).toContainText("Sing the school song backwards.");
});

test("text chat mode deals only dares you can type; no accessibility violations", async ({ page }) => {
  await open(page);
  await page.getByText("Text chat", { exact: true }).click();
  await page.getByRole("button", { name: "Dare", exact: true }).click();
  await expect(prompt(page)).not.toBeEmpty();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
