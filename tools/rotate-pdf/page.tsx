import { RotatePdfTool } from "./ui/rotate-pdf";

/** The Rotate PDF page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <RotatePdfTool />;
}
