import { DateCalculatorTool } from "./ui/date-calculator";

/** The Date Calculator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <DateCalculatorTool />;
}
