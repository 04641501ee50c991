import { chromium } from "playwright";
const base = "http://127.0.0.1:3701";
const routes = (await (await fetch(base + "/sitemap.xml")).text()).match(/<loc>[^<]*/g).map((l) => new URL(l.slice(5)).pathname).filter((p) => p.split("/").length === 2);
const check = () => {
    const contentWidth = (el) => {
      const style = getComputedStyle(el);
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const choiceRows = [...document.querySelectorAll("fieldset > div")].filter((row) => row.querySelector(":scope > label > input[type=radio]"));
    return [...choiceRows, ...document.querySelectorAll("[role=tablist]")].flatMap((row) => {
      const box = row.parentElement;
      const outer = box.parentElement;
      const room = getComputedStyle(outer).display.includes("flex") ? contentWidth(outer) : contentWidth(box);
      const items = [...row.children].filter((item) => item instanceof HTMLElement);
      const frame = row.getBoundingClientRect().width - contentWidth(row) + (parseFloat(getComputedStyle(row).columnGap) || 0) * (items.length - 1);
      const oneLine = items.map((item) => {
        const copy = item.cloneNode(true);
        copy.querySelectorAll("input").forEach((input) => input.remove());
        copy.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap;width:max-content";
        row.append(copy);
        const size = copy.getBoundingClientRect();
        copy.remove();
        return size;
      });
      if (oneLine.reduce((sum, size) => sum + size.width, 0) + frame > room + 0.5) return [];
      return items
        .filter((item, i) => item.getBoundingClientRect().height > oneLine[i].height + 1 || item.scrollWidth > item.clientWidth + 1)
        .map((item) => `${box.querySelector("legend")?.textContent ?? row.getAttribute("aria-label") ?? "tabs"}: ${item.textContent}`);
    });
  };
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
for (const route of routes) {
  await page.goto(base + route, { waitUntil: "load" });
  if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
  const broken = await page.evaluate(check);
  if (broken.length) console.log(route, broken);
}
await browser.close();
console.log("swept", routes.length);
