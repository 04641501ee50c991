"use client";

import { SessionProvider as NextAuthSessionProvider, useSession as useNextAuthSession } from "next-auth/react";
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

/**
 * The session on the client is next-auth's own (`next-auth/react`): its SessionProvider reads /api/auth/session once
 * on mount, again when the window regains focus and when another tab signs in or out; its signIn and signOut (with
 * `redirect: false`) update this tab and tell the others. The JWT callback re-reads the account on every read, so a
 * read is also how a new plan arrives (`update()` after a payment). Imported from here so the whole site uses one
 * session module (lint forbids importing next-auth/react elsewhere).
 *
 * The page is not inside next-auth's provider: its value reaches the page through the context below, set in a
 * transition. next-auth sets its state outside one, and a context change that is not a transition makes React hydrate
 * every part of the page still waiting for it (the side menu, the footer) at once, in one long task, the moment the
 * session arrives (docs/architecture.md, Page weight). As a transition, that work is done in slices.
 */
export { getSession, signIn, signOut } from "next-auth/react";

type SessionValue = ReturnType<typeof useNextAuthSession>;
type Update = SessionValue["update"];

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Pick<SessionValue, "data" | "status">>({ data: null, status: "loading" });
  // next-auth's update() changes with its state; the page gets one that always calls the latest.
  const latestUpdate = useRef<Update>(async () => null);
  const update = useCallback<Update>((data) => latestUpdate.current(data), []);
  const relay = useCallback((next: SessionValue) => {
    latestUpdate.current = next.update;
    startTransition(() => setState((current) => (current.data === next.data && current.status === next.status ? current : { data: next.data, status: next.status })));
  }, []);
  const value = useMemo(() => ({ ...state, update }) as SessionValue, [state, update]);
  return (
    <>
      <NextAuthSessionProvider>
        <SessionRelay onChange={relay} />
      </NextAuthSessionProvider>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </>
  );
}

function SessionRelay({ onChange }: { onChange: (value: SessionValue) => void }) {
  const value = useNextAuthSession();
  useEffect(() => onChange(value), [value, onChange]);
  return null;
}

/** The session, as next-auth's useSession() gives it: `{ data, status, update }`. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession() must be used inside <SessionProvider> (components/auth/providers.tsx)");
  return value;
}
