import { ownerData, ownerRoute } from "@/lib/domain/auth/owner-route";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { clearWritings, listWritings } from "@/tools/ai-writer/server/history";

/** The signed-in user's AI Writer results, newest first (401 signed out). */
export const GET = ownerRoute(async (owner) => ownerData({ items: await listWritings(owner.id) }));

/** Deletes the signed-in user's whole AI Writer history. */
export const DELETE = sameOriginOnly(ownerRoute(async (owner) => ownerData({ deleted: await clearWritings(owner.id) })));
