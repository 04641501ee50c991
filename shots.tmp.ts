import { chromium } from "playwright";
import { cleanup, startBenchDatabase, startSiteServer, waitForStatus } from "./scripts/bench/lib/harness";
const PORT = 3790;
const routes = process.argv.slice(2);
const db = await startBenchDatabase(3791);
startSiteServer(PORT, db.url);
await waitForStatus(PORT, "/", 200, "site");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [1440, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const r of routes) {
    await page.goto(`http://127.0.0.1:${PORT}${r}`, { waitUntil: "networkidle" });
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = r.replace(/\W+/g, "_");
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
    console.log(width, r, "overflow", over);
  }
  await page.close();
}
await browser.close();
await cleanup();
process.exit(0);
