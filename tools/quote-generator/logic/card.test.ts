import { describe, expect, it } from "vitest";
import { CARD_SIZES, CARD_THEMES, cardFileName, layoutCard, type CardSize } from "./card";

/** WCAG 2.x relative luminance and contrast ratio, for the theme check. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe("card themes", () => {
  it("reference values: black on white is 21:1, white on white 1:1", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });
  it.each(Object.entries(CARD_THEMES))("%s: text and accent reach 4.5:1 on the background", (_, theme) => {
    expect(contrast(theme.text, theme.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accent, theme.background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("layoutCard", () => {
  // A monospace stand-in for measureText: each character is 0.5 em wide.
  const measure = (text: string, fontSize: number) => text.length * fontSize * 0.5;
  const long = "Your time is limited, so don’t waste it living someone else’s life. ".repeat(6);

  it.each(Object.keys(CARD_SIZES) as CardSize[])("%s: short quotes get large type, long ones shrink, and both fit the card", (size) => {
    const { width, height } = CARD_SIZES[size];
    const short = layoutCard("“Brevity is the soul of wit.”", size, measure);
    const big = layoutCard(long, size, measure);
    expect(short.fontSize).toBeGreaterThan(big.fontSize);
    for (const layout of [short, big]) {
      for (const line of layout.lines) expect(measure(line, layout.fontSize)).toBeLessThanOrEqual(width - 2 * layout.margin);
      expect(layout.top + layout.lines.length * layout.lineHeight + layout.authorSize * 3).toBeLessThanOrEqual(height - layout.margin + 1);
    }
  });

  it("keeps every word, in order", () => {
    const layout = layoutCard(long, "wide", measure);
    expect(layout.lines.join(" ")).toBe(long.trim());
  });
});

describe("cardFileName", () => {
  it.each([
    ["William Shakespeare", "quote-william-shakespeare.png"],
    ["Charlotte Brontë", "quote-charlotte-bronte.png"],
    ["Alfred, Lord Tennyson", "quote-alfred-lord-tennyson.png"],
    ["王", "quote-card.png"],
  ])("%s → %s", (author, name) => expect(cardFileName(author)).toBe(name));
});
