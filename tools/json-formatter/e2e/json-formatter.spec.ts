import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The JSON Formatter (vectors from lib/engines/json/json.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/json-formatter");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSON Formatter");
  await expect(page.locator("[data-tool-ui='json-formatter']")).toBeVisible();
  return errors;
}

const input = (page: Page) => page.getByLabel("JSON to format");
const output = (page: Page) => page.getByTestId("json-output");

test("formats losslessly, minifies, sorts, shows the tree and its pointers @phone", async ({ page }) => {
  const errors = await open(page);
  // Nothing typed is sent anywhere: watch every request the page makes from here on.
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));

  await input(page).fill('{"id":12345678901234567890,"price":0.10,"b":{"z":1,"a":[true,null]}}');
  await expect(output(page)).toHaveText('{\n  "id": 12345678901234567890,\n  "price": 0.10,\n  "b": {\n    "z": 1,\n    "a": [\n      true,\n      null\n    ]\n  }\n}');
  await expect(page.getByTestId("json-stats")).toContainText("8 values, 3 levels deep");

  await page.getByText("Minify", { exact: true }).click();
  await expect(output(page)).toHaveText('{"id":12345678901234567890,"price":0.10,"b":{"z":1,"a":[true,null]}}');
  await page.getByLabel("Sort keys A–Z").check();
  await expect(output(page)).toHaveText('{"b":{"a":[true,null],"z":1},"id":12345678901234567890,"price":0.10}');
  await page.getByText("Tab", { exact: true }).click();
  await expect(output(page)).toHaveText('{\n\t"b": {\n\t\t"a": [\n\t\t\ttrue,\n\t\t\tnull\n\t\t],\n\t\t"z": 1\n\t},\n\t"id": 12345678901234567890,\n\t"price": 0.10\n}');

  // Tree view: open b, then a, choose null: its pointer.
  await page.getByText("Tree", { exact: true }).click();
  await page.getByRole("button", { name: /"b": \{2 keys\}/ }).click();
  await page.getByRole("button", { name: /"a": \[2 items\]/ }).click();
  await page.getByRole("button", { name: "1: null" }).click();
  await expect(page.getByTestId("json-pointer")).toHaveText("JSON Pointer: /b/a/1");
  await expect(page.getByRole("button", { name: /"id": 12345678901234567890/ })).toBeVisible();
  // The tree is in the order of the text (Sort keys is on), at every level.
  await expect(page.getByLabel("JSON tree").getByRole("button")).toHaveText(["{3 keys}", '"b": {2 keys}', '"a": [2 items]', "0: true", "1: null", '"z": 1', '"id": 12345678901234567890', '"price": 0.10']);

  // Duplicate keys: valid, with a warning naming the pointer; both kept.
  await page.getByText("Text", { exact: true }).click();
  await page.getByLabel("Sort keys A–Z").uncheck();
  await page.getByText("Minify", { exact: true }).click();
  await input(page).fill('{"a":1,"a":2}');
  await expect(output(page)).toHaveText('{"a":1,"a":2}');
  await expect(page.getByTestId("json-duplicates")).toContainText('Duplicate key "a" at line 1, column 8 (/a); first at line 1, column 2');

  // Download gives the whole output.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toBe("minified.json");

  // A picture of the tool at this width, kept with the test results for a look at the layout.
  await page.locator("[data-tool-ui]").screenshot({ path: test.info().outputPath("tool.png") });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(sent.filter((line) => line.includes("12345678901234567890") || line.includes('"a":2'))).toEqual([]);
  expect(errors).toEqual([]);
});

test("an error shows line, column and a caret; Repair lists its changes before they are used", async ({ page }) => {
  await open(page);
  await input(page).fill('{\n  "a": 1,\n  "b": True,\n}');
  const alert = page.locator("[data-tool-ui] [role=alert]");
  await expect(page.getByTestId("json-error")).toHaveText("Unexpected 'True' at line 3, column 8 — JSON writes true in lower case");
  await expect(alert.locator("pre")).toHaveText('  "b": True,\n       ^');
  await expect(input(page)).toHaveAttribute("aria-invalid", "true");
  await expect(output(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Repair", exact: true }).click();
  const repair = page.getByTestId("json-repair");
  // True → true and the trailing comma after it touch, so they are one change.
  await expect(repair).toContainText("Repair made 1 change:");
  await expect(repair.getByRole("listitem")).toHaveText(["line 3, column 8: Replaced 'True,' with 'true'"]);
  await page.getByRole("button", { name: "Use the repaired JSON" }).click();
  await expect(output(page)).toHaveText('{\n  "a": 1,\n  "b": true\n}');

  // XML is sent to the XML formatter; empty input shows nothing at all.
  await input(page).fill("<note><to>Tove</to></note>");
  await expect(alert).toContainText("This looks like XML, not JSON: try the XML Formatter.");
  await input(page).fill("");
  await expect(alert).toHaveCount(0);
  await expect(output(page)).toHaveCount(0);
});

test("a binary file dropped or opened is refused with its type", async ({ page }) => {
  await open(page);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  await page.getByLabel("Open a JSON file").setInputFiles({ name: "photo.json", mimeType: "application/json", buffer: png });
  await expect(page.locator("[data-tool-ui] [role=alert]")).toHaveText("photo.json is a PNG image, not a text file.");
  await page.getByLabel("Open a JSON file").setInputFiles({ name: "data.json", mimeType: "application/json", buffer: Buffer.from('[12345678901234567890, 0.10]') });
  await expect(output(page)).toHaveText("[\n  12345678901234567890,\n  0.10\n]");
  await expect(page.getByText("Opened data.json")).toBeVisible();
});

test("a file too large to show is formatted whole without entering the text area; Clear brings the text area back", async ({ page }) => {
  await open(page);
  const people = Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `Person ${i}`, city: "Zürich" }));
  const text = JSON.stringify(people);
  expect(text.length).toBeGreaterThan(1_000_000);
  await page.getByLabel("Open a JSON file").setInputFiles({ name: "people.json", mimeType: "application/json", buffer: Buffer.from(text) });

  await expect(page.getByTestId("json-held-file")).toContainText("people.json is open, whole.");
  await expect(page.getByTestId("json-input-size")).toHaveText(`${text.length.toLocaleString("en-US")} characters (up to 50 MB)`);
  await expect(input(page)).toHaveCount(0);
  await expect(page.getByTestId("json-stats")).toContainText(`· ${text.length.toLocaleString("en-US")} →`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toBe("people.formatted.json");
  const saved = await readFile(await download.path(), "utf8");
  expect(JSON.parse(saved)).toEqual(people);
  expect(saved.startsWith('[\n  {\n    "id": 0,')).toBe(true);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(input(page)).toHaveValue("");
  await expect(page.getByTestId("json-held-file")).toHaveCount(0);
  await expect(page.getByTestId("json-input-size")).toHaveCount(0);
});

test("has no accessibility violations, formatted, as a tree and with an error", async ({ page }) => {
  await open(page);
  await input(page).fill('{"a":[1,2,{"b":null}],"a":0.10}');
  await expect(output(page)).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByText("Tree", { exact: true }).click();
  await page.getByRole("button", { name: /"a": \[3 items\]/ }).click();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await input(page).fill("{'a':1,}");
  await expect(page.getByTestId("json-error")).toBeVisible();
  await page.getByRole("button", { name: "Repair", exact: true }).click();
  await expect(page.getByTestId("json-repair")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
