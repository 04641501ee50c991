import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { revokeSession } from "@/lib/domain/auth/revocation";
import { authenticate, signInContextFromHeaders } from "@/lib/domain/auth/sign-in";
import { newSessionClaims, SESSION_MAX_AGE, secureCookies, userForToken } from "@/lib/domain/auth/session-token";
import { effectivePlan } from "@/lib/domain/plans/entitlements";
import { safeReturnPath } from "@/lib/platform/http/return-path";
import { serverSecret } from "@/lib/platform/config/secret";
import { RateLimitedError, UserFacingError } from "@/lib/platform/errors";

/** Thrown by the jwt callback for a revoked session: next-auth then clears the cookie and reports signed out. */
class SessionRevokedError extends Error {
  constructor() {
    super("Session revoked");
    this.name = "SessionRevokedError";
  }
}

/**
 * next-auth configuration: e-mail + password credentials, JWT sessions carrying the user id (`uid`), the user's
 * sessionVersion (`sv`) and a session id (`sid`). Every session read re-checks the user: deleted users, signed-out
 * sessions and tokens older than a password change, reset or "Sign out everywhere" are signed out, and the plan shown
 * in the header stays current.
 */
export const authOptions: NextAuthOptions = {
  secret: serverSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  useSecureCookies: secureCookies(),
  pages: { signIn: "/account" },
  providers: [
    CredentialsProvider({
      name: "Email",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      // Errors thrown here reach the client as `signIn(...).error`: the dialog shows their message.
      async authorize(credentials, req) {
        try {
          return await authenticate(credentials, signInContextFromHeaders(req?.headers));
        } catch (error) {
          if (error instanceof UserFacingError || error instanceof RateLimitedError) throw error;
          // Never show internals (e.g. a database error) in the dialog.
          console.error("[auth] sign-in failed:", error);
          throw new Error("Something went wrong. Please try again.");
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) return { ...token, ...newSessionClaims(user) };
      const current = await userForToken(token);
      if (!current) throw new SessionRevokedError();
      token.email = current.email;
      token.plan = effectivePlan(current);
      token.ev = current.emailVerified !== null;
      return token;
    },
    // Only paths of our own origin, validated like every other return path; never throws (a bad callbackUrl used
    // to make every /api/auth request answer 500).
    redirect({ url, baseUrl }) {
      const path = safeReturnPath(url, baseUrl);
      return path ? new URL(path, baseUrl).href : baseUrl;
    },
    async session({ session, token }) {
      if (session.user && typeof token.uid === "string") {
        session.user.id = token.uid;
        session.user.plan = token.plan ?? "free";
        // Unknown until the first session read after sign-in: no "verify your e-mail" banner flashes meanwhile.
        session.user.emailVerified = token.ev ?? true;
      }
      return session;
    },
  },
  events: {
    // The token of the browser signing out: revoked server-side, so a copy of the cookie is refused from now on.
    async signOut({ token }) {
      await revokeSession(token);
    },
  },
  logger: {
    error(code, metadata) {
      const error = metadata instanceof Error ? metadata : metadata?.error;
      if (code === "JWT_SESSION_ERROR" && error?.name === "SessionRevokedError") return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
  },
};
