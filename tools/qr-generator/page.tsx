import { DYNAMIC_QR_CODES } from "@/lib/domain/plans";
import { QrHistoryLocked } from "./ui/qr-history-locked";
import { QrTool } from "./ui/qr-tool";
import { qrIcons } from "./ui/qr-icons";

/** The QR generator page's server-rendered parts (tools/types.ts ToolPageParts). */
export function Main() {
  return <QrTool icons={qrIcons()} historyLocked={<QrHistoryLocked />} dynamicCodes={DYNAMIC_QR_CODES} />;
}
