import { ownerData, ownerRoute } from "@/lib/domain/auth/owner-route";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { deleteQrHistoryEntry } from "@/tools/qr-generator/server/service";

/** Removes one of the signed-in user's history entries (404 when it is not theirs or already gone). */
export const DELETE = sameOriginOnly(
  ownerRoute(async (owner, _request, { params }: { params: Promise<{ id: string }> }) => {
    await deleteQrHistoryEntry(owner.id, (await params).id);
    return ownerData(null);
  }),
);
