import { NextResponse } from "next/server";
import { handleStripeWebhook } from "@/lib/domain/billing/webhooks";
import { BodyTooLargeError } from "@/lib/platform/errors";
import { readBodyText } from "@/lib/platform/http/request";

/** Stripe webhook endpoint: the raw body is verified and processed in lib/domain/billing/webhooks.ts. */
export async function POST(request: Request) {
  // The signature covers the exact bytes Stripe sent: read the body as text, never as parsed JSON. Bounded like every
  // body (1 MiB; Stripe's events are a few kB), before the signature check hashes it.
  let rawBody: string;
  try {
    rawBody = await readBodyText(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return NextResponse.json({ error: error.message }, { status: 413, headers: { "Cache-Control": "no-store" } });
  }
  const { status, body } = await handleStripeWebhook(rawBody, request.headers.get("stripe-signature"));
  return NextResponse.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
