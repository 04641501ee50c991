import weightConverter from "@/tools/weight-converter";
import * as parts from "@/tools/weight-converter/page";
import { toolPage } from "@/tools/route";

/** The Weight Converter's page (tools/weight-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(weightConverter, parts);
export const metadata = page.metadata;
export default page.Page;
