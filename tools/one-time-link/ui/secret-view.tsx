"use client";

import { Check, Copy, Eye, KeyRound, ShieldAlert, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FieldError, Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DamagedSecretError, openSecret, parseFragment, revealProofs, type Fragment } from "../logic/crypto";
import { MESSAGES } from "../logic/limits";
import { deleteSecretRequest, revealSecretRequest } from "./api";
import { ClientForm } from "@/components/forms/client-form";

type State =
  | { step: "reading" }
  | { step: "problem"; message: string }
  | { step: "ready"; fragment: Extract<Fragment, { kind: "key" }> }
  | { step: "delete"; token: string }
  | { step: "revealed"; text: string; viewsLeft: number }
  | { step: "deleted" };

/** Drops the key from the address bar and the history entry once it is no longer needed. */
function forgetFragment() {
  window.history.replaceState(window.history.state, "", window.location.pathname);
}

/**
 * The page a one-time link opens (/secret/{id}). Opening it reads nothing from the server: the secret is fetched, and
 * burned, only when the reader presses Reveal, so link previews and scanners that load the page leave it intact.
 */
export function SecretView({ id }: { id: string }) {
  const fieldId = useId();
  const [state, setState] = useState<State>({ step: "reading" });
  const [passphrase, setPassphrase] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    const fragment = parseFragment(window.location.hash);
    // Reading the address once, after hydration: the server never sees the fragment, so it cannot render this state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fragment.kind === "missing") setState({ step: "problem", message: MESSAGES.keyMissing });
    else if (fragment.kind === "damaged") setState({ step: "problem", message: MESSAGES.damaged });
    else if (fragment.kind === "delete") setState({ step: "delete", token: fragment.token });
    else setState({ step: "ready", fragment });
  }, []);

  async function reveal() {
    if (state.step !== "ready" || busy) return;
    if (state.fragment.salt && !passphrase) return setError(MESSAGES.passphraseNeeded);
    setError(null);
    setBusy(true);
    try {
      const keys = await revealProofs(state.fragment, passphrase);
      const answer = await revealSecretRequest(id, { revealToken: keys.revealToken, passphraseToken: keys.passphraseToken });
      if (!answer.ok) {
        // A secret behind a passphrase opened from a link cut short before its salt (the part after the key): there is no
        // passphrase field to try, so the link is what is wrong.
        if (answer.status === 403 && !state.fragment.salt) return setState({ step: "problem", message: MESSAGES.wrongKey });
        // A wrong passphrase or a rate limit leaves the secret in place: the reader may try again.
        if (answer.status === 403 || answer.status === 429 || answer.status === 0 || answer.status >= 500) return setError(answer.error);
        forgetFragment();
        return setState({ step: "problem", message: answer.error });
      }
      try {
        const text = await openSecret(keys, answer.data);
        forgetFragment();
        setState({ step: "revealed", text, viewsLeft: answer.data.viewsLeft });
      } catch (failure) {
        if (!(failure instanceof DamagedSecretError)) throw failure;
        forgetFragment();
        setState({ step: "problem", message: MESSAGES.damaged });
      }
    } finally {
      setBusy(false);
    }
  }

  async function destroy() {
    if (state.step !== "delete" || busy) return;
    setBusy(true);
    try {
      const answer = await deleteSecretRequest(id, state.token);
      if (!answer.ok && (answer.status === 0 || answer.status >= 500)) return setError(answer.error);
      forgetFragment();
      setState(answer.ok ? { step: "deleted" } : { step: "problem", message: answer.error });
    } finally {
      setBusy(false);
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setError("Your browser did not allow copying. Select the text and copy it instead.");
    }
  }

  return (
    <Card data-tool-ui="one-time-link">
      <CardContent className="flex flex-col gap-4" aria-live="polite">
        {state.step === "reading" ? <p className="text-muted">Reading the link…</p> : null}

        {state.step === "problem" ? (
          <p className="flex items-start gap-2 font-medium text-ink" data-testid="secret-problem">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" /> {state.message}
          </p>
        ) : null}

        {state.step === "ready" ? (
          <ClientForm className="flex flex-col gap-4" onRun={() => void reveal()} noValidate>
            <p className="text-ink">
              Someone shared a secret with you. Reveal it when you are ready: it is decrypted on this page, and our server deletes it
              as it hands it over (unless the sender allowed more than one view).
            </p>
            {state.fragment.salt ? (
              <div className="flex max-w-sm flex-col gap-2">
                <Label htmlFor={`${fieldId}-pass`} className="flex items-center gap-2">
                  <KeyRound className="size-4 text-brand-700" aria-hidden="true" /> Passphrase
                </Label>
                <Input
                  id={`${fieldId}-pass`}
                  type="password"
                  autoComplete="off"
                  value={passphrase}
                  onChange={(e) => {
                    setPassphrase(e.target.value);
                    setError(null);
                  }}
                  maxLength={256}
                />
              </div>
            ) : null}
            <FieldError>{error}</FieldError>
            <div>
              <Button type="submit" disabled={busy}>
                <Eye aria-hidden="true" /> {busy ? "Decrypting…" : "Reveal secret"}
              </Button>
            </div>
          </ClientForm>
        ) : null}

        {state.step === "revealed" ? (
          <div className="flex flex-col gap-3">
            <Label htmlFor={`${fieldId}-secret`}>The secret</Label>
            <Textarea id={`${fieldId}-secret`} readOnly value={state.text} rows={Math.min(12, Math.max(3, state.text.split("\n").length))} className="font-mono" data-testid="secret-text" />
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="outline" onClick={() => copy(state.text)}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? "Copied" : "Copy secret"}
              </Button>
              <FieldError>{error}</FieldError>
            </div>
            <p className="text-sm text-muted" data-testid="secret-views-left">
              {state.viewsLeft === 0
                ? "This was its last view: the secret is now deleted from our server, and this link opens nothing any more. Copy it before you leave the page."
                : `This link can be opened ${state.viewsLeft === 1 ? "one more time" : `${state.viewsLeft} more times`} before it is deleted.`}
            </p>
          </div>
        ) : null}

        {state.step === "delete" ? (
          <div className="flex flex-col gap-3">
            <p className="text-ink">This is the delete link of a one-time secret. Deleting it makes its link useless, for everyone, at once.</p>
            <FieldError>{error}</FieldError>
            <div>
              <Button variant="danger" onClick={destroy} disabled={busy}>
                <Trash2 aria-hidden="true" /> Delete the secret
              </Button>
            </div>
          </div>
        ) : null}

        {state.step === "deleted" ? (
          <p className="font-medium text-ink" data-testid="secret-deleted">
            Deleted. The secret is gone from our server and its link opens nothing any more.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
