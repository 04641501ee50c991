/**
 * Scroll sync between the editor and the preview. Each block of the preview starts on a known source line
 * (data-line); its top in the preview and that line's top in the editor make one anchor. A scroll position on one
 * side maps to the other by straight-line interpolation between the two anchors around it, so a long code block or
 * table keeps both sides in step all the way through instead of jumping at its ends.
 */

/** A pair of matching positions: `from` in the scrolled pane, `to` in the pane that follows. */
export interface Anchor {
  from: number;
  to: number;
}

/**
 * The anchors in order, with the two panes' starts and ends added, and every anchor that would make the mapping run
 * backwards dropped (a block the editor shows after another but the preview lays out higher, e.g. footnotes).
 */
export function normaliseAnchors(anchors: readonly Anchor[], fromMax: number, toMax: number): Anchor[] {
  const sorted = [{ from: 0, to: 0 }, ...anchors.filter((a) => a.from > 0 && a.from < fromMax).sort((a, b) => a.from - b.from), { from: fromMax, to: toMax }];
  const out: Anchor[] = [];
  for (const anchor of sorted) {
    const last = out.at(-1);
    if (last && (anchor.from <= last.from || anchor.to < last.to)) continue;
    out.push({ from: anchor.from, to: Math.min(anchor.to, toMax) });
  }
  return out;
}

/** The position in the following pane for `y` in the scrolled one (anchors from normaliseAnchors). */
export function mapScroll(anchors: readonly Anchor[], y: number): number {
  const first = anchors[0];
  if (!first) return 0;
  if (y <= first.from) return first.to;
  for (let i = 1; i < anchors.length; i++) {
    const a = anchors[i - 1]!;
    const b = anchors[i]!;
    if (y <= b.from) return a.to + ((y - a.from) / (b.from - a.from)) * (b.to - a.to);
  }
  return anchors.at(-1)!.to;
}
