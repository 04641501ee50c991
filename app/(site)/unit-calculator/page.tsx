import unitCalculator from "@/tools/unit-calculator";
import * as parts from "@/tools/unit-calculator/page";
import { toolPage } from "@/tools/route";

/** The Unit Calculator's page (tools/unit-calculator/; docs/architecture.md "The tool module"). */
const page = toolPage(unitCalculator, parts);
export const metadata = page.metadata;
export default page.Page;
