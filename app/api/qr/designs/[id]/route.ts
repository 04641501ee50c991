import { ownerData, ownerRoute } from "@/lib/domain/auth/owner-route";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { deleteSavedDesign } from "@/tools/qr-generator/server/saved-designs";

/** Deletes one of the signed-in user's saved designs (404 when it is not theirs or already gone). */
export const DELETE = sameOriginOnly(
  ownerRoute(async (owner, _request, { params }: { params: Promise<{ id: string }> }) => {
    await deleteSavedDesign(owner.id, (await params).id);
    return ownerData(null);
  }),
);
