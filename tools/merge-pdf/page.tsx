import { MergePdfTool } from "./ui/merge-pdf";

/** The Merge PDF page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <MergePdfTool />;
}
