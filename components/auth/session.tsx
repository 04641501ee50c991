"use client";

import { SessionProvider as NextAuthSessionProvider, useSession as useNextAuthSession } from "next-auth/react";
import { useEffect, useSyncExternalStore, type ReactNode } from "react";

/**
 * The session on the client is next-auth's own (`next-auth/react`): its SessionProvider reads /api/auth/session once
 * on mount, again when the window regains focus and when another tab signs in or out; its signIn and signOut (with
 * `redirect: false`) update this tab and tell the others. The JWT callback re-reads the account on every read, so a
 * read is also how a new plan arrives (`update()` after a payment). Imported from here so the whole site uses one
 * session module (lint forbids importing next-auth/react elsewhere).
 *
 * The page reads it from a store of its own (useSyncExternalStore), which next-auth's provider, mounted beside the
 * page, feeds. Were the page inside next-auth's provider, each change of its context (the session's first answer)
 * would make React hydrate at once, in one long task, every part of the page under it still waiting for its own pass
 * (the side menu, the footer, a tool's sections): React cannot tell whether a context's reader is inside. A store's
 * change renders only the components that read it (docs/architecture.md, Page weight).
 */
export { getSession, signIn, signOut } from "next-auth/react";

type SessionValue = ReturnType<typeof useNextAuthSession>;
type Update = SessionValue["update"];

// next-auth's update() changes with its state; readers get one that always calls the latest.
let latestUpdate: Update = async () => null;
const update: Update = (data) => latestUpdate(data);
const LOADING = { data: null, status: "loading", update } as SessionValue;
let current: SessionValue = LOADING;
const listeners = new Set<() => void>();

function publish(next: SessionValue): void {
  latestUpdate = next.update;
  // next-auth's "loading" has undefined for data: the same as ours, which its first value must not re-render.
  const data = next.data ?? null;
  if (current.data === data && current.status === next.status) return;
  current = { data, status: next.status, update } as SessionValue;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <NextAuthSessionProvider>
        <SessionRelay />
      </NextAuthSessionProvider>
      {children}
    </>
  );
}

function SessionRelay() {
  const value = useNextAuthSession();
  useEffect(() => publish(value), [value]);
  return null;
}

/** The session, as next-auth's useSession() gives it: `{ data, status, update }` ("loading" on the server and while hydrating). */
export function useSession(): SessionValue {
  return useSyncExternalStore(subscribe, () => current, () => LOADING);
}

/**
 * One value read from the session (a string, number, boolean or null, compared with Object.is): its reader renders
 * again only when that value changes. A visitor's "signed in?" stays false when the session's first answer arrives,
 * so a large component that only needs that (a tool) is not rendered again then.
 */
export function useSessionSelector<T extends string | number | boolean | null>(select: (session: SessionValue) => T): T {
  return useSyncExternalStore(subscribe, () => select(current), () => select(LOADING));
}
