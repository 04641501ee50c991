import areaCalculator from "@/tools/area-calculator";
import * as parts from "@/tools/area-calculator/page";
import { toolPage } from "@/tools/route";

/** The Area Calculator's page (tools/area-calculator/; docs/architecture.md "The tool module"). */
const page = toolPage(areaCalculator, parts);
export const metadata = page.metadata;
export default page.Page;
