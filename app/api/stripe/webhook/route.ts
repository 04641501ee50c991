import { NextResponse } from "next/server";
import { handleStripeWebhook } from "@/lib/domain/billing/webhooks";

/** Stripe webhook endpoint: the raw body is verified and processed in lib/domain/billing/webhooks.ts. */
export async function POST(request: Request) {
  // The signature covers the exact bytes Stripe sent: read the body as text, never as parsed JSON.
  const rawBody = await request.text();
  const { status, body } = await handleStripeWebhook(rawBody, request.headers.get("stripe-signature"));
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
