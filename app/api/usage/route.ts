import { NextResponse } from "next/server";
import { currentReader } from "@/lib/domain/actions/actor";
import { getUsage } from "@/lib/domain/limits/usage";

/** Today's usage of every tool for this browser's user or visitor: feeds the usage meters. Reads only. */
export async function GET() {
  const usage = await getUsage(await currentReader());
  return NextResponse.json({ usage }, { headers: { "Cache-Control": "no-store" } });
}
