import mergePdf from "@/tools/merge-pdf";
import * as parts from "@/tools/merge-pdf/page";
import { toolPage } from "@/tools/route";

/** The Merge PDF's page (tools/merge-pdf/; docs/architecture.md "The tool module"). */
const page = toolPage(mergePdf, parts);
export const metadata = page.metadata;
export default page.Page;
