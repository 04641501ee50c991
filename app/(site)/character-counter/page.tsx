import characterCounter from "@/tools/character-counter";
import * as parts from "@/tools/character-counter/page";
import { toolPage } from "@/tools/route";

/** The Character Counter's page (tools/character-counter/; docs/architecture.md "The tool module"). */
const page = toolPage(characterCounter, parts);
export const metadata = page.metadata;
export default page.Page;
