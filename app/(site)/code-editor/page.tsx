import codeEditor from "@/tools/code-editor";
import * as parts from "@/tools/code-editor/page";
import { toolPage } from "@/tools/route";

/** The Code Editor's page (tools/code-editor/; docs/architecture.md "The tool module"). */
const page = toolPage(codeEditor, parts);
export const metadata = page.metadata;
export default page.Page;
