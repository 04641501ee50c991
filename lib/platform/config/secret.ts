import "server-only";
import { timingSafeEqual } from "node:crypto";
import { serverEnv } from "@/lib/platform/config/env";

/**
 * The server secret (NEXTAUTH_SECRET) that signs sessions and visitor cookies. Required at run time in production;
 * `npm start` generates and keeps one in .data/ when none is configured (scripts/start.ts).
 */
export function serverSecret(): string {
  const env = serverEnv();
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  // `next build` imports route modules to collect page data; nothing is signed then.
  const building = env.NEXT_PHASE === "phase-production-build";
  if (env.NODE_ENV === "production" && !building) {
    throw new Error("NEXTAUTH_SECRET is not set. Generate one with `openssl rand -base64 32` and set it.");
  }
  return "development-only-secret-change-me";
}

/**
 * Whether a token's signature text is exactly the base64url spelling of `expected`, compared in constant time. The
 * text is compared, not its decoding: Node's base64url decoder skips stray characters and the last character's unused
 * bits, so many spellings decode to the same bytes, and a token we never issued would pass.
 */
export function signatureMatches(given: string, expected: Buffer): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected.toString("base64url"));
  return a.length === b.length && timingSafeEqual(a, b);
}
