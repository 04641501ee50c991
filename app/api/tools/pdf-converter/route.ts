import { getCurrentUserId } from "@/lib/domain/auth/session";
import { clientIp } from "@/lib/platform/http/request";
import { sameOriginOnly } from "@/lib/platform/http/same-origin";
import { handlePdfRequest } from "@/tools/pdf-converter/server/convert";

/** The PDF Converter's paid path (tools/pdf-converter/server/convert.ts): several files, 300 DPI, ZIP, up to 100 MB. */
export const runtime = "nodejs";
export const maxDuration = 300;

export const POST = sameOriginOnly(async (request: Request) => handlePdfRequest(request, await getCurrentUserId(), clientIp(request.headers)));
