import { PhoneExtractorTool } from "./ui/phone-extractor";

/** The Phone Number Extractor page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <PhoneExtractorTool />;
}
