import { chromium } from "playwright";
const base = "http://127.0.0.1:3701";
const pages = (process.env.PAGES ?? "/,/urlshortener,/qrgenerator,/calculator,/area-calculator,/pricing,/account,/json-formatter").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const theme of ["light", "dark"]) {
  for (const width of [375, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, colorScheme: theme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(base + p, { waitUntil: "networkidle" });
      await page.waitForTimeout(300);
      const name = `/tmp/shots/${theme}-${width}${p.replaceAll("/", "_") || "_home"}.png`;
      await page.screenshot({ path: name, fullPage: false });
    }
    await context.close();
  }
}
await browser.close();
console.log("done");
