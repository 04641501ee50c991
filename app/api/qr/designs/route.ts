import { ownerData, ownerRoute } from "@/lib/domain/auth/owner-route";
import { listSavedDesigns } from "@/tools/qr-generator/server/saved-designs";

/** The signed-in user's saved QR designs (every account); 401 signed out. */
export const GET = ownerRoute(async (owner) => ownerData({ items: await listSavedDesigns(owner.id) }));
