"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { SessionSync } from "./session-sync";
import { SignInDialogHost } from "./sign-in-dialog-host";

/**
 * Client-wide providers: the next-auth session (loaded on the client, so pages stay static), the signal that makes
 * everything depending on it follow sign-in and sign-out, and the sign-in dialog.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SessionSync>
        {children}
        <SignInDialogHost />
      </SessionSync>
    </SessionProvider>
  );
}
