import mortgageCalculator from "@/tools/mortgage-calculator";
import * as parts from "@/tools/mortgage-calculator/page";
import { toolPage } from "@/tools/route";

/** The Mortgage Calculator's page (tools/mortgage-calculator/; docs/architecture.md "The tool module"). */
const page = toolPage(mortgageCalculator, parts);
export const metadata = page.metadata;
export default page.Page;
