"use client";

import { signIn } from "./session";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { resetPasswordForm } from "@/lib/domain/account/actions";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PASSWORD_MAX, PASSWORD_MIN, RESET_LINK_INVALID } from "@/lib/domain/auth/messages";
import { openSignIn } from "./open-sign-in";
import { KeepTypedText } from "@/components/layout/keep-typed-text";

type Field = "password" | "confirm";

/**
 * Sets a new password with the token of the reset link (`token`, from the address), then signs the user in; a link the
 * page found unusable (`linkProblem`) shows why instead of the form. A server
 * form: sent before the page's scripts run, the page comes back with the errors, or says the password is set.
 */
export function ResetPasswordForm({ token, linkProblem = null }: { token: string; linkProblem?: string | null }) {
  const router = useRouter();
  const { state, pending: busy, form } = useServerForm(resetPasswordForm);
  // The passwords stay in the page's state (never in the action's answer): signing in after a reset needs the new one.
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState(() => fieldErrorsOf<Field>(state));
  const refusal = state.result && !state.result.ok ? state.result : null;
  // The page's own check of the link (`linkProblem`) stands until an answer: after a reset, the spent link is no error.
  const linkError = state.result?.ok
    ? null
    : !token
      ? RESET_LINK_INVALID
      : refusal && (refusal.code === "not_found" || refusal.code === "conflict")
        ? refusal.error
        : linkProblem;

  useEachAnswer(state, async (result) => {
    if (!result.ok) {
      // Field problems show under their field; a bad link replaces the form; anything else as a toast.
      if (result.fieldErrors?.password || result.fieldErrors?.confirm) return void setErrors(result.fieldErrors);
      if (result.code !== "not_found" && result.code !== "conflict") toast.error("Error", { description: result.error });
      return;
    }
    toast.success("Success", { description: "Your password has been reset. Other devices have been signed out." });
    const signedIn = password ? await signIn("credentials", { email: result.data.email, password, redirect: false }).catch(() => null) : null;
    if (signedIn && !signedIn.error) router.push("/account");
    else void openSignIn({ callbackUrl: "/account" });
  });

  if (linkError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6">
        <p className="font-medium text-amber-900">{linkError}</p>
        <Button onClick={() => void openSignIn({ view: "forgot" })}>Request a New Link</Button>
      </div>
    );
  }

  if (state.result?.ok) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
        <p className="font-medium text-emerald-900">Your password has been reset. Other devices have been signed out.</p>
        <Link href="/account" className="font-medium text-brand-700 underline">
          Sign in with your new password
        </Link>
      </div>
    );
  }

  return (
    <form {...form} noValidate aria-label="Reset your password" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-sm">
      <input type="hidden" name="token" value={token} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="reset-password">New password</Label>
        <Input
          id="reset-password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          disabled={busy}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "reset-password-error" : "reset-password-hint"}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((x) => ({ ...x, password: undefined }));
          }}
        />
        {errors.password ? null : (
          <p id="reset-password-hint" className="text-xs text-muted">
            {PASSWORD_MIN} to {PASSWORD_MAX} characters, not a common or easy-to-guess password.
          </p>
        )}
        <FieldError id="reset-password-error">{errors.password}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="reset-confirm">Confirm new password</Label>
        <Input
          id="reset-confirm"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          disabled={busy}
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? "reset-confirm-error" : undefined}
          onChange={(e) => {
            setConfirm(e.target.value);
            setErrors((x) => ({ ...x, confirm: undefined }));
          }}
        />
        <FieldError id="reset-confirm-error">{errors.confirm}</FieldError>
      </div>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Saving..." : "Set New Password"}
      </Button>
      <FormAnswer state={state} success={null} />
      <KeepTypedText />
    </form>
  );
}
