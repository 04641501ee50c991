import dateCalculator from "@/tools/date-calculator";
import * as parts from "@/tools/date-calculator/page";
import { toolPage } from "@/tools/route";

/** The Date Calculator's page (tools/date-calculator/; docs/architecture.md "The tool module"). */
const page = toolPage(dateCalculator, parts);
export const metadata = page.metadata;
export default page.Page;
