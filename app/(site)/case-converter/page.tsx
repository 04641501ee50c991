import caseConverter from "@/tools/case-converter";
import * as parts from "@/tools/case-converter/page";
import { toolPage } from "@/tools/route";

/** The Case Converter's page (tools/case-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(caseConverter, parts);
export const metadata = page.metadata;
export default page.Page;
