import { AiWriterTool } from "./ui/ai-writer";

/** The AI Writer page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <AiWriterTool />;
}
