import { ImageResizerTool } from "./ui/image-resizer";

/** The Image Resizer page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <ImageResizerTool />;
}
