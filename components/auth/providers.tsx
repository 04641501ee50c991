"use client";

import { SessionProvider } from "./session";
import type { ReactNode } from "react";
import { SessionSync } from "./session-sync";
import { SignInDialogHost } from "./sign-in-dialog-host";

/**
 * Client-wide providers: the session (read on the client by ./session.tsx, so pages stay static), the signal that makes
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
