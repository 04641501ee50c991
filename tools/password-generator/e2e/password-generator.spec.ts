import { axe } from "@/e2e/support/axe";
import { expect, test, type Page, type Request } from "@/e2e/support/test";

/** The password generator (figures from tools/password-generator/logic/*.test.ts). */

async function open(page: Page, path = "/password-generator") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-tool-ui='password-generator']")).toBeVisible();
  return errors;
}

const secrets = (page: Page) => page.getByTestId("secret");
const OWN_PASSWORD = "Tr0ub4dor&3-my-own";

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

test("generates passwords, passphrases and PINs with their strength, and checks your own password @phone", async ({ page }) => {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Password Generator");

  // A 20-character password with every type, made in the page.
  await expect(secrets(page)).toHaveCount(1);
  const first = (await secrets(page).textContent()) ?? "";
  expect(first).toHaveLength(20);
  expect(first).toMatch(/[a-z]/);
  expect(first).toMatch(/[A-Z]/);
  expect(first).toMatch(/\d/);
  expect(first).toMatch(/[^a-zA-Z0-9]/);
  await expect(page.getByTestId("strength-label")).toHaveText("Very strong");

  // 16 characters: 104.6 bits exactly (104.87 by the textbook formula).
  await page.getByLabel("Length", { exact: true }).fill("16");
  await expect(page.getByTestId("strength-bits")).toHaveText("104.6");
  await expect(page.getByText("16 characters from 94 would be 104.87 bits")).toBeVisible();
  await expect(page.getByTestId("crack-offline-fast")).toHaveText("4.8 × 10^13 years");
  await expect(secrets(page).first()).toHaveText(/^.{16}$/);

  // Generate new gives another; bulk gives as many as asked, look-alikes left out.
  const before = await secrets(page).first().textContent();
  await page.getByRole("button", { name: "Generate new" }).click();
  await expect(secrets(page).first()).not.toHaveText(before ?? "");
  await page.getByLabel("Avoid look-alikes").check();
  await page.getByLabel("How many passwords").fill("25");
  await expect(secrets(page)).toHaveCount(25);
  const bulk = await secrets(page).allTextContents();
  for (const text of bulk) expect(text).not.toMatch(/[Il1O0|]/);

  // Shell quoting for pasting into a terminal.
  await page.getByLabel("How many passwords").fill("1");
  await page.getByLabel("Show as").selectOption("shell");
  await expect(secrets(page).first()).toHaveText(/^'.*'$/);
  await page.getByLabel("Show as").selectOption("plain");

  // Passphrase: six EFF words, 77.5 bits.
  await page.getByText("Passphrase", { exact: true }).click();
  await expect(secrets(page).first()).toHaveText(/^[a-z]+(-[a-z]+){5}$/);
  await expect(page.getByTestId("strength-bits")).toHaveText("77.5");
  await expect(page.getByRole("link", { name: "EFF's Long Wordlist" })).toBeVisible();
  const phrase = (await secrets(page).first().textContent()) ?? "";

  // Twelve words are too long to read out in a Copy button's name: each is numbered instead.
  await page.getByLabel("Words", { exact: true }).fill("12");
  await page.getByLabel("How many passphrases").fill("3");
  await expect(secrets(page)).toHaveCount(3);
  for (const n of [1, 2, 3]) await expect(page.getByRole("button", { name: `Copy passphrase ${n}`, exact: true })).toBeVisible();
  await page.getByLabel("How many passphrases").fill("1");
  await expect(page.getByRole("button", { name: "Copy the passphrase", exact: true })).toBeVisible();
  await page.getByLabel("Words", { exact: true }).fill("6");

  // PIN: six digits, obvious ones avoided.
  await page.getByText("PIN", { exact: true }).click();
  await expect(secrets(page).first()).toHaveText(/^\d{6}$/);

  // Your own password: checked in the page by zxcvbn.
  await page.getByLabel("Your password").fill("password");
  await expect(page.getByTestId("own-score")).toHaveText("Very weak");
  await expect(page.getByTestId("own-warning")).toHaveText("This is one of the ten most used passwords.");
  await page.getByLabel("Your password").fill(OWN_PASSWORD);
  await expect(page.getByTestId("own-score")).not.toHaveText("Very weak");

  // Nothing typed or generated ever left the page: no request's URL or body carries it.
  const generated = [first, ...bulk, phrase];
  // (8 characters and up: a 6-digit PIN could turn up in a chunk's hash by chance.)
  const secretsSent = [OWN_PASSWORD, ...generated].filter((s) => s.length >= 8);
  expect(secretsSent.length).toBeGreaterThanOrEqual(3);
  for (const request of requests) {
    const carried = `${request.url()}\n${safeDecode(request.url())}\n${request.postData() ?? ""}`;
    for (const secret of secretsSent) expect(carried, request.url()).not.toContain(secret);
  }
  expect(requests.filter((r) => r.method() !== "GET").map((r) => r.url())).toEqual([]);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test("settings that can't work get their own message, in place", async ({ page }) => {
  await open(page);
  await page.getByLabel("Length", { exact: true }).fill("3");
  await expect(page.getByText("Length must be a whole number from 4 to 128")).toBeVisible();
  await expect(page.getByLabel("Length", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(secrets(page)).toHaveCount(0);

  await page.getByLabel("Length", { exact: true }).fill("6");
  await page.getByLabel("At least … digits").fill("3");
  await page.getByLabel("At least … symbols").fill("2");
  await expect(page.getByText("Length must be at least 7 to include every selected type")).toBeVisible();
  await page.getByLabel("At least … digits").fill("1");
  await page.getByLabel("At least … symbols").fill("1");

  await page.getByLabel("Characters to leave out").fill("0123456789");
  await expect(page.getByText("Your exclusions remove every digit: allow one back, or turn that type off")).toBeVisible();
  await page.getByLabel("Characters to leave out").fill("");

  for (const type of ["Lowercase (a–z)", "Uppercase (A–Z)", "Digits (0–9)", "Symbols (!@#…)"]) await page.getByLabel(type).uncheck();
  await expect(page.getByText("Select at least one character type")).toBeVisible();
  await page.getByLabel("Digits (0–9)").check();
  await expect(secrets(page)).toHaveCount(1);

  await page.getByLabel("How many passwords").fill("101");
  await expect(page.getByText("Choose from 1 to 100 passwords")).toBeVisible();
});

test("the long-tail pages open the tool in their mode; an unknown one is a 404", async ({ page, request }) => {
  await open(page, "/password-generator/passphrase");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Passphrase Generator");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/password-generator\/passphrase$/);
  await expect(secrets(page).first()).toHaveText(/^[a-z]+(-[a-z]+){5}$/);

  await open(page, "/password-generator/pin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Random PIN Generator");
  await expect(secrets(page).first()).toHaveText(/^\d{6}$/);

  await open(page, "/password-generator/16-character");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("16-Character Password Generator");
  await expect(secrets(page).first()).toHaveText(/^.{16}$/);

  expect((await request.get("/password-generator/32-character")).status()).toBe(404);
});

test("has no accessibility violations, with a result, an error and the check", async ({ page }) => {
  await open(page);
  await expect(secrets(page)).toHaveCount(1);
  await page.getByLabel("Your password").fill("hunter2");
  await expect(page.getByTestId("own-score")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByLabel("Length", { exact: true }).fill("200");
  await expect(page.getByText("Length must be a whole number from 4 to 128")).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.getByText("Passphrase", { exact: true }).click();
  await expect(secrets(page)).toHaveCount(1);
  expect((await axe(page).analyze()).violations).toEqual([]);
});
