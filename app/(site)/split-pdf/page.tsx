import splitPdf from "@/tools/split-pdf";
import * as parts from "@/tools/split-pdf/page";
import { toolPage } from "@/tools/route";

/** The Split PDF's page (tools/split-pdf/; docs/architecture.md "The tool module"). */
const page = toolPage(splitPdf, parts);
export const metadata = page.metadata;
export default page.Page;
