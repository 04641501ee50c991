import { expect, test, type Page, type Request } from "@/e2e/support/test";

/** The JWT Decoder (examples from tools/jwt-decoder/logic/jwt.test.ts: RFC 7519 §3.1, RFC 7515 appendix A.1). */

const RFC_TOKEN =
  "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const RFC_KEY = '{"kty":"oct","k":"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"}';

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/jwt-decoder");
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='jwt-decoder']")).toBeVisible();
  return errors;
}

test("decodes RFC 7519's token, words its expiry and verifies its signature, sending nothing @phone", async ({ page }) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("JWT Decoder");
  await expect(page.getByText("the token and the key are never sent to our server")).toBeVisible();

  await page.getByLabel("JWT", { exact: true }).fill(`Bearer ${RFC_TOKEN}`);
  await expect(page.getByTestId("jwt-header")).toHaveText('{\n  "typ": "JWT",\n  "alg": "HS256"\n}');
  await expect(page.getByTestId("jwt-payload")).toHaveText('{\n  "iss": "joe",\n  "exp": 1300819380,\n  "http://example.com/is_root": true\n}');
  await expect(page.getByTestId("jwt-exp")).toHaveText(/^2011-03-22 18:43:00 UTC — expired \d+ years ago$/);
  await expect(page.getByTestId("jwt-verify")).toContainText("Not verified");

  // RFC 7515 A.1's key verifies it; another secret does not.
  await page.getByLabel("Secret", { exact: true }).fill(RFC_KEY);
  await expect(page.getByTestId("jwt-verify")).toHaveText("Signature verified: this token was signed with this secret (HS256), and has not been changed since.");
  await page.getByLabel("Secret", { exact: true }).fill("my-guess");
  await expect(page.getByTestId("jwt-verify")).toHaveText("Invalid signature: the token was changed after signing, or it was signed with a different secret.");

  // A token cut short gets its own message.
  await page.getByLabel("JWT", { exact: true }).fill(RFC_TOKEN.split(".").slice(0, 2).join("."));
  await expect(page.getByTestId("jwt-error")).toHaveText("A JWT has three parts separated by dots (header.payload.signature); this has 2. Part of it may have been cut off when copying.");
  await expect(page.getByLabel("JWT", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // Neither the token nor the key left the page.
  for (const request of requests) {
    const carried = `${request.url()}\n${request.postData() ?? ""}`;
    expect(carried, request.url()).not.toContain("dBjftJeZ4CVP");
    expect(carried, request.url()).not.toContain("my-guess");
  }
  expect(requests.filter((r) => r.method() !== "GET").map((r) => r.url())).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
