import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** A one-time secret created, revealed once, then gone; links missing their key or damaged. */

async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='one-time-link']")).toBeVisible();
  return { errors, response: response! };
}

async function createSecret(page: Page, text: string, passphrase = "") {
  await open(page, "/one-time-link");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("One Time Link");
  await page.getByLabel("Secret", { exact: true }).fill(text);
  if (passphrase) await page.getByLabel("Passphrase (optional)").fill(passphrase);
  await page.getByRole("button", { name: "Create link" }).click();
  const link = await page.getByTestId("secret-link").inputValue();
  expect(link).toMatch(/\/secret\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}(\.[A-Za-z0-9_-]{22})?$/);
  return link;
}

test("a secret is created, revealed once and then gone; no request carries the key @phone", async ({ page, context }) => {
  const secret = "db password: Tr0ub4dor&3 — ünïcode";
  const link = await createSecret(page, secret);
  const key = link.split("#")[1]!;
  expect((await axe(page).analyze()).violations).toEqual([]);

  const reader = await context.newPage();
  const requests: string[] = [];
  const bodies: string[] = [];
  reader.on("request", (request) => {
    requests.push(request.url());
    bodies.push(request.postData() ?? "");
    // Headers too: no referer may carry the page's address.
    bodies.push(JSON.stringify(request.headers()));
  });
  const { errors, response } = await open(reader, link.replace(/^https?:\/\/[^/]+/, ""));
  expect(response.headers()["referrer-policy"]).toBe("no-referrer");
  expect(response.headers()["cache-control"]).toContain("no-store");
  // Opening the page asks nothing of the secret's API: a link preview cannot burn it.
  expect(requests.filter((url) => url.includes("/api/secrets"))).toEqual([]);
  // Only our own scripts.
  const origin = new URL(reader.url()).origin;
  const scripts = await reader.locator("script[src]").evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
  expect(scripts.filter((src) => !src.startsWith(origin))).toEqual([]);
  expect((await axe(reader).analyze()).violations).toEqual([]);

  await reader.getByRole("button", { name: "Reveal secret" }).click();
  await expect(reader.getByTestId("secret-text")).toHaveValue(secret);
  await expect(reader.getByTestId("secret-views-left")).toContainText("This was its last view");
  expect(reader.url()).not.toContain("#"); // the key leaves the address bar once used
  expect(requests.filter((url) => url.includes(key))).toEqual([]);
  expect(bodies.filter((body) => body.includes(key))).toEqual([]);
  const overflow = await reader.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The same link again: gone, with the one answer for every missing secret.
  const again = await context.newPage();
  await open(again, link.replace(/^https?:\/\/[^/]+/, ""));
  await again.getByRole("button", { name: "Reveal secret" }).click();
  await expect(again.getByTestId("secret-problem")).toHaveText(/This secret doesn't exist, has expired or has already been read/);
  expect(errors).toEqual([]);
});

test("a passphrase secret: a wrong passphrase keeps it, the right one reveals it", async ({ page, context }) => {
  const link = await createSecret(page, "vault 4711", "blue whale");
  await expect(page.getByText("Send the passphrase through another channel")).toBeVisible();
  // The link cut short before its salt: no passphrase field to fill, so the link is named as what is wrong.
  const cut = await context.newPage();
  await open(cut, link.replace(/^https?:\/\/[^/]+/, "").replace(/\.[A-Za-z0-9_-]{22}$/, ""));
  await expect(cut.getByLabel("Passphrase")).toHaveCount(0);
  await cut.getByRole("button", { name: "Reveal secret" }).click();
  await expect(cut.getByTestId("secret-problem")).toHaveText(/This link's key is wrong or incomplete, so the secret stays locked/);
  const reader = await context.newPage();
  await open(reader, link.replace(/^https?:\/\/[^/]+/, ""));
  await reader.getByLabel("Passphrase").fill("red whale");
  await reader.getByRole("button", { name: "Reveal secret" }).click();
  await expect(reader.getByRole("alert").filter({ hasText: "passphrase" })).toHaveText("That passphrase is not right. Check it with the sender and try again.");
  await reader.getByLabel("Passphrase").fill("blue whale");
  await reader.getByRole("button", { name: "Reveal secret" }).click();
  await expect(reader.getByTestId("secret-text")).toHaveValue("vault 4711");
});

test("the creator deletes a secret with the delete link before it is read", async ({ page, context }) => {
  const link = await createSecret(page, "changed my mind");
  const deleteLink = await page.getByLabel("Delete link (keep it for yourself)").inputValue();
  const owner = await context.newPage();
  await open(owner, deleteLink.replace(/^https?:\/\/[^/]+/, ""));
  await owner.getByRole("button", { name: "Delete the secret" }).click();
  await expect(owner.getByTestId("secret-deleted")).toBeVisible();
  const reader = await context.newPage();
  await open(reader, link.replace(/^https?:\/\/[^/]+/, ""));
  await reader.getByRole("button", { name: "Reveal secret" }).click();
  await expect(reader.getByTestId("secret-problem")).toHaveText(/doesn't exist, has expired or has already been read/);
});

test("bad input and bad links get their own messages @phone", async ({ page }) => {
  await open(page, "/one-time-link");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "secret" })).toHaveText("Type the secret you want to share.");
  await page.getByLabel("Secret", { exact: true }).fill("x".repeat(10 * 1024 + 1));
  await expect(page.getByText("10,241 of 10,240 bytes")).toBeVisible();
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "10 KB" })).toHaveText(/^Secrets can be up to 10 KB/);

  await open(page, "/secret/AAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByTestId("secret-problem")).toHaveText(/The decryption key is missing from this link/);
  await expect(page.getByRole("button", { name: "Reveal secret" })).toHaveCount(0);
  await open(page, "/secret/BBBBBBBBBBBBBBBBBBBBBB#tooShort");
  await expect(page.getByTestId("secret-problem")).toHaveText(/This link is damaged or incomplete/);
  expect((await axe(page).analyze()).violations).toEqual([]);
});
