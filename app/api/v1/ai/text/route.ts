import { apiRoute, json } from "@/lib/domain/api/http";
import { aiTextRequestSchema } from "@/tools/api-schemas";
import { writeText } from "@/tools/ai-writer/server/handler";

/** POST /api/v1/ai/text: one AI Writer command, answered whole as JSON (one AI text credit). */

export const POST = apiRoute(
  async ({ body, aiCaller, request }) => json(await writeText(aiCaller, aiTextRequestSchema.parse(body), request.signal)),
  { body: true },
);
