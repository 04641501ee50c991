/**
 * A row of tabs or choices on a phone: each item as wide as its words and the rest of the row shared, so a long one
 * does not wrap (or spill) beside a short one while the row has room; short of room, the longest wrap first.
 */
export const wordsWideRowClasses = "grid w-full auto-cols-auto grid-flow-col";
/**
 * The tabs' look, for links too: views of a page chosen by its address (they work before its scripts run), the current
 * one `aria-current="page"`. Below sm a words-wide row; sm and up, equal tabs.
 */
export const tabListClasses = `${wordsWideRowClasses} items-stretch gap-1 rounded-lg bg-slate-100 p-1 sm:auto-cols-fr`;
/** A tab's words wrap on a narrow phone (320 px) rather than push the page sideways; `min-w-0` lets it shrink. */
export const tabClasses = [
  "inline-flex min-h-9 min-w-0 items-center justify-center gap-2 rounded-md px-2 py-1 text-center text-sm leading-tight font-medium text-muted transition-colors sm:px-3",
  "hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
  "data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-sm disabled:opacity-50 [&_svg]:size-4",
  "aria-[current=page]:bg-raised aria-[current=page]:text-ink aria-[current=page]:shadow-sm",
].join(" ");
