/**
 * WCAG 2 contrast ratio of two computed CSS colours ("rgb(15, 23, 42)", "rgba(…)"; alpha ignored: pass opaque
 * colours), for what axe cannot judge: SVG text halos and chart marks.
 */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function luminance(color: string): number {
  const match = /^rgba?\((\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?),\s*(\d+(?:\.\d+)?)/.exec(color);
  if (!match) throw new Error(`Not an rgb() colour: ${color}`);
  const [r, g, b] = match.slice(1, 4).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
