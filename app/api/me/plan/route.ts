import { NextResponse } from "next/server";
import { getCurrentUser } from "@/lib/auth/session";
import { planStatusFor } from "@/lib/billing/plan-status";

/** The signed-in user's plan in effect and subscription details, for client components to mirror (never to enforce). */
export async function GET() {
  const status = planStatusFor(await getCurrentUser());
  return NextResponse.json(status, { headers: { "Cache-Control": "private, no-store" } });
}
