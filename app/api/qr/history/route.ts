import { ownerData, ownerRoute } from "@/lib/domain/auth/owner-route";
import { qrHistoryPage } from "@/tools/qr-generator/server/service";

/** The signed-in user's QR codes: the dynamic ones on every plan, the recent static ones on plans with history; 401 signed out. */
export const GET = ownerRoute(async (owner) => ownerData(await qrHistoryPage(owner.id)));
