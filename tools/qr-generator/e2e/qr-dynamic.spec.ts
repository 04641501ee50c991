import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@/e2e/support/test";
import { decodePng } from "@/tests/support/qr-decode";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { downloadQr } from "@/e2e/support/qr";
import { shot } from "@/e2e/support/shots";
import { shellHydrated } from "@/e2e/support/hydrated";

/**
 * Dynamic QR codes (docs/product.md, "Dynamic QR codes"): a Free account makes one in the studio, the downloaded PNG
 * holds its short link, a visit of it is a scan in the history, and a new destination on the link's page moves the
 * same printed code.
 */

async function shotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

test("a signed-in account makes a dynamic code, scans it, sees the scan in its history and changes where it goes", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const user = await createUserInDb({ plan: "free" });
  await signInViaApi(page, user.email, user.password);
  const first = `https://example.com/menu-${randomUUID().slice(0, 8)}`;
  const second = `https://example.org/new-menu-${randomUUID().slice(0, 8)}`;

  await page.goto("/qrgenerator");
  await shellHydrated(page);
  await page.getByLabel("Website URL").fill(first);
  const option = page.getByTestId("qr-dynamic");
  await option.getByLabel("Dynamic — change the destination later").check();
  await expect(option).toContainText("no hostage codes");
  // The preview already shows a short link's code, not the destination.
  await expect.poll(() => page.getByTestId("qr-payload").textContent()).toMatch(/\/s\/xxxxxx\?qr=1$/);

  const png = await downloadQr(page, "Download PNG");
  const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id } });
  expect(link).toMatchObject({ dynamicQr: true, domain: "", target: first });
  const encoded = decodePng(png.body);
  expect(encoded).toBe(`${baseURL}/s/${link.code}?qr=1`);
  await expect(option.getByTestId("qr-dynamic-link")).toContainText(`${baseURL}/s/${link.code}`);
  await expect(page.getByTestId("qr-payload")).toHaveText(encoded!);

  // A new design of the same code keeps its link.
  await page.getByRole("tab", { name: "Design" }).click();
  await page.getByTestId("qr-design").getByRole("group", { name: "Looks" }).getByRole("button", { name: "Ocean" }).click();
  await page.getByRole("tab", { name: "Basic" }).click();
  expect(decodePng((await downloadQr(page, "Download PNG")).body)).toBe(encoded);
  expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
  await shotFromTop(page, "qr-dynamic-studio");

  // A phone scans the printed code.
  const scan = await page.request.get(encoded!, { maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  expect(scan.headers().location).toBe(first);

  const history = page.getByTestId("qr-history");
  await expect(page.getByTestId("qr-dynamic-count")).toHaveText("1 of 3 dynamic codes");
  // The scan reaches the counter within the click buffer's flush: the history shows it on a later load.
  await expect
    .poll(async () => {
      await page.reload();
      return (await history.getByTestId("qr-dynamic-entry").textContent({ timeout: 10_000 })) ?? "";
    }, { timeout: 30_000 })
    .toContain("1 scan ·");
  await expect(history.getByText("Dynamic", { exact: true })).toBeVisible();
  await expect(page.getByTestId("qr-history-upgrade")).toBeVisible();
  await page.getByTestId("qr-history").scrollIntoViewIfNeeded();
  await shot(page, "qr-dynamic-history");

  await history.getByRole("link", { name: "Edit destination" }).click();
  await page.waitForURL(`**/links/${link.id}`);
  await shellHydrated(page);
  const form = page.getByTestId("link-settings-form");
  await form.getByLabel("Destination", { exact: true }).fill(second);
  await form.getByRole("button", { name: "Save link" }).click();
  await expect.poll(async () => (await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).target).toBe(second);
  await shotFromTop(page, "qr-dynamic-link-page");

  // The same printed code now goes to the new destination.
  const again = await page.request.get(encoded!, { maxRedirects: 0 });
  expect(again.headers().location).toBe(second);
});

test("a visitor sees the option with a sign-in prompt @phone", async ({ page }) => {
  await page.goto("/qrgenerator");
  await shellHydrated(page);
  const option = page.getByTestId("qr-dynamic");
  await expect(option.getByLabel("Dynamic — change the destination later")).toBeDisabled();
  await expect(option).toContainText("Every free account has 3 dynamic QR codes.");
  await expect(option.getByRole("button", { name: "Sign in to use it" })).toBeVisible();
  await shot(page, "qr-dynamic-visitor");
});
