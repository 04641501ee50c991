import { axe } from "@/e2e/support/axe";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { expect as baseExpect, request, test, type Page } from "@/e2e/support/test";
import { randomUUID } from "node:crypto";
import { signInViaApi } from "./support/auth";
import { createUserInDb, prisma } from "./support/db";

/**
 * What depends on the session follows sign-in and sign-out in place, the header leads to /account on every width,
 * visitors page through all their links, and click counts and analytics stay live with date ranges.
 */

// Usage, links and sessions load on the client after hydration: slow on a busy 2-core machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Screenshots for a person to look at (SHOTS_DIR=/tmp/shots-session); no effect otherwise. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await axe(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const header = (page: Page) => page.getByRole("banner");
const signInDialog = (page: Page) => page.getByRole("dialog", { name: "Welcome to Utilify" });
const CHROME_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
/** Live updates poll every 10 s and clicks are flushed every second: generous, bounded waits. */
const LIVE = { timeout: 40_000 };

function today(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function code(): string {
  return `e2e${randomUUID().replaceAll("-", "").slice(0, 10)}`;
}

/** A free user who has used today's 15 short links and owns 14 links. */
async function userAtUrlLimit() {
  const user = await createUserInDb();
  await prisma.dailyUsage.create({ data: { day: today(), tool: "url", subject: `user:${user.id}`, count: 15 } });
  const base = Date.now() - 14 * 60_000;
  await prisma.link.createMany({
    data: Array.from({ length: 14 }, (_, i) => ({
      code: code(),
      target: `https://example.com/account-link-${i}`,
      ownerUserId: user.id,
      createdAt: new Date(base + i * 60_000),
    })),
  });
  return user;
}

async function signInThroughHeader(page: Page, email: string, password: string) {
  await header(page).getByRole("button", { name: "Sign In" }).click();
  await signInDialog(page).getByLabel("Email").fill(email);
  await signInDialog(page).getByLabel("Password", { exact: true }).fill(password);
  await signInDialog(page).getByRole("button", { name: "Sign In" }).click();
  await expect(signInDialog(page)).toBeHidden();
}

/** Signs out from the header: Sign Out beside the e-mail on wide screens, in the Account panel on phones. */
async function signOutThroughHeader(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await header(page).getByRole("button", { name: "Sign Out" }).click();
  } else {
    await header(page).getByRole("button", { name: "Account" }).click();
    await page.getByRole("dialog", { name: "Account" }).getByRole("button", { name: "Sign Out" }).click();
  }
  await expect(header(page).getByRole("button", { name: "Sign In" })).toBeVisible();
}

test.describe("state follows the session", () => {
  test("signing in and out on the shortener updates the meter and the recent links without a reload @phone", async ({ page }) => {
    const user = await userAtUrlLimit();
    await page.goto("/urlshortener");
    await expect(page.getByTestId("usage-meter")).toContainText("0/15 used");
    await expect(page.getByText("No short links yet")).toBeVisible();

    await signInThroughHeader(page, user.email, user.password);
    await expect(page.getByTestId("usage-meter")).toContainText("15/15 used");
    await expect(page.getByRole("button", { name: "Shorten URL (15/15 used)" }).first()).toBeDisabled();
    await expect(page.getByTestId("recent-links").getByTestId("link-item")).toHaveCount(5);
    await expect(page.getByTestId("link-item").first().getByTestId("original-url")).toHaveText("https://example.com/account-link-13");
    await expect(page.getByRole("link", { name: "All your links" })).toBeVisible();
    await shot(page, "shortener-after-sign-in");

    await signOutThroughHeader(page);
    await expect(page.getByTestId("usage-meter")).toContainText("0/15 used");
    await expect(page.getByText("No short links yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "All your links" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Shorten URL (0/15 used)" }).first()).toBeEnabled();
  });

  test("signing in on the area converter shows the account's usage at once", async ({ page }) => {
    const user = await createUserInDb();
    await prisma.dailyUsage.create({ data: { day: today(), tool: "area", subject: `user:${user.id}`, count: 12 } });
    await page.goto("/area-converter");
    await expect(page.getByTestId("usage-meter").first()).toContainText("0/50 used");
    await signInThroughHeader(page, user.email, user.password);
    await expect(page.getByTestId("usage-meter").first()).toContainText("12/50 used");
  });

  test("opening the verification link in another tab takes the banner away here, without a reload @phone", async ({ page, context }) => {
    const user = await createUserInDb({ emailVerified: null });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/urlshortener");
    const banner = page.getByTestId("verify-email-banner");
    await expect(banner).toContainText("Please verify your e-mail address.");
    await banner.getByRole("button", { name: "Resend e-mail" }).click();
    await expect(banner.getByTestId("verify-email-status")).toHaveText(`We sent a new verification link to ${user.email}.`);
    const mail = await prisma.outboxMail.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0];

    // The mail is opened in a second tab of the same browser; the first one is not touched.
    await page.evaluate(() => void ((window as { stillThisPage?: boolean }).stillThisPage = true));
    const other = await context.newPage();
    // The worst case, made certain: the second tab reads the session within the same second as this one did, so
    // next-auth's own cross-tab message (a localStorage entry stamped in whole seconds) is the same value and reaches
    // no tab. The second tab's clock stands still in that second.
    const lastMessage = await page.evaluate(() => localStorage.getItem("nextauth.message"));
    const stampedAt = (JSON.parse(lastMessage ?? "null") as { timestamp?: number } | null)?.timestamp;
    expect(stampedAt).toEqual(expect.any(Number));
    await other.addInitScript((ms) => void (Date.now = () => ms), stampedAt! * 1000 + 500);
    await other.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(other.getByTestId("verify-email-result")).toContainText("Your e-mail address is verified");
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  });

  test("deleting the account lands on the home page, signed out, with a confirmation and no sign-in dialog @phone", async ({ page }) => {
    const user = await createUserInDb();
    await signInViaApi(page, user.email, user.password);
    await page.goto("/account#danger-zone");
    await page.getByLabel(/to confirm/).fill(user.email);
    await page.getByRole("button", { name: "Delete Account" }).click();
    await expect(page.getByText("Your account and its data have been deleted.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free Online Tools to Simplify Everyday Tasks");
    await expect(signInDialog(page)).toBeHidden();
    await expect(header(page).getByRole("button", { name: "Sign In" })).toBeVisible();
    // Still none a moment later (the old flow opened it once /account rendered signed out).
    await page.waitForLoadState("networkidle");
    await expect(signInDialog(page)).toHaveCount(0);
    await shot(page, "home-after-account-deleted");
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
  });
});

test("the account menu leads to the sections of /account on every width @phone", async ({ page }) => {
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  await page.goto("/urlshortener");
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  const openMenu = async () => {
    if (wide) await header(page).getByRole("button", { name: user.email }).click();
    else await header(page).getByRole("button", { name: "Account" }).click();
    const panel = page.getByRole("dialog", { name: "Account" });
    await expect(panel).toBeVisible();
    return panel;
  };

  let panel = await openMenu();
  await expect(panel.getByTestId("account-panel-email")).toHaveText(user.email);
  await expect(panel.getByTestId("account-panel-plan")).toHaveText("Basic plan");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, "account-menu");

  await panel.getByRole("button", { name: "Subscription" }).click();
  await expect(page).toHaveURL(/\/account#plan$/);
  await expect(page.locator("#plan")).toBeInViewport();
  await expect(page.getByTestId("account-plan")).toContainText("Basic");

  panel = await openMenu();
  await panel.getByRole("button", { name: "Account Settings" }).click();
  await expect(page).toHaveURL(/\/account#profile$/);
  await expect(page.getByTestId("account-email")).toHaveText(user.email);
  await expect(page.locator("#profile")).toBeInViewport();
});

test("a visitor pages through every link made in this browser, and can open the stats of the oldest @phone", async ({ page }) => {
  await page.goto("/urlshortener");
  for (let i = 1; i <= 12; i++) {
    const response = await page.request.post("/api/links", { data: { url: `https://example.com/visitor-${i}` } });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  const items = page.getByTestId("recent-links").getByTestId("link-item");
  await expect(items).toHaveCount(5);
  await expect(items.first().getByTestId("original-url")).toHaveText("https://example.com/visitor-12");
  await expect(page.getByTestId("links-shown")).toHaveText("Showing 5 of 12 links");
  await expect(page.getByTestId("keep-links-prompt")).toContainText("These 12 links belong to this browser only");

  await page.getByRole("button", { name: "Show older links" }).click();
  await expect(items).toHaveCount(12);
  await expect(page.getByTestId("links-shown")).toHaveText("Showing 12 of 12 links");
  await expect(page.getByRole("button", { name: "Show older links" })).toHaveCount(0);
  await expect(items.last().getByTestId("original-url")).toHaveText("https://example.com/visitor-1");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, "shortener-visitor-paging");

  await page.getByRole("button", { name: "Show only the 5 most recent" }).click();
  await expect(items).toHaveCount(5);
  await page.getByRole("button", { name: "Show older links" }).click();
  await expect(items).toHaveCount(12);

  await items.last().getByRole("link", { name: /^Stats for / }).click();
  await expect(page).toHaveURL(/\/links\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("link", { name: "https://example.com/visitor-1" })).toBeVisible();
  await expect(page.getByTestId("total-clicks")).toHaveText("0");
  await page.goBack();

  // The prompt offers the account that keeps them.
  await page.getByTestId("keep-links-prompt").getByRole("button", { name: "Sign Up" }).click();
  await expect(signInDialog(page)).toBeVisible();
  await expect(signInDialog(page).getByRole("button", { name: "Create Account" })).toBeVisible();
});

test.describe("live clicks and date ranges", () => {
  /** Opens a short URL as a person elsewhere would: another client, nothing shared with the page under test. */
  async function clickElsewhere(baseURL: string, shortPath: string) {
    const other = await request.newContext({ baseURL, userAgent: CHROME_UA });
    const response = await other.get(shortPath, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    await other.dispose();
  }

  test("a click made elsewhere shows up in the recent links without a reload", async ({ page, baseURL }) => {
    await page.goto("/urlshortener");
    await page.getByLabel("Enter a long URL").fill("https://example.com/live-count");
    await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
    const item = page.getByTestId("link-item").first();
    await expect(item.getByTestId("click-count")).toHaveText("0 clicks");
    const shortPath = new URL(`http://${await item.getByTestId("short-url").textContent()}`).pathname;

    await clickElsewhere(baseURL!, shortPath);
    await expect(item.getByTestId("click-count")).toHaveText("1 click", LIVE);
  });

  test("the analytics page counts a click made elsewhere without a reload", async ({ page, baseURL }) => {
    const user = await createUserInDb({ plan: "premium" });
    const link = await prisma.link.create({ data: { code: code(), target: "https://example.com/live-analytics", ownerUserId: user.id } });
    await signInViaApi(page, user.email, user.password);
    await page.goto(`/links/${link.id}`);
    await expect(page.getByTestId("total-clicks")).toHaveText("0");

    await clickElsewhere(baseURL!, `/s/${link.code}`);
    await expect(page.getByTestId("total-clicks")).toHaveText("1", LIVE);
    await expect(page.getByTestId("today-clicks")).toHaveText("1");
    await expect(page.getByTestId("range-clicks")).toHaveText("1");
  });

  test("a date range changes the chart and the breakdowns; short ranges are hourly @phone", async ({ page }) => {
    const user = await createUserInDb({ plan: "premium" });
    const now = Date.now();
    const link = await prisma.link.create({
      data: { code: code(), target: "https://example.com/ranges", ownerUserId: user.id, createdAt: new Date(now - 100 * 86_400_000), humanClicks: 4 },
    });
    const click = (msAgo: number, country: string) => ({ linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, at: new Date(now - msAgo), country, device: "desktop", browser: "Chrome", os: "Windows" });
    await prisma.click.createMany({
      data: [click(3_600_000, "US"), click(3 * 86_400_000, "DE"), click(40 * 86_400_000, "FR"), click(95 * 86_400_000, "JP")],
    });
    await signInViaApi(page, user.email, user.password);
    await page.goto(`/links/${link.id}`);

    const ranges = page.getByRole("navigation", { name: "Date range" });
    const chart = page.getByTestId("click-chart");
    const countries = page.getByTestId("breakdown-countries");
    await expect(ranges.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("range-clicks")).toHaveText("2");
    await expect(chart).toHaveAttribute("data-unit", "day");
    await expect(chart).toHaveAttribute("data-points", "30");

    await ranges.getByRole("link", { name: "24 hours" }).click();
    await expect(page).toHaveURL(/\?range=24h$/);
    await expect(page.getByTestId("range-clicks")).toHaveText("1");
    await expect(chart).toHaveAttribute("data-unit", "hour");
    await expect(chart).toHaveAttribute("data-points", "24");
    await expect(countries).toContainText("United States");
    await expect(countries).not.toContainText("Germany");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, "analytics-24h");

    await ranges.getByRole("link", { name: "7 days" }).click();
    await expect(page.getByTestId("range-clicks")).toHaveText("2");
    await expect(chart).toHaveAttribute("data-points", "168");

    await ranges.getByRole("link", { name: "90 days" }).click();
    await expect(page.getByTestId("range-clicks")).toHaveText("3");
    await expect(chart).toHaveAttribute("data-unit", "day");
    await expect(countries).toContainText("France");
    await expect(countries).not.toContainText("Japan");

    await ranges.getByRole("link", { name: "All time" }).click();
    await expect(page.getByTestId("range-clicks")).toHaveText("4");
    await expect(chart).toHaveAttribute("data-points", "101");
    await expect(countries).toContainText("Japan");
    await shot(page, "analytics-all");

    // A range that does not exist is the default one, not an error.
    await page.goto(`/links/${link.id}?range=1y`);
    await expect(ranges.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  });

  test("free accounts see total clicks only, whatever the range asked for", async ({ page }) => {
    const user = await createUserInDb();
    const link = await prisma.link.create({ data: { code: code(), target: "https://example.com/free-range", ownerUserId: user.id, humanClicks: 2 } });
    await signInViaApi(page, user.email, user.password);
    await page.goto(`/links/${link.id}?range=24h`);
    await expect(page.getByTestId("total-clicks")).toHaveText("2");
    await expect(page.getByTestId("analytics-upgrade").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Date range" })).toHaveCount(0);
    await expect(page.getByTestId("click-chart")).toHaveCount(0);
    await expect(page.getByTestId("range-clicks")).toHaveCount(0);
  });
});
