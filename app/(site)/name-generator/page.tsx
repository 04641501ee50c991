import nameGenerator from "@/tools/name-generator";
import * as parts from "@/tools/name-generator/page";
import { toolPage } from "@/tools/route";

/** The Name Generator's page (tools/name-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(nameGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
