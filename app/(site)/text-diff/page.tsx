import textDiff from "@/tools/text-diff";
import * as parts from "@/tools/text-diff/page";
import { toolPage } from "@/tools/route";

/** The Text Diff's page (tools/text-diff/; docs/architecture.md "The tool module"). */
const page = toolPage(textDiff, parts);
export const metadata = page.metadata;
export default page.Page;
