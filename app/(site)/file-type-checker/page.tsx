import fileTypeChecker from "@/tools/file-type-checker";
import * as parts from "@/tools/file-type-checker/page";
import { toolPage } from "@/tools/route";

/** The File Type Checker's page (tools/file-type-checker/; docs/architecture.md "The tool module"). */
const page = toolPage(fileTypeChecker, parts);
export const metadata = page.metadata;
export default page.Page;
