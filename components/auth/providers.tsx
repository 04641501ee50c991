"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { SignInDialogHost } from "./sign-in-dialog-host";

/** Client-wide providers: the next-auth session (loaded on the client, so pages stay static) and the sign-in dialog. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <SignInDialogHost />
    </SessionProvider>
  );
}
