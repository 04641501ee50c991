import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { SIGNATURE_TOLERANCE_S } from "@/tools/url-shortener/logic/webhooks";

/**
 * Webhook signatures (docs/webhooks.md): `Utilify-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 * The timestamp is the attempt's (each retry is signed anew), so a receiver can refuse old requests played again;
 * the body is signed exactly as sent. verifyWebhookSignature is what a receiver does, the same code as the
 * documentation's Node example, and the tests check deliveries with it.
 */

export const SECRET_PREFIX = "whsec_";

/** A new signing secret: whsec_ + 32 random bytes (base64url). */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The header value for `body` signed at `timestamp` (Unix seconds). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

/**
 * Whether `header` is a valid signature of `body` with `secret`, made within `toleranceS` of `now` (Unix seconds).
 * Compares in constant time; several v1 values (a secret being rolled) pass when any one matches.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  { now = Math.floor(Date.now() / 1000), toleranceS = SIGNATURE_TOLERANCE_S }: { now?: number; toleranceS?: number } = {},
): boolean {
  if (!header) return false;
  const parts = header.split(",").map((part) => part.trim().split("="));
  const t = Number(parts.find(([key]) => key === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(now - t) > toleranceS) return false;
  const expected = Buffer.from(hmacHex(secret, t, body), "hex");
  return parts
    .filter(([key, value]) => key === "v1" && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, "hex"), expected));
}
