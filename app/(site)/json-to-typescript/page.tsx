import jsonToTypescript from "@/tools/json-to-typescript";
import * as parts from "@/tools/json-to-typescript/page";
import { toolPage } from "@/tools/route";

/** The JSON to TypeScript's page (tools/json-to-typescript/; docs/architecture.md "The tool module"). */
const page = toolPage(jsonToTypescript, parts);
export const metadata = page.metadata;
export default page.Page;
