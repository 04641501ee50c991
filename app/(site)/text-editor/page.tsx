import textEditor from "@/tools/text-editor";
import * as parts from "@/tools/text-editor/page";
import { toolPage } from "@/tools/route";

/** The Text Editor's page (tools/text-editor/; docs/architecture.md "The tool module"). */
const page = toolPage(textEditor, parts);
export const metadata = page.metadata;
export default page.Page;
