"use client";

import { ArrowLeft, MailCheck } from "lucide-react";
import { Link } from "@/components/ui/link";
import { signIn } from "./session";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { requestPasswordResetAction, signUpAction } from "@/lib/domain/account/actions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FILL_ALL_FIELDS, INVALID_CREDENTIALS, PASSWORD_MAX, PASSWORD_MIN } from "@/lib/domain/auth/messages";
import { SITE_NAME } from "@/lib/platform/config/site-name";
import type { SignInView } from "./open-sign-in";
import { ClientForm } from "@/components/forms/client-form";

/** next-auth's sign-in error → the message shown in the toast (authorize() throws our messages; see lib/domain/auth/sign-in). */
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
 * focus is trapped inside, Escape and the close button close it, focus returns to what opened it.
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

  function succeeded(message: string) {
    toast.success("Success", { description: message });
    setEmail("");
    setPassword("");
    onSignedIn();
  }

  async function onLogin() {
    if (!email.trim() || !password) return void toast.error("Error", { description: FILL_ALL_FIELDS });
    setBusy(true);
    const failure = await signInWithPassword(email, password);
    setBusy(false);
    if (failure) return void toast.error("Error", { description: failure });
    succeeded("Welcome back!");
  }

  async function onSignUp() {
    if (!email.trim() || !password) return void toast.error("Error", { description: FILL_ALL_FIELDS });
    setBusy(true);
    const created = await signUpAction({ email, password }).catch(() => null);
    if (!created || !created.ok) {
      setBusy(false);
      return void toast.error(created?.title ?? "Error", { description: created?.error ?? "Authentication failed" });
    }
    const failure = await signInWithPassword(email, password);
    setBusy(false);
    // Sign-up answers the same for an address that already has an account (its owner is e-mailed): only the sign-in
    // that follows can fail, and it says no more than sign-up did.
    if (failure) return void toast.info("Check your inbox", { description: `We sent a message to ${created.data.email}. If you already have an account, sign in instead.` });
    succeeded("Account created successfully!");
  }

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
          <Tabs value={view} onValueChange={(v) => setView(v as SignInView)}>
            <TabsList>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <ClientForm onRun={() => void onLogin()} noValidate className="flex flex-col gap-4" aria-label="Login">
                <EmailField id="login-email" value={email} onChange={setEmail} disabled={busy} />
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
                    onChange={(e) => setPassword(e.target.value)}
                    disabled={busy}
                  />
                </div>
                <Button type="submit" size="lg" disabled={busy} className="w-full">
                  {busy ? "Signing in..." : "Sign In"}
                </Button>
              </ClientForm>
            </TabsContent>
            <TabsContent value="signup">
              <ClientForm onRun={() => void onSignUp()} noValidate className="flex flex-col gap-4" aria-label="Sign Up">
                <EmailField id="signup-email" value={email} onChange={setEmail} disabled={busy} />
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="signup-password">Password</Label>
                  <Input
                    id="signup-password"
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    aria-describedby="signup-password-hint"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    disabled={busy}
                  />
                  <p id="signup-password-hint" className="text-xs text-muted">
                    {PASSWORD_MIN} to {PASSWORD_MAX} characters, not a common or easy-to-guess password.
                  </p>
                </div>
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

function EmailField({ id, value, onChange, disabled }: { id: string; value: string; onChange: (v: string) => void; disabled?: boolean }) {
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
      />
    </div>
  );
}

/** "Forgot password?": asks for the e-mail, then says the same thing whether or not an account has it. */
function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function sendLink() {
    if (!email.trim()) return void toast.error("Error", { description: "Please enter your email" });
    setBusy(true);
    const result = await requestPasswordResetAction({ email }).catch(() => null);
    setBusy(false);
    if (!result?.ok) return void toast.error("Error", { description: result?.error ?? "Something went wrong. Please try again." });
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
          <EmailField id="forgot-email" value={email} onChange={setEmail} disabled={busy} />
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
