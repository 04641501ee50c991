import { chromium } from "playwright";
import { readFileSync } from "node:fs";
const [out, width, ...files] = process.argv.slice(2);
const imgs = files.map((f) => `<img src="data:image/png;base64,${readFileSync(f).toString("base64")}" style="width:${width}px;margin:2px;vertical-align:top">`).join("");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: files.length * (Number(width) + 4), height: 600 } });
await page.setContent(`<body style="margin:0;background:#888">${imgs}</body>`);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
