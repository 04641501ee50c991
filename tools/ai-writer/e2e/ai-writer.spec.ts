import { expect, test } from "@playwright/test";

test("AI Writer: the page renders the tool, and it answers input @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/ai-writer");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI Writer");
  await page.getByLabel("Input").fill("  hello  ");
  await expect(page.locator("output")).toHaveText("hello");
  expect(errors).toEqual([]);
});
