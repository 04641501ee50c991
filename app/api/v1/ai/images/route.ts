import { apiRoute, json } from "@/lib/domain/api/http";
import { aiImagesRequestSchema } from "@/tools/api-schemas";
import { generateImages } from "@/tools/ai-image-generator/server/handler";
import { otherMethods } from "@/lib/domain/api/errors";

/** POST /api/v1/ai/images: 1 to 4 images from a prompt as base64 JSON (one AI image credit each). */

export const POST = apiRoute(
  async ({ body, aiCaller, request }) => json({ images: (await generateImages(aiCaller, aiImagesRequestSchema.parse(body), request.signal)).images }),
  { body: true },
);

/** The other methods: a 405 in the API's error shape. */
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
