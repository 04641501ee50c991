import sqlFormatter from "@/tools/sql-formatter";
import * as parts from "@/tools/sql-formatter/page";
import { toolPage } from "@/tools/route";

/** The SQL Formatter's page (tools/sql-formatter/; docs/architecture.md "The tool module"). */
const page = toolPage(sqlFormatter, parts);
export const metadata = page.metadata;
export default page.Page;
