import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { shellHydrated } from "@/e2e/support/hydrated";
import { shot, shotOf } from "@/e2e/support/shots";

/**
 * Importing links on /account: a Premium account uploads a small CSV, watches the import's progress reach the end
 * (the server's link-import job does the rows), reads the report and downloads it; a Basic account sees the panel
 * locked with the plan's upgrade.
 */

const LONG_URL = "https://example.org/pricing/plans-for-teams-and-agencies?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sale";

test("a Premium account imports a CSV file, follows its progress, reads the report and downloads it @both", async ({ page }, testInfo) => {
  const user = await createUserInDb({ plan: "premium" });
  const s = crypto.randomUUID().slice(0, 8);
  await signInViaApi(page, user.email, user.password);
  await page.goto("/account#link-import");
  await shellHydrated(page);
  const section = page.locator("#link-import");
  await expect(section.getByRole("heading", { name: "Import links", exact: true })).toBeVisible();

  // An unknown header is refused under the field, naming the columns expected.
  const file = section.getByLabel("CSV file");
  await file.setInputFiles({ name: "wrong.csv", mimeType: "text/csv", buffer: Buffer.from("link,name\nhttps://example.com,x\n") });
  await section.getByRole("button", { name: "Import links" }).click();
  await expect(section.getByText("A CSV file needs a header row with url (required), code, tags and expiry; a Bitly export has long_url.")).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(file).toBeFocused();

  const csv = [
    "url,code,tags,expiry",
    `https://example.com/spring,spring-${s},promo;email,2030-06-01T00:00:00Z`,
    `${LONG_URL.replace("https://", "")},,,`,
    "ftp://example.com/file,,,",
    `https://example.com/again,spring-${s},,`,
  ].join("\n");
  await file.setInputFiles({ name: "campaign.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await section.getByRole("button", { name: "Import links" }).click();
  await expect(page.getByText("Import started")).toBeVisible();
  const status = section.getByTestId("import-status");
  await expect(status).toContainText("campaign.csv");
  // The job does the rows within a few seconds; the panel reads the progress every second.
  await expect(section.getByTestId("import-progress")).toHaveText("4 of 4 rows done", { timeout: 20_000 });
  await expect(status).toContainText("Finished");
  await expect(section.getByTestId("import-count-created")).toHaveText("2");
  await expect(section.getByTestId("import-count-taken")).toHaveText("1");
  await expect(section.getByTestId("import-count-invalid")).toHaveText("1");

  const rows = section.getByTestId("import-row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText("Created");
  await expect(rows.nth(0)).toContainText(`/s/spring-${s}`);
  await expect(rows.nth(2)).toContainText("Only http:// and https:// links can be shortened");
  await expect(rows.nth(3)).toContainText(`The short code "spring-${s}" is already on line 2 of this file.`);
  const links = await prisma.link.findMany({ where: { ownerUserId: user.id }, orderBy: { target: "asc" } });
  expect(links.map((l) => l.target)).toEqual(["https://example.com/spring", LONG_URL]);

  // The report fits the screen: on phones each row is stacked (label: value), from sm up a table; neither the page
  // nor the report scrolls sideways, even for a long URL.
  const report = section.getByTestId("import-report");
  const phone = testInfo.project.name === "phone";
  await expect(report).toHaveCSS("display", phone ? "block" : "table");
  await expect(rows.nth(1).getByText("URL", { exact: true })).toBeVisible({ visible: phone });
  expect(await report.evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shotOf(section, "import-report");
  // The same report in the dark theme (the system's preference, followed by default), also without axe violations.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await shotOf(section, "import-report-dark");
  expect((await axe(page).include("#link-import").analyze()).violations).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("link", { name: "Download the report (CSV)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^link-import-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
  const lines = (await readFile((await download.path()), "utf8")).replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines[0]).toBe("line,url,code,tags,expiry,outcome,short_url,message");
  expect(lines).toHaveLength(5);
  expect(lines[1]).toMatch(new RegExp(`^2,https://example.com/spring,spring-${s},promo;email,2030-06-01T00:00:00Z,created,http[^,]+/s/spring-${s},$`));
  expect(lines[3]).toBe("4,ftp://example.com/file,,,,invalid,,Only http:// and https:// links can be shortened");

  // The imported links are in the account's list.
  await page.reload();
  await shellHydrated(page);
  await expect(page.locator("#links").getByText(`spring-${s}`).first()).toBeVisible();
  await expect(page.locator("#link-import").getByTestId("import-progress")).toHaveText("4 of 4 rows done");
  const results = await axe(page).include("#link-import").analyze();
  expect(results.violations).toEqual([]);
  if (testInfo.project.name === "phone") await shot(page, "import-account");
});

test("a Basic account sees the import panel locked, with the upgrade to Premium", async ({ page }) => {
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  await page.goto("/account#link-import");
  await shellHydrated(page);
  const section = page.locator("#link-import");
  const locked = section.getByTestId("import-locked");
  await expect(locked).toContainText("Importing links is part of the Premium plan.");
  await expect(locked.getByRole("button", { name: /Upgrade to Premium — \$19\.99\/month/ })).toBeVisible();
  await expect(section.getByLabel("CSV file")).toHaveCount(0);
  await shotOf(section, "import-locked");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the account page comes back on the address the browser used, with the refusal, then the import", async ({ page, baseURL }) => {
    const user = await createUserInDb({ plan: "premium" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/account#link-import");
    const section = page.locator("#link-import");
    const upload = async (name: string, text: string) => {
      const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/links/import");
      const panel = page.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname === "/account");
      await section.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
      await section.getByRole("button", { name: "Import links" }).click();
      const response = await answer;
      expect(response.status()).toBe(303);
      expect((await panel).status()).toBe(200);
      await page.waitForLoadState("domcontentloaded");
      return response.headers()["location"];
    };

    // A relative Location: the browser stays on its own origin (the CSP's form-action 'self' blocks any other), never
    // on the host the server listens on.
    expect(await upload("wrong.csv", "link,name\nhttps://example.com,x\n")).toBe("/account#link-import");
    expect(page.url()).toBe(`${baseURL}/account#link-import`);
    await expect(section.getByText("A CSV file needs a header row with url (required), code, tags and expiry; a Bitly export has long_url.")).toBeVisible();

    expect(await upload("no-script.csv", "url\nhttps://example.com/no-script\n")).toMatch(/^\/account\?import=[0-9a-f-]{36}#link-import$/);
    const landed = new URL(page.url());
    expect(landed.origin).toBe(new URL(baseURL!).origin);
    expect(`${landed.pathname}${landed.search}${landed.hash}`).toMatch(/^\/account\?import=[0-9a-f-]{36}#link-import$/);
    await expect(section.getByTestId("import-status")).toContainText("no-script.csv");
    await expect(section.getByText("A CSV file needs a header row")).toHaveCount(0);
  });
});
