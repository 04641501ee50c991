import { TeamNameGeneratorTool } from "./ui/team-name-generator";

/** The Team Name Generator page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <TeamNameGeneratorTool />;
}
