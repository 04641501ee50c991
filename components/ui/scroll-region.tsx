import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A box that scrolls sideways when what it holds (a table, a long line) is wider than the screen, as on a phone. It
 * takes the keyboard focus, so a keyboard user can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). With a
 * `label` it is a named region a screen reader announces; leave the label out when the box sits in a section already
 * named for the same thing, where a second landmark of that name would only repeat it.
 */
export function ScrollRegion({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <div
      {...(label ? { role: "region", "aria-label": label } : {})}
      tabIndex={0}
      className={cn("overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600", className)}
    >
      {children}
    </div>
  );
}
