import jsonEditor from "@/tools/json-editor";
import * as parts from "@/tools/json-editor/page";
import { toolPage } from "@/tools/route";

/** The JSON Editor's page (tools/json-editor/; docs/architecture.md "The tool module"). */
const page = toolPage(jsonEditor, parts);
export const metadata = page.metadata;
export default page.Page;
