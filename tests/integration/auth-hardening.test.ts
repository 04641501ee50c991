import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encode, type JWT } from "next-auth/jwt";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { changePasswordAction, signOutEverywhereAction, signUpAction } from "@/lib/domain/account/actions";
import { prisma } from "@/lib/platform/db";
import { signUp } from "@/lib/domain/auth/accounts";
import { AccountThrottledError, AUTH_LIMITS } from "@/lib/domain/auth/limits";
import { GET as unlockRoute } from "@/app/api/account/unlock/route";
import { isUnlocked } from "@/lib/domain/auth/unlock";
import { authOptions } from "@/lib/domain/auth/options";
import { hashPassword, verifyPassword } from "@/lib/domain/auth/password";
import { WEAK_PASSWORD } from "@/lib/domain/auth/password-strength";
import { hashResetToken, resetPassword } from "@/lib/domain/auth/reset";
import { REVOCATION_CHECK_TTL_MS } from "@/lib/domain/auth/revocation";
import { INVALID_CREDENTIALS } from "@/lib/domain/auth/messages";
import { getCurrentUser } from "@/lib/domain/auth/session";
import { sessionCookieName, userForToken } from "@/lib/domain/auth/session-token";
import { serverSecret } from "@/lib/platform/config/secret";
import { uniqueEmail, uniqueIp } from "../support/factories";
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
  it("a guess a minute from ever new addresses never keeps the owner out", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2026-11-23T12:00:00Z").getTime();
    const user = await createAccount();
    for (let minute = 0; minute < 45; minute++) {
      vi.setSystemTime(new Date(start + minute * 60_000));
      await expect(signInAs(user.email, `guess number ${minute}`, uniqueIp())).rejects.toThrow(INVALID_CREDENTIALS);
      // The owner, from their own address, in the same minute: let in every time (and signs out again, as it were).
      if ([10, 25, 40].includes(minute)) await expect(signInAs(user.email, PASSWORD, "198.51.100.7")).resolves.toMatchObject({ id: user.id });
    }
  });

  it("throttles a flood from many addresses account-wide, mails the owner an unlock link, and the link lets the owner in", async () => {
    const user = await createAccount();
    const ips = Array.from({ length: 25 }, () => uniqueIp());
    let evaluated = 0;
    let throttled: unknown = null;
    for (let i = 0; throttled === null && i < 500; i++) {
      // 4 guesses per address: under the per-(e-mail, address) limit, so only the account's own budget stops them.
      const error = await signInAs(user.email, `guess number ${i}`, defined(ips[i % 25], "an IP")).catch((e: unknown) => e);
      if (error instanceof AccountThrottledError) throttled = error;
      else evaluated++;
    }
    expect(evaluated).toBe(AUTH_LIMITS.signInPerAccount.points);
    expect(evaluated).toBeGreaterThanOrEqual(10 * AUTH_LIMITS.signInFailures.points);
    expect((throttled as Error).message).toMatch(/^Too many sign-in attempts on this account\. If it is yours, we have e-mailed you a link/);

    // The owner is held up by the flood too, until they open the e-mailed link (sent once, however long the flood).
    await expect(signInAs(user.email, PASSWORD, "198.51.100.8")).rejects.toBeInstanceOf(AccountThrottledError);
    const mails = await prisma.outboxMail.findMany({ where: { to: user.email } });
    expect(mails).toHaveLength(1);
    const link = defined(/https?:\/\/\S+\/api\/account\/unlock\?token=\S+/.exec(mails[0]!.text)?.[0], "unlock link");
    const response = unlockRoute(new Request(link));
    const cookie = defined(/utilify-signin-unlock=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1], "unlock cookie");
    const withCookie = (password: string, ip: string) => authorize({ email: user.email, password }, { headers: { "x-forwarded-for": ip, cookie: `utilify-signin-unlock=${cookie}` } });
    await expect(withCookie(PASSWORD, "198.51.100.8")).resolves.toMatchObject({ id: user.id });

    // The cookie is no key: a wrong password is still wrong, the per-address limit still holds, and it opens no other account.
    await expect(withCookie("not the password", "198.51.100.9")).rejects.toThrow(INVALID_CREDENTIALS);
    expect(isUnlocked(cookie, user.email)).toBe(true);
    expect(isUnlocked(cookie, uniqueEmail("other"))).toBe(false);
    // A forged or altered link gives nothing.
    for (const bad of [link.replace(/token=./, "token=A"), `${link}x`, link.replace(/token=.*/, "token=")]) {
      expect(unlockRoute(new Request(bad)).headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers an unknown e-mail the same way, mailing nobody, so the limit tells nobody which accounts exist", async () => {
    const email = uniqueEmail("nobody");
    for (let i = 0; i < AUTH_LIMITS.signInPerAccount.points; i++) {
      await expect(signInAs(email, `guess ${i}`, uniqueIp())).rejects.toThrow(INVALID_CREDENTIALS);
    }
    const error = await signInAs(email, "guess again", uniqueIp()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountThrottledError);
    expect((error as Error).message).toMatch(/^Too many sign-in attempts on this account\. If it is yours, we have e-mailed you a link/);
    expect(await prisma.outboxMail.count({ where: { to: email } })).toBe(0);
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
