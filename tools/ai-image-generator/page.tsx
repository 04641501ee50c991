import { AiImageGeneratorTool } from "./ui/ai-image-generator";

/** The AI Image Generator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <AiImageGeneratorTool />;
}
