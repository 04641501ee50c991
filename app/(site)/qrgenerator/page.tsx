import qrGenerator from "@/tools/qr-generator";
import * as parts from "@/tools/qr-generator/page";
import { toolPage } from "@/tools/route";

/** The qr-generator tool's page (tools/qr-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(qrGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
