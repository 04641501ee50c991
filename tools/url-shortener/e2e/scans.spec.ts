import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { decodeImageInBrowser } from "@/e2e/support/qr";
import { shot } from "@/e2e/support/shots";

/**
 * Scans told apart from clicks (docs/product.md, URL Shortener): the link's QR code encodes the short URL with
 * `?qr=1`; opening that URL lands on the destination without the parameter and shows up on the link page as a scan,
 * apart from the clicks and together with them.
 */

const DAY_MS = 86_400_000;

/** Reloads the link page until `testId` reads `text` (visits are flushed every second). */
async function expectStat(page: Page, testId: string, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId(testId)).toHaveText(text, { timeout: 1500 });
  }).toPass({ timeout: 45_000 });
}

test.describe("scans of a link's QR code", () => {
  test("the QR dialog encodes ?qr=1, its visit counts as a scan apart from clicks on the link page", async ({ page, baseURL }) => {
    const user = await createUserInDb({ plan: "premium" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/urlshortener");
    const target = `${baseURL}/urlshortener?from=poster`;
    await page.getByLabel("Enter a long URL").fill(target);
    await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
    const item = page.getByTestId("link-item").first();
    await expect(item).toContainText("urlshortener?from=poster");
    const shortUrl = `http://${await item.getByTestId("short-url").textContent()}`;

    // The dialog shows the plain short URL; its code holds the scan URL.
    await item.getByRole("button", { name: `QR code for ${shortUrl}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(shortUrl);
    await expect(dialog).not.toContainText("qr=1");
    const image = page.getByTestId("qr-image");
    await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);
    const encoded = await decodeImageInBrowser(page, (await image.getAttribute("src"))!);
    expect(encoded).toBe(`${shortUrl}?qr=1`);
    await expect(dialog).toContainText("count as scans");
    await page.keyboard.press("Escape");

    // Scanning it: the destination, without qr.
    await page.goto(encoded!);
    await expect(page).toHaveURL(target);
    // And one plain click.
    await page.goto(shortUrl);
    await expect(page).toHaveURL(target);

    const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id } });
    await page.goto(`/links/${link.id}`);
    await expectStat(page, "scans", "1");
    await expect(page.getByTestId("link-clicks")).toHaveText("1");
    await expect(page.getByTestId("total-clicks")).toHaveText("2");
    await expect(page.getByTestId("click-chart")).toHaveAttribute("data-scans", "1");
    await expect(page.getByTestId("click-chart")).toHaveAttribute("data-clicks", "1");

    // The filter: scans only, in the counts, the chart and the export link.
    const filter = page.getByRole("navigation", { name: "Clicks or scans" });
    await filter.getByRole("link", { name: "Scans", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?trigger=scan$`));
    await expect(filter.getByRole("link", { name: "Scans", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("range-clicks")).toHaveText("1");
    await expect(page.getByTestId("click-chart")).toHaveAttribute("data-clicks", "0");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", `/links/${link.id}/export?trigger=scan&range=30d`);
    // The range keeps the filter.
    await page.getByRole("navigation", { name: "Date range" }).getByRole("link", { name: "7 days" }).click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}\\?range=7d&trigger=scan$`));

    // A few weeks of both, for a chart worth looking at (screenshots when SHOTS_DIR is set).
    const keepDays = CLICK_RETENTION_DAYS.premium;
    const now = Date.now();
    const seeded = Array.from({ length: 20 }, (_, i) => i).flatMap((i) => {
      const at = new Date(now - (i + 1) * DAY_MS);
      return [
        { linkId: link.id, keepDays, at, count: 3 + (i % 5), referrerHost: i % 2 ? "news.ycombinator.com" : null, country: "DE", device: "desktop", browser: "Chrome", os: "Windows" },
        { linkId: link.id, keepDays, at, scan: true, count: 1 + (i % 4), country: "US", device: "mobile", browser: "Mobile Safari", os: "iOS" },
      ];
    });
    await prisma.click.createMany({ data: seeded });
    const humanScans = seeded.filter((c) => c.scan).reduce((sum, c) => sum + c.count, 0);
    const human = seeded.reduce((sum, c) => sum + c.count, 0);
    await prisma.link.update({ where: { id: link.id }, data: { humanClicks: { increment: human }, humanScans: { increment: humanScans } } });
    await page.goto(`/links/${link.id}`);
    await expect(page.getByTestId("scans")).toHaveText(String(humanScans + 1));
    await expect(page.getByTestId("click-chart").locator("rect[data-scan]").first()).toBeAttached();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await shot(page, "link-clicks-and-scans");

    // The recent links show the scans beside the clicks.
    await page.goto("/urlshortener");
    await expect(page.getByTestId("link-item").first().getByTestId("scan-count")).toHaveText(`${humanScans + 1} scans`);
  });
});
