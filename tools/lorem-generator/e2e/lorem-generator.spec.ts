import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The lorem ipsum generator (vectors from tools/lorem-generator/logic/lorem.test.ts). */

async function open(page: Page, path = "/lorem-generator") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lorem Ipsum Generator");
  await expect(page.locator("[data-tool-ui='lorem-generator']")).toBeVisible();
  return errors;
}

const output = (page: Page) => page.getByTestId("lorem-output");

test("paragraphs, exact words and characters, formats and a shareable seed @phone", async ({ page }) => {
  const errors = await open(page);
  // Three paragraphs, the classic opening first; the address now carries a seed.
  await expect(output(page)).toHaveValue(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\./);
  expect((await output(page).inputValue()).split("\n\n")).toHaveLength(3);
  await expect(page).toHaveURL(/\?seed=[a-z0-9]{8}$/);

  // Exactly 160 characters, ending in a full stop.
  await page.getByLabel("Generate").selectOption("characters");
  await page.getByLabel("How many").fill("160");
  await expect(page.getByTestId("lorem-stats")).toContainText("160 characters");
  const chars = await output(page).inputValue();
  expect(chars).toHaveLength(160);
  expect(chars.endsWith(".")).toBe(true);

  // The seeded example of the page: 12 words, no classic opening.
  await page.getByLabel("Generate").selectOption("words");
  await page.getByLabel("How many").fill("12");
  await page.getByLabel("Start with").uncheck();
  await page.getByLabel("Seed").fill("utilify");
  await expect(output(page)).toHaveValue("Ea cupidatat neque amet aliqua neque ad veniam accusantium, cillum inventore ex.");
  await expect(page).toHaveURL(/\?seed=utilify&unit=words&n=12&classic=0$/);

  // The link opens the same text in a fresh page.
  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.getByTestId("lorem-output")).toHaveValue("Ea cupidatat neque amet aliqua neque ad veniam accusantium, cillum inventore ex.");
  await other.close();

  // HTML list items and a JSON array.
  await page.getByLabel("Generate").selectOption("items");
  await page.getByLabel("How many").fill("4");
  await page.getByLabel("Format").selectOption("html");
  await expect(output(page)).toHaveValue(/^<ul>\n( {2}<li>[A-Z][a-z ]+<\/li>\n){4}<\/ul>$/);
  await page.getByLabel("Format").selectOption("json");
  expect(JSON.parse(await output(page).inputValue())).toHaveLength(4);

  // New text changes the seed and the text.
  const before = await output(page).inputValue();
  await page.getByRole("button", { name: "New text" }).click();
  await expect(output(page)).not.toHaveValue(before);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("counts out of range get their own message", async ({ page }) => {
  await open(page);
  await page.getByLabel("How many").fill("101");
  await expect(page.getByText("Maximum is 100 paragraphs")).toBeVisible();
  await expect(page.getByLabel("How many")).toHaveAttribute("aria-invalid", "true");
  await expect(output(page)).toHaveValue("");
  await page.getByLabel("Generate").selectOption("words");
  await page.getByLabel("How many").fill("20000");
  await expect(page.getByText("Maximum is 10,000 words")).toBeVisible();
  await page.getByLabel("How many").fill("0");
  await expect(page.getByText("Enter a whole number from 1 to 10,000")).toBeVisible();
  await page.getByLabel("How many").fill("50");
  await page.getByLabel("Fewest words per sentence").fill("20");
  await page.getByLabel("Most words per sentence").fill("10");
  await expect(page.getByText("Minimum can't exceed maximum")).toBeVisible();
});

test("has no accessibility violations, with text and with an error", async ({ page }) => {
  await open(page);
  await expect(output(page)).toHaveValue(/Lorem ipsum/);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByLabel("How many").fill("0");
  await expect(page.getByText("Enter a whole number from 1 to 100")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
