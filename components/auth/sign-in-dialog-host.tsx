"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { safeReturnPath } from "@/lib/platform/http/return-path";
import { OPEN_SIGN_IN_EVENT, type OpenSignInRequest } from "./open-sign-in";
import { skipRefreshForNavigation } from "./session-sync";

type SignInDialogComponent = typeof import("./sign-in-dialog").SignInDialog;
// The dialog's code (Radix dialog, the form) loads the first time it is asked for, not with every page.
let dialogModule: Promise<SignInDialogComponent> | null = null;
const loadDialog = () => (dialogModule ??= import("./sign-in-dialog").then((m) => m.SignInDialog));

/** Listens for openSignIn() requests and shows the one sign-in dialog of the page. */
export function SignInDialogHost() {
  const router = useRouter();
  const [request, setRequest] = useState<(OpenSignInRequest & { seq: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const [SignInDialog, setSignInDialog] = useState<SignInDialogComponent | null>(null);
  const pending = useRef<OpenSignInRequest | null>(null);
  // What had focus when the dialog was asked for: focus returns there when it closes (the dialog has no Radix
  // Trigger, so Radix alone would drop focus to <body>).
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function onOpen(event: Event) {
      const detail = (event as CustomEvent<OpenSignInRequest>).detail;
      event.preventDefault();
      if (!pending.current && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
        opener.current = document.activeElement;
      }
      pending.current?.resolve(false); // a newer request replaces an unanswered one
      pending.current = detail;
      // A fresh dialog state (fields, view) for every request.
      setRequest((current) => ({ ...detail, seq: (current?.seq ?? 0) + 1 }));
      setOpen(true);
      void loadDialog().then(
        (component) => setSignInDialog(() => component),
        () => {
          // Its code could not be fetched (offline): the request is answered "not signed in"; the next one tries again.
          dialogModule = null;
          pending.current?.resolve(false);
          pending.current = null;
          setOpen(false);
        },
      );
    }
    window.addEventListener(OPEN_SIGN_IN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SIGN_IN_EVENT, onOpen);
  }, []);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) {
      pending.current?.resolve(false);
      pending.current = null;
    }
  }, []);

  const onSignedIn = useCallback(() => {
    const done = pending.current;
    pending.current = null;
    setOpen(false);
    done?.resolve(true);
    const next = safeReturnPath(done?.callbackUrl);
    // Otherwise the page stays: <SessionSync> makes what depends on the session (meters, links, /account) load again.
    if (next) {
      skipRefreshForNavigation();
      router.push(next);
    }
  }, [router]);

  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const target = opener.current;
    opener.current = null;
    // The opener may be gone (the header's Sign In button once signed in) or hidden: then the page's main content.
    if (target?.isConnected && !target.matches(":disabled") && target.getClientRects().length > 0) target.focus();
    else document.getElementById("main")?.focus();
  }, []);

  if (!request || !SignInDialog) return null;
  return (
    <SignInDialog
      key={request.seq}
      open={open}
      onOpenChange={onOpenChange}
      reason={request.reason}
      initialView={request.view ?? "login"}
      onSignedIn={onSignedIn}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
