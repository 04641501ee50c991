import oneTimeLink from "@/tools/one-time-link";
import * as parts from "@/tools/one-time-link/page";
import { toolPage } from "@/tools/route";

/** The One Time Link's page (tools/one-time-link/; docs/architecture.md "The tool module"). */
const page = toolPage(oneTimeLink, parts);
export const metadata = page.metadata;
export default page.Page;
