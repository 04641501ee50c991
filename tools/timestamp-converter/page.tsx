import { TimestampConverterTool } from "./ui/timestamp-converter";

/** The Timestamp Converter page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <TimestampConverterTool />;
}
