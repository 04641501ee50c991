import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { FREE_DAILY_LIMITS, IP_LIMIT_MULTIPLIER } from "@/lib/domain/plans";
import { ipSubject, utcDay } from "@/lib/domain/limits/usage";
import { decodePng } from "@/tests/support/qr-decode";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { decodeImageInBrowser, downloadQr } from "@/e2e/support/qr";
import { defined } from "@/tests/support/defined";

/**
 * The QR preview is live and free (a use is one new code, counted when first downloaded or copied), and a visitor
 * stopped by its network's shared allowance is told so and offered sign-in.
 */

const meterOf = (page: Page) => page.getByTestId("usage-meter");
/** The meter loads after hydration: on a loaded 2-core CI box that alone can take 10 s or more. */
const meterLoaded = (page: Page) => expect(meterOf(page)).toBeVisible({ timeout: 30_000 });
const toastWith = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const usedToday = async (page: Page) => ((await (await page.request.get("/api/usage")).json()) as { usage: { qr: { used: number } } }).usage.qr.used;

/** Decodes the live preview (an SVG data URL) as the browser draws it. */
async function decodePreview(page: Page): Promise<string | null> {
  return decodeImageInBrowser(page, (await page.getByTestId("qr-preview").getAttribute("src")) ?? "");
}

test.describe("QR live preview", () => {
  test("the preview follows every keystroke and style change for free; a new code counts once, when first downloaded or copied", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The preview runs the server's zod schemas in the browser: nothing may trip our CSP (zod's JIT probes eval).
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto("/qrgenerator");
    await meterLoaded(page);
    await expect(meterOf(page)).toContainText(`0/${FREE_DAILY_LIMITS.qr} used`);

    // Typing shows the code at once: no button, no use.
    await page.getByLabel("Website URL").fill("example.com/live");
    const preview = page.getByTestId("qr-preview");
    await expect(preview).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    await expect(preview).toHaveAttribute("data-payload", "https://example.com/live");
    expect(await decodePreview(page)).toBe("https://example.com/live");
    await page.getByLabel("Website URL").fill("example.com/live-2");
    await expect(preview).toHaveAttribute("data-payload", "https://example.com/live-2");

    // Restyling re-renders the preview, still free.
    const before = await preview.getAttribute("src");
    await page.getByRole("tab", { name: "Advanced" }).click();
    await page.getByLabel("Foreground colour", { exact: true }).fill("#1e3a8a");
    await page.getByLabel("Error correction", { exact: true }).selectOption("H");
    await expect(preview).not.toHaveAttribute("src", before!);
    expect(await decodePreview(page)).toBe("https://example.com/live-2");
    await expect(meterOf(page)).toContainText(`0/${FREE_DAILY_LIMITS.qr} used`);
    expect(await usedToday(page)).toBe(0);

    // The first download generates the code: one use.
    expect(decodePng((await downloadQr(page, "Download PNG")).body)).toBe("https://example.com/live-2");
    await expect(toastWith(page, "QR code generated successfully!")).toBeVisible();
    await expect(meterOf(page)).toContainText(`1/${FREE_DAILY_LIMITS.qr} used`);

    // Another colour, margin and error correction of the same content, as SVG and on the clipboard: free.
    await page.getByLabel("Foreground colour", { exact: true }).fill("#7c2d12");
    await page.getByLabel("Error correction", { exact: true }).selectOption("L");
    expect((await downloadQr(page, "Download SVG")).body.toString("utf8")).toContain('fill="#7c2d12"');
    await page.getByRole("button", { name: "Copy image", exact: true }).click();
    await expect(toastWith(page, "The QR code image is on your clipboard.")).toBeVisible();
    const copied = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      if (!item) return null;
      const bytes = new Uint8Array(await (await item.getType("image/png")).arrayBuffer());
      return Array.from(bytes);
    });
    expect(decodePng(Buffer.from(defined(copied, "clipboard image")))).toBe("https://example.com/live-2");
    await expect(meterOf(page)).toContainText(`1/${FREE_DAILY_LIMITS.qr} used`);
    expect(await usedToday(page)).toBe(1);

    // New content is a new code.
    await page.getByRole("tab", { name: "Basic" }).click();
    await page.getByLabel("Website URL").fill("example.com/second");
    await expect(preview).toHaveAttribute("data-payload", "https://example.com/second");
    expect(await usedToday(page)).toBe(1);
    expect(decodePng((await downloadQr(page, "Download PNG")).body)).toBe("https://example.com/second");
    await expect(meterOf(page)).toContainText(`2/${FREE_DAILY_LIMITS.qr} used`);
    expect(await usedToday(page)).toBe(2);

    // Bad input shows in the preview while typing and costs nothing.
    await page.getByRole("button", { name: "Email", exact: true }).click();
    await page.getByLabel("Email address").fill("not-an-address");
    await expect(page.getByTestId("qr-preview-error")).toHaveText("Please enter a valid e-mail address");
    await page.getByRole("button", { name: "Download PNG", exact: true }).click();
    await expect(page.locator("#qr-email-address-error")).toHaveText("Please enter a valid e-mail address");
    expect(await usedToday(page)).toBe(2);
    expect((await axe(page).exclude("[data-sonner-toaster]").analyze()).violations).toEqual([]);
  });
});

test.describe("shared networks", () => {
  /** Spends today's QR ceiling of the test's own network (its client address: e2e/support/test.ts). */
  async function withSpentNetwork(clientIp: string, run: () => Promise<void>) {
    const day = utcDay();
    const subject = ipSubject(clientIp);
    await prisma.dailyUsage.create({ data: { day, tool: "qr", subject, count: FREE_DAILY_LIMITS.qr * IP_LIMIT_MULTIPLIER } });
    await run();
  }

  test("a brand-new visitor behind a spent network is told what happened and offered sign-in, not 'you have used all 10'", async ({ page, clientIp }) => {
    await withSpentNetwork(clientIp, async () => {
      await page.goto("/qrgenerator");
      await meterLoaded(page);
      const card = page.getByRole("alert").filter({ hasText: "Your network's free allowance is used up" });
      await expect(card).toContainText("People on your network have used today's free allowance");
      await expect(card).not.toContainText("You have used all");
      await expect(meterOf(page)).toContainText(`0/${FREE_DAILY_LIMITS.qr} used · network allowance used up`);
      await expect(page.getByRole("button", { name: "Download PNG", exact: true })).toBeDisabled();
      // The preview stays free and live.
      await page.getByLabel("Website URL").fill("example.com/office");
      await expect(page.getByTestId("qr-preview")).toHaveAttribute("data-payload", "https://example.com/office");
      expect((await axe(page).analyze()).violations).toEqual([]);

      // The way out: sign in with a verified account, which keeps its own allowance.
      const user = await createUserInDb();
      await card.getByRole("button", { name: "Sign in" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Email").fill(user.email);
      await dialog.getByLabel("Password", { exact: true }).fill(user.password);
      await dialog.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(meterOf(page)).toContainText(`0/${FREE_DAILY_LIMITS.qr} used`);
      await expect(meterOf(page)).not.toContainText("network");
      expect(decodePng((await downloadQr(page, "Download PNG")).body)).toBe("https://example.com/office");
      await expect(meterOf(page)).toContainText(`1/${FREE_DAILY_LIMITS.qr} used`);
    });
  });

  test("unverified accounts see a banner until they open the mailed link; resend is rate-limited", async ({ page }) => {
    const user = await createUserInDb({ emailVerified: null });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/qrgenerator");
    const banner = page.getByTestId("verify-email-banner");
    await expect(banner).toContainText("Please verify your e-mail address.");
    await expect(banner).toContainText(user.email);
    expect((await axe(page).exclude("[data-sonner-toaster]").analyze()).violations).toEqual([]);

    // The outcome is said in the banner itself, beside the button (a toast would open over the banner).
    const status = banner.getByTestId("verify-email-status");
    await banner.getByRole("button", { name: "Resend e-mail" }).click();
    await expect(status).toHaveText(`We sent a new verification link to ${user.email}.`);
    await banner.getByRole("button", { name: "Resend e-mail" }).click();
    await expect(status).toContainText(/Too many attempts, try again in 1 minute/);
    expect(await prisma.outboxMail.count({ where: { to: user.email } })).toBe(1);

    const mail = await prisma.outboxMail.findFirstOrThrow({ where: { to: user.email }, orderBy: { createdAt: "desc" } });
    const link = mail.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page.getByTestId("verify-email-result")).toContainText("Your e-mail address is verified");
    await expect(page.getByTestId("verify-email-banner")).toHaveCount(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).not.toBeNull();
    // The link works once.
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page.getByTestId("verify-email-result")).toContainText("Your e-mail address is already verified.");
  });
});
