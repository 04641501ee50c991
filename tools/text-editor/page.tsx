import { TextEditorTool } from "./ui/text-editor";

/** The Text Editor page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <TextEditorTool />;
}
