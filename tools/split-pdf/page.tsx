import { SplitPdfTool } from "./ui/split-pdf";

/** The Split PDF page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <SplitPdfTool />;
}
