/**
 * Tailwind class conflict resolution for cn(), ~1.5 kB instead of tailwind-merge's 8.6 kB gzip (which every tool page
 * loaded: issue 18, first-load JS). Same rule as tailwind-merge: reading from the right, a class is dropped when a
 * later class with the same variants (`hover:`, `sm:`…) and importance sets the same thing (`px-2 px-4` → `px-4`) or
 * a part of it (`px-2 p-4` → `p-4`, but `p-4 px-2` keeps both); classes it does not know are always kept.
 *
 * It knows the utility groups this site uses. merge-classes.test.ts holds it to tailwind-merge (the reference, a dev
 * dependency) on every ordered pair of the classes written in app/, components/ and tools/, so a class this table
 * classifies differently fails the test, naming the pair: add its group here.
 */

type Rule = readonly [RegExp, string | ((match: RegExpExecArray) => string)];

const SIDES = "(x|y|s|e|t|r|b|l)";
const SIZE_NAMES = /^(xs|sm|base|lg|xl|[2-9]xl)$/;
const LENGTH = /^\[(length:|(-?[\d.]+(px|r?em|%|vw|vh|dvh|svh|lvh|ch|ex|pt|cm|mm|in)|calc\(.*\)|var\(.*\)|0))/;
const LINE_STYLES = "solid|dashed|dotted|double|hidden|none";
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/;

/** `display` and other one-word utilities (exact names). */
const EXACT: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display: "block inline inline-block inline-flex inline-grid inline-table flex grid hidden contents table table-cell table-row table-caption table-column table-header-group table-row-group table-footer-group flow-root list-item",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  sr: "sr-only not-sr-only",
  "font-style": "italic not-italic",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "text-decoration": "underline overline line-through no-underline",
  "text-overflow": "truncate text-ellipsis text-clip",
  "font-smoothing": "antialiased subpixel-antialiased",
  "fvn-spacing": "proportional-nums tabular-nums",
  "fvn-figure": "lining-nums oldstyle-nums",
  "table-layout": "table-auto table-fixed",
  isolation: "isolate isolation-auto",
  "box-sizing": "box-border box-content",
  "flex-direction": "flex-row flex-row-reverse flex-col flex-col-reverse",
  "flex-wrap": "flex-wrap flex-wrap-reverse flex-nowrap",
  "ring-w-inset": "ring-inset",
  "outline-style": "outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double",
  "outline-w": "outline",
  "fvn-normal": "normal-nums",
  "border-collapse": "border-collapse border-separate",
  "list-style-position": "list-inside list-outside",
})) {
  for (const name of names.split(" ")) EXACT[name] = group;
}

/** Prefix rules, tried in order on a class without variants, `!` and a leading `-`. */
const RULES: readonly Rule[] = [
  [/^\[([a-z-]+):.+\]$/, (m) => `arbitrary..${m[1]}`],
  [/^(p|m)([xysetrbl]?)-(?=[\d[(]|px$|auto$)/, (m) => `${m[1]}${m[2]}`],
  [/^gap-([xy])-/, (m) => `gap-${m[1]}`],
  [/^gap-/, "gap"],
  [/^space-([xy])-reverse$/, (m) => `space-${m[1]}-reverse`],
  [/^space-([xy])-/, (m) => `space-${m[1]}`],
  // Only values Tailwind has (numbers, fractions, keywords, container sizes, arbitrary): `size-brotli` is not a size.
  [/^(min-w|min-h|max-w|max-h|size|w|h)-(?=[\d[(]|(px|auto|full|screen|min|max|fit|none|prose|xs|sm|md|lg|xl|[2-7]xl|[dsl]v[wh]|lh|dvh)$)/, (m) => m[1]!],
  [/^inset-([xy])-/, (m) => `inset-${m[1]}`],
  [/^(inset|start|end|top|right|bottom|left)-(?=[\d[(]|px$|auto$|full$)/, (m) => m[1]!],
  [/^(grow|shrink)(-|$)/, (m) => m[1]!],
  [/^(z|order|basis|opacity|duration|delay|ease|animate|cursor|aspect|rotate|accent|caret|columns|leading|tracking|indent)-./, (m) => m[1]!],
  [/^translate-([xyz])-/, (m) => `translate-${m[1]}`],
  // Only values Tailwind has (numbers, arbitrary, none): `scale-heading` is not a scale.
  [/^scale-([xyz])-(?=[\d[(])/, (m) => `scale-${m[1]}`],
  [/^scale-(?=[\d[(]|none$)/, "scale"],
  [/^pointer-events-/, "pointer-events"],
  [/^select-(none|text|all|auto)$/, "select"],
  [/^appearance-/, "appearance"],
  [/^resize(-|$)/, "resize"],
  [/^whitespace-/, "whitespace"],
  [/^break-(normal|words|all|keep)$/, "break"],
  [/^break-(before|after|inside)-/, (m) => `break-${m[1]}`],
  [/^wrap-/, "wrap"],
  [/^overflow-([xy])-/, (m) => `overflow-${m[1]}`],
  [/^overflow-/, "overflow"],
  [/^overscroll-([xy])-/, (m) => `overscroll-${m[1]}`],
  [/^overscroll-/, "overscroll"],
  [/^object-(contain|cover|fill|none|scale-down)$/, "object-fit"],
  [/^object-/, "object-position"],
  [/^items-/, "align-items"],
  [/^justify-items-/, "justify-items"],
  [/^justify-self-/, "justify-self"],
  [/^justify-/, "justify-content"],
  [/^self-(auto|start|end|center|stretch|baseline|end-safe|center-safe)$/, "align-self"],
  [/^place-(content|items|self)-/, (m) => `place-${m[1]}`],
  [/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/, "align-content"],
  [/^content-(none|\[.*\]|\(.*\))$/, "content"],
  [/^align-/, "vertical-align"],
  [/^flex-/, "flex"],
  [/^grid-(cols|rows|flow)-/, (m) => `grid-${m[1]}`],
  [/^(col|row)-span-/, (m) => `${m[1]}-start-end`],
  [/^(col|row)-(start|end)-/, (m) => `${m[1]}-${m[2]}`],
  [/^auto-(cols|rows)-/, (m) => `auto-${m[1]}`],
  [/^line-clamp-/, "line-clamp"],
  [/^list-(inside|outside)$/, "list-style-position"],
  [/^list-(disc|decimal|none|\[.*\]|\(.*\))$/, "list-style-type"],
  [/^underline-offset-/, "underline-offset"],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, "text-decoration-style"],
  [/^decoration-(\d+|auto|from-font)$/, "text-decoration-thickness"],
  [/^decoration-/, "text-decoration-color"],
  [/^text-(left|center|right|justify|start|end)$/, "text-alignment"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-(.+)$/, (m) => (SIZE_NAMES.test(m[1]!) || LENGTH.test(m[1]!) ? "font-size" : "text-color")],
  [/^font-(.+)$/, (m) => (FONT_WEIGHTS.test(m[1]!) ? "font-weight" : "font-family")],
  // tailwind-merge 3 takes Tailwind 3's `bg-gradient-to-*` for a colour: so do we, to agree with it.
  // An arbitrary value is read by its type hint or its function: `bg-[length:16px_16px]`, `bg-[conic-gradient(…)]`.
  [/^bg-\[(length|size):/, "bg-size"],
  [/^bg-\[position:/, "bg-position"],
  [/^bg-(linear-|radial|conic|none$|\[url|\[image:|\[[a-z-]*gradient\()/, "bg-image"],
  [/^bg-(fixed|local|scroll)$/, "bg-attachment"],
  [/^bg-(auto|cover|contain)$/, "bg-size"],
  [/^bg-(repeat|no-repeat)/, "bg-repeat"],
  [/^bg-clip-/, "bg-clip"],
  [/^bg-origin-/, "bg-origin"],
  [/^bg-(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/, "bg-position"],
  [/^bg-/, "bg-color"],
  [/^(from|via|to)-(\d+%|\[[\d.]+%\])$/, (m) => `gradient-${m[1]}-pos`],
  [/^(from|via|to)-/, (m) => `gradient-${m[1]}`],
  [new RegExp(`^border-(${LINE_STYLES})$`), "border-style"],
  [/^border(-\d+|-\[length:.*\]|-\[\d.*\])?$/, "border-w"],
  [new RegExp(`^border-${SIDES}(-\\d+)?$`), (m) => `border-w-${m[1]}`],
  [new RegExp(`^border-${SIDES}-`), (m) => `border-color-${m[1]}`],
  [/^border-spacing(-[xy])?-/, (m) => `border-spacing${m[1] ?? ""}`],
  [/^border-/, "border-color"],
  [/^rounded(-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl))?(-|$)/, (m) => (m[2] ? `rounded-${m[2]}` : "rounded")],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*\]))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^ring-offset-(\d+|\[length:.*\])$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring(-\d+|-\[length:.*\])?$/, "ring-w"],
  [/^ring-/, "ring-color"],
  [/^outline-offset-/, "outline-offset"],
  [new RegExp(`^outline-(${LINE_STYLES})$`), "outline-style"],
  [/^outline-(\d+|\[length:.*\])$/, "outline-w"],
  [/^outline-/, "outline-color"],
  [/^divide-([xy])(-reverse)?(-\d+)?$/, (m) => `divide-${m[1]}${m[2] ?? ""}`],
  [new RegExp(`^divide-(${LINE_STYLES})$`), "divide-style"],
  [/^divide-/, "divide-color"],
  [/^stroke-(\d+)$/, "stroke-w"],
  [/^stroke-/, "stroke"],
  [/^fill-/, "fill"],
  [/^transition(-|$)/, "transition"],
  [/^backdrop-(blur|brightness|contrast|grayscale|opacity|saturate|sepia)(-|$)/, (m) => `backdrop-${m[1]}`],
  [/^(blur|drop-shadow|grayscale|invert|sepia)(-|$)/, (m) => m[1]!],
  [/^(brightness|contrast|saturate|hue-rotate)-(\d+|\[.*\]|\(.*\))$/, (m) => m[1]!],
  [/^scroll-(m|p)([xysetrbl]?)-/, (m) => `scroll-${m[1]}${m[2]}`],
  [/^scroll-(auto|smooth)$/, "scroll-behavior"],
];

/** `prefix` + each of the space-separated `names`. */
const each = (prefix: string, names: string) => names.split(" ").map((n) => prefix + n);

/** Groups a class removes from the classes before it, beyond its own (`p-4` sets every side, so `px-2 p-4` is `p-4`). */
const CONFLICTS: Record<string, readonly string[]> = {
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", ...each("", "start end top right bottom left")],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
  "font-size": ["leading"],
  rounded: each("rounded-", "s e t r b l ss se ee es tl tr br bl"),
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "fvn-normal": ["fvn-spacing", "fvn-figure"],
};
// Box sides: `p` covers px…pl, `px` covers pr and pl, `py` pt and pb; the same for margins, scroll margins and
// paddings, border widths and border colours.
for (const box of ["p", "m", "scroll-m", "scroll-p", "border-w-", "border-color-"]) {
  const whole = box.endsWith("-") ? box.slice(0, -1) : box;
  CONFLICTS[whole] = each(box, "x y s e t r b l");
  CONFLICTS[`${box}x`] = each(box, "r l");
  CONFLICTS[`${box}y`] = each(box, "t b");
}

/** The utility group of a class without variants, `!` or `-`, or null for a class this table does not know. */
export function utilityGroup(base: string): string | null {
  const exact = EXACT[base];
  if (exact) return exact;
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(base);
    if (match) return typeof group === "string" ? group : group(match);
  }
  return null;
}

/** Splits `sm:hover:px-2` at the colons outside brackets and parentheses. */
function splitVariants(className: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      parts.push(className.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(className.slice(start));
  return parts;
}

/** The class's conflict key (variants, importance, group) and whether it carries a postfix modifier, or null. */
function parse(className: string): { variants: string; group: string; postfix: boolean } | null {
  const parts = splitVariants(className);
  let base = parts.pop()!;
  let important = false;
  if (base.startsWith("!") || base.endsWith("!")) {
    important = true;
    base = base.startsWith("!") ? base.slice(1) : base.slice(0, -1);
  }
  if (base.startsWith("-")) base = base.slice(1);
  // `bg-white/95`, `text-sm/6`: the part after a slash outside brackets is a modifier, unless the value is a fraction.
  let postfix = false;
  const slash = base.lastIndexOf("/");
  if (slash > 0 && !base.slice(slash).includes("]") && !/\d\/\d+$/.test(base) && !base.endsWith("/full")) {
    base = base.slice(0, slash);
    postfix = true;
  }
  const group = utilityGroup(base);
  if (!group) return null;
  // Variant order does not matter (`hover:sm:` is `sm:hover:`) except around arbitrary variants and `*`.
  const ordered = parts.some((p) => p.startsWith("[") || p === "*") ? parts : [...parts].sort();
  return { variants: ordered.join(":") + (important ? "!" : ""), group, postfix };
}

/** Joins `classList` (space-separated) with Tailwind conflicts resolved: the later class of a group wins. */
export function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const parsed = parse(className);
    if (!parsed) {
      kept.push(className);
      continue;
    }
    const key = `${parsed.variants}:${parsed.group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of CONFLICTS[parsed.group] ?? []) taken.add(`${parsed.variants}:${other}`);
    if (parsed.postfix && parsed.group === "font-size") taken.add(`${parsed.variants}:leading`);
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
