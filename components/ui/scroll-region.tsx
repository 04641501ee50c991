import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A box that scrolls sideways when what it holds (a table, a long line) is wider than the screen, as on a phone. It
 * takes the keyboard focus and is a named region, so a keyboard user can scroll it and a screen reader says what it
 * is (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600", className)}>
      {children}
    </div>
  );
}
