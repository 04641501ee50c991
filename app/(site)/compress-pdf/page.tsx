import compressPdf from "@/tools/compress-pdf";
import * as parts from "@/tools/compress-pdf/page";
import { toolPage } from "@/tools/route";

/** The Compress PDF's page (tools/compress-pdf/; docs/architecture.md "The tool module"). */
const page = toolPage(compressPdf, parts);
export const metadata = page.metadata;
export default page.Page;
