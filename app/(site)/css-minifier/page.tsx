import cssMinifier from "@/tools/css-minifier";
import * as parts from "@/tools/css-minifier/page";
import { toolPage } from "@/tools/route";

/** The CSS Minifier's page (tools/css-minifier/; docs/architecture.md "The tool module"). */
const page = toolPage(cssMinifier, parts);
export const metadata = page.metadata;
export default page.Page;
