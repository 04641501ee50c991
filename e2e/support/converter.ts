import { axe } from "@/e2e/support/axe";
import { expect, type APIRequestContext, type Page } from "@/e2e/support/test";
import type { ConverterPair, PairsConfig } from "@/lib/engines/units/pairs";
import { pairTable } from "@/lib/engines/units/pairs";

/** Shared checks of the single-kind converters (length, weight, temperature) and their long-tail pair pages. */

export const value = (page: Page) => page.getByLabel("Value", { exact: true });
export const result = (page: Page) => page.getByLabel("Result", { exact: true });

/** Opens a converter page and waits until it is hydrated (typing then converts). */
export async function openConverter(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // Hydrated: typing changes the result. The server HTML already shows the initial conversion.
  await expect(async () => {
    await value(page).fill("2");
    await expect(page.getByTestId("statement")).toContainText("2 ", { timeout: 500 });
  }).toPass();
}

export async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

function text(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

/**
 * Every pair page of a converter: 200, its own H1 and canonical URL, in the sitemap, and the statement, formula,
 * example and every table row equal to what the engine computes. An unknown pair is a 404.
 */
export async function checkPairPages(request: APIRequestContext, config: PairsConfig, pairs: readonly ConverterPair[]) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const pair of pairs) {
    const response = await request.get(pair.path);
    expect(response.status(), pair.path).toBe(200);
    const html = await response.text();
    expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""), pair.path).toBe(pair.heading);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], pair.path).toBe(`${pair.title} | Utilify`);
    // The host is the build's site URL (prerendered pages), so only the path is compared.
    expect(/<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1], pair.path).toMatch(new RegExp(`^https?://[^/]+${pair.path}$`));
    expect(sitemap, pair.path).toMatch(new RegExp(`<loc>https?://[^/<]+${pair.path}</loc>`));
    const body = text(html);
    expect(body, pair.path).toContain(pair.statement);
    expect(body, pair.path).toContain(pair.formula);
    expect(body, pair.path).toContain(pair.example);
    for (const row of pairTable(config, pair)) {
      expect(html, `${pair.path} ${row.value}`).toContain(`<td class="px-4 py-1.5">${row.value}</td><td class="px-4 py-1.5 text-right">${row.exact ? "" : "≈ "}${row.result}</td>`);
    }
    if (pair.reverseSlug) expect(html, pair.path).toContain(`href="${config.route}/${pair.reverseSlug}"`);
  }
  expect((await request.get(`${config.route}/parsecs-to-furlongs`)).status()).toBe(404);
}
