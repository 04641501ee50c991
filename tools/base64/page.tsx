import { Base64Tool } from "./ui/base64";

/** The Base64 Encode and Decode page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <Base64Tool />;
}
