import { encode } from "next-auth/jwt";
import { sessionCookieName } from "@/lib/domain/auth/session-token";
import { serverSecret } from "@/lib/platform/config/secret";
import { createUser } from "./factories";
import { fakeRequest } from "./next-headers";

/**
 * Signs a new account of `plan` into the fake request of ./next-headers.ts (its session cookie), for route handlers
 * called directly. `claims` are extra fields written into the session token (a test of a forged plan).
 */
export async function signInWithPlan(plan: "free" | "basic" | "premium", status: "active" | "canceled" = "active", claims: Record<string, unknown> = {}) {
  const user = await createUser({ plan, status });
  const token = await encode({ token: { uid: user.id, sv: user.sessionVersion, email: user.email, sub: user.id, ...claims }, secret: serverSecret() });
  fakeRequest.cookies.set(sessionCookieName(false), token);
  return user;
}
