import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { shot, shotOf } from "@/e2e/support/shots";

/**
 * Analytics filters (docs/product.md, link analytics): a row of a breakdown filters the link page by its value, the
 * figures follow, active filters are chips that remove themselves, the filter lives in the URL (back and forward,
 * the range picker and the CSV link keep it).
 */

const DAY_MS = 86_400_000;

test.describe("analytics filters", () => {
  test("a breakdown row filters the link page; chips remove filters; the URL carries them", async ({ page }) => {
    const user = await createUserInDb({ plan: "premium" });
    await signInViaApi(page, user.email, user.password);
    const link = await prisma.link.create({
      data: { code: `flt${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`, target: "https://example.com/filters", ownerUserId: user.id },
    });
    const keepDays = CLICK_RETENTION_DAYS.premium;
    const now = Date.now();
    // 10 days: each day 4 desktop clicks from Germany via news.ycombinator.com, 2 phone scans from the US, 1 desktop
    // click from the US, and a bot from Germany.
    const seeded = Array.from({ length: 10 }, (_, i) => {
      const at = new Date(now - (i + 1) * DAY_MS);
      return [
        { linkId: link.id, keepDays, at, count: 4, referrerHost: "news.ycombinator.com", country: "DE", device: "desktop", browser: "Chrome", os: "Windows" },
        { linkId: link.id, keepDays, at, count: 2, scan: true, country: "US", device: "mobile", browser: "Mobile Safari", os: "iOS" },
        { linkId: link.id, keepDays, at, count: 1, referrerHost: "twitter.com", country: "US", device: "desktop", browser: "Firefox", os: "Windows" },
        { linkId: link.id, keepDays, at, count: 1, bot: true, country: "DE", device: "bot", browser: "Slackbot" },
      ];
    }).flat();
    await prisma.click.createMany({ data: seeded });
    await prisma.link.update({ where: { id: link.id }, data: { humanClicks: 70, botClicks: 10, humanScans: 20 } });

    await page.goto(`/links/${link.id}`);
    await expect(page.getByTestId("total-clicks")).toHaveText("70");
    await expect(page.getByTestId("active-filters")).toHaveCount(0);

    // Germany, from the countries' breakdown.
    await page.getByTestId("breakdown-countries").getByRole("link", { name: "Germany" }).click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?country=DE$`));
    await expect(page.getByTestId("filter-chip-country")).toContainText("Germany");
    await expect(page.getByTestId("total-clicks")).toHaveText("40");
    await expect(page.getByTestId("scans")).toHaveText("0");
    await expect(page.getByTestId("range-clicks")).toHaveText("40");
    await expect(page.getByTestId("breakdown-devices")).toContainText("Desktop");
    await expect(page.getByTestId("breakdown-devices")).not.toContainText("Mobile");
    await expect(page.getByTestId("export-csv")).toHaveAttribute("href", `/links/${link.id}/export?country=DE&range=30d`);

    // Then desktop too, and the range: both kept.
    await page.getByTestId("breakdown-browsers").getByRole("link", { name: "Chrome" }).click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?browser=Chrome&country=DE$`));
    await expect(page.getByTestId("range-clicks")).toHaveText("40");
    await page.getByRole("navigation", { name: "Date range" }).getByRole("link", { name: "7 days" }).click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?browser=Chrome&country=DE&range=7d$`));
    await expect(page.getByTestId("filter-chip-browser")).toBeVisible();
    const inWeek = Number(await page.getByTestId("range-clicks").textContent());
    expect(inWeek % 4).toBe(0);
    expect(inWeek).toBeGreaterThanOrEqual(24);
    expect(inWeek).toBeLessThanOrEqual(28);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shot(page, "link-analytics-filtered");
    await shotOf(page.getByTestId("active-filters"), "link-analytics-filter-chips");

    // Scans from the US: through the trigger picker and the countries (replacing Germany).
    await page.getByTestId("filter-chip-browser").click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?country=DE&range=7d$`));
    await page.getByRole("navigation", { name: "Date range" }).getByRole("link", { name: "30 days" }).click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?country=DE$`));
    await page.getByRole("navigation", { name: "Clicks or scans" }).getByRole("link", { name: "Scans", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?country=DE&trigger=scan$`));
    await expect(page.getByTestId("range-clicks")).toHaveText("0");
    await page.getByTestId("filter-chip-country").click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?trigger=scan$`));
    await expect(page.getByTestId("range-clicks")).toHaveText("20");
    await page.getByTestId("breakdown-countries").getByRole("link", { name: "United States" }).click();
    await expect(page.getByTestId("range-clicks")).toHaveText("20");
    await expect(page.getByTestId("export-csv")).toHaveAttribute("href", `/links/${link.id}/export?trigger=scan&country=US&range=30d`);

    // Back and forward walk the filters.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?trigger=scan$`));
    await expect(page.getByTestId("active-filters")).toHaveCount(0);
    await page.goForward();
    await expect(page.getByTestId("filter-chip-country")).toContainText("United States");

    // A bad value in a shared URL is ignored, never an error.
    await page.goto(`/links/${link.id}?country=Germany&device=phone&referrer=none`);
    await expect(page.getByTestId("filter-chip-referrer")).toContainText("Direct or unknown");
    await expect(page.getByTestId("filter-chip-country")).toHaveCount(0);
    await expect(page.getByTestId("total-clicks")).toHaveText("20");
  });
});
