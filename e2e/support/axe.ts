import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@/e2e/support/test";

/**
 * Axe on one of our pages. Legacy mode runs axe once in the page, same-origin frames included, instead of once per
 * frame and again in a blank page that merges the results: half the time per check. What it leaves out, cross-origin
 * frames, holds only the visitor's own content on this site (the Code Editor's sandboxed preview).
 *
 * Our checks read violations only: axe's `resultTypes` option then builds a selector for one node of each passing or
 * incomplete rule instead of for every node, a fifth of a check's time on our pages. Violations keep every node.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}
