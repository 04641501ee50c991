import { ownerData, ownerRoute } from "@/lib/domain/auth/owner-route";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { clearImages, listImages } from "@/tools/ai-image-generator/server/history";

/** The signed-in user's generated images, newest first, without their bytes (401 signed out). */
export const GET = ownerRoute(async (owner) => ownerData({ items: await listImages(owner.id) }));

/** Deletes the signed-in user's whole image history. */
export const DELETE = sameOriginOnly(ownerRoute(async (owner) => ownerData({ deleted: await clearImages(owner.id) })));
