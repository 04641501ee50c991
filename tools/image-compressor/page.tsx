import { ImageCompressorTool } from "./ui/image-compressor";

/** The Image Compressor page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <ImageCompressorTool />;
}
