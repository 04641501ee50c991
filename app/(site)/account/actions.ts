"use server";

import { cookies, headers } from "next/headers";
import { ok, runAction, type ActionResult } from "@/lib/action-result";
import { changePassword, deleteAccount, signUp } from "@/lib/auth/accounts";
import { requestPasswordReset, resetPassword } from "@/lib/auth/reset";
import { signOutEverywhere } from "@/lib/auth/revocation";
import type { ChangePasswordInput, DeleteAccountInput, ResetPasswordInput, SignUpInput } from "@/lib/auth/schemas";
import { requireUser } from "@/lib/auth/session";
import { resendVerification, sendVerificationEmail } from "@/lib/auth/verify-email";
import { clearSessionCookie, reissueSessionCookie } from "@/lib/auth/session-token";
import { clientIp } from "@/lib/request";
import { verifyVisitorCookie, VISITOR_COOKIE } from "@/lib/visitor";

/** Account server actions: thin wrappers that read the request (IP, cookies) and call lib/auth. */

async function ip(): Promise<string> {
  return clientIp(await headers());
}

/** Creates the account; the dialog then signs in with the same credentials through next-auth. */
export async function signUpAction(input: SignUpInput): Promise<ActionResult<{ email: string }>> {
  return runAction(async () => {
    const visitorId = verifyVisitorCookie((await cookies()).get(VISITOR_COOKIE)?.value);
    const user = await signUp(input, { ip: await ip(), visitorId });
    await sendVerificationEmail(user.id);
    return ok({ email: user.email });
  }, "We could not create your account. Please try again.");
}

/** "Resend" in the verify-your-e-mail banner (rate-limited per account). */
export async function resendVerificationAction(): Promise<ActionResult<null>> {
  return runAction(async () => {
    await resendVerification((await requireUser()).id);
    return ok(null);
  }, "We could not send the e-mail. Please try again.");
}

/** Always answers the same for a valid e-mail, whether or not an account has it. */
export async function requestPasswordResetAction(input: { email: string }): Promise<ActionResult<null>> {
  return runAction(async () => {
    await requestPasswordReset(input, await ip());
    return ok(null);
  });
}

export async function resetPasswordAction(input: ResetPasswordInput): Promise<ActionResult<{ email: string }>> {
  return runAction(async () => ok(await resetPassword(input)));
}

export async function changePasswordAction(input: ChangePasswordInput): Promise<ActionResult<null>> {
  return runAction(async () => {
    const user = await requireUser();
    const { sessionVersion } = await changePassword(user.id, input);
    await reissueSessionCookie(await cookies(), sessionVersion);
    return ok(null);
  });
}

/** "Sign out everywhere": every session of the account, this one included, is refused from now on. */
export async function signOutEverywhereAction(): Promise<ActionResult<null>> {
  return runAction(async () => {
    const user = await requireUser();
    await signOutEverywhere(user.id);
    clearSessionCookie(await cookies());
    return ok(null);
  });
}

/**
 * The session cookie is left for the client's signOut() to clear: changing cookies here would make Next render
 * /account again, signed out (with its sign-in dialog), before the client takes the user home. Until then the cookie
 * already counts as signed out everywhere, as its user no longer exists.
 */
export async function deleteAccountAction(input: DeleteAccountInput): Promise<ActionResult<null>> {
  return runAction(async () => {
    const user = await requireUser();
    await deleteAccount(user.id, input);
    return ok(null);
  }, "We could not delete your account. Please try again.");
}
