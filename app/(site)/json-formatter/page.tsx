import jsonFormatter from "@/tools/json-formatter";
import * as parts from "@/tools/json-formatter/page";
import { toolPage } from "@/tools/route";

/** The JSON Formatter's page (tools/json-formatter/; docs/architecture.md "The tool module"). */
const page = toolPage(jsonFormatter, parts);
export const metadata = page.metadata;
export default page.Page;
