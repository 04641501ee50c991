"use client";

import { ArrowLeft } from "lucide-react";
import { useRouter } from "next/navigation";
import { ForgotPasswordForm, LoginForm, SignUpForm } from "@/components/auth/sign-in-forms";
import { SignUpTerms } from "@/components/auth/sign-up-terms";
import { skipRefreshForNavigation } from "@/components/auth/session-sync";
import type { SignInView } from "@/components/auth/open-sign-in";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { tabClasses, tabListClasses } from "@/components/ui/tab-classes";
import { toast } from "@/components/ui/toast";
import { SITE_NAME } from "@/lib/platform/config/site-name";

/**
 * /account for a signed-out visitor: the Login, Sign Up and "Forgot password?" forms in the page itself, so they work
 * before its scripts have run (components/auth/sign-in-forms.tsx). The view is in the address (`?view=signup`), chosen
 * by links; once signed in the visitor goes on to `callbackUrl`.
 */
export function AccountSignedOut({ callbackUrl, view }: { callbackUrl: string; view: SignInView }) {
  const router = useRouter();
  const viewQuery = (next: SignInView) => {
    const query = new URLSearchParams({ callbackUrl });
    if (next !== "login") query.set("view", next);
    return query.toString();
  };
  const viewHref = (next: SignInView) => `/account?${viewQuery(next)}`;
  // Posted before the scripts run, the forms go to the route that serves /account to visitors (proxy.ts), which renders
  // them again with their answer; /account itself is the dashboard's for a POST.
  const permalink = `/account/sign-in?${viewQuery(view)}`;
  function signedIn(message: string) {
    toast.success("Success", { description: message });
    skipRefreshForNavigation();
    router.push(callbackUrl);
  }

  return (
    <section aria-labelledby="sign-in-title" className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-6 shadow-sm">
      <div className="flex flex-col gap-2">
        <h2 id="sign-in-title" className="text-xl font-semibold tracking-tight text-ink">
          Welcome to {SITE_NAME}
        </h2>
        <p className="text-muted">
          Your account page shows your plan, today&apos;s usage of each tool, and lets you change your password or delete your
          account. Sign in, or create a free account in seconds: your usage and short links from today come with you.
        </p>
      </div>
      {view === "forgot" ? (
        <ForgotPasswordForm
          permalink={permalink}
          back={
            <Link href={viewHref("login")} replace scroll={false} className={buttonClasses({ variant: "ghost", className: "self-start" })}>
              <ArrowLeft aria-hidden />
              Back to sign in
            </Link>
          }
        />
      ) : (
        <>
          <nav aria-label="Sign in or create an account" className={tabListClasses}>
            <Link href={viewHref("login")} replace scroll={false} aria-current={view === "login" ? "page" : undefined} className={tabClasses}>
              Login
            </Link>
            <Link href={viewHref("signup")} replace scroll={false} aria-current={view === "signup" ? "page" : undefined} className={tabClasses}>
              Sign Up
            </Link>
          </nav>
          {view === "signup" ? (
            <SignUpForm callbackUrl={callbackUrl} permalink={permalink} onSignedIn={signedIn} terms={<SignUpTerms />} />
          ) : (
            <LoginForm
              callbackUrl={callbackUrl}
              permalink={permalink}
              onSignedIn={signedIn}
              forgot={
                <Link href={viewHref("forgot")} replace scroll={false} className="rounded text-sm font-medium text-brand-700 hover:underline">
                  Forgot password?
                </Link>
              }
            />
          )}
        </>
      )}
    </section>
  );
}
