import { CodeEditorTool } from "./ui/code-editor";

/** The Code Editor page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <CodeEditorTool />;
}
