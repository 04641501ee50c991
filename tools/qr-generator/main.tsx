import { cheapestPlanWith } from "@/lib/plans";
import { QrTool } from "./island";

export function QrGeneratorMain() {
  return <QrTool minHistoryPlan={cheapestPlanWith((e) => e.history).name} />;
}
