import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@/e2e/support/test";
import { rendersPerRequest } from "@/lib/platform/http/per-request-pages";
import { signInViaApi } from "./support/auth";
import { createUserInDb, prisma } from "./support/db";
import { shellHydrated } from "./support/hydrated";
import { shot } from "./support/shots";

/**
 * The nonce-based policy of the pages rendered per request (docs/security.md, "Security headers and the CSP"): the
 * list in lib/platform/http/per-request-pages.ts is the build's, each of those pages runs every script its server
 * wrote, and a script injected into it without the nonce does not run. The route sweep checks the other side: every
 * prerendered page keeps 'unsafe-inline' (e2e/routes.spec.ts).
 */

/** The page routes of this build that Next renders per request: neither prerendered nor generated from params. */
function perRequestRoutesOfBuild(): string[] {
  const routes = JSON.parse(readFileSync(".next/app-path-routes-manifest.json", "utf8")) as Record<string, string>;
  const prerendered = JSON.parse(readFileSync(".next/prerender-manifest.json", "utf8")) as { routes: Record<string, unknown>; dynamicRoutes: Record<string, unknown> };
  return Object.entries(routes)
    .filter(([entry, route]) => entry.endsWith("/page") && !(route in prerendered.routes) && !(route in prerendered.dynamicRoutes))
    .map(([, route]) => route);
}

/** A path a browser asks for, for a route: each [param] filled in. */
const samplePath = (route: string) => route.replace(/\[[^\]]+\]/g, "sample");

test("the pages given a nonce are exactly the pages the build renders per request", () => {
  const perRequest = perRequestRoutesOfBuild();
  expect(perRequest.length).toBeGreaterThan(5);
  for (const route of perRequest) expect(rendersPerRequest(samplePath(route)), route).toBe(true);
  const routes = JSON.parse(readFileSync(".next/app-path-routes-manifest.json", "utf8")) as Record<string, string>;
  for (const route of Object.values(routes).filter((r) => !perRequest.includes(r))) expect(rendersPerRequest(samplePath(route)), route).toBe(false);
});

/** Records the page's CSP violations from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
}

/** Whether an inline event handler in markup added to the page runs. */
function injectedMarkupRuns(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const holder = document.createElement("div");
    holder.innerHTML = '<img alt="" src="data:," onerror="window.injectedRan = true">';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 100));
    holder.remove();
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
}

/** Opens `path` and checks its policy: a nonce and no 'unsafe-inline', every script of the page run, an injected one not. */
async function expectNoncePolicy(page: Page, path: string) {
  const response = await page.goto(path);
  const policy = (await response!.allHeaders())["content-security-policy"] ?? "";
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/]+=*'/);
  expect(scriptSrc, path).toContain("'strict-dynamic'");
  expect(scriptSrc, path).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
  // The page's scripts ran (the site shell hydrated: it marks itself ready), and nothing else was refused.
  await shellHydrated(page);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);

  // Every script the server wrote carries this response's nonce, but the root layout's theme script (allowed by its
  // hash) and JSON-LD (data, never run). Scripts the page's own code adds later need none ('strict-dynamic').
  const html = await response!.text();
  const unsigned = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, text]) => !attributes!.includes(`nonce="${nonce}"`) && !attributes!.includes('type="application/ld+json"') && !text!.includes("prefers-color-scheme"))
    .map(([script]) => script.slice(0, 120));
  expect(unsigned, path).toEqual([]);
  expect(html, path).toContain(`nonce="${nonce}"`);

  // Markup injected into the page does not run its script (an inline event handler, as a cross-site script would
  // arrive), and the browser reports it.
  const ran = await injectedMarkupRuns(page);
  expect(ran, path).toBe(false);
  const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.splice(0));
  expect(violations, path).toEqual([expect.stringMatching(/^script-src-attr inline/)]);
  await shot(page, `nonce${path.replaceAll("/", "-")}`);
}

test("a visitor's per-request pages run their own scripts only @both", async ({ page }) => {
  await recordViolations(page);
  // The check itself: on a prerendered page ('unsafe-inline') the injected handler runs.
  await page.goto("/about");
  await shellHydrated(page);
  expect(await injectedMarkupRuns(page)).toBe(true);
  for (const path of ["/contact", "/account", "/quote-generator", "/verify-email", "/reset-password", "/community", "/coming-soon", "/secret/AAAAAAAAAAAAAAAAAAAAAA"]) {
    await expectNoncePolicy(page, path);
  }
});

test("a signed-in user's account, link and public stats pages run their own scripts only", async ({ page }) => {
  await recordViolations(page);
  const user = await createUserInDb({ plan: "premium" });
  const link = await prisma.link.create({
    data: { code: `csp-${randomUUID().slice(0, 8)}`, target: "https://example.com/csp", ownerUserId: user.id, publicStats: true },
  });
  await signInViaApi(page, user.email, user.password);
  // (The specs of these pages use them under this policy: e2e/hydration.spec.ts, tools/url-shortener/e2e/.)
  for (const path of ["/account", `/links/${link.id}`, `/s/${link.code}+/stats`]) await expectNoncePolicy(page, path);
});
