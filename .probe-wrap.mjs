import { chromium } from "playwright";
const base = "http://127.0.0.1:3701";
const routes = (await (await fetch(base + "/sitemap.xml")).text()).match(/<loc>[^<]*/g).map((l) => new URL(l.slice(5)).pathname).filter((p) => p.split("/").length === 2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
const page = await context.newPage();
for (const route of routes) {
  await page.goto(base + route, { waitUntil: "load" });
  const found = await page.evaluate(() => {
    const out = [];
    for (const fs of document.querySelectorAll("fieldset")) {
      for (const label of fs.querySelectorAll("label")) {
        if (!label.querySelector("input[type=radio]")) continue;
        const lh = parseFloat(getComputedStyle(label).lineHeight) || 20;
        const r = label.getBoundingClientRect();
        if (r.height > lh * 1.6 + 14) out.push(`${fs.querySelector("legend")?.textContent}: "${label.textContent}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    // Buttons whose label wraps onto two lines.
    for (const b of document.querySelectorAll("main button, main a[class*='rounded']")) {
      const r = b.getBoundingClientRect();
      if (!r.width) continue;
      const cs = getComputedStyle(b);
      const lh = parseFloat(cs.lineHeight) || 20;
      const inner = r.height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom);
      if (inner > lh * 1.6 && b.textContent.trim().length < 30) out.push(`button "${b.textContent.trim()}" ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return out;
  });
  if (found.length) console.log(route, "\n  " + found.slice(0, 8).join("\n  "));
}
await browser.close();
