import { chromium } from "playwright";
const base = "http://127.0.0.1:3701";
const routes = ["/area-calculator", "/area-converter", "/date-calculator", "/urlshortener", "/url-encoder", "/qrgenerator", "/account"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [375, 320]) {
  const page = await browser.newPage({ viewport: { width, height: 812 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "load" });
    if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
    const out = await page.evaluate(() => [...document.querySelectorAll('[role=tablist], nav[aria-label^="Sign in"]')].map((list) => `[${Math.round(list.getBoundingClientRect().width)}] ` + [...list.children].map((t) => `${t.textContent.trim().slice(0, 22)}=${Math.round(t.getBoundingClientRect().width)}x${Math.round(t.getBoundingClientRect().height)}`).join(" | ")));
    console.log(width, route, out.join("\n    "));
    if (process.env.SHOT) await page.screenshot({ path: `/tmp/shots/tabs-${width}${route.replaceAll("/", "_")}.png` });
  }
  await page.close();
}
await browser.close();
