"use client";

import { signIn } from "./session";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { resetPasswordAction } from "@/lib/account/actions";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PASSWORD_MAX, PASSWORD_MIN, RESET_LINK_INVALID } from "@/lib/auth/messages";
import { openSignIn } from "./open-sign-in";

/** Sets a new password with the token of the reset link, then signs the user in. */
export function ResetPasswordForm() {
  const router = useRouter();
  const token = useSearchParams().get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [linkError, setLinkError] = useState<string | null>(token ? null : RESET_LINK_INVALID);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password || !confirm) return void toast.error("Error", { description: "Please fill in all fields" });
    setBusy(true);
    const result = await resetPasswordAction({ token, password, confirm }).catch(() => null);
    if (!result?.ok) {
      setBusy(false);
      if (result && (result.code === "not_found" || result.code === "conflict")) return void setLinkError(result.error);
      // Field problems show under their field; anything else as a toast.
      if (result?.fieldErrors?.password || result?.fieldErrors?.confirm) return void setErrors(result.fieldErrors);
      return void toast.error("Error", { description: result?.error ?? "Something went wrong. Please try again." });
    }
    const signedIn = await signIn("credentials", { email: result.data.email, password, redirect: false }).catch(() => null);
    toast.success("Success", { description: "Your password has been reset. Other devices have been signed out." });
    if (signedIn && !signedIn.error) router.push("/account");
    else void openSignIn({ callbackUrl: "/account" });
  }

  if (linkError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6">
        <p className="font-medium text-amber-900">{linkError}</p>
        <Button onClick={() => void openSignIn({ view: "forgot" })}>Request a New Link</Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset your password" className="flex flex-col gap-4 rounded-xl border border-line bg-white p-6 shadow-sm">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="reset-password">New password</Label>
        <Input
          id="reset-password"
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
    </form>
  );
}
