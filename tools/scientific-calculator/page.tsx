import { CalculatorConventions } from "@/components/calculator/conventions";
import { ScientificCalculatorTool } from "./ui/scientific-calculator";

/** The Scientific Calculator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <ScientificCalculatorTool />;
}

/** The rules of the calculator (precedence, implicit multiplication, percent, limits), before the FAQ. */
export function BeforeFaq() {
  return <CalculatorConventions variant="scientific" />;
}
