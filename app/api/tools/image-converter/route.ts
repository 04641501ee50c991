import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { handleImageConversion } from "@/tools/image-converter/server/handler";

/** POST: the Image Converter's paid conversions (Basic and above), tools/image-converter/server/handler.ts. */
export const POST = sameOriginOnly((request: Request) => handleImageConversion(request));

export const runtime = "nodejs";
export const maxDuration = 120;
