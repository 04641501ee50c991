import { randomUUID } from "node:crypto";
import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { contrastRatio } from "@/e2e/support/contrast";
import { shot } from "@/e2e/support/shots";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";

/**
 * Public link stats: the owner turns them on from the link's page, a signed-out browser sees the numbers (and never
 * the destination), the inspector links to them, and turning them off makes the page a 404 at once.
 */

const DAY_MS = 86_400_000;

test("the owner makes a link's stats public, a signed-out browser reads them, and private again is a 404 @phone", async ({ page, browser, clientIp }) => {
  const user = await createUserInDb({ plan: "premium" });
  const destination = `https://private-destination.example.com/${randomUUID().slice(0, 8)}`;
  const link = await prisma.link.create({ data: { code: `ps${randomUUID().slice(0, 8)}`, target: destination, ownerUserId: user.id } });
  // Two weeks of clicks and scans (the rollups follow the clicks), for a chart and breakdowns worth reading.
  const keepDays = CLICK_RETENTION_DAYS.premium;
  const now = Date.now();
  const seeded = Array.from({ length: 14 }, (_, i) => i).flatMap((i) => {
    const at = new Date(now - (i + 1) * DAY_MS);
    return [
      { linkId: link.id, keepDays, at, count: 2 + (i % 4), referrerHost: i % 2 ? "news.ycombinator.com" : null, country: "DE", device: "desktop", browser: "Chrome", os: "Windows" },
      { linkId: link.id, keepDays, at, scan: true, count: 1 + (i % 3), country: "US", device: "mobile", browser: "Mobile Safari", os: "iOS" },
    ];
  });
  await prisma.click.createMany({ data: seeded });
  const human = seeded.reduce((sum, c) => sum + c.count, 0);
  const scans = seeded.filter((c) => c.scan).reduce((sum, c) => sum + c.count, 0);
  await prisma.link.update({ where: { id: link.id }, data: { humanClicks: human, humanScans: scans } });
  const statsPath = `/s/${link.code}+/stats`;

  const visitor = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientIp }, viewport: page.viewportSize() ?? undefined });
  try {
    const tab = await visitor.newPage();
    // Off by default: nothing to see.
    expect((await tab.goto(statsPath))?.status()).toBe(404);

    await signInViaApi(page, user.email, user.password);
    await page.goto(`/links/${link.id}`);
    const panel = page.getByTestId("public-stats-panel");
    await expect(panel.getByTestId("public-stats-state")).toContainText("Private.");
    await panel.getByRole("button", { name: "Make stats public" }).click();
    await expect(panel.getByTestId("public-stats-state")).toContainText("Public.");
    await expect(panel.getByTestId("public-stats-url")).toHaveText(new RegExp(`${link.code.replace(/[-]/g, "\\-")}\\+/stats$`));
    await shot(page, "public-stats-owner-on");

    const answer = await tab.goto(statsPath);
    expect(answer?.status()).toBe(200);
    await expect(tab.getByRole("heading", { level: 1 })).toContainText(`${link.code}`);
    await expect(tab.getByTestId("total-clicks")).toHaveText(String(human));
    await expect(tab.getByTestId("link-clicks")).toHaveText(String(human - scans));
    await expect(tab.getByTestId("scans")).toHaveText(String(scans));
    await expect(tab.getByTestId("click-chart")).toBeVisible();
    await expect(tab.getByText("news.ycombinator.com")).toBeVisible();
    expect(await tab.content()).not.toContain("private-destination");
    expect(await tab.content()).not.toContain(user.email);
    expect(await tab.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(tab.viewportSize()!.width);
    await shot(tab, "public-stats-page");
    // The chart's bars stand 3:1 from the card in both themes (non-text contrast; axe does not judge SVG marks).
    const barContrast = () =>
      tab.getByTestId("click-chart").evaluate((svg) => {
        const card = getComputedStyle(svg.closest(".bg-surface")!).backgroundColor;
        const bar = (selector: string) => getComputedStyle(svg.querySelector(selector)!).fill;
        return { card, click: bar("rect:not([data-scan])"), scan: bar("rect[data-scan]") };
      });
    for (const scheme of ["dark", "light"] as const) {
      await tab.emulateMedia({ colorScheme: scheme });
      const colours = await barContrast();
      expect(contrastRatio(colours.click, colours.card), `${scheme}: clicks`).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(colours.scan, colours.card), `${scheme}: scans`).toBeGreaterThanOrEqual(3);
      if (scheme === "dark") await shot(tab, "public-stats-page-dark");
    }

    // Another range is a plain link.
    await tab.getByRole("navigation", { name: "Date range" }).getByRole("link", { name: "7 days" }).click();
    await expect(tab).toHaveURL(new RegExp(`\\+/stats\\?range=7d$`));

    // The inspector links to the stats.
    await tab.goto(`/s/${link.code}+`);
    await tab.getByRole("link", { name: "See its public stats" }).click();
    await expect(tab.getByTestId("total-clicks")).toHaveText(String(human));

    // Private again: the page is gone at once.
    await panel.getByRole("button", { name: "Make stats private" }).click();
    await expect(panel.getByTestId("public-stats-state")).toContainText("Private.");
    expect((await tab.goto(statsPath))?.status()).toBe(404);
    await shot(page, "public-stats-owner-off");
  } finally {
    await visitor.close();
  }
});
