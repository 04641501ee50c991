import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { handleImageGeneration } from "@/tools/ai-image-generator/server/handler";

/** POST: images from a prompt (Basic and above), tools/ai-image-generator/server/handler.ts. */
export const POST = sameOriginOnly((request: Request) => handleImageGeneration(request));

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 300;
