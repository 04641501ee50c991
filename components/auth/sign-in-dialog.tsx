"use client";

import { ArrowLeft, MailCheck } from "lucide-react";
import { Link } from "@/components/ui/link";
import { signIn } from "./session";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { requestPasswordResetAction, signUpAction } from "@/lib/domain/account/actions";
import { Button } from "@/components/ui/button";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FILL_ALL_FIELDS, INVALID_CREDENTIALS, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/domain/auth/messages";
import { SITE_NAME } from "@/lib/platform/config/site-name";
import type { SignInView } from "./open-sign-in";
import { ClientForm } from "@/components/forms/client-form";

/** next-auth's sign-in error → the message shown in the dialog (authorize() throws our messages; see lib/domain/auth/sign-in). */
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

/**
 * The sign-in dialog: `Welcome to Utilify`, tabs Login / Sign Up, a "Forgot password?" flow. Radix Dialog:
 * focus is trapped inside, Escape and the close button close it, focus returns to what opened it. Problems are said
 * inside it, under the field they are about (no toast to cover it on a phone); only a success is a toast, once it closes.
 */
export function SignInDialog({
  open,
  onOpenChange,
  reason,
  initialView,
  onSignedIn,
  onCloseAutoFocus,
}: {
  onCloseAutoFocus?: (event: Event) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason?: string;
  initialView: SignInView;
  onSignedIn: () => void;
}) {
  const [view, setView] = useState<SignInView>(initialView);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  // What went wrong, said inside the dialog: under the field it is about (which takes the focus), or above the button.
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The field a problem is about takes the focus once the form is enabled again (after the answer came back).
  useEffect(() => {
    if (problem?.field) document.getElementById(`${view}-${problem.field}`)?.focus();
  }, [problem, view]);

  function succeeded(message: string) {
    toast.success("Success", { description: message });
    setEmail("");
    setPassword("");
    onSignedIn();
  }

  async function onLogin() {
    setNotice(null);
    const empty = emptyField(email, password);
    if (empty) return setProblem({ field: empty, message: FILL_ALL_FIELDS });
    setProblem(null);
    setBusy(true);
    const failure = await signInWithPassword(email, password);
    setBusy(false);
    if (failure) return setProblem({ field: null, message: failure });
    succeeded("Welcome back!");
  }

  async function onSignUp() {
    setNotice(null);
    const empty = emptyField(email, password);
    if (empty) return setProblem({ field: empty, message: FILL_ALL_FIELDS });
    setProblem(null);
    setBusy(true);
    const created = await signUpAction({ email, password }).catch(() => null);
    if (!created || !created.ok) {
      setBusy(false);
      const message = created?.error ?? "Authentication failed";
      const field = created?.fieldErrors?.email ? "email" : created?.fieldErrors?.password ? "password" : null;
      return setProblem({ field, message: (field && created?.fieldErrors?.[field]) || message });
    }
    const failure = await signInWithPassword(email, password);
    setBusy(false);
    // Sign-up answers the same for an address that already has an account (its owner is e-mailed): only the sign-in
    // that follows can fail, and it says no more than sign-up did.
    if (failure) return void setNotice(`Check your inbox: we sent a message to ${created.data.email}. If you already have an account, sign in instead.`);
    succeeded("Account created successfully!");
  }

  const fieldProblem = (field: Field) => (problem?.field === field ? problem.message : null);
  const formProblem = problem && !problem.field ? problem.message : null;
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" className="gap-5" aria-describedby="sign-in-dialog-description" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle className="text-xl tracking-tight">Welcome to {SITE_NAME}</DialogTitle>
          <DialogDescription id="sign-in-dialog-description">
            {view === "forgot"
              ? "We will e-mail you a link to choose a new password."
              : (reason ?? "Sign in to your account or create a new one.")}
          </DialogDescription>
        </DialogHeader>

        {view === "forgot" ? (
          <ForgotPassword initialEmail={email} onBack={() => setView("login")} />
        ) : (
          <Tabs
            value={view}
            onValueChange={(v) => {
              setView(v as SignInView);
              setProblem(null);
              setNotice(null);
            }}
          >
            <TabsList>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <ClientForm onRun={() => void onLogin()} noValidate className="flex flex-col gap-4" aria-label="Login">
                <EmailField id="login-email" value={email} onChange={edit(setEmail)} disabled={busy} error={fieldProblem("email")} />
                <div className="flex flex-col gap-1.5">
                  <div className="flex items-center justify-between">
                    <Label htmlFor="login-password">Password</Label>
                    <button
                      type="button"
                      onClick={() => setView("forgot")}
                      className="rounded text-sm font-medium text-brand-700 hover:underline"
                    >
                      Forgot password?
                    </button>
                  </div>
                  <Input
                    id="login-password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => edit(setPassword)(e.target.value)}
                    disabled={busy}
                    aria-invalid={fieldProblem("password") ? true : undefined}
                    aria-describedby={fieldProblem("password") ? "login-password-error" : undefined}
                  />
                  <FieldError id="login-password-error">{fieldProblem("password")}</FieldError>
                </div>
                <FieldError>{formProblem}</FieldError>
                <Button type="submit" size="lg" disabled={busy} className="w-full">
                  {busy ? "Signing in..." : "Sign In"}
                </Button>
              </ClientForm>
            </TabsContent>
            <TabsContent value="signup">
              <ClientForm onRun={() => void onSignUp()} noValidate className="flex flex-col gap-4" aria-label="Sign Up">
                <EmailField id="signup-email" value={email} onChange={edit(setEmail)} disabled={busy} error={fieldProblem("email")} />
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="signup-password">Password</Label>
                  <Input
                    id="signup-password"
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    aria-describedby={fieldProblem("password") ? "signup-password-error signup-password-hint" : "signup-password-hint"}
                    aria-invalid={fieldProblem("password") ? true : undefined}
                    value={password}
                    onChange={(e) => edit(setPassword)(e.target.value)}
                    disabled={busy}
                  />
                  <FieldError id="signup-password-error">{fieldProblem("password")}</FieldError>
                  <p id="signup-password-hint" className="text-xs text-muted">
                    {PASSWORD_MIN} to {PASSWORD_MAX} characters, not a common or easy-to-guess password.
                  </p>
                </div>
                <FieldError>{formProblem}</FieldError>
                {notice ? (
                  <p role="status" className="rounded-lg border border-line bg-slate-50 p-3 text-sm text-ink">
                    {notice}
                  </p>
                ) : null}
                <Button type="submit" size="lg" disabled={busy} className="w-full">
                  {busy ? "Creating account..." : "Create Account"}
                </Button>
                <p className="text-center text-xs text-muted">
                  By creating an account you accept the{" "}
                  <Link href="/terms-of-service" onClick={() => onOpenChange(false)} className="underline hover:text-ink">
                    Terms of Service
                  </Link>{" "}
                  and the{" "}
                  <Link href="/privacy-policy" onClick={() => onOpenChange(false)} className="underline hover:text-ink">
                    Privacy Policy
                  </Link>
                  .
                </p>
              </ClientForm>
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}

type Field = "email" | "password";
interface Problem {
  /** The field it is about, or null for the form as a whole (a refused sign-in). */
  field: Field | null;
  message: string;
}

/** The first empty field of the two, if any. */
function emptyField(email: string, password: string): Field | null {
  return !email.trim() ? "email" : !password ? "password" : null;
}

function EmailField({ id, value, onChange, disabled, error }: { id: string; value: string; onChange: (v: string) => void; disabled?: boolean; error?: string | null }) {
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

/** "Forgot password?": asks for the e-mail, then says the same thing whether or not an account has it. */
function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function sendLink() {
    if (!email.trim()) {
      setError("Please enter your email");
      return void document.getElementById("forgot-email")?.focus();
    }
    setError(null);
    setBusy(true);
    const result = await requestPasswordResetAction({ email }).catch(() => null);
    setBusy(false);
    if (!result?.ok) return void setError(result?.error ?? "Something went wrong. Please try again.");
    setSentTo(email.trim().toLowerCase());
  }

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
        <ClientForm onRun={() => void sendLink()} noValidate className="flex flex-col gap-4" aria-label="Reset your password">
          <EmailField
            id="forgot-email"
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
        </ClientForm>
      )}
      <Button variant="ghost" onClick={onBack} className="self-start">
        <ArrowLeft aria-hidden />
        Back to sign in
      </Button>
    </div>
  );
}
