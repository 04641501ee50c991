import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { requestPasswordResetForm, signInForm, signUpForm } from "@/lib/domain/account/actions";
import { getCurrentUser } from "@/lib/domain/auth/session";
import { decodeSessionToken, readSessionToken, userForToken } from "@/lib/domain/auth/session-token";
import { hashPassword } from "@/lib/domain/auth/password";
import { INVALID_CREDENTIALS } from "@/lib/domain/auth/messages";
import { prisma } from "@/lib/platform/db";
import { INITIAL_FORM_STATE } from "@/lib/platform/forms/form-state";
import { uniqueEmail, uniqueIp } from "../support/factories";

/**
 * The sign-in page's forms posted before its scripts run (lib/domain/account/actions.ts): the same checks as
 * next-auth's credentials callback, next-auth's own session cookie, and a redirect to a path of the site only.
 */

const PASSWORD = "correct horse battery";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The path `redirect()` was called with (Next's redirect error carries it in its digest). */
async function redirectOf(run: Promise<unknown>): Promise<string> {
  const error = (await run.then(
    () => null,
    (thrown: unknown) => thrown,
  )) as { digest?: string } | null;
  const match = /^NEXT_REDIRECT;\w+;(.*);\d+;$/.exec(error?.digest ?? "");
  if (!match) throw new Error(`expected a redirect, got ${JSON.stringify(error)}`);
  return match[1]!;
}

async function sessionUser() {
  return userForToken(await decodeSessionToken(readSessionToken(fakeRequest.cookies)));
}

beforeEach(() => fakeRequest.reset(uniqueIp()));

describe("the Login form's server action", () => {
  it("signs in with next-auth's session cookie and goes to the callbackUrl; getCurrentUser then reads the user", async () => {
    const user = await prisma.user.create({ data: { email: uniqueEmail(), passwordHash: await hashPassword(PASSWORD) } });
    const to = await redirectOf(signInForm(INITIAL_FORM_STATE, form({ email: ` ${user.email.toUpperCase()} `, password: PASSWORD, callbackUrl: "/qrgenerator?from=account" })));
    expect(to).toBe("/qrgenerator?from=account");
    expect((await sessionUser())?.id).toBe(user.id);
    expect((await getCurrentUser())?.id).toBe(user.id);
    const token = await decodeSessionToken(readSessionToken(fakeRequest.cookies));
    expect(token).toMatchObject({ uid: user.id, sv: 0, email: user.email, plan: "free" });
    expect(typeof token?.sid).toBe("string");
  });

  it.each(["https://evil.example/", "//evil.example/", "/\\evil.example/", ""])("goes to /account for the callbackUrl %j", async (callbackUrl) => {
    const user = await prisma.user.create({ data: { email: uniqueEmail(), passwordHash: await hashPassword(PASSWORD) } });
    expect(await redirectOf(signInForm(INITIAL_FORM_STATE, form({ email: user.email, password: PASSWORD, callbackUrl })))).toBe("/account");
  });

  it("answers a wrong password with the generic message, keeps the e-mail (never the password) and sets no cookie", async () => {
    const user = await prisma.user.create({ data: { email: uniqueEmail(), passwordHash: await hashPassword(PASSWORD) } });
    const state = await signInForm(INITIAL_FORM_STATE, form({ email: user.email, password: "wrong password", callbackUrl: "/account" }));
    expect(state.result).toMatchObject({ ok: false, error: INVALID_CREDENTIALS });
    expect(state.values).toEqual({ email: user.email });
    expect(fakeRequest.cookies.getAll()).toEqual([]);
  });

  it("shares next-auth's throttle: after 5 failures from this address even the right password is refused", async () => {
    const user = await prisma.user.create({ data: { email: uniqueEmail(), passwordHash: await hashPassword(PASSWORD) } });
    for (let i = 0; i < 5; i++) await signInForm(INITIAL_FORM_STATE, form({ email: user.email, password: `wrong ${i}` }));
    const state = await signInForm(INITIAL_FORM_STATE, form({ email: user.email, password: PASSWORD }));
    expect(state.result).toMatchObject({ ok: false, error: "Too many attempts, try again in 15 minutes." });
    expect(await sessionUser()).toBeNull();
  });
});

describe("the Sign Up form's server action", () => {
  it("creates the account, signs it in and goes on; an address that has one gets the same answer without a session", async () => {
    const email = uniqueEmail();
    expect(await redirectOf(signUpForm(INITIAL_FORM_STATE, form({ email, password: PASSWORD, callbackUrl: "/account?upgrade=basic" })))).toBe("/account?upgrade=basic");
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect((await sessionUser())?.id).toBe(user.id);

    fakeRequest.reset(uniqueIp());
    const again = await signUpForm(INITIAL_FORM_STATE, form({ email, password: "another horse battery staple" }));
    expect(again.result).toEqual({ ok: true, data: { email, next: null } });
    expect(await sessionUser()).toBeNull();
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  it("refuses a short password under its field and creates nothing", async () => {
    const email = uniqueEmail();
    const state = await signUpForm(INITIAL_FORM_STATE, form({ email, password: "short" }));
    expect(state.result).toMatchObject({ ok: false, fieldErrors: { password: "Password must be at least 8 characters" } });
    expect(state.values).toEqual({ email });
    expect(await prisma.user.count({ where: { email } })).toBe(0);
  });
});

describe("the Forgot password form's server action", () => {
  it("answers the same for an address with and without an account, and e-mails only the account", async () => {
    const user = await prisma.user.create({ data: { email: uniqueEmail(), passwordHash: await hashPassword(PASSWORD) } });
    const nobody = uniqueEmail();
    expect((await requestPasswordResetForm(INITIAL_FORM_STATE, form({ email: user.email.toUpperCase() }))).result).toEqual({ ok: true, data: { email: user.email } });
    expect((await requestPasswordResetForm(INITIAL_FORM_STATE, form({ email: nobody }))).result).toEqual({ ok: true, data: { email: nobody } });
    expect(await prisma.outboxMail.count({ where: { to: user.email } })).toBe(1);
    expect(await prisma.outboxMail.count({ where: { to: nobody } })).toBe(0);
  });
});
