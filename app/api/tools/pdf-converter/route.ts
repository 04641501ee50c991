import { getCurrentUserId } from "@/lib/auth/session";
import { clientIp } from "@/lib/request";
import { handlePdfRequest } from "@/tools/pdf-converter/server/convert";

/** The PDF Converter's paid path (tools/pdf-converter/server/convert.ts): several files, 300 DPI, ZIP, up to 100 MB. */
export const runtime = "nodejs";
export const maxDuration = 300;

export async function POST(request: Request) {
  return handlePdfRequest(request, await getCurrentUserId(), clientIp(request.headers));
}
