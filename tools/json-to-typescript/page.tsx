import { JsonToTypescriptTool } from "./ui/json-to-typescript";

/** The JSON to TypeScript page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <JsonToTypescriptTool />;
}
