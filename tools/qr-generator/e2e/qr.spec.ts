import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";
import { FREE_DAILY_LIMITS } from "@/lib/domain/plans";
import { decodePng, readPng } from "@/tests/support/qr-decode";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { decodeSvgInBrowser, downloadQr } from "@/e2e/support/qr";
import { defined } from "@/tests/support/defined";

/** What to type for each type, and the exact text the code must contain. */
const CASES: { type: string; button: string; fill: (page: Page) => Promise<void>; payload: string }[] = [
  {
    type: "text",
    button: "Text",
    fill: async (page) => page.getByRole("textbox", { name: "Text", exact: true }).fill("Hello, 世界! ; , : \" \\"),
    payload: "Hello, 世界! ; , : \" \\",
  },
  { type: "url", button: "URL", fill: async (page) => page.getByLabel("Website URL").fill("example.com/e2e?x=1"), payload: "https://example.com/e2e?x=1" },
  {
    type: "email",
    button: "Email",
    fill: async (page) => {
      await page.getByLabel("Email address").fill("ada@example.com");
      await page.getByLabel("Subject").fill("Hi & bye");
      await page.getByLabel("Message").fill("Line 1\nLine 2");
    },
    payload: "mailto:ada@example.com?subject=Hi%20%26%20bye&body=Line%201%0D%0ALine%202",
  },
  { type: "phone", button: "Phone", fill: async (page) => page.getByLabel("Phone number").fill("+1 (555) 010-0199"), payload: "tel:+15550100199" },
  {
    type: "sms",
    button: "SMS",
    fill: async (page) => {
      await page.getByLabel("Phone number").fill("+44 7700 900123");
      await page.getByLabel("Message").fill("Meet at 10:30");
    },
    payload: "SMSTO:+447700900123:Meet at 10:30",
  },
  {
    type: "wifi",
    button: "WiFi",
    fill: async (page) => {
      await page.getByLabel("Network name (SSID)").fill("Café;Net");
      await page.getByLabel("Password").fill('pa:ss"word');
      await page.getByLabel("Hidden network").check();
    },
    payload: 'WIFI:T:WPA;S:Café\\;Net;P:pa\\:ss\\"word;H:true;;',
  },
  {
    type: "vcard",
    button: "Contact",
    fill: async (page) => {
      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Organisation").fill("Engines, Ltd");
      await page.getByLabel("Phone", { exact: true }).fill("+44 20 1234 5678");
    },
    payload: "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nORG:Engines\\, Ltd\r\nTEL:+442012345678\r\nEND:VCARD\r\n",
  },
  {
    type: "geo",
    button: "Location",
    fill: async (page) => {
      await page.getByLabel("Latitude").fill("48.8583701");
      await page.getByLabel("Longitude").fill("2.2944813");
    },
    payload: "geo:48.85837,2.294481",
  },
];

/** The main button: the first download of a new content generates it (one use); the preview before it is free. */
const generateButton = (page: Page) => page.getByRole("button", { name: "Download PNG", exact: true });

const meterOf = (page: Page) => page.getByTestId("usage-meter");
const toastWith = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test.describe("QR code generator", () => {
  test("generates every type; PNG and SVG downloads decode to the exact payload; Basic users get a history", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUserInDb({ plan: "basic" });
    await signInViaApi(page, user.email, user.password);
    await page.goto("/qrgenerator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("QR Code Generator");
    await expect(meterOf(page)).toContainText("Unlimited");

    for (const c of CASES) {
      await page.getByRole("button", { name: c.button, exact: true }).click();
      await c.fill(page);
      // The preview is live: the exact payload shows before anything is generated.
      await expect.poll(() => page.getByTestId("qr-payload").textContent()).toBe(c.payload);

      await page.getByLabel("Download size").selectOption("1000");
      const png = await downloadQr(page, "Download PNG");
      await expect(toastWith(page, "QR code generated successfully!").first()).toBeVisible();
      expect(png.filename).toBe("qrcode.png");
      expect(readPng(png.body).width).toBe(1000);
      expect(decodePng(png.body)).toBe(c.payload);

      const svg = await downloadQr(page, "Download SVG");
      expect(svg.filename).toBe("qrcode.svg");
      const text = svg.body.toString("utf8");
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1000" height="1000" viewBox="0 0 \d+ \d+"/);
      expect(text.match(/h\d+v1h-\d+z/g)!.length).toBeGreaterThan(20);
      expect(await decodeSvgInBrowser(page, text)).toBe(c.payload);
    }

    // Every new code was stored once; its second download (SVG) was not counted.
    expect(await prisma.qrCode.count({ where: { userId: user.id } })).toBe(CASES.length);
    const usage = await (await page.request.get("/api/usage")).json();
    expect(usage.usage.qr.used).toBe(CASES.length);
    const history = page.getByTestId("qr-history").getByRole("listitem");
    await expect(history).toHaveCount(CASES.length);
    await expect(history.first()).toContainText("Location");
    await expect(history.first()).toContainText("geo:48.85837,2.294481");
    const [again] = await Promise.all([
      page.waitForEvent("download"),
      history.first().getByRole("button", { name: "Download PNG of Location code" }).click(),
    ]);
    expect(decodePng(await readFile(await again.path()))).toBe("geo:48.85837,2.294481");
  });

  test("warns when a download size gives under 3 px per module and when the margin is under 4 modules", async ({ page }) => {
    await page.goto("/qrgenerator");
    await page.getByRole("button", { name: "Text", exact: true }).click();
    // 230 bytes: a version-11 code at error correction M (61 modules, 69 with the margin).
    const text = `https://example.com/${"a".repeat(210)}`;
    await page.getByRole("textbox", { name: "Text", exact: true }).fill(text);
    await expect(page.getByText(/version 11 \(61 × 61 modules\)/)).toBeVisible();

    const sizeWarning = page.getByTestId("download-size-warning");
    await page.getByLabel("Download size").selectOption("100");
    await expect(sizeWarning).toContainText("At 100 × 100 px each of this code's 69 modules per side (margin included) is only 1.4 px wide");
    await expect(sizeWarning).toContainText("Choose 300 × 300 px or more");
    await page.getByLabel("Download size").selectOption("200");
    await expect(sizeWarning).toContainText("only 2.8 px wide");
    await page.getByLabel("Download size").selectOption("300");
    await expect(sizeWarning).toHaveCount(0);
    // What the page recommends decodes back to the payload.
    const png = await downloadQr(page, "Download PNG");
    expect(decodePng(png.body)).toBe(text);

    await page.getByRole("tab", { name: /Advanced/ }).click();
    await expect(page.getByTestId("margin-warning")).toHaveCount(0);
    const margin = page.getByLabel("Margin (quiet zone)");
    await margin.focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press("ArrowLeft");
    await expect(margin).toHaveValue("2");
    await expect(page.getByTestId("margin-warning")).toContainText("A margin under 4 modules can stop scanners finding the code");
    expect((await axe(page).analyze()).violations).toEqual([]);
  });

  test("anonymous visitors: empty and bad input cost nothing; at the daily limit new codes are refused and the warning card shows", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/qrgenerator");
    const meter = meterOf(page);
    await expect(meter).toContainText(`0/${FREE_DAILY_LIMITS.qr} used`);
    await expect(page.getByTestId("qr-history-upgrade")).toContainText("History is included from the Basic plan");

    await generateButton(page).click();
    // Said under the field, which takes focus; no toast repeats it.
    await expect(page.locator("#qr-url-url-error")).toHaveText("Please fill in the required fields to generate QR code");
    await expect(page.getByLabel("Website URL")).toBeFocused();
    await expect(toastWith(page, "Please fill in the required fields")).toHaveCount(0);

    await page.getByRole("button", { name: "Email", exact: true }).click();
    await page.getByLabel("Email address").fill("not-an-address");
    await generateButton(page).click();
    await expect(page.locator("#qr-email-address-error")).toHaveText("Please enter a valid e-mail address");

    await page.getByRole("button", { name: "Text", exact: true }).click();
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("€".repeat(1000));
    await page.getByRole("tab", { name: "Advanced" }).click();
    await page.getByLabel("Error correction", { exact: true }).selectOption("H");
    await page.getByLabel("Foreground colour", { exact: true }).fill("#eeeeee");
    await expect(page.getByTestId("contrast-warning")).toContainText("too similar");
    await generateButton(page).click();
    await expect(page.getByLabel("Foreground colour", { exact: true })).toBeFocused();
    await expect(page.getByText(/too similar \(contrast 1\.1:1\)/).first()).toBeVisible();
    await expect(toastWith(page, /too similar/)).toHaveCount(0);
    await page.getByLabel("Foreground colour", { exact: true }).fill("#000");
    await expect(page.getByTestId("contrast-warning")).toHaveCount(0);
    await generateButton(page).click();
    await expect(
      toastWith(page, "Too much data: a QR code holds at most 1,273 bytes at error correction H (High), and this content is 3,000 bytes"),
    ).toContainText("Even the lowest level, L (Low), holds at most 2,953 bytes");
    await expect(meter).toContainText(`0/${FREE_DAILY_LIMITS.qr} used`);

    await page.getByLabel("Error correction", { exact: true }).selectOption("M");
    await page.getByRole("tab", { name: "Basic" }).click();
    for (let i = 1; i <= FREE_DAILY_LIMITS.qr; i++) {
      await page.getByRole("textbox", { name: "Text", exact: true }).fill(`code number ${i}`);
      await downloadQr(page, "Download PNG");
      await expect(meter).toContainText(`${i}/${FREE_DAILY_LIMITS.qr} used`);
    }
    const card = page.getByRole("alert").filter({ hasText: "Free limit reached" });
    await expect(card).toContainText("Upgrade to Pro for unlimited QR code generation");
    // It starts checkout of Basic (followed through in e2e/billing.spec.ts).
    await expect(card.getByRole("button", { name: "Upgrade to Pro — from $4.99/month" })).toHaveAttribute("data-upgrade-plan", "basic");

    // The code already generated can still be downloaded at the limit.
    const png = await downloadQr(page, "Download PNG");
    expect(decodePng(png.body)).toBe(`code number ${FREE_DAILY_LIMITS.qr}`);
    // A new one cannot.
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("one more");
    await expect(generateButton(page)).toBeDisabled();

    // The limit is the server's, not the page's: a reload keeps it.
    await page.reload();
    await expect(meter).toContainText(`${FREE_DAILY_LIMITS.qr}/${FREE_DAILY_LIMITS.qr} used`);
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByRole("alert").filter({ hasText: "Free limit reached" })).toBeVisible();
  });

  test("the page renders its how-to, use cases, code types and FAQ with matching JSON-LD", async ({ request }) => {
    const response = await request.get("/qrgenerator");
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const text of ["How to create a QR code", "What people use QR codes for", "QR code types", "Frequently Asked Questions", "Do the QR codes expire?"]) {
      expect(html).toContain(text);
    }
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((m) => [JSON.parse(defined(m[1], "JSON-LD block"))].flat());
    const types = blocks.map((b: { "@type": string }) => b["@type"]);
    expect(types).toEqual(expect.arrayContaining(["WebApplication", "FAQPage", "BreadcrumbList"]));
    const faq = blocks.find((b: { "@type": string }) => b["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(10);
    for (const q of faq.mainEntity) expect(html).toContain(q.name.replace(/'/g, "&#x27;"));
  });

  test("has no accessibility violations, before and after the preview shows", async ({ page }) => {
    await page.goto("/qrgenerator");
    await expect(page.getByTestId("usage-meter")).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Location", exact: true }).click();
    await page.getByLabel("Latitude").fill("51.5007");
    await page.getByLabel("Longitude").fill("-0.1246");
    await expect(page.getByTestId("qr-preview")).toBeVisible();
    await page.getByRole("tab", { name: "Advanced" }).click();
    // The toasts are the site-wide Toaster's (sonner richColors), checked where the layout is tested.
    expect((await axe(page).exclude("[data-sonner-toaster]").analyze()).violations).toEqual([]);
  });

  test("@phone generates a WiFi code on a phone and downloads it", async ({ page }) => {
    await page.goto("/qrgenerator");
    await page.getByRole("button", { name: "WiFi", exact: true }).click();
    await page.getByLabel("Network name (SSID)").fill("Guest");
    await page.getByLabel("Encryption").selectOption("nopass");
    await expect(page.getByTestId("qr-preview")).toBeVisible();
    const box = await page.getByTestId("qr-preview").boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const png = await downloadQr(page, "Download PNG");
    expect(decodePng(png.body)).toBe("WIFI:T:nopass;S:Guest;H:false;;");
  });
});
