import truthOrDare from "@/tools/truth-or-dare";
import * as parts from "@/tools/truth-or-dare/page";
import { toolPage } from "@/tools/route";

/** The Truth or Dare's page (tools/truth-or-dare/; docs/architecture.md "The tool module"). */
const page = toolPage(truthOrDare, parts);
export const metadata = page.metadata;
export default page.Page;
