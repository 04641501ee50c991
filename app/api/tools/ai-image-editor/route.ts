import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { handleImageEdit } from "@/tools/ai-image-editor/server/handler";

/** POST: an image edited where its mask is painted, or variations of it (Basic and above), tools/ai-image-editor/server/handler.ts. */
export const POST = sameOriginOnly((request: Request) => handleImageEdit(request));

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 300;
