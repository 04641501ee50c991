import { expect, test, type Page } from "@/e2e/support/test";
import { shellHydrated } from "./support/hydrated";

/**
 * The site's fonts (app/fonts.ts, scripts/subset-fonts.ts): our pages load only the Latin files of Geist Sans and Mono
 * and render their text with them; a character outside them (text a visitor types) fetches the full font of that family
 * and is drawn in Geist too, not in a fallback.
 */

const FULL_FONTS = /\/(Geist_Variable|GeistMono_Variable)\.[\w-]+\.woff2$/;
const LATIN_FONTS = /\/geist_(sans|mono)_latin[\w.-]*\.woff2$/;

function fontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The fonts Chromium actually drew a node's text with (family name → glyphs). */
async function renderedFonts(page: Page, selector: string): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return Object.fromEntries(fonts.map((font) => [font.familyName, font.glyphCount]));
}

test("a page loads only the Latin fonts and draws its text with them", async ({ page }) => {
  const requested = fontRequests(page);
  await page.goto("/area-converter");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  expect(requested.some((url) => /geist_sans_latin/.test(url))).toBe(true);
  expect(requested.filter((url) => !LATIN_FONTS.test(url))).toEqual([]);
  // The heading (bold) and the lead paragraph, the LCP element, are drawn in Geist.
  expect(Object.keys(await renderedFonts(page, "h1"))).toEqual(["Geist"]);
  expect(Object.keys(await renderedFonts(page, "header p"))).toEqual(["Geist"]);
});

test("a character beyond Latin fetches the full font of its family and is drawn in Geist", async ({ page }) => {
  const requested = fontRequests(page);
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  // Added once React has hydrated the page, which would otherwise remove what it did not render.
  await shellHydrated(page);
  expect(requested.filter((url) => FULL_FONTS.test(url))).toEqual([]);
  // As a tool shows what a visitor typed: Polish, Czech and Vietnamese letters, sans and mono.
  await page.evaluate(() => {
    const sans = Object.assign(document.createElement("p"), { id: "typed-sans", textContent: "Zażółć gęślą jaźń · Příliš · Tiếng Việt" });
    const mono = Object.assign(document.createElement("p"), { id: "typed-mono", className: "font-mono", textContent: "Zażółć gęślą jaźń" });
    document.querySelector("main")!.append(sans, mono);
  });
  await expect.poll(() => requested.filter((url) => FULL_FONTS.test(url)).length).toBe(2);
  await page.evaluate(() => document.fonts.ready);
  expect(Object.keys(await renderedFonts(page, "#typed-sans"))).toEqual(["Geist"]);
  expect(Object.keys(await renderedFonts(page, "#typed-mono"))).toEqual(["Geist Mono"]);
});
