import volumeConverter from "@/tools/volume-converter";
import * as parts from "@/tools/volume-converter/page";
import { toolPage } from "@/tools/route";

/** The Volume Converter's page (tools/volume-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(volumeConverter, parts);
export const metadata = page.metadata;
export default page.Page;
