import speedConverter from "@/tools/speed-converter";
import * as parts from "@/tools/speed-converter/page";
import { toolPage } from "@/tools/route";

/** The Speed Converter's page (tools/speed-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(speedConverter, parts);
export const metadata = page.metadata;
export default page.Page;
