import randomGenerator from "@/tools/random-generator";
import * as parts from "@/tools/random-generator/page";
import { toolPage } from "@/tools/route";

/** The Random Generator's page (tools/random-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(randomGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
