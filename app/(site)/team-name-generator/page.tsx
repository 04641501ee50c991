import teamNameGenerator from "@/tools/team-name-generator";
import * as parts from "@/tools/team-name-generator/page";
import { toolPage } from "@/tools/route";

/** The Team Name Generator's page (tools/team-name-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(teamNameGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
