"use client";

import { CalculatorPad } from "@/components/calculator/calculator-pad";

/** The Calculator itself: the shared calculator UI with the basic keypad (components/calculator/). */
export function CalculatorTool() {
  return (
    <div data-tool-ui="calculator">
      <CalculatorPad variant="basic" />
    </div>
  );
}
