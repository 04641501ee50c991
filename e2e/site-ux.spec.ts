import { randomUUID } from "node:crypto";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { availableTools, categories, comingSoonTools } from "@/tools/catalogue";
import { signInViaApi } from "./support/auth";
import { adminUserInDb, createUserInDb, prisma } from "./support/db";
import { shellHydrated } from "./support/hydrated";

/**
 * Numbers from real data, contact messages that reach someone, layout and focus defects, and upgrades without payment
 * keys. Screenshots go to test-results/site-ux/ (looked at by hand at 1440 and 375 px).
 */


async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/site-ux/${name}-${width}.png`, fullPage: true });
}


async function numberOf(page: Page, key: string): Promise<number> {
  const text = await page.locator(`[data-stat="${key}"] dd`).innerText();
  return Number(text.replace(/,/g, ""));
}

test.describe("numbers on the site are real", () => {
  test("/community shows counts from the database and the registry, nothing invented @phone", async ({ page }) => {
    // Some activity to count: a link with clicks and QR / area uses of a visitor (and their per-IP rows, counted once).
    const code = `st${randomUUID().slice(0, 8)}`;
    await prisma.link.create({ data: { code, target: "https://example.com/stats", humanClicks: 7, botClicks: 3 } });
    const day = new Date(Date.UTC(2026, 0, 2));
    const visitor = `visitor:${randomUUID()}`;
    const ip = `ip:198.51.100.${Math.floor(Math.random() * 200)}`;
    await prisma.dailyUsage.createMany({
      data: [
        { day, tool: "qr", subject: visitor, count: 4 },
        { day, tool: "qr", subject: ip, count: 4 },
        { day, tool: "area", subject: visitor, count: 2 },
      ],
      skipDuplicates: true,
    });

    // Other workers create links, click them and make QR codes while this runs, and none of these counts ever goes
    // down (rows are never removed, see prisma/schema.prisma), so each figure must lie between a count taken before
    // the page was rendered and one taken after.
    const counts = async () => {
      const [links, clicks, qr] = await Promise.all([
        prisma.link.count(),
        prisma.link.aggregate({ _sum: { humanClicks: true } }),
        prisma.dailyUsage.aggregate({ _sum: { count: true }, where: { tool: "qr", NOT: { subject: { startsWith: "ip:" } } } }),
      ]);
      return { shortLinks: links, clicks: clicks._sum.humanClicks ?? 0, qrCodes: qr._sum.count ?? 0 };
    };
    const before = await counts();
    await page.goto("/community");
    await expect(page.locator("[data-stat]")).toHaveCount(4);
    const after = await counts();
    expect(await numberOf(page, "liveTools")).toBe(availableTools.length);
    for (const key of ["shortLinks", "clicks", "qrCodes"] as const) {
      const shown = await numberOf(page, key);
      expect(shown, key).toBeGreaterThanOrEqual(before[key]);
      expect(shown, key).toBeLessThanOrEqual(after[key]);
    }
    const main = await page.locator("main").innerText();
    for (const invented of ["1,000+", "500+", "2,500+", "100+", "Active users", "Discussions", "Votes"]) {
      expect(main).not.toContain(invented);
    }
    await shot(page, "community");
  });

  test("/landing counts live and coming tools from the registry @phone", async ({ page }) => {
    await page.goto("/landing");
    const main = page.locator("main");
    const coming = comingSoonTools.length;
    // "On the way" is said only while some tool is planned.
    await expect(main.getByText(`${availableTools.length} tools live${coming ? ` · ${coming} on the way` : ""}`, { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: `${availableTools.length} tools, ready now` })).toBeVisible();
    if (coming) await expect(main.getByText(`with ${coming} more tools in ${categories.length} categories on the way`)).toBeVisible();
    const text = await main.innerText();
    if (!coming) expect(text).not.toContain("on the way");
    expect(text).not.toContain(`${availableTools.length + comingSoonTools.length} tools in`);
    expect(text).not.toMatch(/\bThree tools\b/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toContain(`${availableTools.length} free tools live today`);
    if (coming) expect(description).toContain(`${coming} more on the way`);
    else expect(description).not.toContain("on the way");
    await shot(page, "landing");
  });
});

test.describe("contact messages reach the operators", () => {
  test("a message is queued to the contact inbox, the sender gets a receipt, and operators read it on /admin/messages", async ({ page }) => {
    const marker = `e2e admin ${randomUUID()}`;
    const sender = `sender-${randomUUID().slice(0, 8)}@example.test`;
    await page.goto("/contact");
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(sender);
    await page.getByLabel("Subject").fill(`Question ${marker}`);
    await page.getByLabel("Message").fill(`Hello.\n${marker}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Message Sent!" })).toBeVisible();

    const inbox = await prisma.outboxMail.findFirst({ where: { subject: { contains: marker } } });
    expect(inbox).toMatchObject({ to: "support@utilify.app" });
    expect(inbox?.text).toContain(marker);
    expect(inbox?.text).toContain(sender);
    const receipt = await prisma.outboxMail.findFirst({ where: { to: sender } });
    expect(receipt?.subject).toBe("We received your message | Utilify");
    // The receipt repeats nothing the sender typed (anyone can enter anyone's address).
    expect(receipt?.text).not.toContain(marker);
    expect(receipt?.text).not.toContain("Ada");

    // Signed out, and signed in without being listed in ADMIN_EMAILS: the ordinary 404.
    let response = await page.goto("/admin/messages");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByText(marker)).toHaveCount(0);
    const someone = await createUserInDb();
    await signInViaApi(page, someone.email, someone.password);
    response = await page.goto("/admin/messages");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(marker)).toHaveCount(0);

    await page.context().clearCookies();
    const admin = await adminUserInDb();
    await signInViaApi(page, admin.email, "correct horse battery");
    response = await page.goto("/admin/messages");
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact messages");
    const item = page.locator("li", { hasText: marker });
    await expect(item.getByRole("heading", { name: `Question ${marker}` })).toBeVisible();
    await expect(item.getByRole("link", { name: sender })).toHaveAttribute("href", /^mailto:/);
    await shot(page, "admin-messages");
  });
});

test.describe("layout", () => {
  test("notFound() inside the site renders the shell once; unknown URLs too @phone", async ({ page }) => {
    for (const path of [`/links/${randomUUID()}`, "/links/not-a-link", "/no-such-page-here"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Oops! Page not found");
      await expect(page.locator("header"), path).toHaveCount(1);
      await expect(page.locator("main"), path).toHaveCount(1);
      await expect(page.locator("nav#site-menu"), path).toHaveCount(1);
      await expect(page.locator("footer"), path).toHaveCount(1);
    }
    await shot(page, "not-found");
    await page.goto(`/links/${randomUUID()}`);
    await shot(page, "links-not-found");
  });

  test("desktop: the rail does not cover the home results while the search filters them", async ({ page }) => {
    await page.goto("/");
    await shellHydrated(page);
    const search = page.locator('input[data-site-search="desktop"]');
    await search.focus();
    await expect(page.locator("nav#site-menu")).toHaveAttribute("data-expanded", "true");
    await search.fill("qr");
    const count = page.getByText(/tools? match(es)? “qr”/);
    await expect(count).toBeVisible();
    await expect(page.locator("nav#site-menu")).toHaveAttribute("data-expanded", "false");
    await expect(search).toBeFocused();
    // What is on top at the start of the count line is the count itself, not the rail.
    // Polled: the rail narrows with a width transition after data-expanded turns false (a loaded machine
    // measured it mid-transition).
    const box = (await count.boundingBox())!;
    const onTop = () =>
      page.evaluate(([x, y]: [number, number]) => document.elementFromPoint(x, y)?.closest("nav")?.id ?? "page", [box.x + 4, box.y + box.height / 2] as [number, number]);
    await expect.poll(onTop).toBe("page");
    await shot(page, "home-search");
  });

  test("what the page scrolls to is never under the sticky header: a new page, an anchor, a focused field @both", async ({ page }) => {
    const headerBottom = async () => {
      const header = (await page.locator("header").first().boundingBox())!;
      return header.y + header.height;
    };
    // A client-side navigation from the foot of the home page: Next scrolls the new page's first element into view.
    await page.goto("/");
    await shellHydrated(page);
    const card = page.locator('footer a[href="/password-generator"]');
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await card.click();
    await expect(page).toHaveURL(/\/password-generator$/);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toContainText("Password Generator");
    await expect.poll(async () => (await title.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());

    // An anchor: a category of the home page.
    await page.goto("/#calculators");
    await expect.poll(async () => (await page.locator("#calculators-heading").boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());

    // Keyboard focus moving up to a field above the fold (the browser scrolls it into view).
    await page.goto("/password-generator");
    await shellHydrated(page);
    await page.mouse.wheel(0, 2000);
    // The wheel scrolls asynchronously: focus only once it has, or the late scroll would move the field away again.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByLabel("Length", { exact: true }).first().focus();
    await expect.poll(async () => (await page.getByLabel("Length", { exact: true }).first().boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());
    await shot(page, "scrolled-below-header");
  });

  test("on a phone every tool starts in the upper half of the screen with its first control in view: a two-line intro, the rest behind More, which works before scripts @phone", async ({ page }) => {
    test.setTimeout(180_000);
    // The server's HTML alone: the tool must be in view on arrival, not after some script has run.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    const late: string[] = [];
    for (const tool of availableTools) {
      await page.goto(tool.route, { waitUntil: "domcontentloaded" });
      const measured = await page.evaluate(() => {
        const visible = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0;
        };
        const lead = document.querySelector("main header p");
        const parts = [...document.querySelectorAll("[data-tool-area] > *")].filter(visible);
        const control = [...document.querySelectorAll("[data-tool-area] :is(input, textarea, select, button, [contenteditable], [role=slider])")].find(visible);
        return {
          leadLines: lead ? Math.round(lead.getBoundingClientRect().height / parseFloat(getComputedStyle(lead).lineHeight)) : 0,
          toolTop: Math.min(...parts.map((el) => el.getBoundingClientRect().top)),
          controlBottom: control ? control.getBoundingClientRect().bottom : Infinity,
        };
      });
      const { height } = page.viewportSize()!;
      if (measured.leadLines > 2 || measured.toolTop > height / 2 || measured.controlBottom > height) {
        late.push(`${tool.route}: ${measured.leadLines} lines, tool from ${Math.round(measured.toolTop)} px, first control down to ${Math.round(measured.controlBottom)} px`);
      }
    }
    expect(late).toEqual([]);

    // "More" shows the whole intro, still without a script; "Less" folds it again.
    await page.goto("/cron-expression", { waitUntil: "domcontentloaded" });
    const lead = page.locator("main header p");
    const folded = (await lead.boundingBox())!.height;
    await page.locator("main header summary").click();
    await expect(page.locator("main header summary")).toHaveText(/^Less/, { useInnerText: true });
    await expect.poll(async () => (await lead.boundingBox())!.height).toBeGreaterThan(folded * 2);
    expect(await lead.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    await page.locator("main header summary").click();
    await expect.poll(async () => (await lead.boundingBox())!.height).toBe(folded);
  });

  test("a tap before the scripts have run shows the button pressed at once @both", async ({ page }) => {
    // No script of the build ever arrives: what the visitor sees is the server's HTML and the stylesheet.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/urlshortener", { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: /^Shorten URL/ });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    // Tailwind's scale utilities set the CSS `scale` property.
    const scale = () => button.evaluate((el) => (getComputedStyle(el).scale === "none" ? 1 : parseFloat(getComputedStyle(el).scale)));
    expect(await scale()).toBe(1);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect(await scale()).toBeLessThan(1);
    await page.mouse.up();
  });

  test("toasts open below the header on wide screens, at the bottom one at a time on a phone, never over the search @both", async ({ page, context }) => {
    // A toast confirms what was done (a problem with a field is said under the field): here, a copied colour.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/color-picker");
    await shellHydrated(page);
    const copy = page.getByRole("main").getByRole("button", { name: /^Copy / }).first();
    await copy.click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Copied!" });
    await expect(toast.first()).toBeVisible();
    const header = (await page.locator("header").first().boundingBox())!;
    const viewport = page.viewportSize()!;
    if (viewport.width > 600) {
      // Measured once the toast has slid into place (it enters from above).
      await expect.poll(async () => (await toast.first().boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    } else {
      // On a phone: at the bottom of the screen (it enters from below), and a second toast replaces the first in view.
      await expect.poll(async () => { const box = (await toast.first().boundingBox())!; return box.y + box.height; }).toBeGreaterThan(viewport.height - 120);
      await copy.click();
      await expect(toast).toHaveCount(2);
      await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
    }
    await shot(page, "toast");
  });

  test("the link analytics title wraps after the domain, never inside the code @phone", async ({ page }) => {
    await page.goto("/urlshortener");
    await shellHydrated(page);
    await page.getByLabel("Enter a long URL").fill("https://example.com/a-page-with-a-fairly-long-path");
    await page.getByRole("button", { name: /^Shorten URL/ }).click();
    const analytics = page.getByRole("link", { name: /^Stats for / }).first();
    await expect(analytics).toBeVisible();
    await analytics.click();
    await expect(page).toHaveURL(/\/links\//);
    const code = page.getByTestId("link-code");
    await expect(code).toBeVisible();
    expect(await code.evaluate((el) => el.getClientRects().length)).toBe(1);
    await shot(page, "link-analytics");
  });

  test("short-link 404 and 410 pages use the site font", async ({ page }) => {
    const response = await page.goto(`/s/nope${randomUUID().slice(0, 6)}`);
    expect(response?.status()).toBe(404);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(async () => {
      await document.fonts.load('16px "Geist"');
      return [...document.fonts].some((font) => font.family.replace(/"/g, "") === "Geist" && font.status === "loaded");
    });
    expect(loaded).toBe(true);
    expect(await page.locator("h1").evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Geist/);
    await shot(page, "short-link-404");
  });

  test("the Premium plan is called Premium, without a Pro badge", async ({ page }) => {
    const user = await createUserInDb({ plan: "premium" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/account");
    await expect(page.getByTestId("account-plan")).toHaveText("Premium");
    await expect(page.locator("#plan").getByText("Pro", { exact: true })).toHaveCount(0);
  });
});

test.describe("focus", () => {
  test("closing the sign-in dialog returns focus to the button that opened it @both", async ({ page }) => {
    await page.goto("/pricing");
    await shellHydrated(page);
    const signIn = page.locator("header").getByRole("button", { name: "Sign In" });
    await signIn.click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Utilify" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();

    await signIn.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(signIn).toBeFocused();
  });

  test("the phone drawer is modal: focus inside, Tab stays inside, Escape returns to the toggle @phone", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 768, "the drawer exists below 768 px");
    await page.goto("/about");
    await shellHydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const drawer = page.locator("nav#site-menu");
    await expect(drawer).toHaveAttribute("data-open", "true");
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    for (let i = 0; i < 50; i++) {
      await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#site-menu"))), `Tab ${i + 1}`).toBe(true);
    }
    await shot(page, "drawer");
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveAttribute("data-open", "false");
    await expect(toggle).toBeFocused();
    // Nothing of the page stays inert once the drawer is closed.
    expect(await page.evaluate(() => document.querySelectorAll("[inert]").length)).toBe(0);
  });
});

test.describe("upgrades", () => {
  test("signed out, Upgrade opens the sign-in dialog before anything is asked of the server; closing it returns focus @both", async ({ page }) => {
    await page.goto("/pricing");
    await shellHydrated(page);
    const actions: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.headers()["next-action"]) actions.push(request.url());
    });
    const upgrade = page.locator('li[data-plan="premium"]').getByRole("button", { name: "Upgrade to Premium" });
    await upgrade.click();
    const dialog = page.getByRole("dialog", { name: "Welcome to Utilify" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Sign in or create an account to upgrade to Premium.")).toBeVisible();
    expect(actions).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(upgrade).toBeFocused();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  test("without payment keys the pricing page says so once, and signed-in upgrade buttons are off (no toast per click) @both", async ({ page }) => {
    // The e2e server has (fake) Stripe keys; this answer is what /api/billing/status gives without them
    // (tests/integration/billing-actions.test.ts checks the endpoint itself).
    await page.route("**/api/billing/status", (route) => route.fulfill({ json: { plans: { basic: false, premium: false } } }));
    await page.goto("/pricing");
    await expect(page.getByTestId("payments-notice")).toHaveCount(1);
    await expect(page.getByTestId("payments-notice")).toContainText("Plans can't be bought on this site yet");
    // Visitor-facing words only: how to set payments up is for the operator (server log, README).
    await expect(page.getByTestId("payments-notice")).not.toContainText("STRIPE");
    // Signed out: still the sign-in dialog first.
    await page.locator('li[data-plan="basic"]').getByRole("button", { name: "Upgrade to Basic" }).click();
    await expect(page.getByRole("dialog", { name: "Welcome to Utilify" })).toBeVisible();
    await page.keyboard.press("Escape");
    await shot(page, "pricing-unconfigured");

    const user = await createUserInDb();
    await signInViaApi(page, user.email, user.password);
    await page.goto("/pricing");
    await expect(page.getByTestId("payments-notice")).toHaveCount(1);
    for (const plan of ["basic", "premium"]) {
      const card = page.locator(`li[data-plan="${plan}"]`);
      await expect(card.getByRole("button", { name: /^Upgrade to/ })).toBeDisabled();
      // Why it is off, in text a touch screen shows (not a tooltip), tied to the button for screen readers.
      await expect(card.getByTestId("upgrade-unavailable")).toBeVisible();
      await expect(card.getByRole("button", { name: /^Upgrade to/ })).toHaveAccessibleDescription("Plans can't be bought on this site yet");
    }
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });
});

test("axe finds nothing on the secondary pages, the menu drawer and the admin inbox @phone", async ({ page }) => {
  // Seven pages analysed by axe in one test: a while on a busy machine.
  test.setTimeout(180_000);
  const check = async (label: string) => {
    const results = await axe(page).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
  };
  await page.route("**/api/billing/status", (route) => route.fulfill({ json: { plans: { basic: false, premium: true } } }));
  for (const path of ["/community", "/landing", "/pricing", `/links/${randomUUID()}`, `/s/nope${randomUUID().slice(0, 6)}`]) {
    // The status first: a page that failed would otherwise show up as whatever axe finds on the error page.
    const response = await page.goto(path);
    const missing = path.startsWith("/links/") || path.startsWith("/s/");
    const notFoundHeading = path.startsWith("/s/") ? "Shortened URL not found" : "Oops! Page not found";
    expect(response?.status(), path).toBe(missing ? 404 : 200);
    // notFound() in a per-request page is sent as Next's bare error document and drawn in the browser (vercel/next.js#62228):
    // <html> gets its lang with that render.
    if (missing) await expect(page.getByRole("heading", { name: notFoundHeading })).toBeVisible();
    if (path === "/pricing") await expect(page.getByTestId("payments-notice")).toBeVisible();
    await check(path);
  }
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.goto("/about");
    await shellHydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("nav#site-menu").getByRole("button", { name: "Close menu" })).toBeFocused();
    await check("drawer");
  }
  const admin = await adminUserInDb();
  await signInViaApi(page, admin.email, "correct horse battery");
  await page.goto("/admin/messages");
  await check("/admin/messages");
});
