import { JsonFormatterTool } from "./ui/json-formatter";

/** The JSON Formatter page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <JsonFormatterTool />;
}

export { JsonFormatterReference as AfterMain } from "./sections/reference";
