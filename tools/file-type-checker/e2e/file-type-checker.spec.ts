import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The File Type Checker (vectors from tools/file-type-checker/logic/report.test.ts). */

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
/** A DOS stub pointing (at 0x3C) to the "PE\0\0" header at 0x80: a Windows program's first bytes. */
const MZ = Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000", "hex"), Buffer.alloc(112), Buffer.from("504500004c01", "hex"), Buffer.alloc(58)]);
MZ[0x3c] = 0x80;

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/file-type-checker");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("File Type Checker");
  await expect(page.locator("[data-tool-ui='file-type-checker']")).toBeVisible();
  return errors;
}

const card = (page: Page, name: string) => page.getByTestId("file-result").filter({ has: page.getByTestId("file-name").getByText(name, { exact: true }) });

test("several files: real types, a mismatch, a disguised program, nothing uploaded @phone", async ({ page }) => {
  const errors = await open(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  await page.locator("input[type=file]").setInputFiles([
    { name: "photo.jpg", mimeType: "image/jpeg", buffer: PNG },
    { name: "invoice.pdf.exe", mimeType: "application/octet-stream", buffer: MZ },
    { name: "data.json", mimeType: "application/json", buffer: Buffer.from('{"name": "Zoë", "tags": ["a", "b"]}') },
  ]);
  await expect(page.getByTestId("file-result")).toHaveCount(3);

  const photo = card(page, "photo.jpg");
  await expect(photo.getByTestId("file-type")).toHaveText("PNG image");
  await expect(photo.getByTestId("file-mime")).toHaveText("image/png");
  await expect(photo.getByTestId("file-mismatch")).toHaveText("The extension doesn't match: the name says .jpg, the bytes are a PNG image (.png).");
  await expect(photo.getByTestId("hex-view")).toContainText("00000000  89 50 4E 47 0D 0A 1A 0A");
  await expect(photo.getByTestId("hex-view")).toContainText(".PNG........IHDR");

  const program = card(page, "invoice.pdf.exe");
  await expect(program.getByTestId("file-type")).toHaveText("Windows program (PE)");
  await expect(program.getByTestId("hint-danger")).toHaveCount(2);
  await expect(program.getByTestId("hint-danger").first()).toContainText("Double extension");

  const json = card(page, "data.json");
  await expect(json.getByTestId("file-type")).toHaveText("JSON");
  await expect(json.getByTestId("file-encoding")).toHaveText("UTF-8");
  await expect(json.getByTestId("file-match")).toHaveText("The extension .json matches the contents.");

  expect(sent).toEqual([]); // nothing uploaded
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("an empty file and an unknown format get their own messages", async ({ page }) => {
  await open(page);
  await page.locator("input[type=file]").setInputFiles([
    { name: "empty.txt", mimeType: "text/plain", buffer: Buffer.alloc(0) },
    { name: "blob.dat", mimeType: "application/octet-stream", buffer: Buffer.from("001337c0de00ff01", "hex") },
  ]);
  await expect(card(page, "empty.txt").getByTestId("file-problem")).toHaveText("Empty file: it has no bytes, so it has no type.");
  await expect(card(page, "blob.dat").getByTestId("file-unknown")).toHaveText("Unknown format — first bytes: 00 13 37 C0 DE 00 FF 01");
  expect((await axe(page).analyze()).violations).toEqual([]);
});
