import { expect, test, type Page, type Request } from "@/e2e/support/test";

/** The Hash Generator (vectors from tools/hash-generator/logic/hash.test.ts: FIPS 180, RFC 1321, RFC 4231). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/hash-generator");
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='hash-generator']")).toBeVisible();
  return errors;
}

const value = (page: Page, id: string) => page.getByTestId(`hash-${id}`).getByTestId("hash-value");

test("hashes text and a file, makes an HMAC and checks an expected hash, all in the page @phone", async ({ page }) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hash Generator");

  // FIPS 180 and RFC 1321: "abc".
  await page.getByLabel("Text to hash").fill("abc");
  await expect(value(page, "sha256")).toHaveText("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  await expect(value(page, "md5")).toHaveText("900150983cd24fb0d6963f7d28e17f72");
  await expect(value(page, "sha3-256")).toHaveText("3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532");

  // The expected hash, pasted in capitals: matched, and named.
  await page.getByLabel("Compare with an expected hash").fill("BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD");
  await expect(page.getByTestId("hash-compare")).toHaveText("Match: the SHA-256 of this text is the hash you expected.");
  await page.getByLabel("Compare with an expected hash").fill("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ae");
  await expect(page.getByTestId("hash-compare")).toContainText("No match. 64 hex digits is the length of SHA-256 and SHA3-256");

  // RFC 4231 test case 2: HMAC-SHA256 with the key "Jefe".
  const secretText = "what do ya want for nothing?";
  await page.getByLabel("Text to hash").fill(secretText);
  await page.getByLabel("HMAC with a key").check();
  await page.getByLabel("Key", { exact: true }).fill("Jefe");
  await expect(value(page, "sha256")).toHaveText("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  await page.getByLabel("Key is").selectOption("hex");
  await expect(page.getByTestId("hash-key-error")).toHaveText('The key has "J" at character 1, which is not a hexadecimal digit (0–9, a–f).');
  await page.getByLabel("HMAC with a key").uncheck();

  // A file (RFC 1321: "message digest"), read in the page.
  await page.getByText("File", { exact: true }).click();
  await page.getByLabel("Open a file to hash").setInputFiles({ name: "digest.txt", mimeType: "text/plain", buffer: Buffer.from("message digest") });
  await expect(page.getByTestId("hash-file")).toContainText("digest.txt · 14 bytes");
  await expect(value(page, "md5")).toHaveText("f96b697d7cb7938d525a2f31aaf161d0");
  await page.getByLabel("Compare with an expected hash").fill("f96b697d7cb7938d525a2f31aaf161d0  digest.txt");
  await expect(page.getByTestId("hash-compare")).toHaveText("Match: the MD5 of this file is the hash you expected.");
  await expect(page.getByTestId("hash-md5")).toContainText("matches");

  // Nothing typed left the page.
  for (const request of requests) expect(`${request.url()}\n${request.postData() ?? ""}`, request.url()).not.toContain("Jefe");
  expect(requests.filter((r) => r.method() !== "GET").map((r) => r.url())).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
