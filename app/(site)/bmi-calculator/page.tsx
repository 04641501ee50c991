import bmiCalculator from "@/tools/bmi-calculator";
import * as parts from "@/tools/bmi-calculator/page";
import { toolPage } from "@/tools/route";

/** The BMI Calculator's page (tools/bmi-calculator/; docs/architecture.md "The tool module"). */
const page = toolPage(bmiCalculator, parts);
export const metadata = page.metadata;
export default page.Page;
