import phoneExtractor from "@/tools/phone-extractor";
import * as parts from "@/tools/phone-extractor/page";
import { toolPage } from "@/tools/route";

/** The Phone Number Extractor's page (tools/phone-extractor/; docs/architecture.md "The tool module"). */
const page = toolPage(phoneExtractor, parts);
export const metadata = page.metadata;
export default page.Page;
