import { CompressPdfTool } from "./ui/compress-pdf";

/** The Compress PDF page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <CompressPdfTool />;
}
