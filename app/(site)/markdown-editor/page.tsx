import markdownEditor from "@/tools/markdown-editor";
import * as parts from "@/tools/markdown-editor/page";
import { toolPage } from "@/tools/route";

/** The Markdown Editor's page (tools/markdown-editor/; docs/architecture.md "The tool module"). */
const page = toolPage(markdownEditor, parts);
export const metadata = page.metadata;
export default page.Page;
