import timestampConverter from "@/tools/timestamp-converter";
import * as parts from "@/tools/timestamp-converter/page";
import { toolPage } from "@/tools/route";

/** The Timestamp Converter's page (tools/timestamp-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(timestampConverter, parts);
export const metadata = page.metadata;
export default page.Page;
