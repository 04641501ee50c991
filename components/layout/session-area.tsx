"use client";

import { LogIn } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * The right-hand side of the header: who is signed in. Owned by accounts (it will show the loading placeholder,
 * the signed-in e-mail with Sign Out, the mobile Account panel, or the Sign In button opening the sign-in dialog).
 * Until then it offers the way to the account page.
 */
export function SessionArea() {
  return (
    <div className="flex h-10 min-w-10 items-center justify-end">
      <Button href="/account" variant="primary" size="md" className="max-sm:w-10 max-sm:px-0">
        <LogIn aria-hidden />
        <span className="max-sm:sr-only">Sign In</span>
      </Button>
    </div>
  );
}
