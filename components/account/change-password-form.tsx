"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { changePasswordForm } from "@/lib/domain/account/actions";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/domain/auth/messages";
import { KeepTypedText } from "@/components/layout/keep-typed-text";

type Field = "currentPassword" | "newPassword" | "confirm";
const EMPTY: Record<Field, string> = { currentPassword: "", newPassword: "", confirm: "" };
const LABELS: Record<Field, string> = { currentPassword: "Current password", newPassword: "New password", confirm: "Confirm new password" };
const AUTOCOMPLETE: Record<Field, string> = { currentPassword: "current-password", newPassword: "new-password", confirm: "new-password" };
const CHANGED = "Your password has been changed. Other devices have been signed out.";

/**
 * Changes the password (asks the current one); other devices are signed out, this one stays signed in. A server form:
 * sent before the page's scripts run, the page comes back with the errors or the confirmation.
 */
export function ChangePasswordForm() {
  const { state, pending: busy, form } = useServerForm(changePasswordForm);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState(() => fieldErrorsOf<Field>(state));

  useEachAnswer(state, (result) => {
    if (result.ok) {
      setValues(EMPTY);
      setErrors({});
      return void toast.success("Success", { description: CHANGED });
    }
    const fieldErrors = (result.fieldErrors ?? {}) as Partial<Record<Field, string>>;
    setErrors(fieldErrors);
    // Field problems show under their field; anything else (e.g. too many attempts) as a toast.
    if (!Object.values(fieldErrors).some(Boolean)) toast.error(result.title, { description: result.error });
  });

  return (
    <form {...form} noValidate className="flex max-w-md flex-col gap-4" aria-label="Change password">
      {(Object.keys(EMPTY) as Field[]).map((field) => (
        <div key={field} className="flex flex-col gap-1.5">
          <Label htmlFor={`pw-${field}`}>{LABELS[field]}</Label>
          <Input
            id={`pw-${field}`}
            name={field}
            type="password"
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            disabled={busy}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `pw-${field}-error` : field === "newPassword" ? "pw-newPassword-hint" : undefined}
            onChange={(e) => {
              const value = e.target.value;
              setValues((v) => ({ ...v, [field]: value }));
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
      <FormAnswer state={state} success={CHANGED} />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Changing password..." : "Change Password"}
      </Button>
      <KeepTypedText />
    </form>
  );
}
