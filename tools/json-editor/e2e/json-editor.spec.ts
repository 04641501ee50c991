import { axe } from "@/e2e/support/axe";
import { shot } from "@/e2e/support/shots";
import { expect, test, type Page } from "@/e2e/support/test";

/** The JSON Editor (example document and vectors from tools/json-editor/logic/). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/json-editor");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSON Editor");
  // The example document is server-rendered; the editor library loads on the first press or focus in the tool.
  await expect(page.getByTestId("json-editor-preview")).toContainText('"order": 12345678901234567890');
  await expect(page.locator("[data-testid='json-editor'] .jse-main")).toHaveCount(0);
  await expect(page.locator("[data-tool-area] > [data-hydrated]").first()).toBeAttached();
  await page.getByTestId("json-editor-preview").click();
  await expect(page.locator("[data-testid='json-editor'] .jse-main")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("json-editor-preview")).toHaveCount(0);
  return errors;
}

const editor = (page: Page) => page.getByTestId("json-editor");

test("edit in the tree, see it in text, validate, query and diff, numbers exact @phone", async ({ page }) => {
  const errors = await open(page);
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));

  // The example breaks its schema at /items/1/price.
  await expect(page.getByTestId("schema-errors")).toHaveText('/items/1/price Instance type "string" is invalid. Expected "number".');

  // Tree edit: the order number becomes another 20-digit number, shown exactly in the tree.
  const order = editor(page).locator("[data-path='%2Forder'] .jse-value");
  await editor(page).locator(".jse-value", { hasText: "12345678901234567890" }).dblclick();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("98765432109876543210");
  await page.keyboard.press("Enter");
  await expect(order).toHaveText("98765432109876543210");

  // Undo restores it exactly, redo brings the edit back.
  await editor(page).getByRole("button", { name: "Undo (Ctrl+Z)" }).click();
  await expect(order).toHaveText("12345678901234567890");
  await editor(page).getByRole("button", { name: "Redo (Ctrl+Shift+Z)" }).click();
  await expect(order).toHaveText("98765432109876543210");

  // The text view shows the edit and every number as written.
  await editor(page).getByRole("button", { name: "text", exact: true }).click();
  const text = editor(page).locator(".cm-content");
  await expect(text).toContainText('"order": 98765432109876543210');
  await expect(text).toContainText('"price": 0.10');
  await expect(text).toContainText('"price": 39.00');

  // Query panel: JMESPath, then JSONPath with the numbers as written.
  await page.getByRole("button", { name: "Run query" }).click();
  await expect(page.getByTestId("query-result")).toHaveText('[\n  "Backpack"\n]');
  // JMESPath selects the numbers as written too.
  await page.getByLabel("Expression").fill("items[*].price");
  await page.getByRole("button", { name: "Run query" }).click();
  await expect(page.getByTestId("query-result")).toHaveText('[\n  0.10,\n  "4.50",\n  39.00\n]');
  await page.getByLabel("Language").selectOption("jsonpath");
  await page.getByLabel("Expression").fill("$.items[*].price");
  await page.getByRole("button", { name: "Run query" }).click();
  await expect(page.getByTestId("query-result")).toHaveText('[\n  0.10,\n  "4.50",\n  39.00\n]');

  // Diff against a second version.
  await page.getByRole("textbox", { name: "Other document" }).fill('{"order":12345678901234567890,"customer":"Zoë Müller","items":[],"paid":true}');
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByTestId("diff-result")).toContainText("5 differences");
  await expect(page.getByTestId("diff-result")).toContainText("changed /order 98765432109876543210 → 12345678901234567890");
  await expect(page.getByTestId("diff-result")).toContainText("changed /paid false → true");

  // A picture of the tool at this width, kept with the test results for a look at the layout.
  await page.locator("[data-tool-ui]").screenshot({ path: test.info().outputPath("tool.png") });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(sent.filter((line) => line.includes("98765432109876543210") || line.includes("Backpack"))).toEqual([]);
  expect(errors).toEqual([]);
});

test("convert a value's type, duplicate a node and move one by dragging; the text view follows", async ({ page }) => {
  const errors = await open(page);
  const text = async () => {
    await editor(page).getByRole("button", { name: "text", exact: true }).click();
    const value = await editor(page).locator(".cm-content").innerText();
    await editor(page).getByRole("button", { name: "tree", exact: true }).click();
    return value;
  };
  // Convert: the customer string becomes an array holding it.
  await editor(page).locator(".jse-value", { hasText: "Zoë Müller" }).click({ button: "right" });
  await page.locator(".jse-contextmenu").getByRole("button", { name: "Array", exact: true }).last().click();
  expect(await text()).toContain('"customer": [\n    "Zoë Müller"\n  ]');
  // Duplicate (Ctrl+D) a property: the copy is added next to it under a new key.
  await editor(page).locator(".jse-value", { hasText: "Pencil" }).click();
  await page.keyboard.press("ControlOrMeta+d");
  expect(await text()).toContain('"name": "Pencil",\n      "name (copy)": "Pencil",\n      "price": 0.10');
  // Move: drag "paid" above "customer".
  const paid = editor(page).locator("[data-path='%2Fpaid'] .jse-key").first();
  const customer = editor(page).locator("[data-path='%2Fcustomer'] .jse-key").first();
  await paid.click();
  const from = (await paid.boundingBox())!;
  const to = (await customer.boundingBox())!;
  await page.mouse.move(from.x + 5, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 5, to.y + 2, { steps: 10 });
  await page.mouse.up();
  expect(await text()).toMatch(/^\{\n  "order": 12345678901234567890,\n  "paid": false,\n  "customer": \[/);
  expect(errors).toEqual([]);
});

test("a large file that is not JSON is refused with where and why, before the tree would repair it for minutes", async ({ page }) => {
  const errors = await open(page);
  // About 6 MB of records with a trailing comma: past what the editor repairs (5,000,000 characters).
  const records = Array.from({ length: 100_000 }, (_, i) => `  {"id": ${i}, "name": "Person ${i}", "city": "Zurich"},`);
  const broken = Buffer.from(`[\n${records.join("\n")}\n]\n`);
  await page.getByLabel("Open a JSON file").setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: broken });
  await expect(page.getByTestId("file-message")).toHaveText(
    `broken.json isn't valid JSON: Unexpected ']' (trailing comma at line 100001, column 58?), at line 100002, column 1. The editor repairs files up to 5,000,000 characters; this one has ${broken.length.toLocaleString("en-US")}.`,
    { timeout: 60_000 },
  );
  await expect(page.getByTestId("file-message")).toHaveAttribute("role", "alert");
  // A full-page shot from the top: scrolled down, the sticky header would be drawn over the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "json-editor-broken-file");
  // The document in the editor is still the one it had.
  await expect(editor(page).getByText("12345678901234567890")).toBeVisible();
  expect(errors).toEqual([]);
});

test("search finds a value in the tree, and a 100 000-item document opens and stays editable", async ({ page }) => {
  const errors = await open(page);
  await editor(page).getByRole("button", { name: "Search (Ctrl+F)" }).click();
  await page.keyboard.type("Backpack");
  await expect(editor(page).locator(".jse-search-count")).toHaveText("1/1");
  await page.keyboard.press("Escape");

  // About 6 MB: the tree shows the array a section at a time.
  const items = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `item ${i}`, price: `${i}.10`, tags: ["a", "b"] }));
  const big = Buffer.from(JSON.stringify({ items }).replace(/"(\d+\.10)"/g, "$1"));
  await page.getByLabel("Open a JSON file").setInputFiles({ name: "big.json", mimeType: "application/json", buffer: big });
  // Waits for states, not speeds: reading and checking 6 MB takes a while on a loaded CI machine.
  await expect(page.getByTestId("file-message")).toHaveText(`Opened big.json (${big.length.toLocaleString("en-US")} characters)`, { timeout: 60_000 });
  await expect(editor(page).getByRole("button", { name: /^100\D?000 items$/ }).first()).toBeVisible({ timeout: 60_000 });
  // The example schema still checks it: the document has no "order".
  await expect(page.getByTestId("schema-errors")).toContainText("order", { timeout: 30_000 });
  // The query panel reads the whole document, numbers as written.
  await page.getByLabel("Language").selectOption("jsonpath");
  await page.getByLabel("Expression").fill("$.items[99999].price");
  await page.getByRole("button", { name: "Run query" }).click();
  await expect(page.getByTestId("query-result")).toHaveText("[\n  99999.10\n]", { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test("a query run before the editor has loaded waits for it and gives the answer", async ({ page }) => {
  await page.goto("/json-editor");
  await expect(page.getByTestId("json-editor-preview")).toBeVisible();
  // The first click in the tool both starts the editor's load and asks for the query.
  await page.getByRole("button", { name: "Run query" }).click();
  await expect(page.getByTestId("query-result")).toHaveText('[\n  "Backpack"\n]', { timeout: 20_000 });
  await expect(page.getByTestId("schema-errors")).toHaveText('/items/1/price Instance type "string" is invalid. Expected "number".');
});

test("a broken schema and a binary file get their own messages", async ({ page }) => {
  await open(page);
  const schema = page.getByLabel("Schema (leave empty for none)");
  await schema.fill('{"type":"object",}');
  const alert = page.getByTestId("schema-message");
  await expect(alert).toHaveText("Your schema isn't valid JSON: Unexpected '}' at line 1, column 18 — trailing comma at line 1, column 17?");
  await schema.fill('{"type":"no-such-type"}');
  await expect(alert).toHaveText('Your schema isn\'t valid JSON Schema: at the top/type: "no-such-type" is not a type (use string, number, integer, boolean, object, array or null).');
  await schema.fill('{"type":"object","required":["order"]}');
  await expect(page.getByTestId("schema-valid")).toHaveText("The document matches the schema.");

  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  await page.getByLabel("Open a JSON file").setInputFiles({ name: "photo.json", mimeType: "application/json", buffer: png });
  await expect(page.getByTestId("file-message")).toHaveText("photo.json is a PNG image, not a text file.");
});

test("has no accessibility violations", async ({ page }) => {
  await open(page);
  await expect(page.getByTestId("schema-errors")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  // The text and table views too.
  await editor(page).getByRole("button", { name: "text", exact: true }).click();
  await expect(editor(page).locator(".cm-content")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await editor(page).getByRole("button", { name: "table", exact: true }).click();
  await expect(editor(page).locator(".jse-table-mode")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
});
