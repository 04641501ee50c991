import { RegexTesterTool } from "./ui/regex-tester";

/** The Regex Tester page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <RegexTesterTool />;
}
