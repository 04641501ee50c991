import { aiStatus } from "@/lib/domain/ai/config";

/** Which AI capabilities this server has (the AI pages ask; read per request: a provider can be set without a rebuild). */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(aiStatus(), { headers: { "Cache-Control": "no-store" } });
}
