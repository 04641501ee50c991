import pdfConverter from "@/tools/pdf-converter";
import * as parts from "@/tools/pdf-converter/page";
import { toolPage } from "@/tools/route";

/** The PDF Converter's page (tools/pdf-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(pdfConverter, parts);
export const metadata = page.metadata;
export default page.Page;
