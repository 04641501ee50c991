import uuidGenerator from "@/tools/uuid-generator";
import * as parts from "@/tools/uuid-generator/page";
import { toolPage } from "@/tools/route";

/** The UUID Generator's page (tools/uuid-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(uuidGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
