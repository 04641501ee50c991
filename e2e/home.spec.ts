import { expect, test } from "@/e2e/support/test";

test("home page shows the hero heading", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free Online Tools to Simplify Everyday Tasks");
});
