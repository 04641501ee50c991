import { ownerData, ownerRoute } from "@/lib/domain/auth/owner-route";
import { listQrHistory } from "@/tools/qr-generator/server/service";

/** The signed-in user's recent QR codes (plans with history); 401 signed out, 403 on plans without history. */
export const GET = ownerRoute(async (owner) => ownerData({ items: await listQrHistory(owner.id) }));
