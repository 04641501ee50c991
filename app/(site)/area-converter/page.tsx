import areaConverter from "@/tools/area-converter";
import * as parts from "@/tools/area-converter/page";
import { toolPage } from "@/tools/route";

/** The area-converter tool's page (tools/area-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(areaConverter, parts);
export const metadata = page.metadata;
export default page.Page;
