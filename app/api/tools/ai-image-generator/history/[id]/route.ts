import { ownerData, ownerNotFound, ownerRoute, PRIVATE_HEADERS } from "@/lib/domain/auth/owner-route";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { deleteImage, readImage } from "@/tools/ai-image-generator/server/history";

const GONE = "This image is no longer in your history.";

type Context = { params: Promise<{ id: string }> };

/** One of the signed-in user's images, as the picture itself (404 when it is not theirs or gone). */
export const GET = ownerRoute(async (owner, _request, { params }: Context) => {
  const image = await readImage(owner.id, (await params).id);
  if (!image) return ownerNotFound(GONE);
  return new Response(new Uint8Array(image.data), { headers: { ...PRIVATE_HEADERS, "Content-Type": image.mediaType, "X-Content-Type-Options": "nosniff" } });
});

/** Deletes one of the signed-in user's images (404 when it is not theirs or already gone). */
export const DELETE = sameOriginOnly(
  ownerRoute(async (owner, _request, { params }: Context) => {
    const { id } = await params;
    return (await deleteImage(owner.id, id)) ? ownerData({ id }) : ownerNotFound(GONE);
  }),
);
