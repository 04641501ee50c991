import { currentCaller } from "@/lib/domain/actions/actor";
import { getAiCredits } from "@/lib/domain/ai/credit-store";

/** This caller's AI credits (lib/domain/ai/credit-store.ts): the meters on the AI pages. Reads only. */
export const dynamic = "force-dynamic";

export async function GET() {
  const credits = await getAiCredits(await currentCaller());
  return Response.json({ credits }, { headers: { "Cache-Control": "no-store" } });
}
