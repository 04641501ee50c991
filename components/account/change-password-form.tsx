"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { changePasswordAction } from "@/lib/account/actions";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/auth/messages";

type Field = "currentPassword" | "newPassword" | "confirm";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirm: "" };
const LABELS: Record<Field, string> = { currentPassword: "Current password", newPassword: "New password", confirm: "Confirm new password" };
const AUTOCOMPLETE: Record<Field, string> = { currentPassword: "current-password", newPassword: "new-password", confirm: "new-password" };

/** Changes the password (asks the current one); other devices are signed out, this one stays signed in. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = (Object.keys(EMPTY) as Field[]).filter((f) => !values[f]);
    if (missing.length) return void toast.error("Error", { description: "Please fill in all fields" });
    setBusy(true);
    const result = await changePasswordAction(values).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      setValues(EMPTY);
      setErrors({});
      toast.success("Success", { description: "Your password has been changed. Other devices have been signed out." });
      return;
    }
    const fieldErrors = (result?.fieldErrors ?? {}) as Partial<Record<Field, string>>;
    setErrors(fieldErrors);
    // Field problems show under their field; anything else (e.g. too many attempts) as a toast.
    if (!Object.values(fieldErrors).some(Boolean)) {
      toast.error(result?.title ?? "Error", { description: result?.error ?? "Something went wrong. Please try again." });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" aria-label="Change password">
      {(Object.keys(EMPTY) as Field[]).map((field) => (
        <div key={field} className="flex flex-col gap-1.5">
          <Label htmlFor={`pw-${field}`}>{LABELS[field]}</Label>
          <Input
            id={`pw-${field}`}
            type="password"
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            disabled={busy}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `pw-${field}-error` : field === "newPassword" ? "pw-newPassword-hint" : undefined}
            onChange={(e) => {
              setValues((v) => ({ ...v, [field]: e.target.value }));
              if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
            }}
          />
          {field === "newPassword" && !errors.newPassword ? (
            <p id="pw-newPassword-hint" className="text-xs text-muted">
              {PASSWORD_MIN} to {PASSWORD_MAX} characters, not a common or easy-to-guess password.
            </p>
          ) : null}
          <FieldError id={`pw-${field}-error`}>{errors[field]}</FieldError>
        </div>
      ))}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Changing password..." : "Change Password"}
      </Button>
    </form>
  );
}
