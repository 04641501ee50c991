import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The Text Editor (vectors from tools/text-editor/logic/*.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/text-editor");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Text Editor");
  await expect(page.locator("[data-tool-ui='text-editor']")).toBeVisible();
  return errors;
}

const text = (page: Page) => page.getByLabel(/^Text of /);

/** What the editor has saved in this browser (idb-keyval's default database and store), as JSON; "" when nothing. */
function storedDocuments(): Promise<string> {
  return new Promise((resolve) => {
    const request = indexedDB.open("keyval-store");
    request.onerror = () => resolve("");
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains("keyval")) return resolve("");
      const get = db.transaction("keyval").objectStore("keyval").get("utilify:text-editor:v1");
      get.onsuccess = () => resolve(JSON.stringify(get.result ?? ""));
      get.onerror = () => resolve("");
    };
  });
}

// "café – naïve\r\n€\r\n" in Windows-1252 (logic/encoding.test.ts).
const LEGACY = [0x63, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65, 0x0d, 0x0a, 0x80, 0x0d, 0x0a];

test("write, replace with a regex, tidy lines, autosave across a reload; nothing typed is sent @phone", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
  const errors = await open(page);
  await text(page).fill("mail ann@example.com or bob@example.org\nokapi-7311\nb\na\nb");
  await expect(page.getByTestId("text-counts")).toContainText("5 lines");

  await page.getByText("Find and replace", { exact: true }).click();
  await page.getByLabel("Find", { exact: true }).fill("(\\w+)@");
  await page.getByLabel("Replace with").fill("$1 at ");
  await page.getByLabel("Regular expression").check();
  await page.getByRole("button", { name: "Replace all" }).click();
  await expect(page.getByText("Replaced 2 matches.")).toBeVisible();
  await expect(text(page)).toHaveValue("mail ann at example.com or bob at example.org\nokapi-7311\nb\na\nb");
  // An invalid pattern says why, and replaces nothing.
  await page.getByLabel("Find", { exact: true }).fill("(\\w+");
  await page.getByRole("button", { name: "Replace all" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "regular expression" })).toHaveText(/^That regular expression is not valid \(unterminated group\), so nothing was searched or replaced\./);
  await expect(text(page)).toHaveValue("mail ann at example.com or bob at example.org\nokapi-7311\nb\na\nb");

  await page.getByLabel("Line tool").selectOption("dedupe");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(text(page)).toHaveValue("mail ann at example.com or bob at example.org\nokapi-7311\nb\na");
  await expect(page.getByText("Remove duplicate lines: 1 line removed.")).toBeVisible();

  // Autosave: the text is back after a reload. Reload once the save has landed in IndexedDB (idb-keyval's default
  // store), not after a fixed wait that a busy machine can outlast.
  const saved = "mail ann at example.com or bob at example.org\nokapi-7311\nb\na";
  await expect.poll(() => page.evaluate(storedDocuments)).toContain(JSON.stringify(saved));
  await page.reload();
  await expect(text(page)).toHaveValue("mail ann at example.com or bob at example.org\nokapi-7311\nb\na");

  expect((await axe(page).analyze()).violations).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(sent.filter((entry) => entry.includes("okapi-7311"))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a Windows-1252 CRLF file opens and saves back byte for byte; a PNG is refused; a runaway regex is stopped", async ({ page }) => {
  await open(page);
  await page.locator("input[type=file]").setInputFiles({ name: "legacy.txt", mimeType: "text/plain", buffer: Buffer.from(LEGACY) });
  await expect(text(page)).toHaveValue("café – naïve\n€\n");
  await expect(page.getByRole("status").filter({ hasText: "Opened legacy.txt" })).toContainText("Western (Windows-1252 / ISO-8859-1), CRLF (Windows) line endings.");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save legacy.txt" }).click();
  const saved = await download;
  const path = await saved.path();
  const { readFileSync } = await import("node:fs");
  expect(Array.from(readFileSync(path))).toEqual(LEGACY);

  // Edited, it is encoded again in Windows-1252 with CRLF.
  await text(page).press("End");
  await text(page).fill("café – naïve\n€ ok\n");
  const again = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save legacy.txt" }).click();
  expect(Array.from(readFileSync(await (await again).path()))).toEqual([...LEGACY.slice(0, 15), 0x20, 0x6f, 0x6b, 0x0d, 0x0a]);

  await page.locator("input[type=file]").setInputFiles({ name: "photo.txt", mimeType: "text/plain", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) });
  await expect(page.getByRole("alert").filter({ hasText: "photo.txt" })).toHaveText("photo.txt: This is a PNG image, not text, so it was not opened.");

  await text(page).fill("a".repeat(40) + "!");
  await page.getByText("Find and replace", { exact: true }).click();
  await page.getByLabel("Regular expression").check();
  await page.getByLabel("Find", { exact: true }).fill("(a+)+$");
  await page.getByRole("button", { name: "Find next" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This pattern" })).toContainText("This pattern took more than 2 s and was stopped");
  // The page still answers.
  await text(page).fill("still here");
  await expect(text(page)).toHaveValue("still here");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
