import aiImageGenerator from "@/tools/ai-image-generator";
import * as parts from "@/tools/ai-image-generator/page";
import { toolPage } from "@/tools/route";

/** The AI Image Generator's page (tools/ai-image-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(aiImageGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
