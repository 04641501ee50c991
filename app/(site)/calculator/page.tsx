import calculator from "@/tools/calculator";
import * as parts from "@/tools/calculator/page";
import { toolPage } from "@/tools/route";

/** The Calculator's page (tools/calculator/; docs/architecture.md "The tool module"). */
const page = toolPage(calculator, parts);
export const metadata = page.metadata;
export default page.Page;
