import { chromium } from "playwright";
const base = "http://127.0.0.1:3701";
const routes = (await (await fetch(base + "/sitemap.xml")).text()).match(/<loc>[^<]*/g).map((l) => new URL(l.slice(5)).pathname).filter((p) => p.split("/").length === 2);
const check = () => {
    const contentWidth = (el) => {
      const style = getComputedStyle(el);
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const rows = [...document.querySelectorAll("fieldset > div")].filter((row) => row.querySelector(":scope > label > input[type=radio]"));
    return rows.flatMap((row) => {
      const fieldset = row.parentElement;
      const parent = fieldset.parentElement;
      const room = getComputedStyle(parent).display.includes("flex") ? contentWidth(parent) : contentWidth(fieldset);
      const frame = row.getBoundingClientRect().width - contentWidth(row);
      const labels = [...row.querySelectorAll(":scope > label")];
      const oneLine = labels.map((label) => {
        const copy = label.cloneNode(true);
        copy.querySelectorAll("input").forEach((input) => input.remove());
        copy.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap;width:max-content";
        row.append(copy);
        const size = copy.getBoundingClientRect();
        copy.remove();
        return size;
      });
      if (oneLine.reduce((sum, size) => sum + size.width, 0) + frame > room + 0.5) return [];
      return labels
        .filter((label, i) => label.getBoundingClientRect().height > oneLine[i].height + 1)
        .map((label) => `${fieldset.querySelector("legend")?.textContent}: ${label.textContent}`);
    });
  };
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
for (const route of routes) {
  await page.goto(base + route, { waitUntil: "load" });
  if (process.env.OLD) await page.addStyleTag({ content: "fieldset > div:has(> label > input[type=radio]) { display: inline-flex !important; } fieldset > div > label:has(> input[type=radio]) { flex: 1 1 0% !important; }" });
  const broken = await page.evaluate(check);
  if (broken.length) console.log(route, broken);
}
await browser.close();
console.log("swept", routes.length);
