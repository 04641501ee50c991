import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "./support/auth";
import { createUserInDb, prisma } from "./support/db";
import { shellHydrated } from "./support/hydrated";

/**
 * A server form sent before the page's scripts have run (a slow phone: the HTML shows, the visitor types and sends at
 * once), with JavaScript on: the outcome is exactly what was typed, stored once, and the page says so — whether the
 * browser posted the form itself or the scripts arrived first.
 */

/** Holds the page's scripts until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe("server forms sent before the scripts run", () => {
  test("shorten: one link, to exactly the URL typed, shown on the page @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const target = `https://example.org/early/${randomUUID()}?a=1&b=%C3%A9`;
    const release = await holdScripts(page);
    await page.goto("/urlshortener", { waitUntil: "commit" });
    await page.getByLabel("Enter a long URL").fill(target);
    await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
    release();

    // Posted by the browser, the answer page names the link; sent by the scripts, the list shows it.
    const shown = page.getByTestId("shortened-link").or(page.getByTestId("link-item").filter({ hasText: target }));
    await expect(shown.first()).toContainText(target);
    await expect.poll(() => prisma.link.count({ where: { target } })).toBe(1);
    const [link] = await prisma.link.findMany({ where: { target } });
    await expect(shown.first()).toContainText(`/s/${link!.code}`);
    await expect(page.getByText(/Please fill|Please enter/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  // On a slow phone the list that shows links in the browser arrives after the page hydrates (its code and the links
  // are fetched then): the answer written in the page must not vanish meanwhile.
  test("shorten: the link written in the answer page stays on screen once the scripts run, until the next link @both", async ({ page }) => {
    const target = `https://example.org/stays/${randomUUID()}`;
    const release = await holdScripts(page);
    await page.goto("/urlshortener", { waitUntil: "commit" });
    await page.getByLabel("Enter a long URL").fill(target);
    await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
    const answer = page.getByTestId("shortened-link");
    await expect(answer).toContainText(target);
    release();
    await shellHydrated(page);
    await expect(page.locator("[data-tool-area] span[data-hydrated]").first()).toBeAttached();
    await expect(answer).toContainText(target);
    await expect(page.getByTestId("link-item").filter({ hasText: target })).toBeVisible();
    await expect(answer).toBeVisible();

    // The next link is sent by the scripts: the list shows it, and the written answer, now about another link, goes.
    const next = `https://example.org/next/${randomUUID()}`;
    await page.getByLabel("Enter a long URL").fill(next);
    await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
    await expect(page.getByTestId("link-item").filter({ hasText: next })).toBeVisible();
    await expect(answer).toHaveCount(0);
  });

  test("contact: the message is stored once, as typed, and confirmed", async ({ page }) => {
    const marker = `e2e early contact ${randomUUID()}`;
    const release = await holdScripts(page);
    await page.goto("/contact?subject=Early", { waitUntil: "commit" });
    await page.getByLabel("Name").fill("Early Bird");
    await page.getByLabel("Email").fill("early@example.test");
    await page.getByLabel("Message").fill(marker);
    await page.getByRole("button", { name: "Send Message" }).click();
    release();

    await expect(page.getByText("Thank you! We received your message and will reply soon.")).toBeVisible();
    await expect.poll(() => prisma.contactMessage.count({ where: { message: marker } })).toBe(1);
    const stored = await prisma.contactMessage.findFirst({ where: { message: marker } });
    expect(stored).toMatchObject({ name: "Early Bird", email: "early@example.test", subject: "Early" });
  });

  test("sign in: sent before the scripts ran, the visitor is signed in and goes on to the account @both", async ({ page }) => {
    const user = await createUserInDb();
    const release = await holdScripts(page);
    await page.goto("/account", { waitUntil: "commit" });
    const area = page.getByRole("region", { name: "Welcome to Utilify" });
    await area.getByLabel("Email").fill(user.email);
    await area.getByLabel("Password", { exact: true }).fill(user.password);
    await area.getByRole("button", { name: "Sign In" }).click();
    release();

    await expect(page.getByTestId("account-email")).toHaveText(user.email);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText(/Please fill|Invalid email/)).toHaveCount(0);
  });

  test("sign in: a refusal sent before the scripts ran is said on the page, whose scripts then sign in @phone", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const user = await createUserInDb();
    const release = await holdScripts(page);
    await page.goto("/account", { waitUntil: "commit" });
    const area = page.getByRole("region", { name: "Welcome to Utilify" });
    await area.getByLabel("Email").fill(user.email);
    await area.getByLabel("Password", { exact: true }).fill("wrong password");
    await area.getByRole("button", { name: "Sign In" }).click();
    release();

    await expect(area.getByText("Invalid email or password")).toBeVisible();
    await expect(area.locator("form [data-hydrated]")).toBeAttached();
    await expect(area.getByLabel("Email")).toHaveValue(user.email);
    await area.getByLabel("Password", { exact: true }).fill(user.password);
    await area.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByTestId("account-email")).toHaveText(user.email);
    expect(errors).toEqual([]);
  });

  // Typed before the scripts, sent after them: React hydrates a field without telling its component, whose next render
  // would write its empty state over the text (components/layout/keep-typed-text.tsx).
  test("contact: what was typed before the scripts ran is kept when they run, and is what gets sent @both", async ({ page }) => {
    const marker = `e2e typed early, sent late ${randomUUID()}`;
    const release = await holdScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Early Typist");
    await form.getByLabel("Email").fill("typist@example.test");
    await form.getByLabel("Subject").fill("Typed early");
    await form.getByLabel("Message").fill(marker);
    release();
    await expect(form.locator("span[data-hydrated]")).toBeAttached();
    await shellHydrated(page);
    await expect(form.getByLabel("Name")).toHaveValue("Early Typist");
    await expect(form.getByLabel("Message")).toHaveValue(marker);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you! We received your message and will reply soon.")).toBeVisible();
    await expect.poll(() => prisma.contactMessage.count({ where: { message: marker } })).toBe(1);
    expect(await prisma.contactMessage.findFirst({ where: { message: marker } })).toMatchObject({ name: "Early Typist", email: "typist@example.test", subject: "Typed early" });
  });

  test.describe("in a browser ahead of UTC", () => {
    test.use({ timezoneId: "Asia/Kolkata" });

    test("a link's settings typed before the scripts run are kept when they run, the expiry in the zone its label named", async ({ page }) => {
      const user = await createUserInDb({ plan: "basic" });
      const link = await prisma.link.create({
        data: { code: `early-${randomUUID().slice(0, 8)}`, target: "https://example.com/one", ownerUserId: user.id, expiresAt: new Date("2031-01-02T03:04:00Z") },
      });
      await signInViaApi(page, user.email, user.password);
      const form = page.getByTestId("link-settings-form");

      // Untouched, the expiry turns to the browser's zone (UTC+5:30) when the scripts run; the destination typed stays.
      let release = await holdScripts(page);
      await page.goto(`/links/${link.id}`, { waitUntil: "commit" });
      await form.getByLabel("Destination").fill("example.com/typed-early");
      await form.getByLabel("Source").fill("early");
      await expect(form.getByLabel("Expires on (optional, UTC)")).toHaveValue("2031-01-02T03:04");
      release();
      await shellHydrated(page);
      await expect(form.getByLabel("Expires on (optional)", { exact: true })).toHaveValue("2031-01-02T08:34");
      await expect(form.getByLabel("Destination")).toHaveValue("example.com/typed-early");
      await expect(form.getByLabel("Source")).toHaveValue("early");
      await form.getByRole("button", { name: "Save link" }).click();
      await expect(page.getByText("Link saved").first()).toBeVisible();
      expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({
        target: "https://example.com/typed-early?utm_source=early",
        expiresAt: new Date("2031-01-02T03:04:00Z"),
      });

      // Typed in while the label said UTC, the expiry stays UTC: the same numbers are never read in another zone.
      release = await holdScripts(page);
      await page.goto(`/links/${link.id}`, { waitUntil: "commit" });
      await form.getByLabel("Expires on (optional, UTC)").fill("2032-05-06T07:08");
      release();
      await shellHydrated(page);
      await expect(form.getByLabel("Expires on (optional, UTC)")).toHaveValue("2032-05-06T07:08");
      await form.getByRole("button", { name: "Save link" }).click();
      await expect(page.getByText("Link saved").first()).toBeVisible();
      expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).expiresAt).toEqual(new Date("2032-05-06T07:08:00Z"));
    });
  });

  test.describe("in a browser whose zone changes its clocks", () => {
    test.use({ timezoneId: "America/New_York" });

    test("an expiry is read at the offset of its own date, summer or winter, whatever today's is", async ({ page }) => {
      const user = await createUserInDb({ plan: "basic" });
      // 13:30 UTC on 1 July is 09:30 EDT (UTC−4), though New York is on EST (UTC−5) half the year.
      const link = await prisma.link.create({
        data: { code: `dst-${randomUUID().slice(0, 8)}`, target: "https://example.com/dst", ownerUserId: user.id, expiresAt: new Date("2031-07-01T13:30:00Z") },
      });
      await signInViaApi(page, user.email, user.password);
      await page.goto(`/links/${link.id}`);
      await shellHydrated(page);
      const form = page.getByTestId("link-settings-form");
      const expiry = form.getByLabel("Expires on (optional)", { exact: true });
      await expect(expiry).toHaveValue("2031-07-01T09:30");
      // A winter date typed in: 09:30 EST is 14:30 UTC.
      await expiry.fill("2031-01-15T09:30");
      await form.getByRole("button", { name: "Save link" }).click();
      await expect(page.getByText("Link saved").first()).toBeVisible();
      expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).expiresAt).toEqual(new Date("2031-01-15T14:30:00Z"));
      // And back to summer: 09:30 EDT is 13:30 UTC.
      await expiry.fill("2031-07-01T09:30");
      await form.getByRole("button", { name: "Save link" }).click();
      await expect.poll(async () => (await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).expiresAt?.toISOString()).toBe("2031-07-01T13:30:00.000Z");
    });
  });

  test("the caret stays where the visitor left it when the scripts run: the next keys go there @both", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/calculator", { waitUntil: "commit" });
    const field = page.getByLabel("Expression", { exact: true });
    await field.click();
    await page.keyboard.type("12+3");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    release();
    // The tool's own area has hydrated when its KeepTypedText marks itself.
    await expect(page.locator("[data-tool-area] > span[data-hydrated]")).toBeAttached();
    await page.keyboard.type("9");
    await expect(field).toHaveValue("129+3");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("calc-result")).toHaveText("= 132");
  });

  // A <details> toggled before the scripts ran fires its toggle event before React listens: what it loads on first
  // open must still come once the scripts run (components/ui/use-details-opened.ts).
  test("sections opened before the scripts run fill in when they run @both", async ({ page }) => {
    let release = await holdScripts(page);
    await page.goto("/urlshortener", { waitUntil: "commit" });
    const options = page.getByTestId("more-options");
    await options.locator("summary").click();
    await expect(options).toHaveAttribute("open", "");
    release();
    await shellHydrated(page);
    await expect(options.getByLabel("Source")).toBeVisible();

    release = await holdScripts(page);
    await page.goto("/qrgenerator", { waitUntil: "commit" });
    const batch = page.locator("details").filter({ hasText: "Batch (CSV)" });
    await batch.locator("summary").click();
    release();
    await shellHydrated(page);
    await expect(page.getByTestId("qr-batch")).toBeVisible();
  });
});
