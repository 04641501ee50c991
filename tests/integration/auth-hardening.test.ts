import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encode, type JWT } from "next-auth/jwt";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { changePasswordAction, signOutEverywhereAction, signUpAction } from "@/lib/account/actions";
import { prisma } from "@/lib/db";
import { signUp } from "@/lib/auth/accounts";
import { AUTH_LIMITS } from "@/lib/auth/limits";
import { authOptions } from "@/lib/auth/options";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { WEAK_PASSWORD } from "@/lib/auth/password-strength";
import { hashResetToken, resetPassword } from "@/lib/auth/reset";
import { REVOCATION_CHECK_TTL_MS } from "@/lib/auth/revocation";
import { INVALID_CREDENTIALS } from "@/lib/auth/messages";
import { getCurrentUser } from "@/lib/auth/session";
import { sessionCookieName, userForToken } from "@/lib/auth/session-token";
import { serverSecret } from "@/lib/secret";
import { uniqueEmail, uniqueIp } from "../support/factories";
import { RateLimitedError } from "@/lib/errors";
import { defined } from "@/tests/support/defined";

const PASSWORD = "correct horse battery";

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string; email: string; sessionVersion: number; plan: "free" }>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;
const jwtCallback = authOptions.callbacks!.jwt! as unknown as (p: { token: JWT; user?: object }) => Promise<JWT>;
const signOutEvent = authOptions.events!.signOut! as unknown as (p: { token: JWT | null }) => Promise<void>;
const redirectCallback = authOptions.callbacks!.redirect! as unknown as (p: { url: string; baseUrl: string }) => Promise<string> | string;

function signInAs(email: string, password: string, ip: string) {
  return authorize({ email, password }, { headers: { "x-forwarded-for": ip } });
}

async function createAccount(password = PASSWORD) {
  return prisma.user.create({ data: { email: uniqueEmail("hardening"), passwordHash: await hashPassword(password) } });
}

/** A fresh session as next-auth makes it at sign-in: the jwt callback with the authorized user. */
async function newSession(user: { id: string; email: string }): Promise<JWT> {
  const authorized = await signInAs(user.email, PASSWORD, uniqueIp());
  return jwtCallback({ token: { email: user.email, sub: user.id }, user: authorized });
}

async function useCookie(token: JWT) {
  fakeRequest.cookies.set(sessionCookieName(false), await encode({ token, secret: serverSecret() }));
}

beforeEach(() => fakeRequest.reset(uniqueIp()));
afterEach(() => vi.useRealTimers());

describe("per-account sign-in limit", () => {
  it("evaluates at most 10 + 1 of 100 guesses from 20 IPs, and lets the owner in a minute after the guessing stops", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T12:00:00Z"));
    const user = await createAccount();
    const ips = Array.from({ length: 20 }, () => uniqueIp());
    const outcomes = { evaluated: 0, limited: 0 };
    const waits: number[] = [];
    for (let i = 0; i < 100; i++) {
      // 5 guesses per IP: within the per-(e-mail, IP) limit, so only the account's own limit can stop them.
      const error = await signInAs(user.email, `guess number ${i}`, defined(ips[i % 20], "an IP")).catch((e: unknown) => e);
      if (error instanceof RateLimitedError) {
        outcomes.limited++;
        waits.push(error.retryAfterSeconds);
      } else {
        expect((error as Error).message).toBe(INVALID_CREDENTIALS);
        outcomes.evaluated++;
      }
    }
    expect(outcomes).toEqual({ evaluated: AUTH_LIMITS.signInPerAccount.points + 1, limited: 100 - AUTH_LIMITS.signInPerAccount.points - 1 });
    expect(Math.max(...waits)).toBeLessThanOrEqual(60);
    expect((await signInAs(user.email, PASSWORD, uniqueIp()).catch((e: unknown) => e)) instanceof RateLimitedError).toBe(true);

    // The guessing stops: a minute later the owner signs in, and the success forgets the account's failures.
    vi.setSystemTime(new Date("2026-11-23T12:01:01Z"));
    await expect(signInAs(user.email, PASSWORD, uniqueIp())).resolves.toMatchObject({ id: user.id });
    for (let i = 0; i < AUTH_LIMITS.signInPerAccount.points; i++) {
      await expect(signInAs(user.email, `later guess ${i}`, uniqueIp())).rejects.toThrow(INVALID_CREDENTIALS);
    }
  });

  it("counts unknown e-mails too, so the limit tells nobody which accounts exist", async () => {
    const email = uniqueEmail("nobody");
    for (let i = 0; i < AUTH_LIMITS.signInPerAccount.points + 1; i++) {
      await expect(signInAs(email, `guess ${i}`, uniqueIp())).rejects.toThrow(INVALID_CREDENTIALS);
    }
    await expect(signInAs(email, "guess again", uniqueIp())).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe("sign-out revokes the session on the server", () => {
  it("refuses a copy of the cookie after Sign Out, in server code and at next-auth's session endpoint, and only that session", async () => {
    const user = await createAccount();
    const signedOut = await newSession(user);
    const otherDevice = await newSession(user);
    expect(typeof signedOut.sid).toBe("string");
    expect(signedOut.sid).not.toBe(otherDevice.sid);
    await useCookie(signedOut);
    expect((await getCurrentUser())?.id).toBe(user.id); // also caches "not revoked" for this session

    await signOutEvent({ token: signedOut });
    expect(await getCurrentUser()).toBeNull();
    expect(await userForToken(signedOut)).toBeNull();
    await expect(jwtCallback({ token: signedOut })).rejects.toThrow("Session revoked");
    // The user's other sessions are untouched.
    expect((await userForToken(otherDevice))?.id).toBe(user.id);
    expect(await prisma.revokedSession.count({ where: { sid: signedOut.sid } })).toBe(1);
  });

  it("takes effect within the cache time in a process that did not handle the sign-out", async () => {
    const user = await createAccount();
    const session = await newSession(user);
    expect((await userForToken(session))?.id).toBe(user.id);
    // Another process records the sign-out: this one's "not revoked" memory lasts at most REVOCATION_CHECK_TTL_MS.
    await prisma.revokedSession.create({ data: { sid: session.sid!, userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
    await new Promise((resolve) => setTimeout(resolve, REVOCATION_CHECK_TTL_MS + 50));
    expect(await userForToken(session)).toBeNull();
  });

  it("signs out everywhere from /account: every session of the account, this one included", async () => {
    const user = await createAccount();
    const here = await newSession(user);
    const elsewhere = await newSession(user);
    await useCookie(here);
    expect(await signOutEverywhereAction()).toEqual({ ok: true, data: null });
    expect(fakeRequest.cookies.has(sessionCookieName(false))).toBe(false);
    expect(await userForToken(here)).toBeNull();
    expect(await userForToken(elsewhere)).toBeNull();
    // Signing in again works.
    await expect(newSession(user)).resolves.toMatchObject({ uid: user.id, sv: 1 });
    // Signed out, the action asks to sign in.
    expect(await signOutEverywhereAction()).toMatchObject({ ok: false, code: "unauthenticated" });
  });

  it("signs every session out when a token from before session ids signs out (nothing narrower to revoke)", async () => {
    const user = await createAccount();
    const legacy: JWT = { uid: user.id, sv: 0, email: user.email };
    expect((await userForToken(legacy))?.id).toBe(user.id);
    await signOutEvent({ token: legacy });
    expect(await userForToken(legacy)).toBeNull();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
  });
});

describe("next-auth redirect callback", () => {
  it("keeps same-site paths and sends anything else home, never throwing", async () => {
    const baseUrl = "http://localhost:3000";
    expect(await redirectCallback({ url: "/account?upgrade=basic", baseUrl })).toBe(`${baseUrl}/account?upgrade=basic`);
    expect(await redirectCallback({ url: `${baseUrl}/links`, baseUrl })).toBe(`${baseUrl}/links`);
    for (const url of ["http://localhost:3000.evil.example/", "/\t/evil.example/", "//evil.example", "https://evil.example/", "not a url"]) {
      expect(await redirectCallback({ url, baseUrl })).toBe(baseUrl);
    }
  });
});

describe("common and easily guessed passwords", () => {
  const weak = ["12345678", "password", "password123", "qwertyuiop", "iloveyou1", "Summer2024!", "P@ssw0rd2024", "utilify123"];

  it("refuses them at sign-up with the reason, under the password field, and creates nothing", async () => {
    for (const password of weak) {
      const email = uniqueEmail("weak");
      expect(await signUpAction({ email, password })).toMatchObject({ ok: false, code: "validation", error: WEAK_PASSWORD, fieldErrors: { password: WEAK_PASSWORD } });
      expect(await prisma.user.count({ where: { email } })).toBe(0);
    }
    // The e-mail address itself is a known word.
    const email = uniqueEmail("walter.white");
    await expect(signUp({ email, password: email }, { ip: uniqueIp(), visitorId: null })).rejects.toThrow(WEAK_PASSWORD);
    await expect(signUp({ email, password: PASSWORD }, { ip: uniqueIp(), visitorId: null })).resolves.toMatchObject({ email });
  });

  it("refuses them as a new password on change and on reset, changing nothing", async () => {
    const user = await createAccount();
    await useCookie(await newSession(user));
    expect(await changePasswordAction({ currentPassword: PASSWORD, newPassword: "password123", confirm: "password123" })).toMatchObject({
      ok: false,
      fieldErrors: { newPassword: WEAK_PASSWORD },
    });
    let row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(true);
    expect(row.sessionVersion).toBe(0);

    const token = randomBytes(32).toString("base64url");
    await prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + 60_000) } });
    await expect(resetPassword({ token, password: "12345678", confirm: "12345678" })).rejects.toThrow(WEAK_PASSWORD);
    row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(true);
    // The link is not spent by the refusal: the user can try a better password with it.
    await expect(resetPassword({ token, password: "a whole new password", confirm: "a whole new password" })).resolves.toEqual({ email: user.email });
  });
});
