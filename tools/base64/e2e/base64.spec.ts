import { expect, test, type Page, type Request } from "@/e2e/support/test";

/** Base64 (figures from tools/base64/logic/base64.test.ts). */

/** A 1×1 PNG, as Base64 and as bytes. */
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/base64");
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='base64']")).toBeVisible();
  return errors;
}

test("encodes Unicode text and files, decodes back, and points at bad input, all in the page @phone", async ({ page }) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Base64 Encode and Decode");
  const output = page.getByTestId("base64-output");

  // UTF-8 text, standard alphabet with padding, then URL-safe without.
  // Starting with 🙂 (F0 9F 99) makes the URL-safe text begin 8J-Z, so the decoder sees that alphabet.
  const secret = `🙂 Grüße aus Zürich ${test.info().testId}`;
  await page.getByLabel("Text to encode").fill("🙂");
  await expect(output).toHaveValue("8J+Zgg==");
  await expect(page.getByTestId("base64-status")).toHaveText("4 bytes of UTF-8 → 8 characters");
  await page.getByText("URL-safe (- _)").click();
  await page.getByLabel("Padding (=)").uncheck();
  await expect(output).toHaveValue("8J-Zgg");
  await page.getByLabel("Text to encode").fill(secret);
  const encoded = await output.inputValue();
  expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);

  // Decode: the output becomes the input and comes back exactly.
  await page.getByText("Decode", { exact: true }).click();
  await expect(page.getByLabel("Base64 to decode")).toHaveValue(encoded);
  await expect(page.getByTestId("base64-output")).toHaveValue(secret);
  await expect(page.getByTestId("base64-status")).toContainText("URL-safe alphabet · no padding");

  // Bad input: the character and its place.
  await page.getByLabel("Base64 to decode").fill("Zm9v!mFy");
  await expect(page.getByTestId("base64-error")).toHaveText(
    '"!" at character 5 is not a Base64 character. Base64 uses A–Z, a–z, 0–9 and + / (or - _ in the URL-safe variant), with = only at the end.',
  );
  await expect(page.getByLabel("Base64 to decode")).toHaveAttribute("aria-invalid", "true");

  // A data URL of an image is previewed and offered as a file.
  await page.getByLabel("Base64 to decode").fill(`data:image/png;base64,${PNG_BASE64}`);
  await expect(page.getByTestId("base64-preview")).toBeVisible();
  await expect(page.getByTestId("base64-binary")).toContainText("not UTF-8 text");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the decoded file" }).click();
  expect((await download).suggestedFilename()).toBe("decoded.png");

  // An image file encodes to a data URL with a preview.
  await page.getByText("Encode", { exact: true }).click();
  await page.getByLabel("Open a file to encode").setInputFiles({ name: "dot.png", mimeType: "image/png", buffer: Buffer.from(PNG_BASE64, "base64") });
  await expect(page.getByTestId("base64-file")).toContainText("dot.png · 70 bytes · image/png");
  await expect(page.getByTestId("base64-preview")).toBeVisible();
  await page.getByLabel(/As a data URL/).check();
  await expect(page.getByTestId("base64-output")).toHaveValue(`data:image/png;base64,${PNG_BASE64}`);

  // Nothing typed left the page.
  for (const request of requests) expect(`${request.url()}\n${request.postData() ?? ""}`, request.url()).not.toContain(encoded);
  expect(requests.filter((r) => r.method() !== "GET").map((r) => r.url())).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
