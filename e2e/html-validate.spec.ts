import { expect, test } from "@/e2e/support/test";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { routes } from "./support/routes";
import { defined } from "@/tests/support/defined";

/**
 * Every page's HTML, as the server sends it, passes an HTML validator with zero errors: the route sweep
 * (e2e/support/routes.ts), every URL of the sitemap (long-tail pair pages included) and the 404 page. Rules live in
 * .htmlvalidate.json (the HTML standard preset; every rule turned off there says why). Fetched without a browser:
 * the validator reads the markup, not the DOM React builds from it.
 */

const validator = new HtmlValidate(new FileSystemConfigLoader());

function describeErrors(messages: Message[]): string {
  return messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} [${m.selector ?? ""}]`).join("\n");
}

async function sitemapPaths(request: import("@/e2e/support/test").APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(defined(m[1], "sitemap <loc>")).pathname);
}

test.describe("HTML validation", () => {
  test("every route has zero validator errors", async ({ request }) => {
    test.setTimeout(180_000);
    const paths = [...new Set([...routes.map((r) => r.path), ...(await sitemapPaths(request)), "/no-such-page"])];
    expect(paths.length).toBeGreaterThan(routes.length);
    const failures: string[] = [];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.headers()["content-type"], path).toContain("text/html");
      const report = await validator.validateString(await response.text(), `${path}.html`);
      const errors = report.results.flatMap((r) => r.messages).filter((m) => m.severity === 2);
      if (errors.length > 0) failures.push(`${path}\n${describeErrors(errors)}`);
    }
    expect(failures.join("\n\n")).toBe("");
  });
});
