import { PercentageCalculatorTool } from "./ui/percentage-calculator";

/** The Percentage Calculator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <PercentageCalculatorTool />;
}
