import scientificCalculator from "@/tools/scientific-calculator";
import * as parts from "@/tools/scientific-calculator/page";
import { toolPage } from "@/tools/route";

/** The Scientific Calculator's page (tools/scientific-calculator/; docs/architecture.md "The tool module"). */
const page = toolPage(scientificCalculator, parts);
export const metadata = page.metadata;
export default page.Page;
