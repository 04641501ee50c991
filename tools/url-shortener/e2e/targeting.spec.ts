import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb, prisma } from "@/e2e/support/db";
import { shot } from "@/e2e/support/shots";
import { shellHydrated } from "@/e2e/support/hydrated";

/** Targeting: a Premium account sends iPhones and a country to their own pages; a Free account sees it locked. */

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IOS = "https://apps.apple.com/app/id123456789";
const DE = "https://example.de/angebot";
const PLAY = "https://play.google.com/store/apps/details?id=com.example.app";

/** A full-page shot taken from the top: scrolled down, the sticky header would be drawn over the middle of the page. */
async function shotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

test("a Premium account sets an iOS URL and a country rule, sees them on the link page and edits them there", async ({ page, baseURL }) => {
  const user = await createUserInDb({ plan: "premium" });
  await signInViaApi(page, user.email, user.password);
  const target = `https://example.com/e2e-${randomUUID().slice(0, 8)}`;

  await page.goto("/urlshortener");
  await page.getByLabel("Enter a long URL").fill(target);
  await page.getByText("More options").click();
  const options = page.getByTestId("more-options");
  await options.getByLabel("iPhone and iPad URL (optional)").fill(IOS);
  // One empty rule is there to fill; Add gives another.
  await options.getByLabel("Country of rule 1").selectOption("DE");
  await options.getByLabel("URL of rule 1").fill(DE);
  await options.getByRole("button", { name: "Add a country rule" }).click();
  await options.getByLabel("Country of rule 2").selectOption("FR");
  await options.getByLabel("URL of rule 2").fill("https://example.fr/offre");
  await options.getByRole("button", { name: "Remove the rule for France" }).click();
  await expect(options.getByTestId("geo-rule")).toHaveCount(1);
  await shotFromTop(page, "targeting-create-form");
  await page.getByRole("button", { name: /^Shorten URL/ }).first().click();
  await expect(page.getByText("URL shortened successfully!")).toBeVisible();

  const link = await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id }, orderBy: { createdAt: "desc" } });
  expect(link).toMatchObject({ target, iosUrl: IOS, androidUrl: null, geo: { DE } });
  const redirect = await page.request.get(`${baseURL}/s/${link.code}`, { maxRedirects: 0, headers: { "user-agent": IPHONE } });
  expect(redirect.headers().location).toBe(IOS);

  await page.goto(`/links/${link.id}`);
  // Typed before React hydrates, the edit would be posted and answered by the page itself (a slower, other road).
  await shellHydrated(page);
  const summary = page.getByTestId("targeting-summary");
  await expect(summary).toContainText(`Germany → ${DE}`);
  await expect(summary).toContainText(`iPhone and iPad → ${IOS}`);

  // The edit form starts from what the link has; an Android URL is added there.
  const form = page.getByTestId("link-settings-form");
  await expect(form.getByLabel("iPhone and iPad URL (optional)")).toHaveValue(IOS);
  await expect(form.getByLabel("Country of rule 1")).toHaveValue("DE");
  await form.getByLabel("Android URL (optional)").fill("http://192.168.0.10/app");
  await form.getByRole("button", { name: "Save link" }).click();
  await expect(form.getByText("Links to localhost or private network addresses can't be shortened")).toBeVisible();
  await form.getByLabel("Android URL (optional)").fill(PLAY);
  await form.getByRole("button", { name: "Save link" }).click();
  await expect(summary).toContainText(`Android → ${PLAY}`);
  await shotFromTop(page, "targeting-link-page");
});

test("without JavaScript, each save of the link page adds a country rule in its empty row @phone", async ({ page, browser }) => {
  const user = await createUserInDb({ plan: "premium" });
  const link = await prisma.link.create({ data: { code: `tgt-${randomUUID().slice(0, 8)}`, target: "https://example.com/no-js", ownerUserId: user.id } });
  await signInViaApi(page, user.email, user.password);
  const noScripts = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const tab = await noScripts.newPage();
    await tab.goto(`/links/${link.id}`);
    const form = tab.getByTestId("link-settings-form");
    for (const [index, country, url] of [[1, "DE", DE], [2, "FR", "https://example.fr/offre"]] as const) {
      await form.getByLabel(`Country of rule ${index}`).selectOption(country);
      await form.getByLabel(`URL of rule ${index}`).fill(url);
      const answer = tab.waitForResponse((response) => response.request().method() === "POST" && response.request().resourceType() === "document");
      await form.getByRole("button", { name: "Save link" }).click();
      expect((await answer).status()).toBe(200);
      await tab.waitForLoadState("domcontentloaded");
      await expect(form.getByLabel(`Country of rule ${index}`)).toHaveValue(country);
      await expect(form.getByLabel(`Country of rule ${index + 1}`)).toHaveValue("");
    }
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).geo).toEqual({ DE, FR: "https://example.fr/offre" });
    await expect(tab.getByTestId("targeting-summary")).toContainText(`France → https://example.fr/offre`);
  } finally {
    await noScripts.close();
  }
});

test("a Free account sees targeting locked with an upgrade to Premium @phone", async ({ page }) => {
  const user = await createUserInDb({ plan: "free" });
  const link = await prisma.link.create({ data: { code: `tgt-${randomUUID().slice(0, 8)}`, target: "https://example.com/free", ownerUserId: user.id } });
  await signInViaApi(page, user.email, user.password);

  await page.goto(`/links/${link.id}`);
  const form = page.getByTestId("link-settings-form");
  await expect(form.getByLabel("iPhone and iPad URL (optional)")).toBeDisabled();
  await expect(form.getByRole("button", { name: "Add a country rule" })).toBeDisabled();
  await expect(page.getByTestId("targeting-upgrade")).toContainText("Premium");
  await expect(page.getByTestId("targeting-summary")).toHaveCount(0);

  await page.goto("/urlshortener");
  await page.getByText("More options").click();
  const options = page.getByTestId("more-options");
  await expect(options.getByLabel("Android URL (optional)")).toBeDisabled();
  await expect(options.getByTestId("targeting-upgrade")).toContainText("Upgrade to Premium");
  await shotFromTop(page, "targeting-locked");
});
