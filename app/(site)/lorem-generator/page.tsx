import loremGenerator from "@/tools/lorem-generator";
import * as parts from "@/tools/lorem-generator/page";
import { toolPage } from "@/tools/route";

/** The Lorem Ipsum Generator's page (tools/lorem-generator/; docs/architecture.md "The tool module"). */
const page = toolPage(loremGenerator, parts);
export const metadata = page.metadata;
export default page.Page;
