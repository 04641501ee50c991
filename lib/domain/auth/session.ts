import "server-only";
import { cookies } from "next/headers";
import { NotSignedInError } from "@/lib/platform/errors";
import { decodeSessionToken, readSessionToken, userForToken } from "@/lib/domain/auth/session-token";

/**
 * The signed-in user for server actions, route handlers and pages. A session whose user was deleted, or whose
 * sessionVersion is older than the user's (password changed or reset), counts as signed out.
 */
export async function getCurrentUser() {
  const token = await decodeSessionToken(readSessionToken(await cookies()));
  return userForToken(token);
}

export async function getCurrentUserId(): Promise<string | null> {
  return (await getCurrentUser())?.id ?? null;
}

export async function requireUser() {
  const user = await getCurrentUser();
  if (!user) throw new NotSignedInError();
  return user;
}
