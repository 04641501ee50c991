import { UrlEncoderTool } from "./ui/url-encoder";

/** The URL Encoder page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <UrlEncoderTool />;
}
