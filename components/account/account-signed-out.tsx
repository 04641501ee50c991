"use client";

import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { openSignIn } from "@/components/auth/open-sign-in";
import { Button } from "@/components/ui/button";

/** /account for a signed-out visitor: opens the sign-in dialog, then continues to `callbackUrl`. */
export function AccountSignedOut({ callbackUrl }: { callbackUrl: string }) {
  useEffect(() => {
    void openSignIn({ callbackUrl, reason: "Sign in to see your account." });
  }, [callbackUrl]);

  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-line bg-surface p-6 shadow-sm">
      <p className="text-muted">
        Your account page shows your plan, today&apos;s usage of each tool, and lets you change your password or delete your
        account. Sign in, or create a free account in seconds: your usage and short links from today come with you.
      </p>
      <Button onClick={() => void openSignIn({ callbackUrl })}>
        <LogIn aria-hidden />
        Sign In
      </Button>
    </div>
  );
}
