import rotatePdf from "@/tools/rotate-pdf";
import * as parts from "@/tools/rotate-pdf/page";
import { toolPage } from "@/tools/route";

/** The Rotate PDF's page (tools/rotate-pdf/; docs/architecture.md "The tool module"). */
const page = toolPage(rotatePdf, parts);
export const metadata = page.metadata;
export default page.Page;
