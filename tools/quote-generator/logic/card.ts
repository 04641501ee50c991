/**
 * The image card's layout, separate from the canvas so it can be tested: sizes, themes, and the largest font size at
 * which the quote fits its box.
 */
import { wrapLines } from "./quotes";

export const CARD_SIZES = {
  square: { width: 1080, height: 1080, label: "Square 1080 × 1080" },
  wide: { width: 1200, height: 630, label: "Wide 1200 × 630" },
  story: { width: 1080, height: 1920, label: "Story 1080 × 1920" },
} as const;
export type CardSize = keyof typeof CARD_SIZES;

/** Colours with at least 4.5:1 contrast between text and background (tested). */
export const CARD_THEMES = {
  light: { label: "Light", background: "#f8fafc", text: "#0f172a", accent: "#4338ca" },
  dark: { label: "Dark", background: "#0f172a", text: "#f8fafc", accent: "#a5b4fc" },
  indigo: { label: "Indigo", background: "#3730a3", text: "#ffffff", accent: "#c7d2fe" },
  paper: { label: "Paper", background: "#fdf6e3", text: "#3b2f1e", accent: "#8a4b0f" },
} as const;
export type CardTheme = keyof typeof CARD_THEMES;

export interface CardLayout {
  fontSize: number;
  lineHeight: number;
  lines: string[];
  /** Top of the first line's box. */
  top: number;
  margin: number;
  authorSize: number;
}

/**
 * The largest font size (from a fifteenth of the card's width down to 18 px, in steps of 2) at which the wrapped quote
 * fits in the card's margins with room for the author line. `measure(text, fontSize)` is the width of text at a size.
 */
export function layoutCard(text: string, size: CardSize, measure: (text: string, fontSize: number) => number): CardLayout {
  const { width, height } = CARD_SIZES[size];
  const margin = Math.round(width * 0.09);
  const authorSize = Math.round(width / 36);
  const boxWidth = width - 2 * margin;
  const boxHeight = height - 2 * margin - authorSize * 3;
  let fontSize = Math.floor(width / 15 / 2) * 2;
  for (; fontSize > 18; fontSize -= 2) {
    const lines = wrapLines(text, boxWidth, (s) => measure(s, fontSize));
    const widest = Math.max(0, ...lines.map((l) => measure(l, fontSize)));
    if (lines.length * fontSize * 1.3 <= boxHeight && widest <= boxWidth) break;
  }
  const lineHeight = Math.round(fontSize * 1.3);
  const lines = wrapLines(text, boxWidth, (s) => measure(s, fontSize));
  const blockHeight = lines.length * lineHeight + authorSize * 3;
  const top = Math.max(margin, Math.round((height - blockHeight) / 2));
  return { fontSize, lineHeight, lines, top, margin, authorSize };
}

/** The PNG's file name: the author's name, made safe. */
export function cardFileName(author: string): string {
  const slug = author
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `quote-${slug || "card"}.png`;
}
