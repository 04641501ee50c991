import percentageCalculator from "@/tools/percentage-calculator";
import * as parts from "@/tools/percentage-calculator/page";
import { toolPage } from "@/tools/route";

/** The Percentage Calculator's page (tools/percentage-calculator/; docs/architecture.md "The tool module"). */
const page = toolPage(percentageCalculator, parts);
export const metadata = page.metadata;
export default page.Page;
