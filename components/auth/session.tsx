"use client";

/**
 * The session on the client is next-auth's own (`next-auth/react`): its SessionProvider reads /api/auth/session once
 * on mount, again when the window regains focus and when another tab signs in or out; its signIn and signOut (with
 * `redirect: false`) update this tab and tell the others. The JWT callback re-reads the account on every read, so a
 * read is also how a new plan arrives (`update()` after a payment). Imported from here so the whole site uses one
 * session module (lint forbids importing next-auth/react elsewhere).
 */
export { getSession, SessionProvider, signIn, signOut, useSession } from "next-auth/react";
