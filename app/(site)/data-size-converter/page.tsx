import dataSizeConverter from "@/tools/data-size-converter";
import * as parts from "@/tools/data-size-converter/page";
import { toolPage } from "@/tools/route";

/** The Data Size Converter's page (tools/data-size-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(dataSizeConverter, parts);
export const metadata = page.metadata;
export default page.Page;
