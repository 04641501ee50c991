import { JsonEditorTool } from "./ui/json-editor";

/** The JSON Editor page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <JsonEditorTool />;
}
