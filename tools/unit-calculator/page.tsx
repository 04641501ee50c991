import { UnitCalculatorTool } from "./ui/unit-calculator";

/** The Unit Calculator page's server-rendered parts (tools/types.ts ToolPageParts): the tool, then the unit list. */
export function Main() {
  return <UnitCalculatorTool />;
}

export { UnitList as AfterMain } from "./sections/unit-list";
