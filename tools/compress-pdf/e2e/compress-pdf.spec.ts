import { expect, test } from "@/e2e/support/test";

test("Compress PDF: the page renders the tool, and it answers input @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/compress-pdf");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compress PDF");
  await page.getByLabel("Input").fill("  hello  ");
  await expect(page.locator("output")).toHaveText("hello");
  expect(errors).toEqual([]);
});
