import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { defined } from "@/tests/support/defined";

/** Bulk shortening on /urlshortener: Premium pastes or uploads a list and gets a table and a CSV; other plans see it locked. */

const unique = () => Math.random().toString(36).slice(2, 8);

function bulkForm(page: Page) {
  return page.getByRole("form", { name: "Bulk shortening" });
}

async function openAsPremium(page: Page) {
  const user = await createUserInDb({ plan: "premium" });
  await signInViaApi(page, user.email, user.password);
  await page.goto("/urlshortener");
  // Capabilities load after hydration: the form unlocks when the page knows the plan.
  await expect(bulkForm(page).getByLabel("URLs to shorten")).toBeEnabled();
  return user;
}

test.describe("bulk shortening", () => {
  test("Premium pastes three URLs, one invalid: two short links, one error row, and a CSV download", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const user = await openAsPremium(page);
    const form = bulkForm(page);
    const id = unique();
    await form.getByLabel("URLs to shorten").fill(`https://example.com/a-${id}\nnot a url\nexample.org/b-${id}`);
    await expect(page.getByTestId("bulk-hint")).toHaveText("3 URLs ready to shorten (up to 100 at a time).");
    await form.getByRole("button", { name: "Shorten all" }).click();

    const results = page.getByTestId("bulk-results");
    await expect(results.getByTestId("bulk-summary")).toHaveText("2 created, 1 failed");
    await expect(page.getByText("2 created, 1 failed. The table shows why.")).toBeVisible();
    const rows = results.getByTestId("bulk-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toHaveAttribute("data-status", "created");
    await expect(rows.nth(1)).toHaveAttribute("data-status", "failed");
    await expect(rows.nth(1).getByTestId("bulk-error")).toHaveText("Please enter a valid URL");
    await expect(rows.nth(1).getByTestId("bulk-original")).toHaveText("not a url");
    await expect(rows.nth(2).getByTestId("bulk-original")).toHaveText(`example.org/b-${id}`);
    await expect(rows.getByTestId("bulk-short-url")).toHaveCount(2);
    // The textarea empties after a run that created links, so a second click cannot create them twice.
    await expect(form.getByLabel("URLs to shorten")).toHaveValue("");

    const stored = await prisma.link.findMany({ where: { ownerUserId: user.id }, orderBy: { createdAt: "asc" } });
    expect(stored.map((l) => l.target)).toEqual([`https://example.com/a-${id}`, `https://example.org/b-${id}`]);
    const shortUrls = stored.map((l) => `${baseURL}/s/${l.code}`);
    await expect(rows.nth(0).getByTestId("bulk-short-url")).toHaveAttribute("href", defined(shortUrls[0], "first short URL"));
    await expect(rows.nth(2).getByTestId("bulk-short-url")).toHaveAttribute("href", defined(shortUrls[1], "second short URL"));

    // Each short link copies; the recent list shows the new links.
    await rows.nth(2).getByRole("button", { name: `Copy ${shortUrls[1]}` }).click();
    await expect(page.getByText("URL copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrls[1]);
    await expect(page.getByTestId("link-item")).toHaveCount(2);
    await expect(page.getByTestId("link-item").first().getByTestId("original-url")).toHaveText(`https://example.org/b-${id}`);

    const downloading = page.waitForEvent("download");
    await results.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("short-links.csv");
    const csv = await readFile((await download.path()), "utf8");
    expect(csv).toBe(
      "\uFEFFLine,Original URL,Short URL,Error\r\n" +
        `1,https://example.com/a-${id},${shortUrls[0]},\r\n` +
        "2,not a url,,Please enter a valid URL\r\n" +
        `3,example.org/b-${id},${shortUrls[1]},\r\n`,
    );

    // The failed line goes back into the textarea to be fixed.
    await results.getByRole("button", { name: "Edit failed lines" }).click();
    await expect(form.getByLabel("URLs to shorten")).toHaveValue("not a url");
    await expect(form.getByLabel("URLs to shorten")).toBeFocused();

    const report = await axe(page).include("section[aria-labelledby='bulk-heading']").analyze();
    const serious = report.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("Premium uploads a CSV file with custom codes", async ({ page, baseURL }) => {
    const user = await openAsPremium(page);
    const form = bulkForm(page);
    const code = `menu-${unique()}`;
    const file = `\uFEFFurl;code\r\nhttps://example.com/menu;${code}\r\nhttp://192.168.1.1/admin;\r\nhttps://example.com/plain;\r\n`;
    await form.getByLabel("Upload a CSV or text file").setInputFiles({ name: "links.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
    await expect(form.getByLabel("URLs to shorten")).toHaveValue(/^url;code\r?\nhttps:\/\/example.com\/menu;/);
    await expect(page.getByTestId("bulk-hint")).toHaveText("3 URLs ready to shorten from links.csv (up to 100 at a time).");
    await form.getByRole("button", { name: "Shorten all" }).click();

    const rows = page.getByTestId("bulk-row");
    await expect(page.getByTestId("bulk-summary")).toHaveText("2 created, 1 failed");
    await expect(rows.nth(0).locator("td").first()).toHaveText("2");
    await expect(rows.nth(0).getByTestId("bulk-short-url")).toHaveText(`${new URL(baseURL!).host}/s/${code}`);
    await expect(rows.nth(1).getByTestId("bulk-error")).toContainText("private network addresses");
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(2);

    // Failed lines come back with the CSV header, so the code column still reads.
    await page.getByRole("button", { name: "Edit failed lines" }).click();
    await expect(form.getByLabel("URLs to shorten")).toHaveValue("url;code\nhttp://192.168.1.1/admin;");

    // A file too large for one batch is refused before its text lands in the form.
    const huge = `url\n${"https://example.com/x\n".repeat(12_000)}`;
    await form.getByLabel("Upload a CSV or text file").setInputFiles({ name: "huge.csv", mimeType: "text/csv", buffer: Buffer.from(huge) });
    await expect(form.getByRole("alert").filter({ hasText: "huge.csv is too large: up to 250,000 characters at a time." })).toBeVisible();
    await expect(form.getByLabel("URLs to shorten")).toHaveValue("url;code\nhttp://192.168.1.1/admin;");
  });

  test("a list pasted at the character limit and at ten times it is answered at once on a slowed CPU", async ({ page, context, baseURL }) => {
    // The registry-wide freeze test (e2e/input-limits.spec.ts) feeds visitors' fields; this one is behind a plan.
    test.setTimeout(240_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await openAsPremium(page);
    const field = bulkForm(page).getByLabel("URLs to shorten");
    const hint = page.getByTestId("bulk-hint");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const line = (i: number) => `https://example.com/spring-sale/${String(i).padStart(6, "0")}`;
    const atLimit = Array.from({ length: Math.ceil(250_000 / 40) }, (_, i) => line(i)).join("\n").slice(0, 250_000);
    for (const [text, says] of [
      [atLimit, /^Bulk shortening takes up to 100 URLs at a time; this list has [\d,]+\.$/],
      [`${atLimit}\n`.repeat(10), /^The list is too long: up to 250,000 characters at a time\.$/],
    ] as const) {
      await field.fill("");
      await page.evaluate((t) => navigator.clipboard.writeText(t), text);
      await field.focus();
      await page.keyboard.press("ControlOrMeta+V");
      // The page stays usable (a click elsewhere moves the focus) and says why the list cannot go as it is.
      await page.locator("h1").first().click({ timeout: 120_000 });
      await expect(field).not.toBeFocused();
      await expect(hint).toHaveText(says);
      expect(await field.evaluate((el: HTMLTextAreaElement) => el.value.length)).toBe(text.length);
    }
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  });

  test("a free account sees the panel locked with a Premium upgrade button", async ({ page }) => {
    const user = await createUserInDb({ plan: "free" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/urlshortener");
    const locked = page.getByTestId("bulk-locked");
    await expect(locked).toContainText("Bulk shortening is a Premium feature. Your plan does not include it.");
    const upgrade = locked.getByRole("button", { name: "Upgrade to Premium — $19.99/month" });
    await expect(upgrade).toHaveAttribute("data-upgrade-plan", "premium");
    await expect(upgrade).toBeEnabled();
    const form = bulkForm(page);
    await expect(form.getByLabel("URLs to shorten")).toBeDisabled();
    await expect(form.getByLabel("Upload a CSV or text file")).toBeDisabled();
    await expect(form.getByLabel("Domain for all links")).toBeDisabled();
    await expect(form.getByRole("button", { name: "Shorten all" })).toBeDisabled();
    await expect(page.getByTestId("bulk-results")).toHaveCount(0);
  });

  test("a signed-out visitor is told to sign in and upgrade", async ({ page }) => {
    await page.goto("/urlshortener");
    const locked = page.getByTestId("bulk-locked");
    await expect(locked).toContainText("Sign in and upgrade to Premium to shorten up to 100 URLs at once.");
    await expect(locked.getByRole("button", { name: "Upgrade to Premium — $19.99/month" })).toHaveAttribute("data-upgrade-plan", "premium");
    await expect(bulkForm(page).getByRole("button", { name: "Shorten all" })).toBeDisabled();
  });

  test("the results fit a phone screen @phone", async ({ page }) => {
    await openAsPremium(page);
    const form = bulkForm(page);
    const long = `https://example.com/${"a-very-long-path-segment/".repeat(8)}?utm_source=newsletter&utm_medium=email`;
    await form.getByLabel("URLs to shorten").fill(`${long}\nhttps://example.com/short\nnot a url`);
    await form.getByRole("button", { name: "Shorten all" }).click();
    await expect(page.getByTestId("bulk-summary")).toHaveText("2 created, 1 failed");

    const width = page.viewportSize()!.width;
    const rows = page.getByTestId("bulk-row");
    for (let i = 0; i < 3; i++) {
      const box = await rows.nth(i).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    }
    const copy = rows.nth(0).getByRole("button", { name: /^Copy / });
    await expect(copy).toBeVisible();
    const copyBox = await copy.boundingBox();
    expect(copyBox && copyBox.x + copyBox.width).toBeLessThanOrEqual(width);
    // The table does not scroll sideways inside its card either, and the page does not overflow the screen.
    const scroller = page.getByTestId("bulk-results").locator("table").locator("..");
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
