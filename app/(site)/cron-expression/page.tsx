import cronExpression from "@/tools/cron-expression";
import * as parts from "@/tools/cron-expression/page";
import { toolPage } from "@/tools/route";

/** The Cron Expression page (tools/cron-expression/; docs/architecture.md "The tool module"). */
const page = toolPage(cronExpression, parts);
export const metadata = page.metadata;
export default page.Page;
