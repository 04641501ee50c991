import { ownerData, ownerNotFound, ownerRoute } from "@/lib/domain/auth/owner-route";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { deleteWriting } from "@/tools/ai-writer/server/history";

/** Deletes one of the signed-in user's AI Writer results (404 when it is not theirs or already gone). */
export const DELETE = sameOriginOnly(
  ownerRoute(async (owner, _request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params;
    return (await deleteWriting(owner.id, id)) ? ownerData({ id }) : ownerNotFound("This result is no longer in your history.");
  }),
);
