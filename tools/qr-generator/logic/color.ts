/**
 * Colours of a QR code: hex parsing (3, 4, 6 or 8 digits, as the spec allows) and a scannability check based on the
 * WCAG contrast ratio of the foreground over the background (both composited over white, the paper or page a
 * transparent code ends up on). Pure: shared by the page (live warning) and the server (which refuses invisible codes).
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0–255. */
  a: number;
}

export const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Below this ratio the code is refused: the modules are practically invisible. */
export const MIN_CONTRAST = 1.5;
/** Below this ratio we warn that phones may fail to scan the code. */
export const WARN_CONTRAST = 3;

/** "#ABC", "abc", "#aabbcc80" → "#aabbcc" / "#aabbcc80" (lowercase, 6 or 8 digits); null when not a hex colour. */
export function normaliseHex(input: string): string | null {
  const match = HEX_COLOR.exec(input.trim());
  if (!match) return null;
  let digits = (match[1] ?? "").toLowerCase();
  if (digits.length <= 4) digits = [...digits].map((c) => c + c).join("");
  if (digits.length === 8 && digits.endsWith("ff")) digits = digits.slice(0, 6);
  return `#${digits}`;
}

export function parseHex(input: string): Rgba | null {
  const hex = normaliseHex(input);
  if (!hex) return null;
  const n = (i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return { r: n(0), g: n(1), b: n(2), a: hex.length === 9 ? n(3) : 255 };
}

/** "#rrggbb" of a colour, without alpha. */
export function rgbHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** `top` painted over the opaque colour `under`. */
function over(top: Rgba, under: Rgba): Rgba {
  const alpha = top.a / 255;
  const mix = (t: number, u: number) => Math.round(t * alpha + u * (1 - alpha));
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 255 };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 255 };

/** WCAG 2 relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export interface ContrastReport {
  /** WCAG contrast ratio, 1–21, of the modules against the background as they will be seen. */
  ratio: number;
  /** Light modules on a darker background: many scanner apps only read dark-on-light codes. */
  inverted: boolean;
  level: "ok" | "low" | "invisible";
}

export function checkContrast(foreground: string, background: string): ContrastReport | null {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) return null;
  const seenBg = over(bg, WHITE);
  const seenFg = over(fg, seenBg);
  const lf = relativeLuminance(seenFg);
  const lb = relativeLuminance(seenBg);
  const ratio = (Math.max(lf, lb) + 0.05) / (Math.min(lf, lb) + 0.05);
  const level = ratio < MIN_CONTRAST ? "invisible" : ratio < WARN_CONTRAST ? "low" : "ok";
  return { ratio, inverted: lf > lb, level };
}

/** "2.4:1" */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** The user-facing warnings for a colour pair (empty when the pair scans well). */
export function contrastWarnings(report: ContrastReport): string[] {
  const warnings: string[] = [];
  if (report.level === "invisible") {
    warnings.push(
      `The foreground and background colours are too similar (contrast ${formatRatio(report.ratio)}): the code would be unreadable. Choose colours with a contrast of at least ${MIN_CONTRAST}:1.`,
    );
  } else if (report.level === "low") {
    warnings.push(
      `Low contrast (${formatRatio(report.ratio)}): some phones may not scan this code. Aim for at least ${WARN_CONTRAST}:1 with a dark foreground on a light background.`,
    );
  }
  if (report.inverted && report.level !== "invisible") {
    warnings.push("Light modules on a darker background (an inverted code) cannot be read by some scanner apps. A darker foreground is safer.");
  }
  return warnings;
}
