import aiWriter from "@/tools/ai-writer";
import * as parts from "@/tools/ai-writer/page";
import { toolPage } from "@/tools/route";

/** The AI Writer's page (tools/ai-writer/; docs/architecture.md "The tool module"). */
const page = toolPage(aiWriter, parts);
export const metadata = page.metadata;
export default page.Page;
