import { expect, test, type Page, type Request } from "@/e2e/support/test";

/** The UUID Generator (examples from tools/uuid-generator/logic/ids.test.ts: RFC 9562 appendix A). */

async function open(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/uuid-generator");
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='uuid-generator']")).toBeVisible();
  return errors;
}

const lines = async (page: Page) => (await page.getByTestId("uuid-output").inputValue()).split("\n");

test("makes UUIDs, v7s in order, ULIDs and Nano IDs in bulk, and reads a pasted UUID @phone", async ({ page }) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("UUID Generator");

  // Five version 4 UUIDs, made once the page runs; upper case without hyphens on request.
  await expect(page.getByTestId("uuid-output")).toHaveValue(/^([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n){4}[0-9a-f-]{36}$/);
  const first = await lines(page);
  await page.getByLabel("Upper case").check();
  await page.getByLabel("Hyphens").uncheck();
  await expect(page.getByTestId("uuid-output")).toHaveValue(first.map((x) => x.toUpperCase().replace(/-/g, "")).join("\n"));

  // 10,000 version 7 UUIDs, strictly in order; one more is refused.
  await page.getByText("UUID v7", { exact: true }).click();
  await page.getByLabel("How many").fill("10000");
  await expect(page.getByText("10,000 UUID v7s", { exact: true })).toBeVisible();
  const v7 = await lines(page);
  expect(v7).toHaveLength(10_000);
  expect(new Set(v7).size).toBe(10_000);
  expect([...v7].sort()).toEqual(v7);
  expect(v7[0]).toMatch(/^[0-9A-F]{12}7[0-9A-F]{3}[89AB][0-9A-F]{15}$/);
  await page.getByLabel("How many").fill("10001");
  await expect(page.locator("[data-tool-ui='uuid-generator']").getByRole("alert")).toHaveText("Choose from 1 to 10,000 IDs at once.");
  await expect(page.getByLabel("How many")).toHaveAttribute("aria-invalid", "true");

  // ULIDs and Nano IDs with a chosen length and alphabet.
  await page.getByLabel("How many").fill("3");
  await page.getByText("ULID", { exact: true }).click();
  await expect(page.getByTestId("uuid-output")).toHaveValue(/^([0-7][0-9A-HJKMNP-TV-Z]{25}\n){2}[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
  await page.getByText("Nano ID", { exact: true }).click();
  await page.getByLabel("Length").fill("10");
  await page.getByLabel("Alphabet").fill("abc123");
  await expect(page.getByTestId("uuid-output")).toHaveValue(/^([abc123]{10}\n){2}[abc123]{10}$/);

  // The checker: RFC 9562's version 7 example.
  await page.getByLabel("UUID or ULID to check").fill("017F22E2-79B0-7CC3-98C4-DC0C0C07398F");
  await expect(page.getByTestId("uuid-check-title")).toHaveText("Version 7: Unix time, sortable");
  await expect(page.getByTestId("uuid-check")).toContainText("2022-02-22T19:22:22.000Z");
  await expect(page.getByTestId("uuid-check-variant")).toHaveText("RFC 9562 (10xx), the standard variant");
  await page.getByLabel("UUID or ULID to check").fill("919108f7-52d1-4320-9bac-f847db4148ag");
  await expect(page.getByTestId("uuid-check")).toHaveText('"g" at character 36 is not a hexadecimal digit: a UUID has only 0–9, a–f and hyphens.');

  // Nothing made here left the page.
  for (const request of requests) expect(`${request.url()}\n${request.postData() ?? ""}`, request.url()).not.toContain(v7[0]!.slice(0, 12));
  expect(requests.filter((r) => r.method() !== "GET").map((r) => r.url())).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
