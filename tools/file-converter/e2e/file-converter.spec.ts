import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The File Converter (vectors from tools/file-converter/logic/convert.test.ts). */

async function open(page: Page, path = "/file-converter", heading = "File Converter") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator("[data-tool-ui='file-converter']")).toBeVisible();
  return errors;
}

const input = (page: Page) => page.getByLabel(/^Your /);
const output = (page: Page) => page.getByTestId("convert-output");

test("converts JSON to CSV with the union header, checks the round trip, and previews the table @phone", async ({ page }) => {
  const errors = await open(page);
  await page.getByLabel("To", { exact: true }).selectOption("csv");
  await input(page).fill('[{"a":1,"b":{"c":2}},{"a":"x,y","d":3}]');
  // The textarea shows CRLF rows as line breaks (the download keeps CRLF).
  await expect(output(page)).toHaveValue('a,b.c,d\n1,2,\n"x,y",,3\n');
  await expect(page.getByTestId("convert-status")).toContainText("JSON (detected) → CSV");
  await expect(page.getByTestId("round-trip")).toHaveText("Converts back identically");
  const preview = page.getByTestId("table-preview");
  await expect(preview.locator("th")).toHaveText(["a", "b.c", "d"]);
  await expect(preview.locator("tbody tr")).toHaveCount(2);

  // YAML 1.2 in, with a number that was probably meant as text pointed out.
  await page.getByLabel("To", { exact: true }).selectOption("json");
  await input(page).fill("country: NO\nversion: 1.10");
  await expect(output(page)).toHaveValue('{\n  "country": "NO",\n  "version": 1.1\n}\n');
  await expect(page.getByTestId("convert-notes")).toContainText('1.10 is the number 1.1 in YAML; put it in quotes to keep it as the text "1.10".');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("a real CSV file uploaded converts to a JSON download that keeps its exact strings", async ({ page }) => {
  await open(page);
  await page.getByLabel("To", { exact: true }).selectOption("json");
  await page.locator("input[type=file]").setInputFiles({
    name: "people.csv",
    mimeType: "text/csv",
    buffer: Buffer.from('name,zip,quote\r\nAda,01234,"He said ""hi""\nx"\r\nGrace,10001,plain\r\n'),
  });
  await expect(page.getByLabel("From")).toHaveValue("csv");
  await expect(page.getByTestId("round-trip")).toHaveText("Converts back identically");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toBe("people.json");
  const json = JSON.parse(await readFile((await download.path()), "utf8")) as unknown;
  expect(json).toEqual([
    { name: "Ada", zip: "01234", quote: 'He said "hi"\nx' },
    { name: "Grace", zip: 10001, quote: "plain" },
  ]);
});

test("what the target cannot hold is named, never dropped: TOML null @phone", async ({ page }) => {
  await open(page);
  await page.getByLabel("To", { exact: true }).selectOption("toml");
  await input(page).fill('{"name":"app","debug":null}');
  await expect(page.getByTestId("convert-error")).toHaveText("TOML has no null (at $.debug). Remove the key or give it a value first.");
  await expect(output(page)).toHaveCount(0);
  // A syntax error in the input has its line and column.
  await input(page).fill('{\n  "a": 1,\n}');
  await expect(page.getByTestId("convert-error")).toContainText("Line 3, column 1");
  await expect(input(page)).toHaveAttribute("aria-invalid", "true");
  await input(page).fill("");
  await expect(page.getByTestId("convert-error")).toHaveCount(0);
});

test("a pair page is preset to its pair and links its reverse; an unknown pair is a 404", async ({ page }) => {
  await open(page, "/file-converter/yaml-to-json", "YAML to JSON Converter");
  await expect(page.getByLabel("From")).toHaveValue("yaml");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("json");
  await expect(page.getByRole("link", { name: "JSON to YAML converter" })).toHaveAttribute("href", "/file-converter/json-to-yaml");
  await page.getByRole("button", { name: "Sample" }).click();
  await expect(output(page)).toHaveValue(/"country": "NO"/);
  expect((await page.goto("/file-converter/json-to-docx"))?.status()).toBe(404);
});

test("has no accessibility violations, with a result and with an error", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Sample" }).click();
  await expect(page.getByTestId("round-trip")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByLabel("To", { exact: true }).selectOption("xml");
  await input(page).fill("<a><b></a>");
  await page.getByLabel("To", { exact: true }).selectOption("json");
  await expect(page.getByTestId("convert-error")).toContainText("Not well-formed XML");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
