import { HashGeneratorTool } from "./ui/hash-generator";

/** The Hash Generator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <HashGeneratorTool />;
}
