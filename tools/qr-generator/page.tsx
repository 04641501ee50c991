import { cheapestPlanWith } from "@/lib/plans";
import { QrTool } from "./ui/qr-tool";

/** The QR generator page's server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <QrTool minHistoryPlan={cheapestPlanWith((e) => e.history).name} />;
}
