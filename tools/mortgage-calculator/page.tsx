import { MortgageCalculatorTool } from "./ui/mortgage-calculator";

/** The Mortgage Calculator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <MortgageCalculatorTool />;
}

export { MortgageReference as AfterMain } from "./sections/reference";
