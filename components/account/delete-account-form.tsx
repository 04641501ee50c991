"use client";

import { Trash2 } from "lucide-react";
import { signOut } from "@/components/auth/session";
import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { deleteAccountAction } from "@/lib/account/actions";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Deletes the account after the user types their e-mail address. */
export function DeleteAccountForm({ email }: { email: string }) {
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const matches = confirmation.trim().toLowerCase() === email.toLowerCase();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!matches) return void setError("Type your email address exactly as shown to confirm");
    setBusy(true);
    const result = await deleteAccountAction({ confirmation }).catch(() => null);
    if (!result?.ok) {
      setBusy(false);
      setError(result?.fieldErrors?.confirmation);
      return void toast.error(result?.title ?? "Error", { description: result?.error ?? "We could not delete your account. Please try again." });
    }
    toast.success("Success", { description: "Your account and its data have been deleted." });
    // Signed out, <SessionSync> takes the user from /account to the home page (where the toast stays in view).
    await signOut({ redirect: false });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" aria-label="Delete account">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="delete-confirmation">
          Type <span className="font-semibold break-all">{email}</span> to confirm
        </Label>
        <Input
          id="delete-confirmation"
          autoComplete="off"
          spellCheck={false}
          value={confirmation}
          disabled={busy}
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
    </form>
  );
}
