import { OneTimeLinkTool } from "./ui/one-time-link";

/** The One Time Link page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <OneTimeLinkTool />;
}
