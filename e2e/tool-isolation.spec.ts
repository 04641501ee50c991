import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@/e2e/support/test";
import { liveTools } from "@/tools/registry";

/**
 * Each tool's client code ships on its own pages only (docs/architecture.md "The tool module"): every tool's UI root
 * carries data-tool-ui="<id>", a string that survives minification, so the JavaScript a tool page loads must name
 * that tool and no other. A tool whose UI root is a server component (the unit converters: their first view is
 * server HTML and the shared engine loads on first touch) has no client code of its own to find, only none of others'.
 */

/** Whether tools/<id>/ has a client component ("use client") that renders the tool's data-tool-ui root. */
function hasClientRoot(id: string): boolean {
  const files = readdirSync(path.join("tools", id), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx"));
  return files.some((f) => {
    const source = readFileSync(path.join("tools", id, f), "utf8");
    return /^["']use client["']/m.test(source) && marker(id).test(source);
  });
}

const marker = (id: string) => new RegExp(`data-tool-ui["']?\\s*[:=]\\s*["']${id}["']`);

test("each live tool page loads its own tool's code and no other tool's", async ({ page, request }) => {
  // It walks every live tool's page and one long-tail page of each (over 100 pages), each to network idle: 4.6 min on
  // a quiet 2-core machine with 63 tools, so the allowance grows with the catalogue (it is not a speed check).
  test.setTimeout(600_000);
  const pages = liveTools.flatMap((m) => [
    { id: m.definition.id, path: m.definition.route },
    ...(m.longTail ?? []).slice(0, 1).map((p) => ({ id: m.definition.id, path: p.path })),
  ]);
  const bodies = new Map<string, string>();
  for (const { id, path } of pages) {
    const scripts = new Set<string>();
    const failed: string[] = [];
    const onResponse = (response: { url(): string; status(): number }) => {
      if (!response.url().endsWith(".js")) return;
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      else scripts.add(response.url());
    };
    page.on("response", onResponse);
    await page.goto(path);
    await expect(page.locator(`[data-tool-ui="${id}"]`)).toBeVisible();
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);
    expect(failed, `${path} asks for no script the build did not write`).toEqual([]);
    let loaded = "";
    for (const url of scripts) {
      if (!bodies.has(url)) bodies.set(url, await (await request.get(url)).text());
      loaded += bodies.get(url);
    }
    if (hasClientRoot(id)) expect(loaded, `${path} loads ${id}`).toMatch(marker(id));
    for (const other of liveTools.filter((m) => m.definition.id !== id)) {
      expect(loaded, `${path} must not load ${other.definition.id}`).not.toMatch(marker(other.definition.id));
    }
  }
});
