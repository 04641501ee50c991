import timeZoneConverter from "@/tools/time-zone-converter";
import * as parts from "@/tools/time-zone-converter/page";
import { toolPage } from "@/tools/route";

/** The Time Zone Converter's page (tools/time-zone-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(timeZoneConverter, parts);
export const metadata = page.metadata;
export default page.Page;
