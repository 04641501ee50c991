import regexTester from "@/tools/regex-tester";
import * as parts from "@/tools/regex-tester/page";
import { toolPage } from "@/tools/route";

/** The Regex Tester's page (tools/regex-tester/; docs/architecture.md "The tool module"). */
const page = toolPage(regexTester, parts);
export const metadata = page.metadata;
export default page.Page;
