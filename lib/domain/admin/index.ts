import "server-only";
import { serverEnv, type ServerEnv } from "@/lib/platform/config/env";

/**
 * Operators of the site: the accounts whose e-mail address is listed in ADMIN_EMAILS (comma or space separated,
 * case-insensitive) and verified (so that registering a listed address before its owner does gives nothing). Read at
 * call time so that a restart with a new list takes effect without a rebuild.
 */
type Env = Pick<ServerEnv, "ADMIN_EMAILS">;

export function adminEmails(env: Env = serverEnv()): Set<string> {
  return new Set(
    env.ADMIN_EMAILS
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.includes("@")),
  );
}

export function isAdminEmail(email: string | null | undefined, env: Env = serverEnv()): boolean {
  return Boolean(email) && adminEmails(env).has(email!.trim().toLowerCase());
}

/** Whether this signed-in account is one of the site's operators: a listed address that its owner has verified. */
export function isAdmin(user: { email: string; emailVerified: Date | null } | null, env: Env = serverEnv()): boolean {
  return user !== null && user.emailVerified !== null && isAdminEmail(user.email, env);
}
