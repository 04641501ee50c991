"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { deleteAccount } from "@/lib/domain/account/deletion";
import { action, checkedByService, formAction } from "@/lib/domain/actions/action";
import { ok, type ActionResult } from "@/lib/platform/forms/action-result";
import { z } from "@/lib/platform/zod";
import { changePassword, signUp } from "@/lib/domain/auth/accounts";
import { requestPasswordReset, resetPassword } from "@/lib/domain/auth/reset";
import { signOutEverywhere } from "@/lib/domain/auth/revocation";
import { changePasswordSchema, deleteAccountSchema, forgotPasswordSchema, signUpSchema, type ChangePasswordInput, type DeleteAccountInput, type ResetPasswordInput } from "@/lib/domain/auth/schemas";
import type { SessionUser } from "@/lib/domain/actions/actor";
import { clearSessionCookie, issueSessionCookie, reissueSessionCookie } from "@/lib/domain/auth/session-token";
import { authenticate, signedInDestination, type SignInContext } from "@/lib/domain/auth/sign-in";
import { UNLOCK_COOKIE } from "@/lib/domain/auth/unlock";
import type { FormState } from "@/lib/platform/forms/form-state";
import { resendVerification, sendVerificationEmail } from "@/lib/domain/auth/verify-email";

/**
 * Account server actions: lib/domain/auth does the work. They live outside lib/domain/auth because the action wrapper reads the
 * session through lib/domain/auth (a folder that imported them back would be an import loop).
 */

/**
 * Creates the account (merging this browser's visitor); the dialog then signs in with the same credentials. The answer
 * is the same for an address that already has an account (its owner is e-mailed instead). The sign-in that follows
 * does tell a new address from a taken one, but only to someone who creates an account with every free address they
 * try (10 sign-ups per IP per hour).
 */
export const signUpAction = action(
  { schema: signUpSchema, auth: "none", fallback: "We could not create your account. Please try again." },
  async (input, { caller, ip }) => {
    const user = await signUp(input, { ip, visitorId: caller.visitorId });
    if (user) await sendVerificationEmail(user.id);
    return ok({ email: input.email });
  },
);

/**
 * The sign-in page's forms (components/auth/sign-in-forms.tsx) when they are posted before the page's scripts have run:
 * the browser sends the form, the server signs it in (the same checks and throttles as next-auth's credentials
 * callback, lib/domain/auth/sign-in.ts) and answers with a redirect to `callbackUrl`, or the page with what went wrong.
 * Once the scripts run, the same forms sign in through next-auth's client, which also updates every tab's session.
 */
interface SignInFields {
  email?: string;
  password?: string;
  callbackUrl?: string;
}

async function signInContext(caller: { visitorId: string | null }, ip: string): Promise<SignInContext> {
  return { ip, visitorId: caller.visitorId, unlockCookie: (await cookies()).get(UNLOCK_COOKIE)?.value ?? null };
}

const signInWith = formAction({ schema: checkedByService<SignInFields>(), auth: "none", keep: ["email"] }, async (input, { caller, ip }) => {
  const user = await authenticate(input, await signInContext(caller, ip));
  await issueSessionCookie(await cookies(), user);
  return ok({ next: signedInDestination(input.callbackUrl) });
});

/** The Login form (`email`, `password`, `callbackUrl`). */
export async function signInForm(previous: FormState<{ next: string }>, form: FormData): Promise<FormState<{ next: string }>> {
  const state = await signInWith(previous, form);
  if (state.result?.ok) redirect(state.result.data.next);
  return state;
}

type SignUpAnswer = { email: string; next: string | null };

const signUpWith = formAction(
  { schema: signUpSchema.extend({ callbackUrl: z.string().optional() }), auth: "none", keep: ["email"], fallback: "We could not create your account. Please try again." },
  async (input, { caller, ip }): Promise<ActionResult<SignUpAnswer>> => {
    const created = await signUp(input, { ip, visitorId: caller.visitorId });
    if (created) await sendVerificationEmail(created.id);
    // As in the dialog: the sign-in that follows fails for an address that already had an account, and the page then
    // says no more than sign-up did (check your inbox).
    const user = await authenticate(input, await signInContext(caller, ip)).catch(() => null);
    if (!user) return ok({ email: input.email, next: null });
    await issueSessionCookie(await cookies(), user);
    return ok({ email: input.email, next: signedInDestination(input.callbackUrl) });
  },
);

/** The Sign Up form (`email`, `password`, `callbackUrl`). */
export async function signUpForm(previous: FormState<SignUpAnswer>, form: FormData): Promise<FormState<SignUpAnswer>> {
  const state = await signUpWith(previous, form);
  if (state.result?.ok && state.result.data.next) redirect(state.result.data.next);
  return state;
}

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

/** The "Forgot password?" form (`email`): the page then says the same thing whether or not an account has it. */
export const requestPasswordResetForm = formAction({ schema: forgotPasswordSchema, auth: "none", keep: ["email"] }, async (input, { ip }) => {
  await requestPasswordReset(input, ip);
  return ok({ email: input.email });
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
 * /account again, signed out (with its sign-in forms), before the client takes the user home. Until then the cookie
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
