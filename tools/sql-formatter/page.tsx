import { SqlFormatterTool } from "./ui/sql-formatter";

/** The SQL Formatter page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <SqlFormatterTool />;
}

export { SqlHowItWorks as AfterMain } from "./sections/how-it-works";
