import { MarkdownEditorTool } from "./ui/markdown-editor";

/** The Markdown Editor page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <MarkdownEditorTool />;
}
