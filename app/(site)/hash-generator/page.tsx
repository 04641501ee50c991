import hashGenerator from "@/tools/hash-generator";
import * as parts from "@/tools/hash-generator/page";
import { toolPage } from "@/tools/route";

/** The Hash Generator's page (tools/hash-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(hashGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
