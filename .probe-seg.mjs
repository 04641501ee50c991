import { chromium } from "playwright";
const base = "http://127.0.0.1:3701";
const routes = ["/json-formatter", "/base64", "/name-generator", "/compress-pdf", "/pdf-converter", "/text-diff", "/color-picker", "/json-to-typescript", "/split-pdf", "/ai-image-editor"];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [375, 320]) {
  const page = await browser.newPage({ viewport: { width, height: 812 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "load" });
    const found = await page.evaluate((mode) => {
      const out = [];
      for (const fs of document.querySelectorAll("fieldset")) {
        const row = fs.querySelector(":scope > div");
        if (!row || !row.querySelector("input[type=radio]")) continue;
        if (mode) row.style.gridAutoColumns = mode;
        const labels = [...row.querySelectorAll("label")];
        const over = document.documentElement.scrollWidth > innerWidth;
        out.push(`${fs.querySelector("legend")?.textContent} [${Math.round(row.getBoundingClientRect().width)}]${over ? " OVERFLOW" : ""}: ` + labels.map((l) => `${l.textContent.slice(0, 14)}=${Math.round(l.getBoundingClientRect().width)}x${Math.round(l.getBoundingClientRect().height)}`).join(" "));
      }
      return out;
    }, process.env.MODE ?? "");
    console.log(width, route, "\n  " + found.join("\n  "));
    if (process.env.SHOT) await page.screenshot({ path: `/tmp/shots/seg-${width}${route.replaceAll("/", "_")}.png` });
  }
  await page.close();
}
await browser.close();
