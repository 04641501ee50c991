import fileConverter from "@/tools/file-converter";
import * as parts from "@/tools/file-converter/page";
import { toolPage } from "@/tools/route";

/** The File Converter's page (tools/file-converter/; docs/architecture.md "The tool module"). */
const page = toolPage(fileConverter, parts);
export const metadata = page.metadata;
export default page.Page;
