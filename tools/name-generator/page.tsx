import { NameGeneratorTool } from "./ui/name-generator";
import { DataCredit } from "./sections/data-credit";

/** The Name Generator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <NameGeneratorTool />;
}

export function BeforeFaq() {
  return <DataCredit />;
}
