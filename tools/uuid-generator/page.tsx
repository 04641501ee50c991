import { UuidGeneratorTool } from "./ui/uuid-generator";

/** The UUID Generator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <UuidGeneratorTool />;
}
