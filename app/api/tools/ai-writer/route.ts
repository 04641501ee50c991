import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { handleWriter } from "@/tools/ai-writer/server/handler";

/** POST: one AI Writer command, streamed (Basic and above), tools/ai-writer/server/handler.ts. */
export const POST = sameOriginOnly((request: Request) => handleWriter(request));

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 300;
