import { TextDiffTool } from "./ui/text-diff";

/** The Text Diff page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <TextDiffTool />;
}

export { TextDiffHowItWorks as AfterMain } from "./sections/how-it-works";
