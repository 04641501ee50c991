"use client";

import { CalculatorPad } from "@/components/calculator/calculator-pad";

/** The Scientific Calculator itself: the shared calculator UI with the function keys (components/calculator/). */
export function ScientificCalculatorTool() {
  return (
    <div data-tool-ui="scientific-calculator">
      <CalculatorPad variant="scientific" />
    </div>
  );
}
