import { expect, test } from "@/e2e/support/test";

test("JSON to TypeScript: the page renders the tool, and it answers input @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/json-to-typescript");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSON to TypeScript");
  await page.getByLabel("Input").fill("  hello  ");
  await expect(page.locator("output")).toHaveText("hello");
  expect(errors).toEqual([]);
});
