import { JwtDecoderTool } from "./ui/jwt-decoder";

/** The JWT Decoder page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <JwtDecoderTool />;
}
