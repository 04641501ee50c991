import { describe, expect, it } from "vitest";
import { JSDOM } from "jsdom";
import { PNG } from "pngjs";
import { LOGO_MAX_BYTES } from "./design-options";
import { QrInputError } from "./errors";
import { LOGO_TOO_LARGE_MESSAGE, logoDataUrl, resolveLogo, sanitisedSvg } from "./logo";
import { LOGO_ICON_PATHS, LOGO_ICONS } from "./logo-icons";
import { parseQrRequest } from "./encode";
import { alignmentCentres } from "./design";

/**
 * Logos: uploads bounded before decoding, and hostile SVGs rebuilt from the allow-list. The sanitised output is
 * re-parsed with an independent HTML/SVG parser (jsdom, the DOM a browser builds) to check that nothing executable
 * or outside survives, whatever form the attack took.
 */

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof QrInputError) return error.message;
    throw error;
  }
  return null;
};

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

/** What a browser's parser makes of the sanitised drawing: every element and attribute, for the checks below. */
function parsed(body: string) {
  const dom = new JSDOM(`<!doctype html><body><svg xmlns="http://www.w3.org/2000/svg">${body}</svg></body>`);
  const elements = [...dom.window.document.querySelectorAll("svg *")];
  return {
    names: elements.map((element) => element.localName),
    attributes: elements.flatMap((element) => [...element.attributes].map((attribute) => [attribute.name, attribute.value] as const)),
  };
}

const HOSTILE: [string, string][] = [
  ["a script element", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>`],
  ["a script in CDATA", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script><![CDATA[alert(1)]]></script><rect width="10" height="10"/></svg>`],
  ["event attributes", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><rect width="10" height="10" onclick="alert(2)" onmouseover="x()"/></svg>`],
  ["foreignObject with HTML", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/></foreignObject><rect width="10" height="10"/></svg>`],
  ["an outside image", `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><image xlink:href="https://evil.example/track.png" width="10" height="10"/><rect width="10" height="10"/></svg>`],
  ["use of an outside file", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><use href="https://evil.example/sprite.svg#icon"/><rect width="10" height="10"/></svg>`],
  ["a javascript: link", `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a><rect width="10" height="10"/></svg>`],
  ["an animation setting href", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="fill" values="red;blue"/></rect></svg>`],
  ["CSS url() to outside", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" style="fill:url(https://evil.example/x.svg#g)" fill="url('https://evil.example/y')"/><rect width="5" height="5"/></svg>`],
  ["a style element with @import", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>@import url(https://evil.example/a.css); rect { fill: url(https://evil.example/b) }</style><rect width="10" height="10"/></svg>`],
  ["CSS escapes hiding a url", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" style="fill:\\75 rl(https://evil.example)"/><rect width="5" height="5"/></svg>`],
  ["a data: SVG inside an image", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" width="10" height="10"/><rect width="10" height="10"/></svg>`],
  ["an iframe in the SVG namespace", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><iframe src="javascript:alert(1)"/><rect width="10" height="10"/></svg>`],
];

describe("hostile SVG logos are rebuilt without anything executable or outside", () => {
  it.each(HOSTILE)("%s", (_name, svg) => {
    const art = sanitisedSvg(svg);
    const { names, attributes } = parsed(art.body);
    expect(names.every((name) => ["rect", "g"].includes(name)), names.join(",")).toBe(true);
    for (const [name, value] of attributes) {
      expect(name.startsWith("on"), name).toBe(false);
      expect(value).not.toMatch(/javascript:|https?:|\\|@import/i);
    }
    // The standalone copy the canvases paint is the same drawing.
    const standalone = Buffer.from(art.href.slice(art.href.indexOf(",") + 1), "base64").toString("utf8");
    expect(standalone).toContain(art.body);
    expect(standalone).not.toMatch(/script|foreignObject|evil\.example|onload|onclick/i);
  });

  it("refuses a DOCTYPE (entity expansion, outside DTDs) with a specific message", () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&b;</text></svg>`;
    expect(message(() => sanitisedSvg(laughs))).toMatch(/DOCTYPE/);
    const xxe = `<!DOCTYPE svg SYSTEM "file:///etc/passwd"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>`;
    expect(message(() => sanitisedSvg(xxe))).toMatch(/DOCTYPE/);
  });

  it("refuses what is not a drawing: bad XML, another root, no size, nothing left", () => {
    expect(message(() => sanitisedSvg(`<svg viewBox="0 0 10 10"><rect></svg>`))).toMatch(/not well-formed/);
    expect(message(() => sanitisedSvg(`<html><body/></html>`))).toMatch(/root element is not <svg>/);
    expect(message(() => sanitisedSvg(`<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>`))).toMatch(/viewBox/);
    expect(message(() => sanitisedSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>x</script></svg>`))).toMatch(/draws nothing/);
  });

  it("keeps a real drawing: shapes, gradients with internal references (ids prefixed), text, embedded raster", () => {
    const raster = `data:image/png;base64,${png(4, 4).toString("base64")}`;
    const art = sanitisedSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" fill="#123456"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient></defs>` +
        `<circle cx="25" cy="25" r="20" fill="url(#g)"/><use href="#g"/><text x="50" y="30" font-size="12">A&amp;B</text><image href="${raster}" width="4" height="4"/></svg>`,
    );
    expect(art.viewBox).toEqual([0, 0, 100, 50]);
    expect(art.width / art.height).toBe(2);
    expect(art.body).toContain(`<linearGradient id="logo-g">`);
    expect(art.body).toContain(`fill="url(#logo-g)"`);
    expect(art.body).toContain(`href="#logo-g"`);
    expect(art.body).toContain(`>A&amp;B</text>`);
    expect(art.body).toContain(`href="${raster}"`);
    expect(art.body.startsWith(`<g fill="#123456">`)).toBe(true);
  });

  it("bounds elements before building anything", () => {
    const many = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${"<rect/>".repeat(5001)}</svg>`;
    expect(message(() => sanitisedSvg(many))).toMatch(/more than 5,000 elements/);
  });
});

describe("uploaded raster logos are bounded before decoding", () => {
  it("accepts a PNG within bounds and reads its size from the header", () => {
    const url = logoDataUrl(png(300, 150), "image/png");
    expect(resolveLogo(url)).toEqual({ kind: "raster", href: url, width: 300, height: 150 });
  });

  it("refuses a file over the byte limit, a wrong type, a mislabelled file and a huge header", () => {
    expect(message(() => logoDataUrl(new Uint8Array(LOGO_MAX_BYTES + 1), "image/png"))).toBe(LOGO_TOO_LARGE_MESSAGE);
    expect(message(() => logoDataUrl(new Uint8Array(10), "image/gif"))).toMatch(/PNG, JPEG, WebP or SVG/);
    expect(message(() => logoDataUrl(png(10, 10), "image/jpeg"))).toMatch(/not a valid JPEG image/);
    // A 30,000 × 30,000 header (a decompression bomb's shape) is refused from its 24 header bytes.
    const bomb = png(1, 1);
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    expect(message(() => resolveLogo(`data:image/png;base64,${bomb.toString("base64")}`))).toBe(
      "The logo is 30000 × 30000 px: logos can be at most 2,048 px on each side. Resize it first.",
    );
  });

  it("refuses anything but an icon name or an image data URL", () => {
    expect(message(() => resolveLogo("https://example.com/logo.png"))).toMatch(/one of our icons/);
    expect(message(() => resolveLogo("data:text/html;base64,PHNjcmlwdD4="))).toMatch(/PNG, JPEG, WebP or SVG/);
    expect(message(() => resolveLogo("data:image/png,rawbytes"))).toMatch(/must be base64/);
  });
});

describe("the request's logo option", () => {
  const content = { type: "url", url: "https://example.com" };

  it("defaults error correction to H with a logo, keeps an explicit level, and M without a logo", () => {
    expect(parseQrRequest({ content, options: { logo: { image: "wifi" } } }).options).toMatchObject({ errorCorrection: "H", logo: { image: "wifi", size: 0.2 } });
    expect(parseQrRequest({ content, options: { logo: { image: "wifi", size: 0.3 }, errorCorrection: "L" } }).options.errorCorrection).toBe("L");
    expect(parseQrRequest({ content }).options.errorCorrection).toBe("M");
  });

  it("refuses sizes outside 10–30 %, unknown icons and hostile uploads with the field named", () => {
    const fields = (logo: unknown) => {
      try {
        parseQrRequest({ content, options: { logo } });
      } catch (error) {
        return (error as QrInputError).fieldErrors;
      }
      return null;
    };
    expect(fields({ image: "wifi", size: 0.31 })).toHaveProperty(["logo.size"], expect.stringMatching(/10–30 %/));
    expect(fields({ image: "wifi", size: 0.05 })).toHaveProperty(["logo.size"]);
    expect(fields({ image: "twitter" })).toHaveProperty(["logo.image"], expect.stringMatching(/one of our icons/));
    expect(fields({ image: svgUrl(`<!DOCTYPE svg><svg/>`) })).toHaveProperty(["logo.image"], expect.stringMatching(/DOCTYPE/));
  });

  it("every icon is drawn inside its 24 × 24 box", () => {
    for (const icon of LOGO_ICONS) {
      const numbers = LOGO_ICON_PATHS[icon].match(/-?\d+(\.\d+)?/g)!.map(Number);
      expect(Math.min(...numbers), icon).toBeGreaterThanOrEqual(0);
      expect(Math.max(...numbers), icon).toBeLessThanOrEqual(24);
    }
  });
});

describe("alignment patterns kept around a logo", () => {
  it("match the `qrcode` package's own positions (ISO/IEC 18004 Annex E) for every version", async () => {
    // @ts-expect-error -- the package's internal module has no types
    const reference = (await import("qrcode/lib/core/alignment-pattern")) as { getPositions: (version: number) => [number, number][] };
    for (let version = 1; version <= 40; version++) {
      const size = 17 + 4 * version;
      expect(alignmentCentres(size).sort(), `version ${version}`).toEqual(reference.getPositions(version).sort());
    }
  });
});
