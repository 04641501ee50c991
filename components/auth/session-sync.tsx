"use client";

import { useSession } from "./session";
import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

/**
 * One "session changed" signal for the whole page. next-auth's useSession() reports every sign-in, sign-out and plan
 * change, in this tab and (through its broadcast) in the browser's other tabs; when the resolved identity differs from
 * the one the page loaded with, the generation number below goes up. Client components that fetch session-dependent
 * data (usage meters, recent links, history) list it in their effects' dependencies and load again; server-rendered
 * parts render again through router.refresh(). Pages that only make sense signed in go elsewhere on sign-out.
 */

const SessionGenerationContext = createContext(0);

/** Increases by one every time the signed-in identity (user or plan) changes after the page loaded. */
export function useSessionGeneration(): number {
  return useContext(SessionGenerationContext);
}

/**
 * Set by whoever navigates right after changing the session (the sign-in dialog or /account going to the callbackUrl):
 * the new page is fetched with the new cookie anyway, and a refresh of the page being left, racing that navigation,
 * makes Next fall back to a full page load (which loses the "Welcome back!" toast).
 */
let navigatingUntil = 0;

/** The session change of the next few seconds is followed by a navigation: skip its router.refresh(). */
export function skipRefreshForNavigation(): void {
  // Bounded in time, so a mark left by a change seen before the mark never swallows a later change's refresh.
  navigatingUntil = performance.now() + 5_000;
}

const ACCOUNT_CHANNEL = "utilify-account";

/**
 * The account changed on the server in this tab in a way the session shows (its e-mail was verified here): the
 * browser's other tabs read the session again. next-auth's own cross-tab message is a localStorage entry stamped in
 * whole seconds, so a read within the same second as another tab's last one writes the same value and reaches nobody.
 */
export function announceAccountChange(): void {
  const channel = new BroadcastChannel(ACCOUNT_CHANNEL);
  channel.postMessage("changed");
  channel.close();
}

/** Where a page that needs the session goes when the user signs out on it (null: it renders again in place). */
function signedOutDestination(pathname: string): string | null {
  if (pathname === "/account" || pathname.startsWith("/account/")) return "/";
  if (pathname.startsWith("/links/")) return "/urlshortener";
  return null;
}

export function SessionSync({ children }: { children: ReactNode }) {
  const { data: session, status, update } = useSession();
  const router = useRouter();

  useEffect(() => {
    const channel = new BroadcastChannel(ACCOUNT_CHANNEL);
    channel.onmessage = () => void update();
    return () => channel.close();
  }, [update]);
  const identity = status === "loading" ? null : session?.user?.id ? `${session.user.id}:${session.user.plan}` : "signed-out";
  // The first resolved identity is what the page loaded with (its fetches already ran with that cookie); any other
  // one is a change. Adjusted during render, as React recommends for state derived from a changing value.
  const [known, setKnown] = useState<string | null>(null);
  const [change, setChange] = useState<{ generation: number; signedOut: boolean }>({ generation: 0, signedOut: false });
  if (identity !== null && identity !== known) {
    setKnown(identity);
    if (known !== null) setChange((c) => ({ generation: c.generation + 1, signedOut: identity === "signed-out" }));
  }

  useEffect(() => {
    if (change.generation === 0) return;
    const navigating = performance.now() < navigatingUntil;
    navigatingUntil = 0;
    const away = change.signedOut ? signedOutDestination(window.location.pathname) : null;
    if (away) router.push(away);
    else if (!navigating) router.refresh();
  }, [change, router]);

  return <SessionGenerationContext.Provider value={change.generation}>{children}</SessionGenerationContext.Provider>;
}
