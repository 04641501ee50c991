import { QuoteGeneratorTool } from "./ui/quote-generator";

/** The Quote Generator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <QuoteGeneratorTool />;
}
