import { axe } from "@/e2e/support/axe";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";

/** JSON to TypeScript (the samples and expected declarations of tools/json-to-typescript/logic/json-to-typescript.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/json-to-typescript");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSON to TypeScript");
  await expect(page.locator("[data-tool-ui='json-to-typescript']")).toBeVisible();
  return errors;
}

const input = (page: Page) => page.getByLabel("JSON samples");
const output = (page: Page) => page.getByTestId("types-output");
const TWO_SAMPLES = '[{"id": 1, "note": null, "first-name": "Ann"}, {"id": 2, "note": "hi", "gift": true, "first-name": "Bo"}]';

test("two samples give optional and nullable fields as TypeScript and Zod; download, copy, and errors @phone", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const errors = await open(page);
  await input(page).fill(TWO_SAMPLES);
  await expect(output(page)).toHaveValue(/^export interface Root \{\n/);
  const ts = await output(page).inputValue();
  expect(ts).toMatch(/^\s+id:\s+number;$/m);
  expect(ts).toMatch(/^\s+note:\s+null \| string;$/m);
  expect(ts).toMatch(/^\s+"first-name":\s+string;$/m);
  expect(ts).toMatch(/^\s+gift\?:\s+boolean;$/m);
  await expect(page.getByTestId("types-status")).toContainText("TypeScript from 2 samples");
  await shot(page, "json-to-typescript");

  await page.getByRole("group", { name: "Output" }).getByText("Zod", { exact: true }).click();
  await expect(output(page)).toHaveValue(/export const RootSchema = z\.object\(\{/);
  const zod = await output(page).inputValue();
  expect(zod).toContain('"gift": z.boolean().optional(),');
  expect(zod).toContain('"note": z.union([z.null(), z.string()]),');
  expect(zod).toContain("export type Root = z.infer<typeof RootSchema>;");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
  expect(download.suggestedFilename()).toBe("Root.zod.ts");
  expect(await readFile(await download.path(), "utf8")).toBe(zod);

  await page.getByRole("button", { name: "Copy Zod schema" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(zod);

  await page.getByRole("group", { name: "Output" }).getByText("JSON Schema", { exact: true }).click();
  await expect(output(page)).toHaveValue(/"\$schema": "http:\/\/json-schema\.org\/draft-07\/schema#"/);
  await expect(page.getByTestId("types-status")).toContainText("JSON Schema draft-07");

  await page.getByLabel("Root type name").fill("order-item");
  await expect(page.getByText("A type name has only letters, digits, _ and $ (no spaces or dashes), like Root or OrderItem.")).toBeVisible();
  await expect(output(page)).toHaveValue("");
  await page.getByLabel("Root type name").fill("Order");
  await expect(output(page)).toHaveValue(/"\$ref": "#\/definitions\/Order"/);

  await input(page).fill('{"a": 1,}');
  const problem = page.getByTestId("types-error");
  await expect(problem).toContainText("Line 1, column 9: Unexpected '}' — trailing comma at line 1, column 8?");
  await expect(problem.locator("pre")).toHaveText('{"a": 1,}\n        ^');
  await expect(output(page)).toHaveCount(0);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("a top-level array needs the samples option; type aliases on request", async ({ page }) => {
  await open(page);
  await page.getByLabel("Treat top-level array as samples").uncheck();
  await input(page).fill(TWO_SAMPLES);
  await expect(page.getByTestId("types-error")).toContainText("This JSON is an array: turn on “Treat top-level array as samples”");
  await page.getByLabel("Treat top-level array as samples").check();
  await page.getByRole("group", { name: "TypeScript declarations" }).getByText("type", { exact: true }).click();
  await expect(output(page)).toHaveValue(/^export type Root = \{\n/);
});

test("a root named after a built-in is renamed with the reason; a __proto__ key stays an own key in every output", async ({ page }) => {
  await open(page);
  await input(page).fill('[{"name": "x", "__proto__": {"k": 1}}, {"name": "y", "__proto__": {"k": 2}}]');
  await page.getByLabel("Root type name").fill("Date");
  await expect(output(page)).toHaveValue(/^export interface PurpleDate \{\n/);
  await expect(page.getByTestId("types-status")).toContainText("The root type is PurpleDate: Date is a built-in name in TypeScript, which a type of that name would hide.");
  await expect(page.getByTestId("types-status")).not.toContainText("PascalCase");
  // Found in both samples: required, not optional.
  await expect(output(page)).toHaveValue(/^\s+__proto__:\s+Proto;$/m);

  await page.getByLabel("Root type name").fill("string");
  await expect(output(page)).toHaveValue(/^export interface PurpleString \{\n/);
  await expect(page.getByTestId("types-status")).toContainText("The root type is PurpleString: String is a built-in name in TypeScript, which a type of that name would hide.");

  await page.getByRole("group", { name: "Output" }).getByText("Zod", { exact: true }).click();
  await expect(output(page)).toHaveValue(/^\s+\["__proto__"\]: ProtoSchema, \/\/ Zod skips this key: not checked, and left out of parsed values\.$/m);
  await expect(page.getByTestId("types-status")).toContainText("Zod skips a key named __proto__ when it parses");

  await page.getByRole("group", { name: "Output" }).getByText("JSON Schema", { exact: true }).click();
  await expect(output(page)).toHaveValue(/"properties": \{\n\s+"name": \{\n\s+"type": "string"\n\s+\},\n\s+"__proto__": \{\n\s+"\$ref": "#\/definitions\/Proto"/);
  await expect(output(page)).not.toHaveValue(/u0001/);
});

test("has no accessibility violations, with a result and with an error", async ({ page }) => {
  await open(page);
  await page.getByRole("button", { name: "Sample" }).click();
  await expect(output(page)).toHaveValue(/export interface Customer \{/);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await input(page).fill("[1, 2]");
  await expect(page.getByTestId("types-error")).toContainText("Item 1 of the array is a number, not an object");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
