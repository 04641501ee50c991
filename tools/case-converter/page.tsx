import { CaseConverterTool } from "./ui/case-converter";

/** The Case Converter page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <CaseConverterTool />;
}
