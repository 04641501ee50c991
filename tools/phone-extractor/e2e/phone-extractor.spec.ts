import { readFileSync } from "node:fs";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The Phone Number Extractor (vectors from tools/phone-extractor/logic/*.test.ts). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/phone-extractor");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phone Number Extractor");
  await expect(page.locator("[data-tool-ui='phone-extractor']")).toBeVisible();
  return errors;
}

const source = (page: Page) => page.getByLabel("Text, CSV or HTML");
const tool = (page: Page) => page.locator("[data-tool-ui='phone-extractor']");

const MIXED = `Call +44 20 7946 0958 or (415) 555-2671 ext. 12. Order #12345678, date 2024-01-15, IP 192.168.1.1.
Mobile +49 151 23456789, again (415) 555-2671 ext. 12. UK office 020 7946 0958.`;

test("finds, dedupes, highlights, redacts and exports; nothing pasted leaves the browser @phone", async ({ page }) => {
  const errors = await open(page);
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));
  await page.getByLabel("Numbers without +code are from").selectOption("US");
  await source(page).fill(MIXED);

  await expect(page.getByTestId("phone-summary")).toHaveText("4 numbers found, 3 distinct");
  const rows = page.getByRole("region", { name: "Numbers found" }).locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("+442079460958");
  await expect(rows.nth(0)).toContainText("United Kingdom (GB)");
  await expect(rows.nth(0)).toContainText("Landline");
  // E.164 has no extension: it has a column of its own, and the Formatted cell (the E.164 format chosen) falls back to
  // the library's international form, which keeps it.
  await expect(rows.nth(1).locator("td")).toHaveText(["(415) 555-2671 ext. 12", "+14155552671", "12", "+1 415 555 2671 ext. 12", "United States (US)", "Landline or mobile", "Valid", "2"]);
  await expect(rows.nth(2)).toContainText("Mobile");
  await expect(page.getByTestId("phone-highlight").locator("mark")).toHaveText(["+44 20 7946 0958", "(415) 555-2671 ext. 12", "+49 151 23456789", "(415) 555-2671 ext. 12"]);

  // The UK national number is read once Great Britain is the default; +44 20 7946 0958 is then found twice.
  await page.getByLabel("Numbers without +code are from").selectOption("GB");
  await expect(page.getByTestId("phone-summary")).toHaveText("3 numbers found, 2 distinct");
  await expect(rows.nth(0).locator("td").last()).toHaveText("2");

  await page.getByText("Redacted", { exact: true }).click();
  await page.getByLabel("Keep last digits").selectOption("2");
  await expect(page.getByTestId("phone-redacted")).toHaveValue(/^Call \+•• •• •••• ••58 or \(415\) 555-2671 ext\. 12\. Order #12345678/);

  await page.getByLabel("Output format").selectOption("national");
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
  expect(csv.suggestedFilename()).toBe("phone-numbers.csv");
  const text = readFileSync(await csv.path(), "utf8");
  expect(text).toBe(
    "\uFEFFOriginal,E.164,Extension,Formatted,Country,Type,Valid,Times found\r\n" +
      "'+44 20 7946 0958,'+442079460958,,020 7946 0958,United Kingdom (GB),Landline,yes,2\r\n" +
      "'+49 151 23456789,'+4915123456789,,01512 3456789,Germany (DE),Mobile,yes,1\r\n",
  );

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(sent.filter((line) => /7946|2671|23456789|12345678/.test(line))).toEqual([]);
  expect(errors).toEqual([]);
});

test("HTML: tags skipped, tel: links read, highlights on the source", async ({ page }) => {
  await open(page);
  await page.getByLabel("Numbers without +code are from").selectOption("US");
  await source(page).fill('<p>Call <a href="tel:+442079460958">our office</a> or <b>+33&nbsp;1&nbsp;42&nbsp;68&nbsp;53&nbsp;00</b>.</p><span data-id="4155552671">x</span>');
  await expect(page.getByLabel("Read as")).toContainText("Detect (HTML)");
  await expect(page.getByTestId("phone-summary")).toHaveText("2 numbers found, 2 distinct");
  await expect(page.getByTestId("phone-highlight").locator("mark")).toHaveText(["+442079460958", "+33&nbsp;1&nbsp;42&nbsp;68&nbsp;53&nbsp;00"]);
});

test("a comma or semicolon between numbers separates them: lists and CSV cells are never extensions", async ({ page }) => {
  await open(page);
  await page.getByLabel("Numbers without +code are from").selectOption("US");
  await page.getByLabel("Read as").selectOption("text");
  const rows = page.getByRole("region", { name: "Numbers found" }).locator("tbody tr");
  const marks = page.getByTestId("phone-highlight").locator("mark");

  await source(page).fill("Phones: +1 415 555 2671, 212 555 0198, (650) 555-0100");
  await expect(page.getByTestId("phone-summary")).toHaveText("3 numbers found, 3 distinct");
  await expect(marks).toHaveText(["+1 415 555 2671", "212 555 0198", "(650) 555-0100"]);
  await expect(rows.nth(0).locator("td")).toHaveText(["+1 415 555 2671", "+14155552671", "", "+14155552671", "United States (US)", "Landline or mobile", "Valid", "1"]);

  await source(page).fill("name,phone,alt\nAlice,+1 415 555 2671,212 555 0198\nBob,2125550198,6505550100");
  await expect(page.getByTestId("phone-summary")).toHaveText("4 numbers found, 3 distinct");
  await expect(marks).toHaveText(["+1 415 555 2671", "212 555 0198", "2125550198", "6505550100"]);
  await expect(rows).toHaveCount(3);
  await expect(rows.locator("td:nth-child(2)")).toHaveText(["+14155552671", "+12125550198", "+16505550100"]);
  await expect(rows.locator("td:nth-child(3)")).toHaveText(["", "", ""]);

  await source(page).fill("name;phone;alt\nBob;2125550198;6505550100");
  await expect(marks).toHaveText(["2125550198", "6505550100"]);
  await expect(rows.locator("td:nth-child(3)")).toHaveText(["", ""]);
});

test("no numbers, and too much text, each get their own message", async ({ page }) => {
  await open(page);
  await page.getByLabel("Numbers without +code are from").selectOption("US");
  await source(page).fill("Order #12345678, date 2024-01-15, IP 192.168.1.1, UK 020 7946 0958");
  await expect(page.getByTestId("phone-none")).toHaveText("No phone numbers found — numbers without +code are read as United States; change the default country?");
  await source(page).fill("x".repeat(200_001));
  await expect(tool(page).getByRole("alert")).toHaveText("This text is 200,001 characters; the extractor reads up to 200,000 at a time. Split it into parts.");
  await expect(source(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("phone-summary")).toHaveCount(0);
});

test("has no accessibility violations, empty and with results", async ({ page }) => {
  await open(page);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await source(page).fill(MIXED);
  await expect(page.getByTestId("phone-summary")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByText("Redacted", { exact: true }).click();
  expect((await axe(page).analyze()).violations).toEqual([]);
});

test("/phone-number-extractor redirects here", async ({ page }) => {
  const response = await page.goto("/phone-number-extractor");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/phone-extractor");
});
