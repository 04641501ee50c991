import { apiRoute, json } from "@/lib/domain/api/http";
import { aiTextRequestSchema } from "@/tools/api-schemas";
import { writeText } from "@/tools/ai-writer/server/handler";
import { otherMethods } from "@/lib/domain/api/errors";

/** POST /api/v1/ai/text: one AI Writer command, answered whole as JSON (one AI text credit). */

export const POST = apiRoute(
  async ({ body, aiCaller, request }) => json(await writeText(aiCaller, aiTextRequestSchema.parse(body), request.signal)),
  { body: true },
);

/** The other methods: a 405 in the API's error shape. */
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
