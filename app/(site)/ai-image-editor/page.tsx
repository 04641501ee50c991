import aiImageEditor from "@/tools/ai-image-editor";
import * as parts from "@/tools/ai-image-editor/page";
import { toolPage } from "@/tools/route";

/** The AI Image Editor's page (tools/ai-image-editor/; docs/architecture.md "The tool module"). */
const page = toolPage(aiImageEditor, parts);
export const metadata = page.metadata;
export default page.Page;
