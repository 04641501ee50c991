"use client";

import type { Session } from "next-auth";
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

/**
 * The session on the client, without next-auth/react on every page (docs/architecture.md "Sessions"; issue 18: its
 * client with its Babel runtime was ~9 kB gzip of every page's first-load JS). It speaks next-auth's own protocol:
 * GET /api/auth/session (the JWT callback re-reads the account on every read, so a read is also how a new plan
 * arrives), and the cross-tab message next-auth's signIn/signOut post in localStorage ("nextauth.message"). The
 * writes — signIn, signOut — still are next-auth's, loaded on use by the wrappers below, which then read the session
 * again here and tell the other tabs.
 *
 * Same behaviour as next-auth's SessionProvider: read once on mount, again when another tab signs in or out, and
 * again when a signed-in tab becomes visible (a plan changed elsewhere).
 */

export type SessionStatus = "loading" | "authenticated" | "unauthenticated";

export interface SessionValue {
  data: Session | null;
  status: SessionStatus;
  /** Reads the session again (e.g. after a payment changed the plan); resolves with the new one. */
  update: () => Promise<Session | null>;
}

const BASE_PATH = "/api/auth";
/** next-auth's cross-tab channel: its signIn/signOut post here, and so do we. */
const MESSAGE_KEY = "nextauth.message";

/** The session as the server has it now: null when signed out. Throws when the server cannot be reached. */
async function readSession(): Promise<Session | null> {
  const response = await fetch(`${BASE_PATH}/session`, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`The session endpoint answered ${response.status}`);
  const data = (await response.json()) as Session | Record<string, never> | null;
  return data && Object.keys(data).length > 0 ? (data as Session) : null;
}

/** The session as the server has it now; null when signed out or when the server cannot be reached (as next-auth's). */
export async function getSession(): Promise<Session | null> {
  return readSession().catch(() => null);
}

function tellOtherTabs(trigger: "signin"): void {
  try {
    localStorage.setItem(MESSAGE_KEY, JSON.stringify({ event: "session", data: { trigger }, timestamp: Math.floor(Date.now() / 1000) }));
  } catch {
    // Storage refused (private mode, quota): other tabs catch up when they are shown again.
  }
}

/** The mounted provider's reader; the sign-in/out wrappers call it so this tab follows at once. */
let readAgain: (() => Promise<Session | null>) | null = null;

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ data: Session | null; status: SessionStatus }>({ data: null, status: "loading" });

  const read = useMemo(() => {
    let latest = 0;
    return async (): Promise<Session | null> => {
      const ticket = ++latest;
      try {
        const session = await readSession();
        if (ticket === latest) setState({ data: session, status: session ? "authenticated" : "unauthenticated" });
        return session;
      } catch {
        // Unreachable server: what we knew stays; a first read that fails counts as signed out (as next-auth does).
        if (ticket === latest) setState((s) => (s.status === "loading" ? { data: null, status: "unauthenticated" } : s));
        return null;
      }
    };
  }, []);

  useEffect(() => {
    readAgain = read;
    void Promise.resolve().then(read); // the first read (its state is set when the answer arrives)
    const onStorage = (event: StorageEvent) => {
      if (event.key !== MESSAGE_KEY || !event.newValue) return;
      try {
        const message = JSON.parse(event.newValue) as { event?: string; data?: unknown };
        if (message.event === "session" && message.data) void read();
      } catch {
        // Not a message of ours.
      }
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("storage", onStorage);
      if (readAgain === read) readAgain = null;
    };
  }, [read]);

  const signedIn = state.status === "authenticated";
  useEffect(() => {
    if (!signedIn) return;
    const onVisible = () => {
      if (document.visibilityState === "visible") void read();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [signedIn, read]);

  const value = useMemo<SessionValue>(() => ({ ...state, update: read }), [state, read]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session, as next-auth's useSession() gives it: data, status ("loading" until the first read) and update(). */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession() outside <SessionProvider> (components/auth/providers.tsx)");
  return value;
}


/** next-auth's credentials sign-in (loaded on use), then this tab and the others read the session again. */
export async function signIn(provider: "credentials", options: { email: string; password: string; redirect: false }) {
  const nextAuth = await import("next-auth/react");
  const result = await nextAuth.signIn(provider, options);
  if (result?.ok && !result.error) {
    await readAgain?.();
    tellOtherTabs("signin");
  }
  return result;
}

/** next-auth's sign-out without a redirect (loaded on use; it tells the other tabs itself), then this tab reads again. */
export async function signOut(): Promise<void> {
  const nextAuth = await import("next-auth/react");
  await nextAuth.signOut({ redirect: false });
  await readAgain?.();
}
