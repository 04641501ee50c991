import lengthConverter from "@/tools/length-converter";
import * as parts from "@/tools/length-converter/page";
import { toolPage } from "@/tools/route";

/** The Length Converter's page (tools/length-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(lengthConverter, parts);
export const metadata = page.metadata;
export default page.Page;
