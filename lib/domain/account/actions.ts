"use server";

import { cookies } from "next/headers";
import { deleteAccount } from "@/lib/domain/account/deletion";
import { action, checkedByService, formAction } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { changePassword, signUp } from "@/lib/domain/auth/accounts";
import { requestPasswordReset, resetPassword } from "@/lib/domain/auth/reset";
import { signOutEverywhere } from "@/lib/domain/auth/revocation";
import { changePasswordSchema, deleteAccountSchema, forgotPasswordSchema, signUpSchema, type ChangePasswordInput, type DeleteAccountInput, type ResetPasswordInput } from "@/lib/domain/auth/schemas";
import type { SessionUser } from "@/lib/domain/actions/actor";
import { clearSessionCookie, reissueSessionCookie } from "@/lib/domain/auth/session-token";
import { resendVerification, sendVerificationEmail } from "@/lib/domain/auth/verify-email";

/**
 * Account server actions: lib/domain/auth does the work. They live outside lib/domain/auth because the action wrapper reads the
 * session through lib/domain/auth (a folder that imported them back would be an import loop).
 */

/**
 * Creates the account (merging this browser's visitor); the dialog then signs in with the same credentials. The answer
 * is the same for an address that already has an account (its owner is e-mailed instead), so it tells nobody who has one.
 */
export const signUpAction = action(
  { schema: signUpSchema, auth: "none", fallback: "We could not create your account. Please try again." },
  async (input, { caller, ip }) => {
    const user = await signUp(input, { ip, visitorId: caller.visitorId });
    if (user) await sendVerificationEmail(user.id);
    return ok({ email: input.email });
  },
);

/** "Resend" in the verify-your-e-mail banner (rate-limited per account). */
export const resendVerificationAction = action({ auth: "user", fallback: "We could not send the e-mail. Please try again." }, async (_input, { user }) => {
  await resendVerification(user.id);
  return ok(null);
});

/** Always answers the same for a valid e-mail, whether or not an account has it. */
export const requestPasswordResetAction = action({ schema: forgotPasswordSchema, auth: "none" }, async (input, { ip }) => {
  await requestPasswordReset(input, ip);
  return ok(null);
});

/** lib/domain/auth/reset validates: a bad token reads "invalid link", not a field error. */
const resetWith = async (input: ResetPasswordInput) => ok(await resetPassword(input));

export const resetPasswordAction = action({ schema: checkedByService<ResetPasswordInput>(), auth: "none" }, resetWith);

/** The reset page's form (`token`, `password`, `confirm`): it works before the page's scripts have run. */
export const resetPasswordForm = formAction({ schema: checkedByService<ResetPasswordInput>(), auth: "none" }, resetWith);

async function changePasswordOf(input: ChangePasswordInput, { user }: { user: SessionUser }) {
  const { sessionVersion } = await changePassword(user.id, input);
  await reissueSessionCookie(await cookies(), sessionVersion);
  return ok(null);
}

export const changePasswordAction = action({ schema: changePasswordSchema, auth: "user" }, changePasswordOf);

/** The account page's form (`currentPassword`, `newPassword`, `confirm`): it works before the page's scripts have run. */
export const changePasswordForm = formAction({ schema: changePasswordSchema, auth: "user" }, changePasswordOf);

/** "Sign out everywhere": every session of the account, this one included, is refused from now on. */
export const signOutEverywhereAction = action({ auth: "user" }, async (_input, { user }) => {
  await signOutEverywhere(user.id);
  clearSessionCookie(await cookies());
  return ok(null);
});

/**
 * The session cookie is left for the client's signOut() to clear: changing cookies here would make Next render
 * /account again, signed out (with its sign-in dialog), before the client takes the user home. Until then the cookie
 * already counts as signed out everywhere, as its user no longer exists.
 */
const deleteConfig = { schema: deleteAccountSchema, auth: "user", fallback: "We could not delete your account. Please try again." } as const;

async function deleteAccountOf(input: DeleteAccountInput, { user }: { user: SessionUser }) {
  await deleteAccount(user.id, input);
  return ok(null);
}

export const deleteAccountAction = action(deleteConfig, deleteAccountOf);

/** The account page's form (`confirmation`). */
export const deleteAccountForm = formAction({ ...deleteConfig, keep: ["confirmation"] }, deleteAccountOf);
