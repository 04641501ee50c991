"use client";

import { MailCheck } from "lucide-react";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { signIn } from "./session";
import { requestPasswordResetAction, requestPasswordResetForm, signInForm, signUpAction, signUpForm } from "@/lib/domain/account/actions";
import { useServerForm } from "@/components/forms/server-form";
import { KeepTypedText } from "@/components/layout/keep-typed-text";
import { useHydrated } from "@/components/layout/shell-context";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FILL_ALL_FIELDS, INVALID_CREDENTIALS, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/domain/auth/messages";
import type { ActionResult } from "@/lib/platform/forms/action-result";
import type { FormState } from "@/lib/platform/forms/form-state";

/**
 * The Login, Sign Up and "Forgot password?" forms, shown in the sign-in dialog and on /account for a visitor.
 * - Posted before the page's scripts have run, each is an ordinary form: its server action signs in (or sends the
 *   link) and answers with a redirect, or the page with what went wrong (lib/domain/account/actions.ts).
 * - Once they run, Login and Sign Up sign in through next-auth's client, which updates the session of every tab.
 * Problems are said under the field they are about (which takes the focus), or above the button; a success is the
 * caller's to announce (`onSignedIn`).
 */

export interface SignInFormProps {
  /** The e-mail to start with (the dialog carries it from one tab to the other). */
  initialEmail?: string;
  onEmailChange?: (email: string) => void;
  /** Where a form posted before the page's scripts ran goes once signed in (default: the account page). */
  callbackUrl?: string;
  /** Where the form is posted before the page's scripts run, when not the page's own address (server-form.tsx). */
  permalink?: string;
  /** Signed in through the page's scripts, with the message to confirm it ("Welcome back!"). */
  onSignedIn: (message: string) => void;
}

type Field = "email" | "password";
interface Problem {
  /** The field it is about, or null for the form as a whole (a refused sign-in). */
  field: Field | null;
  message: string;
}

function problemOf(result: ActionResult<unknown> | null | undefined): Problem | null {
  if (!result || result.ok) return null;
  const field = result.fieldErrors?.email ? "email" : result.fieldErrors?.password ? "password" : null;
  return { field, message: (field && result.fieldErrors?.[field]) || result.error };
}

/** next-auth's sign-in error → the message shown (authorize() throws our messages; see lib/domain/auth/sign-in). */
function signInErrorMessage(error: string | null | undefined): string {
  if (!error) return "Authentication failed";
  if (error === "CredentialsSignin") return INVALID_CREDENTIALS;
  return error;
}

/** Signs in through next-auth; returns the failure message, or null when signed in. */
async function signInWithPassword(email: string, password: string): Promise<string | null> {
  try {
    // With redirect: false next-auth resolves ok even on failure: the outcome is in `error`.
    const result = await signIn("credentials", { email, password, redirect: false });
    return result && !result.error ? null : signInErrorMessage(result?.error);
  } catch {
    return "Authentication failed";
  }
}

/** A form's submit handler: once hydrated it runs `run` in the browser; before, the browser posts the form to its server action. */
function useBrowserSubmit(run: () => Promise<void>) {
  const hydrated = useHydrated();
  return hydrated
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void run();
      }
    : undefined;
}

/** The state Login and Sign Up share: the fields, what went wrong (first from a page answer), the submit handler. */
function useCredentials(state: FormState<unknown>, { initialEmail, onEmailChange }: SignInFormProps) {
  const id = useId();
  const [email, setEmail] = useState(state.values.email ?? initialEmail ?? "");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(() => problemOf(state.result));

  // The field a problem is about takes the focus once the form is enabled again (after the answer came back).
  useEffect(() => {
    if (problem?.field) document.getElementById(`${id}-${problem.field}`)?.focus();
  }, [problem, id]);

  return {
    id,
    email,
    password,
    busy,
    problem,
    setBusy,
    setProblem,
    editEmail: (value: string) => {
      setEmail(value);
      onEmailChange?.(value);
      setProblem(null);
    },
    editPassword: (value: string) => {
      setPassword(value);
      setProblem(null);
    },
    /** The first empty field, said as a problem; true when both are filled. */
    filled: (): boolean => {
      const empty = !email.trim() ? "email" : !password ? "password" : null;
      setProblem(empty ? { field: empty, message: FILL_ALL_FIELDS } : null);
      return !empty;
    },
    fieldProblem: (field: Field) => (problem?.field === field ? problem.message : null),
    formProblem: problem && !problem.field ? problem.message : null,
  };
}

export function LoginForm({ forgot, ...props }: SignInFormProps & { forgot: ReactNode }) {
  const { state, form } = useServerForm(signInForm, undefined, props.permalink);
  const f = useCredentials(state, props);

  async function login() {
    if (!f.filled()) return;
    f.setBusy(true);
    const failure = await signInWithPassword(f.email, f.password);
    f.setBusy(false);
    if (failure) return f.setProblem({ field: null, message: failure });
    props.onSignedIn("Welcome back!");
  }
  const onSubmit = useBrowserSubmit(login);

  return (
    <form action={form.action} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Login">
      <CredentialFields f={f} callbackUrl={props.callbackUrl} autoComplete="current-password" aside={forgot} />
      <Button type="submit" size="lg" disabled={f.busy} className="w-full">
        {f.busy ? "Signing in..." : "Sign In"}
      </Button>
      <KeepTypedText />
    </form>
  );
}

export function SignUpForm({ terms, ...props }: SignInFormProps & { terms: ReactNode }) {
  const { state, form } = useServerForm(signUpForm, undefined, props.permalink);
  const f = useCredentials(state, props);
  // An address that already has an account (a page answer without a next page, or a sign-in refused after sign-up).
  const [notice, setNotice] = useState<string | null>(() => (state.result?.ok && !state.result.data.next ? inboxNotice(state.result.data.email) : null));

  async function signUp() {
    setNotice(null);
    if (!f.filled()) return;
    f.setBusy(true);
    const created = await signUpAction({ email: f.email, password: f.password }).catch(() => null);
    if (!created || !created.ok) {
      f.setBusy(false);
      return f.setProblem(problemOf(created) ?? { field: null, message: "Authentication failed" });
    }
    const failure = await signInWithPassword(f.email, f.password);
    f.setBusy(false);
    // Sign-up answers the same for an address that already has an account (its owner is e-mailed): only the sign-in
    // that follows can fail, and it says no more than sign-up did.
    if (failure) return setNotice(inboxNotice(created.data.email));
    props.onSignedIn("Account created successfully!");
  }
  const onSubmit = useBrowserSubmit(signUp);

  return (
    <form action={form.action} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign Up">
      <CredentialFields
        f={f}
        callbackUrl={props.callbackUrl}
        autoComplete="new-password"
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not a common or easy-to-guess password.`}
      />
      {notice ? (
        <p role="status" className="rounded-lg border border-line bg-slate-50 p-3 text-sm text-ink">
          {notice}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={f.busy} className="w-full">
        {f.busy ? "Creating account..." : "Create Account"}
      </Button>
      {terms}
      <KeepTypedText />
    </form>
  );
}

function inboxNotice(email: string): string {
  return `Check your inbox: we sent a message to ${email}. If you already have an account, sign in instead.`;
}

/** "Forgot password?": asks for the e-mail, then says the same thing whether or not an account has it. */
export function ForgotPasswordForm({ initialEmail, permalink, back }: { initialEmail?: string; permalink?: string; back: ReactNode }) {
  const id = useId();
  const { state, form } = useServerForm(requestPasswordResetForm, undefined, permalink);
  const [email, setEmail] = useState(state.values.email ?? initialEmail ?? "");
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(state.result?.ok ? state.result.data.email : null);
  const [error, setError] = useState<string | null>(() => problemOf(state.result)?.message ?? null);

  async function sendLink() {
    if (!email.trim()) {
      setError("Please enter your email");
      return void document.getElementById(`${id}-email`)?.focus();
    }
    setError(null);
    setBusy(true);
    const result = await requestPasswordResetAction({ email }).catch(() => null);
    setBusy(false);
    if (!result?.ok) return void setError(result?.error ?? "Something went wrong. Please try again.");
    setSentTo(email.trim().toLowerCase());
  }
  const onSubmit = useBrowserSubmit(sendLink);

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-base font-semibold text-ink">Reset your password</h3>
      {sentTo ? (
        <div role="status" className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>
            If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent it a link to choose a new
            password. The link works once and expires in 1 hour. Check your spam folder if it does not arrive.
          </p>
        </div>
      ) : (
        <form
          action={form.action}
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Reset your password"
        >
          <EmailField
            id={`${id}-email`}
            value={email}
            onChange={(value) => {
              setEmail(value);
              setError(null);
            }}
            disabled={busy}
            error={error}
          />
          <Button type="submit" size="lg" disabled={busy} className="w-full">
            {busy ? "Sending..." : "Send Reset Link"}
          </Button>
          <KeepTypedText />
        </form>
      )}
      {back}
    </div>
  );
}

/** Login's and Sign Up's fields: where to go once signed in, e-mail, password, and a problem about neither. */
function CredentialFields({
  f,
  callbackUrl,
  ...password
}: {
  f: ReturnType<typeof useCredentials>;
  callbackUrl?: string;
  autoComplete: string;
  aside?: ReactNode;
  hint?: string;
}) {
  return (
    <>
      <input type="hidden" name="callbackUrl" value={callbackUrl ?? ""} />
      <EmailField id={`${f.id}-email`} value={f.email} onChange={f.editEmail} disabled={f.busy} error={f.fieldProblem("email")} />
      <PasswordField {...password} id={`${f.id}-password`} value={f.password} onChange={f.editPassword} disabled={f.busy} error={f.fieldProblem("password")} />
      <FieldError>{f.formProblem}</FieldError>
    </>
  );
}

interface FieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | null;
}

function EmailField({ id, value, onChange, disabled, error }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Email</Label>
      <Input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** The password field: `aside` sits beside its label ("Forgot password?"), `hint` under it. */
function PasswordField({ id, autoComplete, aside, hint, value, onChange, disabled, error }: FieldProps & { autoComplete: string; aside?: ReactNode; hint?: string }) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>Password</Label>
        {aside}
      </div>
      <Input
        id={id}
        name="password"
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
