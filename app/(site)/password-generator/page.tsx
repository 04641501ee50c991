import passwordGenerator from "@/tools/password-generator";
import * as parts from "@/tools/password-generator/page";
import { toolPage } from "@/tools/route";

/** The Password Generator's page (tools/password-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(passwordGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
