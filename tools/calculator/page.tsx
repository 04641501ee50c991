import { CalculatorConventions } from "@/components/calculator/conventions";
import { CalculatorTool } from "./ui/calculator";

/** The Calculator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <CalculatorTool />;
}

/** The rules of the calculator (precedence, implicit multiplication, percent, limits), before the FAQ. */
export function BeforeFaq() {
  return <CalculatorConventions variant="basic" />;
}
