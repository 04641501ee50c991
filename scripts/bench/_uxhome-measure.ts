// Temporary measuring script (not committed): first-load JS of / and /qrgenerator, home height at 375, screenshots.
import { chromium } from "@playwright/test";
import { cleanup, ensureBuild, log, startBenchDatabase, startSiteServer, waitForStatus } from "./lib/harness";
import { benchRoutes } from "./pages/routes";
import { measureWeight } from "./pages/weight";
import { CHROMIUM, DB_PORT, ORIGIN, SERVER_PORT } from "./pages/settings";

const tag = process.env.TAG ?? "x";
(async () => {
  try {
    ensureBuild(ORIGIN);
    const db = await startBenchDatabase(DB_PORT);
    startSiteServer(SERVER_PORT, db.url);
    await waitForStatus(SERVER_PORT, "/", 200, "server");
    const routes = benchRoutes();
    const weight = await measureWeight(routes);
    console.log("floor gzip", weight.floor.size.gzip);
    for (const r of weight.routes) console.log("ROUTE", r.route, JSON.stringify(r.firstLoad), "own", JSON.stringify(r.own), "html", JSON.stringify(r.html));
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    for (const width of [375, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
      await page.goto(`${ORIGIN}/`, { waitUntil: "networkidle" });
      const h = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`HEIGHT ${width}: ${h}`);
      await page.screenshot({ path: `/tmp/uxhome/home-${tag}-${width}.png`, fullPage: true });
      await page.close();
    }
    await browser.close();
  } finally {
    await cleanup();
  }
})();
