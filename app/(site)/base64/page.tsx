import base64 from "@/tools/base64";
import * as parts from "@/tools/base64/page";
import { toolPage } from "@/tools/route";

/** The Base64 Encode and Decode's page (tools/base64/; docs/architecture.md "The tool module"). */
const page = toolPage(base64, parts);
export const metadata = page.metadata;
export default page.Page;
