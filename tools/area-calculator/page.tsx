import { AreaCalculatorTool } from "./ui/area-calculator";

/** The Area Calculator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <AreaCalculatorTool />;
}
