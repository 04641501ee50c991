"use client";

import { MailWarning } from "lucide-react";
import type { Session } from "next-auth";
import { useEffect, useRef, useState } from "react";
import { resendVerificationAction } from "@/lib/domain/account/actions";
import { plainButtonClasses } from "@/components/ui/button-classes";
import { callAction } from "@/lib/platform/forms/call-action";

/**
 * The banner of ./verify-email-banner.tsx, loaded only for an account that needs it: shown on every page to a signed-in
 * account whose e-mail is not verified yet, until it opens the link we mailed.
 * "Resend" mails a new link (rate-limited on the server). Its outcome is said inside the banner, next to the button,
 * rather than in a toast: toasts open just below the header, where they would cover this very banner.
 */
export function VerifyEmailBannerBody({ user }: { user: NonNullable<Session["user"]> & { email: string } }) {
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<{ failed: boolean; text: string } | null>(null);
  const region = useRef<HTMLDivElement>(null);

  // Toasts open below the header (app/layout.tsx); while this banner is shown they open below it too, so that they
  // never cover its text or its button.
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--site-banner-height", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--site-banner-height");
    };
  }, []);

  async function resend() {
    setSending(true);
    const result = await callAction(resendVerificationAction);
    setSending(false);
    setStatus(result.ok ? { failed: false, text: `We sent a new verification link to ${user.email}.` } : { failed: true, text: result.error });
  }

  return (
    <div ref={region} role="region" aria-label="Verify your e-mail address" className="border-b border-amber-200 bg-amber-50" data-testid="verify-email-banner">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2.5 text-sm text-amber-950 sm:flex-row sm:items-center sm:gap-4">
        <MailWarning className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
        <p className="flex-1">
          <strong className="font-semibold">Please verify your e-mail address.</strong> Open the link we sent to{" "}
          <span className="font-medium break-all">{user.email}</span>: verified accounts keep their own free allowance, even on a shared
          network.
          <span role="status" data-testid="verify-email-status" className={status?.failed ? "mt-1 block font-medium text-red-800" : "mt-1 block font-medium"}>
            {status?.text}
          </span>
        </p>
        {/* Plain classes: nothing here overrides the outline button's own. */}
        <button type="button" onClick={() => void resend()} disabled={sending} className={`${plainButtonClasses("outline", "sm")} self-start sm:self-auto`}>
          {sending ? "Sending..." : "Resend e-mail"}
        </button>
      </div>
    </div>
  );
}
