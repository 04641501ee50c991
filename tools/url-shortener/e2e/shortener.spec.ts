import { axe } from "@/e2e/support/axe";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";

const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

async function shortenInUi(page: Page, url: string) {
  await page.getByLabel("Enter a long URL").fill(url);
  await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
}

/** Raises the click count shown for the newest link until it reads `text` (clicks are flushed every second). */
async function expectClickCount(page: Page, text: string) {
  await expect(async () => {
    await page.reload();
    // The list loads after hydration (slow on a busy machine); the count itself is what may need another reload.
    const count = page.getByTestId("link-item").first().getByTestId("click-count");
    await expect(count).toBeVisible({ timeout: 15_000 });
    await expect(count).toHaveText(text, { timeout: 1500 });
  }).toPass({ timeout: 45_000 });
}

test.describe("URL shortener", () => {
  test("a first link shows without a download after the press: its toast and row are fetched while the URL is typed, and the answer is the link alone", async ({ page }) => {
    await page.goto("/urlshortener");
    // The meter's count in the button: the page is hydrated and its first requests are done.
    await expect(page.getByRole("button", { name: "Shorten URL (0/15 used)" })).toBeEnabled();
    await page.getByLabel("Enter a long URL").pressSequentially("example.com/typed-first", { delay: 20 });
    await page.waitForLoadState("networkidle");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    // The action's answer, read on its way to the page (the browser does not always keep a body for reading).
    const answers: number[] = [];
    await page.route("**/urlshortener", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      const response = await route.fetch();
      answers.push((await response.body()).length);
      await route.fulfill({ response });
    });
    await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
    await expect(page.getByText("URL shortened successfully!")).toBeVisible();
    await expect(page.getByTestId("link-item").first()).toContainText("example.com/typed-first");
    expect(scripts).toEqual([]);
    // This browser had no visitor cookie: it got one with the call, not from the action, whose cookie would make Next
    // send the whole page again (about 96 kB) with the answer.
    expect(answers).toHaveLength(1);
    expect(answers[0]).toBeGreaterThan(0);
    expect(answers[0]).toBeLessThan(5_000);
    const cookie = (await page.context().cookies()).find((c) => c.name === "utl_vid");
    expect(cookie?.httpOnly).toBe(true);
    expect(await prisma.link.count({ where: { ownerVisitorId: cookie!.value.split(".")[0], target: "https://example.com/typed-first" } })).toBe(1);
  });

  test("shorten a URL, copy it, open it, land on the target and see the click count rise", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const response = await page.goto("/urlshortener");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("URL Shortener");
    await expect(page.getByTestId("usage-meter")).toContainText("0/15 used");
    await expect(page.getByRole("button", { name: "Shorten URL (0/15 used)" })).toBeEnabled();

    const target = `${baseURL}/urlshortener?from=short-link`;
    await shortenInUi(page, target);
    await expect(page.getByText("URL shortened successfully!")).toBeVisible();
    await expect(page.getByLabel("Enter a long URL")).toHaveValue("");
    await expect(page.getByTestId("usage-meter")).toContainText("1/15 used");

    const item = page.getByTestId("link-item").first();
    await expect(item.getByTestId("original-url")).toHaveText(target);
    await expect(item.getByTestId("click-count")).toHaveText("0 clicks");
    await expect(item.locator("time")).toHaveText(DATE);
    const shortUrl = `http://${await item.getByTestId("short-url").textContent()}`;
    expect(shortUrl).toMatch(new RegExp(`^${baseURL}/s/[0-9a-z]{6}$`));

    await item.getByRole("button", { name: `Copy ${shortUrl}` }).click();
    await expect(page.getByText("URL copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);

    // A real HTTP 302, then the target page.
    const visitor = await context.newPage();
    const landed = await visitor.goto(shortUrl);
    expect(visitor.url()).toBe(target);
    expect(landed?.request().redirectedFrom()?.url()).toBe(shortUrl);
    const redirect = await landed?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(302);
    expect(redirect?.headers()["cache-control"]).toBe("private, max-age=0");
    await visitor.close();

    await expectClickCount(page, "1 click");
    const code = shortUrl.split("/").pop()!;
    const clicks = await prisma.click.findMany({ where: { link: { code, domain: "" } } });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ bot: false, device: "desktop", browser: "Chrome" });
  });

  test("a link made while the list is still loading is listed as soon as the list arrives", async ({ page }) => {
    // The list's first answer held back 3 s: the link is made before it arrives (the page's change would have dropped
    // that answer, leaving "Loading your links" until the next refresh, 10 s later).
    let held = false;
    await page.route("**/api/links?take=*", async (route) => {
      if (!held) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
      await route.continue();
    });
    await page.goto("/urlshortener");
    await expect(page.getByTestId("usage-meter")).toContainText("0/15 used");
    await shortenInUi(page, "https://example.com/made-while-loading");
    await expect(page.getByText("URL shortened successfully!")).toBeVisible();
    await expect(page.getByTestId("link-item").first()).toContainText("example.com/made-while-loading", { timeout: 6_000 });
  });

  test("refuses bad URLs with the spec's messages and stores nothing", async ({ page }) => {
    await page.goto("/urlshortener");
    await expect(page.getByTestId("usage-meter")).toContainText("/15 used");
    await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a URL to shorten" })).toBeVisible();
    await shortenInUi(page, "not a url");
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a valid URL" })).toBeVisible();
    await shortenInUi(page, "http://192.168.1.1/admin");
    await expect(page.getByRole("alert").filter({ hasText: "private network addresses" })).toBeVisible();
    await expect(page.getByTestId("usage-meter")).toContainText("0/15 used");
    await expect(page.getByText("No short links yet")).toBeVisible();
  });

  test("disabling and deleting a link answer 410, and the QR code is one click away", async ({ page, request, baseURL }) => {
    await page.goto("/urlshortener");
    await shortenInUi(page, "https://example.com/to-disable");
    const item = page.getByTestId("link-item").first();
    await expect(item).toContainText("example.com/to-disable");
    const shortUrl = `http://${await item.getByTestId("short-url").textContent()}`;

    await item.getByRole("button", { name: `QR code for ${shortUrl}` }).click();
    await expect(page.getByTestId("qr-image")).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expect(page.getByRole("dialog")).toContainText(shortUrl);
    await page.keyboard.press("Escape");

    await item.getByRole("button", { name: /^More actions/ }).click();
    await page.getByRole("menuitem", { name: "Disable link" }).click();
    await expect(item.getByText("Disabled")).toBeVisible();
    const disabled = await request.get(shortUrl, { maxRedirects: 0 });
    expect(disabled.status()).toBe(410);
    expect(await disabled.text()).toContain("This short link has been disabled");

    await item.getByRole("button", { name: /^More actions/ }).click();
    await page.getByRole("menuitem", { name: "Delete link" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete link" }).click();
    await expect(page.getByText("No short links yet")).toBeVisible();
    expect((await request.get(shortUrl, { maxRedirects: 0 })).status()).toBe(410);

    const unknown = await request.get(`${baseURL}/s/zzzzzz`, { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Shortened URL not found");
  });

  test("reaching the free limit disables the button and shows the warning card", async ({ page }) => {
    // 14 links through the same endpoint the page uses (same visitor cookie), the 15th in the UI.
    for (let i = 0; i < 14; i++) {
      const created = await page.request.post("/api/links", { data: { url: `https://example.com/bulk/${i}` } });
      expect(created.status()).toBe(201);
    }
    await page.goto("/urlshortener");
    await expect(page.getByTestId("usage-meter")).toContainText("14/15 used");
    await shortenInUi(page, "https://example.com/the-fifteenth");
    await expect(page.getByText("URL shortened successfully!")).toBeVisible();
    await expect(page.getByTestId("usage-meter")).toContainText("15/15 used");
    await expect(page.getByRole("button", { name: "Shorten URL (15/15 used)" }).first()).toBeDisabled();
    const card = page.getByRole("alert").filter({ hasText: "Free limit reached" });
    await expect(card).toBeVisible();
    await expect(card.getByRole("button", { name: "Upgrade to Pro — from $4.99/month" })).toHaveAttribute("data-upgrade-plan", "basic");

    // The server holds the line whatever the page shows.
    const refused = await page.request.post("/api/links", { data: { url: "https://example.com/sixteen" } });
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toMatchObject({ ok: false, title: "Free limit reached", error: "Upgrade to Pro for unlimited URL shortening" });
    await expect(page.getByTestId("link-item")).toHaveCount(5);
  });

  test("the limit toast appears when the server refuses a use the page thought was free", async ({ page }) => {
    for (let i = 0; i < 14; i++) await page.request.post("/api/links", { data: { url: `https://example.com/a/${i}` } });
    await page.goto("/urlshortener");
    await expect(page.getByTestId("usage-meter")).toContainText("14/15 used");
    // Another tab takes the last use.
    await page.request.post("/api/links", { data: { url: "https://example.com/other-tab" } });
    await shortenInUi(page, "https://example.com/too-late");
    await expect(page.getByText("Upgrade to Pro for unlimited URL shortening").first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Free limit reached" }).first()).toBeVisible();
    await expect(page.getByTestId("usage-meter")).toContainText("15/15 used");
  });

  test("the Basic/Advanced tabs follow the WAI-ARIA tabs pattern: roles, one Tab stop on the selected tab, arrows, Home/End", async ({ page }) => {
    await page.goto("/urlshortener");
    const basic = page.getByRole("tab", { name: "Basic" });
    const advanced = page.getByRole("tab", { name: "Advanced (Pro)" });
    await expect(page.getByRole("tablist", { name: "Shortening options" })).toHaveAttribute("aria-orientation", "horizontal");
    await expect(basic).toHaveAttribute("aria-selected", "true");
    const panelId = await basic.getAttribute("aria-controls");
    await expect(page.locator(`[id="${panelId}"]`)).toHaveAttribute("role", "tabpanel");
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();

    // Tab from the stop before the list ("More options", after the URL field) lands on the selected tab; the list is one
    // stop: the next Tab leaves it for the panel.
    await page.locator("summary", { hasText: "More options" }).focus();
    await page.keyboard.press("Tab");
    await expect(basic).toBeFocused();

    // Arrows move focus and select (automatic activation); they wrap; Home and End go to the ends.
    await page.keyboard.press("ArrowRight");
    await expect(advanced).toBeFocused();
    await expect(advanced).toHaveAttribute("aria-selected", "true");
    await expect(basic).toHaveAttribute("tabindex", "-1");
    await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(basic).toBeFocused();
    await expect(basic).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(advanced).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(basic).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(advanced).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(advanced).not.toBeFocused();
    await expect(basic).not.toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(advanced).toBeFocused();
  });

  test("free users see Advanced (Pro) disabled with an upgrade prompt, and forged codes are refused", async ({ page }) => {
    await page.goto("/urlshortener");
    await page.getByRole("tab", { name: "Advanced (Pro)" }).click();
    await expect(page.getByLabel("Custom short code (optional)")).toBeDisabled();
    await expect(page.getByLabel("Custom domain (optional)")).toBeDisabled();
    await expect(page.getByTestId("pro-prompt").getByRole("button", { name: "Upgrade to Pro — from $4.99/month" })).toHaveAttribute("data-upgrade-plan", "basic");
    const forged = await page.request.post("/api/links", { data: { url: "https://example.com", customCode: "forged" } });
    expect(forged.status()).toBe(403);
    expect(await prisma.link.count({ where: { code: "forged" } })).toBe(0);
  });

  test("a Basic user picks a custom short code", async ({ page, request }) => {
    const user = await createUserInDb({ plan: "basic" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/urlshortener");
    await expect(page.getByTestId("usage-meter")).toContainText("Unlimited");
    await page.getByLabel("Enter a long URL").fill("https://example.com/spring");
    await page.getByRole("tab", { name: "Advanced (Pro)" }).click();
    const code = `Spring-${Date.now().toString(36)}`;
    await page.getByLabel("Custom short code (optional)").fill(code);
    await expect(page.getByLabel("Custom domain (optional)")).toBeDisabled();
    await page.getByRole("tabpanel").getByRole("button", { name: "Shorten URL" }).click();
    await expect(page.getByText("URL shortened successfully!")).toBeVisible();
    await expect(page.getByLabel("Custom short code (optional)")).toHaveValue("");
    const item = page.getByTestId("link-item").first();
    await expect(item.getByTestId("short-url")).toHaveText(new RegExp(`/s/${code}$`));
    const shortUrl = `http://${await item.getByTestId("short-url").textContent()}`;
    const response = await request.get(shortUrl, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("https://example.com/spring");

    // Taken codes and reserved words are refused with their messages.
    await page.getByLabel("Enter a long URL").fill("https://example.com/again");
    await page.getByLabel("Custom short code (optional)").fill(code);
    await page.getByRole("tabpanel").getByRole("button", { name: "Shorten URL" }).click();
    await expect(page.getByRole("alert").filter({ hasText: `The short code "${code}" is already taken` })).toBeVisible();
    await page.getByLabel("Custom short code (optional)").fill("pricing");
    await page.getByRole("tabpanel").getByRole("button", { name: "Shorten URL" }).click();
    await expect(page.getByRole("alert").filter({ hasText: '"pricing" is reserved' })).toBeVisible();
  });

  test("a custom code chosen in Advanced goes with Basic's Shorten URL too, which says so; its refusal shows back in Advanced", async ({ page }) => {
    const user = await createUserInDb({ plan: "basic" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/urlshortener");
    await expect(page.getByTestId("usage-meter")).toContainText("Unlimited");
    await page.getByLabel("Enter a long URL").fill("https://example.com/from-basic");
    await page.getByRole("tab", { name: "Advanced (Pro)" }).click();
    const code = `Basic-${Date.now().toString(36)}`;
    await page.getByLabel("Custom short code (optional)").fill(code);
    await page.getByRole("tab", { name: "Basic" }).click();
    await expect(page.getByTestId("advanced-choice")).toContainText(`/s/${code}`);
    await page.getByRole("tabpanel").getByRole("button", { name: "Shorten URL" }).click();
    await expect(page.getByText("URL shortened successfully!")).toBeVisible();
    await expect(page.getByTestId("link-item").first().getByTestId("short-url")).toHaveText(new RegExp(`/s/${code}$`));
    expect((await prisma.link.findFirstOrThrow({ where: { code } })).target).toBe("https://example.com/from-basic");
    // The choice is spent with the link: the next one from Basic gets a generated code.
    await expect(page.getByTestId("advanced-choice")).toHaveCount(0);

    // The same code again, sent from Basic: the Advanced tab comes back with the message under its field.
    await page.getByLabel("Enter a long URL").fill("https://example.com/again");
    await page.getByRole("tab", { name: "Advanced (Pro)" }).click();
    await page.getByLabel("Custom short code (optional)").fill(code);
    await page.getByRole("tab", { name: "Basic" }).click();
    await page.getByRole("tabpanel").getByRole("button", { name: "Shorten URL" }).click();
    await expect(page.getByRole("tab", { name: "Advanced (Pro)" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("alert").filter({ hasText: `The short code "${code}" is already taken` })).toBeVisible();
    await expect(page.getByLabel("Custom short code (optional)")).toBeFocused();
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
  });

  test("a Premium owner sees clicks over time, breakdowns and exports CSV; nobody else sees the page", async ({ page, browser, baseURL }) => {
    const user = await createUserInDb({ plan: "premium" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/urlshortener");
    await shortenInUi(page, "https://example.com/report");
    const item = page.getByTestId("link-item").first();
    await expect(item).toContainText("example.com/report");
    const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id } });
    await prisma.click.createMany({
      data: [
        { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, referrerHost: "news.ycombinator.com", country: "DE", device: "mobile", browser: "Mobile Safari", os: "iOS" },
        { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, referrerHost: "news.ycombinator.com", country: "US", device: "desktop", browser: "Chrome", os: "Windows" },
        { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, bot: true, device: "bot" },
      ],
    });
    await prisma.link.update({ where: { id: link.id }, data: { humanClicks: 2, botClicks: 1 } });

    await item.getByRole("link", { name: /^Stats for/ }).click();
    await expect(page).toHaveURL(new RegExp(`/links/${link.id}$`));
    await expect(page.getByTestId("total-clicks")).toHaveText("2");
    await expect(page.getByTestId("click-chart")).toBeVisible();
    await expect(page.getByTestId("breakdown-referrers")).toContainText("news.ycombinator.com");
    await expect(page.getByTestId("breakdown-countries")).toContainText("Germany");
    const robots = await page.locator('meta[name="robots"]').getAttribute("content");
    expect(robots).toContain("noindex");

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    const csv = await (await import("node:fs/promises")).readFile((await file.path()), "utf8");
    expect(csv.split("\n")[0]).toBe("time_utc,referrer,country,device,browser,os,bot,trigger");
    expect(csv.trim().split("\n")).toHaveLength(4);

    // Another visitor gets a 404, not the owner's numbers.
    const stranger = await browser.newPage();
    const response = await stranger.goto(`${baseURL}/links/${link.id}`);
    expect(response?.status()).toBe(404);
    await stranger.close();
  });

  test("shortening works at phone width @phone", async ({ page }) => {
    await page.goto("/urlshortener");
    await shortenInUi(page, "example.com/on-the-go");
    await expect(page.getByText("URL shortened successfully!")).toBeVisible();
    const item = page.getByTestId("link-item").first();
    await expect(item.getByTestId("original-url")).toHaveText("https://example.com/on-the-go");
    await expect(item.getByRole("button", { name: /^Copy / })).toBeVisible();
    // Nothing overflows the screen sideways.
    const box = await item.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/urlshortener");
    await expect(page.getByTestId("usage-meter")).toBeVisible();
    const results = await axe(page).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
