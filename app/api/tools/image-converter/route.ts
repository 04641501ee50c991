import { handleImageConversion } from "@/tools/image-converter/server/handler";

/** POST: the Image Converter's paid conversions (Basic and above), tools/image-converter/server/handler.ts. */
export async function POST(request: Request) {
  return handleImageConversion(request);
}

export const runtime = "nodejs";
export const maxDuration = 120;
