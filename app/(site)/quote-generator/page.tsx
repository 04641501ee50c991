import quoteGenerator from "@/tools/quote-generator";
import * as parts from "@/tools/quote-generator/page";
import { toolPage } from "@/tools/route";

/** The Quote Generator's page (tools/quote-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(quoteGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
