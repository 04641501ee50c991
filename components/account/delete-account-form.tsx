"use client";

import { Trash2 } from "lucide-react";
import { signOut } from "@/components/auth/session";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { deleteAccountForm } from "@/lib/domain/account/actions";
import { fieldErrorsOf, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { KeepTypedText } from "@/components/layout/keep-typed-text";

/** Deletes the account after the user types their e-mail address (the button stays disabled until it matches). */
export function DeleteAccountForm({ email }: { email: string }) {
  const { state, pending, form } = useServerForm(deleteAccountForm);
  const [confirmation, setConfirmation] = useState(() => state.values.confirmation ?? "");
  const [error, setError] = useState<string | undefined>(() => fieldErrorsOf<"confirmation">(state).confirmation);
  // Once deleted, the form stays disabled while next-auth signs out and <SessionSync> takes the user home.
  const busy = pending || state.result?.ok === true;
  const matches = confirmation.trim().toLowerCase() === email.toLowerCase();

  useEachAnswer(state, async (result) => {
    if (!result.ok) {
      setError(result.fieldErrors?.confirmation);
      return void toast.error(result.title, { description: result.error });
    }
    toast.success("Success", { description: "Your account and its data have been deleted." });
    // Signed out, <SessionSync> takes the user from /account to the home page (where the toast stays in view).
    await signOut({ redirect: false });
  });

  return (
    <form {...form} noValidate className="flex max-w-md flex-col gap-4" aria-label="Delete account">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="delete-confirmation">
          Type <span className="font-semibold break-all">{email}</span> to confirm
        </Label>
        <Input
          id="delete-confirmation"
          name="confirmation"
          autoComplete="off"
          spellCheck={false}
          value={confirmation}
          readOnly={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "delete-confirmation-error" : undefined}
          onChange={(e) => {
            setConfirmation(e.target.value);
            setError(undefined);
          }}
        />
        <FieldError id="delete-confirmation-error">{error}</FieldError>
      </div>
      <Button type="submit" variant="danger" disabled={busy || !matches} className="self-start">
        <Trash2 aria-hidden />
        {busy ? "Deleting account..." : "Delete Account"}
      </Button>
      <KeepTypedText />
    </form>
  );
}
