import xmlFormatter from "@/tools/xml-formatter";
import * as parts from "@/tools/xml-formatter/page";
import { toolPage } from "@/tools/route";

/** The XML Formatter's page (tools/xml-formatter/; docs/architecture.md "The tool module"). */
const page = toolPage(xmlFormatter, parts);
export const metadata = page.metadata;
export default page.Page;
