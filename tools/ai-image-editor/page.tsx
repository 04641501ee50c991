import { AiImageEditorTool } from "./ui/ai-image-editor";

/** The AI Image Editor page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <AiImageEditorTool />;
}
