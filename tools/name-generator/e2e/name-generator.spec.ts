import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The Name Generator (vectors from tools/name-generator/logic/generate.test.ts). */

async function open(page: Page, query = "") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`/name-generator${query}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Name Generator");
  await expect(page.locator("[data-tool-ui='name-generator']")).toBeVisible();
  return errors;
}

const names = (page: Page) => page.getByTestId("name-list").locator("li");

test("Japanese names, family name first, seeded and reproducible from the link @phone", async ({ page }) => {
  const errors = await open(page);
  await expect(page.getByText("then press Generate names")).toBeVisible();
  await page.getByLabel("Language and country").selectOption("ja");
  await page.getByLabel("How many").fill("5");
  await page.getByLabel("Seed (optional)").fill("42");
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(names(page)).toHaveCount(5);
  const first = await names(page).allInnerTexts();
  for (const name of first) expect(name.trim()).toMatch(/^\S+ \S+$/);
  await expect(page).toHaveURL(/[?&]locale=ja/);
  await expect(page).toHaveURL(/[?&]seed=42/);
  await expect(page.getByTestId("name-seed")).toContainText("seed 42");

  // Test data: usernames and e-mails on example domains only.
  await page.getByText("Test data", { exact: true }).click();
  const rows = page.getByTestId("name-rows").locator("tbody tr");
  await expect(rows).toHaveCount(5);
  for (const email of await rows.locator("td:nth-child(4)").allInnerTexts()) expect(email).toMatch(/^user\d{6,}@example\.com$/);
  await page.getByLabel("E-mail domain").selectOption("example.org");
  for (const email of await rows.locator("td:nth-child(4)").allInnerTexts()) expect(email).toMatch(/@example\.org$/);

  // The same link gives the same names.
  await open(page, "?locale=ja&count=5&seed=42");
  await expect(names(page)).toHaveCount(5);
  expect(await names(page).allInnerTexts()).toEqual(first);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("CSV download is RFC 4180 with the test-data columns; favourites stay after a reload", async ({ page }) => {
  await open(page, "?count=3&seed=csv&show=rows");
  await expect(page.getByTestId("name-rows").locator("tbody tr")).toHaveCount(3);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "CSV", exact: true }).click()]);
  expect(download.suggestedFilename()).toBe("names.csv");
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe("full_name,first_name,middle_name,last_name,sex,username,email");
  expect(lines).toHaveLength(5); // header, 3 rows, and the final CRLF
  for (const line of lines.slice(1, 4)) expect(line).toMatch(/@example\.com$/);

  await page.getByText("Full names", { exact: true }).click();
  const name = (await names(page).first().innerText()).trim();
  await page.getByRole("button", { name: `Keep ${name} in favourites` }).click();
  await expect(page.getByTestId("favourites")).toContainText(name);
  await page.reload();
  await expect(page.getByTestId("favourites")).toContainText(name);
});

test("counts out of range get their own message and nothing is generated", async ({ page }) => {
  await open(page);
  const count = page.getByLabel("How many");
  await count.fill("101");
  await expect(page.getByText("Up to 100 names at a time: choose 1–100.")).toBeVisible();
  await expect(count).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "Generate names" })).toBeDisabled();
  await count.fill("0");
  await expect(page.getByText("Choose at least 1 name (1–100).")).toBeVisible();
  await count.fill("2.5");
  await expect(page.getByText("Names come whole: choose a whole number, 1–100.")).toBeVisible();
  await count.fill("");
  await expect(page.locator("[data-tool-ui='name-generator']").getByRole("alert")).toHaveCount(0);
  await expect(names(page)).toHaveCount(0);
  // A link with a foreign e-mail domain: the defaults stand in, and the page says so.
  await open(page, "?domain=gmail.com&seed=x&count=2&show=rows");
  await expect(page.getByText(/only example\.com, example\.net and example\.org are used/)).toBeVisible();
  for (const email of await page.getByTestId("name-rows").locator("td:nth-child(4)").allInnerTexts()) expect(email).toMatch(/@example\.com$/);
});

test("has no accessibility violations, with names and with an error", async ({ page }) => {
  await open(page, "?count=6&seed=axe");
  await expect(names(page)).toHaveCount(6);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByLabel("How many").fill("500");
  await expect(page.getByText("Up to 100 names at a time: choose 1–100.")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
