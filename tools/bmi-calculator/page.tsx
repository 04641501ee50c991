import { BmiCalculatorTool } from "./ui/bmi-calculator";

/** The BMI Calculator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <BmiCalculatorTool />;
}

export { BmiReference as AfterMain } from "./sections/reference";
