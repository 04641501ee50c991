import cssFormatter from "@/tools/css-formatter";
import * as parts from "@/tools/css-formatter/page";
import { toolPage } from "@/tools/route";

/** The CSS Formatter's page (tools/css-formatter/; docs/architecture.md "The tool module"). */
const page = toolPage(cssFormatter, parts);
export const metadata = page.metadata;
export default page.Page;
