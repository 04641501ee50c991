import { CronExpressionTool } from "./ui/cron-expression";

/** The Cron Expression page's server-rendered parts (tools/types.ts ToolPageParts): the tool under the page header. */
export function Main() {
  return <CronExpressionTool />;
}
