import { TruthOrDareTool } from "./ui/truth-or-dare";

/** The Truth or Dare page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <TruthOrDareTool />;
}
