"use client";

import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { SITE_NAME } from "@/lib/platform/config/site-name";
import type { SignInView } from "./open-sign-in";
import { ForgotPasswordForm, LoginForm, SignUpForm } from "./sign-in-forms";
import { SignUpTerms } from "./sign-up-terms";

/**
 * The sign-in dialog: `Welcome to Utilify`, tabs Login / Sign Up, a "Forgot password?" flow (the forms:
 * ./sign-in-forms.tsx). Radix Dialog: focus is trapped inside, Escape and the close button close it, focus returns to
 * what opened it. Problems are said inside it, under the field they are about (no toast to cover it on a phone); only
 * a success is a toast, once it closes.
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
  // The e-mail typed in one view is there in the next one.
  const [email, setEmail] = useState("");

  function succeeded(message: string) {
    toast.success("Success", { description: message });
    onSignedIn();
  }
  const formProps = { initialEmail: email, onEmailChange: setEmail, onSignedIn: succeeded };

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
          <ForgotPasswordForm
            initialEmail={email}
            back={
              <Button variant="ghost" onClick={() => setView("login")} className="self-start">
                <ArrowLeft aria-hidden />
                Back to sign in
              </Button>
            }
          />
        ) : (
          <Tabs value={view} onValueChange={(v) => setView(v as SignInView)}>
            <TabsList>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm
                {...formProps}
                forgot={
                  <button type="button" onClick={() => setView("forgot")} className="rounded text-sm font-medium text-brand-700 hover:underline">
                    Forgot password?
                  </button>
                }
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm {...formProps} terms={<SignUpTerms onFollow={() => onOpenChange(false)} />} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
