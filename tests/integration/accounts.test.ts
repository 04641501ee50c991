import { beforeEach, describe, expect, it, vi } from "vitest";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { encode } from "next-auth/jwt";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { changePasswordAction, deleteAccountAction, signUpAction } from "@/lib/domain/account/actions";
import { prisma } from "@/lib/platform/db";
import { deleteAccount } from "@/lib/domain/account/deletion";
import { changePassword, signUp } from "@/lib/domain/auth/accounts";
import { latestMailTo } from "@/lib/domain/mail";
import { defined } from "@/tests/support/defined";
import { site } from "@/lib/platform/config/site";
import { beginSignInAttempt, AUTH_LIMITS } from "@/lib/domain/auth/limits";
import { authOptions } from "@/lib/domain/auth/options";
import { hashPassword, verifyPassword } from "@/lib/domain/auth/password";
import { FILL_ALL_FIELDS, INVALID_CREDENTIALS } from "@/lib/domain/auth/messages";
import { getCurrentUser } from "@/lib/domain/auth/session";
import { sessionCookieName, userForToken } from "@/lib/domain/auth/session-token";
import { userSubject, utcDay } from "@/lib/domain/limits/usage";
import { serverSecret } from "@/lib/platform/config/secret";
import { createUser, createVisitor, uniqueEmail, uniqueIp } from "../support/factories";
import { createLink } from "@/tools/url-shortener/server/create";
import { addDomain } from "@/tools/url-shortener/server/domains";
import { createApiKey } from "@/lib/domain/api/keys";
import { createCustomUnit } from "@/tools/area-converter/server/custom-units";
import { UserFacingError } from "@/lib/platform/errors";
import { RateLimitedError } from "@/lib/platform/errors";
import { clientOfAddress } from "@/lib/platform/http/request";

const PASSWORD = "correct horse battery";

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string; email: string } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

function signInAs(email: string, password: string, ip: string, cookie?: string) {
  return authorize({ email, password }, { headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) } });
}

async function createAccount(email = uniqueEmail(), password = PASSWORD) {
  return prisma.user.create({ data: { email, passwordHash: await hashPassword(password) } });
}

/** A next-auth session cookie for `user` as the browser would hold it. */
async function sessionCookieFor(user: { id: string; email: string; sessionVersion: number }) {
  return encode({ token: { uid: user.id, sv: user.sessionVersion, email: user.email, sub: user.id }, secret: serverSecret() });
}

beforeEach(() => fakeRequest.reset(uniqueIp()));

describe("sign-up", () => {
  it("creates a free, active account with zeroed counters, a lowercased e-mail and an Argon2id hash", async () => {
    const email = uniqueEmail("New.User");
    const before = new Date();
    const user = defined(await signUp({ email: `  ${email.toUpperCase()}  `, password: PASSWORD }, { ip: uniqueIp(), visitorId: null }), "the new account");
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      plan: "free",
      status: "active",
      sessionVersion: 0,
      urlsCreated: 0,
      qrCodesGenerated: 0,
      conversionsDone: 0,
    });
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(true);
  });

  it("creates nothing for an e-mail that already has an account, even in a different case, and e-mails its owner", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD }, { ip: uniqueIp(), visitorId: null });
    await expect(signUp({ email: email.toUpperCase(), password: "another password" }, { ip: uniqueIp(), visitorId: null })).resolves.toBeNull();
    expect(await prisma.user.count({ where: { email } })).toBe(1);
    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe(`Someone tried to sign up to ${site.name} with your address`);
    expect(mail?.text).toContain("No new account was made");
    // Many tries make one e-mail an hour, not a flood.
    await signUp({ email, password: "yet another password" }, { ip: uniqueIp(), visitorId: null });
    expect(await prisma.outboxMail.count({ where: { to: email, subject: { startsWith: "Someone tried" } } })).toBe(1);
  });

  it("answers sign-up the same for a new and an existing address", async () => {
    const existing = await createAccount();
    const fresh = uniqueEmail("fresh");
    const answers = [];
    for (const email of [existing.email, fresh]) {
      fakeRequest.reset(uniqueIp());
      const result = await signUpAction({ email: ` ${email.toUpperCase()} `, password: "a brand new horse battery" });
      answers.push(JSON.stringify(result).replace(email, "EMAIL"));
      expect(result).toEqual({ ok: true, data: { email } });
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it("lets exactly one of several concurrent sign-ups of one e-mail win (the unique constraint decides)", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => signUp({ email, password: PASSWORD }, { ip: uniqueIp(), visitorId: null })),
    );
    const created = results.map((r) => (r.status === "fulfilled" ? r.value : r.reason));
    expect(created.filter((value) => value === null)).toHaveLength(3);
    expect(created.filter((value) => value !== null && "id" in (value as object))).toHaveLength(1);
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  it("rejects bad input with a clear message through the server action and writes nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: "", password: PASSWORD }, "Please enter your email"],
      [{ email: "not-an-email", password: PASSWORD }, "Please enter a valid email address"],
      [{ email: uniqueEmail(), password: "short" }, "Password must be at least 8 characters"],
      [{ email: uniqueEmail(), password: "x".repeat(129) }, "Password must be at most 128 characters"],
    ];
    for (const [input, message] of cases) {
      const result = await signUpAction(input as { email: string; password: string });
      expect(result).toMatchObject({ ok: false, code: "validation", error: message });
      if (input.email) expect(await prisma.user.count({ where: { email: input.email } })).toBe(0);
    }

  });

  it("limits sign-ups per IP", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < AUTH_LIMITS.signUpPerIp.points; i++) {
      await signUp({ email: uniqueEmail("burst"), password: PASSWORD }, { ip, visitorId: null });
    }
    const email = uniqueEmail("blocked");
    await expect(signUp({ email, password: PASSWORD }, { ip, visitorId: null })).rejects.toThrow(
      /^Too many attempts, try again in \d+ minutes\.$/,
    );
    expect(await prisma.user.count({ where: { email } })).toBe(0);
    await expect(signUp({ email, password: PASSWORD }, { ip: uniqueIp(), visitorId: null })).resolves.toBeDefined();
  });
});

describe("sign-in (next-auth credentials authorize)", () => {
  it("returns the user for the right password, whatever the e-mail's case and spaces", async () => {
    const user = await createAccount();
    const signedIn = await signInAs(` ${user.email.toUpperCase()} `, PASSWORD, uniqueIp());
    expect(signedIn).toMatchObject({ id: user.id, email: user.email, sessionVersion: 0, plan: "free" });
  });

  it("gives one generic message for a wrong password and for an unknown e-mail", async () => {
    const user = await createAccount();
    await expect(signInAs(user.email, "wrong password", uniqueIp())).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(signInAs(uniqueEmail("nobody"), PASSWORD, uniqueIp())).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(signInAs(user.email, "x".repeat(10_000), uniqueIp())).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(signInAs("", "", uniqueIp())).rejects.toThrow(FILL_ALL_FIELDS);
    await expect(signInAs(user.email, "", uniqueIp())).rejects.toThrow(FILL_ALL_FIELDS);
  });

  it("blocks an e-mail+IP after 5 consecutive failures for 15 minutes, even with the right password", async () => {
    const user = await createAccount();
    const ip = uniqueIp();
    for (let i = 0; i < AUTH_LIMITS.signInFailures.points; i++) {
      await expect(signInAs(user.email, `wrong ${i}`, ip)).rejects.toThrow(INVALID_CREDENTIALS);
    }
    const blocked = signInAs(user.email, PASSWORD, ip);
    await expect(blocked).rejects.toBeInstanceOf(RateLimitedError);
    await expect(blocked).rejects.toThrow("Too many attempts, try again in 15 minutes.");
    // The owner on another network is not locked out.
    await expect(signInAs(user.email, PASSWORD, uniqueIp())).resolves.toMatchObject({ id: user.id });
  });

  it("forgets earlier failures after a successful sign-in", async () => {
    const user = await createAccount();
    const ip = uniqueIp();
    for (let i = 0; i < 4; i++) await expect(signInAs(user.email, "wrong", ip)).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(signInAs(user.email, PASSWORD, ip)).resolves.toMatchObject({ id: user.id });
    for (let i = 0; i < 4; i++) await expect(signInAs(user.email, "wrong", ip)).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(signInAs(user.email, PASSWORD, ip)).resolves.toMatchObject({ id: user.id });
  });

  it("blocks an IP after its daily budget of failed sign-ins, whatever the e-mail", async () => {
    const user = await createAccount();
    const ip = uniqueIp();
    // The limits see the client as the request's X-Forwarded-For gives it (clientIp: an IPv6 address's /64).
    for (let i = 0; i < AUTH_LIMITS.signInPerIpDay.points; i++) await beginSignInAttempt(uniqueEmail("spray"), clientOfAddress(ip));
    await expect(signInAs(user.email, PASSWORD, ip)).rejects.toThrow(/^Too many attempts, try again in \d+ (minutes|hours)\.$/);
  });
});

describe("sessions", () => {
  it("reads the signed-in user from the session cookie in server actions, and nobody without one", async () => {
    const user = await createAccount();
    expect(await getCurrentUser()).toBeNull();
    fakeRequest.cookies.set(sessionCookieName(false), "not a jwt");
    expect(await getCurrentUser()).toBeNull();
    fakeRequest.cookies.set(sessionCookieName(false), await sessionCookieFor(user));
    expect((await getCurrentUser())?.id).toBe(user.id);
  });

  it("signs out sessions older than the user's sessionVersion, in server code and at next-auth's session endpoint", async () => {
    const user = await createAccount();
    const token = { uid: user.id, sv: 0, email: user.email };
    const jwt = authOptions.callbacks!.jwt! as (p: { token: typeof token }) => Promise<unknown>;
    await expect(jwt({ token })).resolves.toMatchObject({ uid: user.id, plan: "free" });
    await prisma.user.update({ where: { id: user.id }, data: { sessionVersion: 1 } });
    expect(await userForToken(token)).toBeNull();
    await expect(jwt({ token })).rejects.toThrow("Session revoked");
    await expect(jwt({ token: { ...token, sv: 1 } })).resolves.toMatchObject({ uid: user.id });
    fakeRequest.cookies.set(sessionCookieName(false), await sessionCookieFor({ ...user, sessionVersion: 0 }));
    expect(await getCurrentUser()).toBeNull();
  });

  it("reports the effective plan: a lapsed subscription shows as free", async () => {
    const user = await prisma.user.create({ data: { email: uniqueEmail(), passwordHash: "x", plan: "premium", status: "canceled" } });
    const jwt = authOptions.callbacks!.jwt! as (p: { token: object }) => Promise<{ plan?: string }>;
    expect((await jwt({ token: { uid: user.id, sv: 0 } })).plan).toBe("free");
    await prisma.user.update({ where: { id: user.id }, data: { status: "active" } });
    expect((await jwt({ token: { uid: user.id, sv: 0 } })).plan).toBe("premium");
  });
});

describe("password change", () => {
  it("asks for the current password, then signs out other sessions but keeps this one", async () => {
    const user = await createAccount();
    const otherBrowser = await sessionCookieFor(user);
    fakeRequest.cookies.set(sessionCookieName(false), await sessionCookieFor(user));

    const wrong = await changePasswordAction({ currentPassword: "not it", newPassword: "a brand new password", confirm: "a brand new password" });
    expect(wrong).toMatchObject({ ok: false, error: "Your current password is incorrect", fieldErrors: { currentPassword: "Your current password is incorrect" } });
    const mismatch = await changePasswordAction({ currentPassword: PASSWORD, newPassword: "a brand new password", confirm: "something else" });
    expect(mismatch).toMatchObject({ ok: false, error: "The two passwords do not match" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(0);

    const changed = await changePasswordAction({ currentPassword: PASSWORD, newPassword: "a brand new password", confirm: "a brand new password" });
    expect(changed).toEqual({ ok: true, data: null });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.sessionVersion).toBe(1);
    expect(await verifyPassword(row.passwordHash, "a brand new password")).toBe(true);
    expect(await verifyPassword(row.passwordHash, PASSWORD)).toBe(false);
    // This browser got a re-issued cookie and stays signed in; the other browser is signed out.
    expect((await getCurrentUser())?.id).toBe(user.id);
    fakeRequest.cookies.set(sessionCookieName(false), otherBrowser);
    expect(await getCurrentUser()).toBeNull();
    await expect(signInAs(user.email, PASSWORD, uniqueIp())).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(signInAs(user.email, "a brand new password", uniqueIp())).resolves.toMatchObject({ sessionVersion: 1 });
  });

  it("needs a signed-in user", async () => {
    expect(await changePasswordAction({ currentPassword: PASSWORD, newPassword: "whatever123", confirm: "whatever123" })).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
  });

  it("rate-limits guesses of the current password", async () => {
    const user = await createAccount();
    for (let i = 0; i < 5; i++) {
      await expect(changePassword(user.id, { currentPassword: `guess ${i}`, newPassword: "new password 1", confirm: "new password 1" })).rejects.toThrow(
        "Your current password is incorrect",
      );
    }
    await expect(changePassword(user.id, { currentPassword: PASSWORD, newPassword: "new password 1", confirm: "new password 1" })).rejects.toThrow(
      /Too many attempts/,
    );
  });

  it("applies one of two changes made at once from the same current password; the other hears it is no longer right", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await createAccount();
        const results = await Promise.allSettled(
          ["first new password", "second new password"].map((next) => changePassword(user.id, { currentPassword: PASSWORD, newPassword: next, confirm: next })),
        );
        const won = results.flatMap((r, i) => (r.status === "fulfilled" ? [{ i, sessionVersion: r.value.sessionVersion }] : []));
        expect(won).toHaveLength(1);
        const lost = results.find((r) => r.status === "rejected");
        expect(lost?.reason).toMatchObject({ message: "Your current password is incorrect", fieldErrors: { currentPassword: "Your current password is incorrect" } });
        const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
        // The stored password is the winner's, and the winner's tab holds the stored session version.
        expect(await verifyPassword(row.passwordHash, won[0]!.i === 0 ? "first new password" : "second new password")).toBe(true);
        expect(row.sessionVersion).toBe(won[0]!.sessionVersion);
        expect(row.sessionVersion).toBe(1);
      }),
    );
  });

  it("tells a password change that the account was deleted meanwhile, and leaves nothing behind", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await createAccount();
        const [changed, deleted] = await Promise.allSettled([
          changePassword(user.id, { currentPassword: PASSWORD, newPassword: "a brand new password", confirm: "a brand new password" }),
          deleteAccount(user.id, { confirmation: user.email }),
        ]);
        expect(deleted.status).toBe("fulfilled");
        if (changed.status === "rejected") expect(changed.reason).toMatchObject({ code: "not_found", message: "Your account no longer exists." });
        expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
        expect(await prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(0);
      }),
    );
  });
});

describe("account deletion", () => {
  it("deletes the user and all their data after the typed confirmation, and nothing before", async () => {
    const user = await createAccount();
    const visitor = await createVisitor();
    await prisma.visitor.update({ where: { id: visitor.id }, data: { mergedIntoUserId: user.id, mergedAt: new Date() } });
    const link = await prisma.link.create({ data: { code: `d${Date.now().toString(36)}`, target: "https://example.com", ownerUserId: user.id } });
    await prisma.click.create({ data: { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.free } });
    await prisma.customDomain.create({ data: { userId: user.id, hostname: `${user.id}.example.test`, verificationToken: "t" } });
    await prisma.qrCode.create({ data: { userId: user.id, type: "text", payload: "hi", options: {} } });
    await prisma.conversion.create({ data: { userId: user.id, fromUnit: "m2", toUnit: "ft2", value: 1, result: 10.76 } });
    await prisma.customUnit.create({ data: { userId: user.id, name: "Tatami", symbol: "jo", factor: 1.62 } });
    await prisma.apiKey.create({ data: { userId: user.id, name: "k", prefix: "utl_", keyHash: `h-${user.id}` } });
    await prisma.passwordResetToken.create({ data: { userId: user.id, tokenHash: `t-${user.id}`, expiresAt: new Date(Date.now() + 60_000) } });
    await prisma.dailyUsage.create({ data: { day: utcDay(), tool: "qr", subject: userSubject(user.id), count: 3 } });
    await prisma.outboxMail.create({ data: { to: user.email, subject: "s", text: "t" } });
    fakeRequest.cookies.set(sessionCookieName(false), await sessionCookieFor(user));

    expect(await deleteAccountAction({ confirmation: "DELETE" })).toMatchObject({
      ok: false,
      error: "Type your email address exactly as shown to confirm",
    });
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(1);

    expect(await deleteAccountAction({ confirmation: ` ${user.email.toUpperCase()} ` })).toEqual({ ok: true, data: null });
    // The cookie is left for the client's signOut() (clearing it here would re-render /account signed out, with its
    // sign-in dialog): it already counts as signed out, as its user is gone.
    expect(await getCurrentUser()).toBeNull();
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
    // The link is retired, not removed: its code stays taken for ever (tools/url-shortener/server), with nothing of
    // the user left.
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ ownerUserId: null, target: "", deletedAt: expect.any(Date) });
    expect(await prisma.click.count({ where: { linkId: link.id } })).toBe(0);
    for (const count of [
      prisma.customDomain.count({ where: { userId: user.id } }),
      prisma.qrCode.count({ where: { userId: user.id } }),
      prisma.conversion.count({ where: { userId: user.id } }),
      prisma.customUnit.count({ where: { userId: user.id } }),
      prisma.apiKey.count({ where: { userId: user.id } }),
      prisma.passwordResetToken.count({ where: { userId: user.id } }),
      prisma.dailyUsage.count({ where: { subject: userSubject(user.id) } }),
      prisma.outboxMail.count({ where: { to: user.email } }),
    ]) {
      expect(await count).toBe(0);
    }
    expect(await prisma.visitor.findUniqueOrThrow({ where: { id: visitor.id } })).toMatchObject({ mergedIntoUserId: null });
    await expect(deleteAccount(user.id, { confirmation: user.email })).rejects.toThrow("Your account no longer exists.");
  });

  it("deletes the account once when the deletion is confirmed twice at once; the other request hears it is gone", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await createUser();
        await prisma.dailyUsage.create({ data: { day: utcDay(), tool: "qr", subject: userSubject(user.id), count: 3 } });
        const results = await Promise.allSettled([deleteAccount(user.id, { confirmation: user.email }), deleteAccount(user.id, { confirmation: user.email })]);
        expect(results.some((r) => r.status === "fulfilled")).toBe(true);
        for (const r of results) {
          if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "not_found", message: "Your account no longer exists." });
        }
        expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
        expect(await prisma.dailyUsage.count({ where: { subject: userSubject(user.id) } })).toBe(0);
      }),
    );
  });

  it("leaves nothing of the account when a link is created while it is deleted", async () => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await createUser({ emailVerified: new Date() });
        const results = await Promise.allSettled([
          createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/while-deleting" }),
          deleteAccount(user.id, { confirmation: user.email }),
        ]);
        expect(results[1].status).toBe("fulfilled");
        if (results[0].status === "rejected") {
          expect(results[0].reason).toBeInstanceOf(UserFacingError);
          expect(results[0].reason).toMatchObject({ code: "not_found", message: expect.stringMatching(/^Your account no longer exists\./) });
        }
        expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
        expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
        expect(await prisma.dailyUsage.count({ where: { subject: userSubject(user.id) } })).toBe(0);
      }),
    );
  });

  it.each([
    ["a custom domain", (userId: string) => addDomain(userId, { hostname: `gone-${userId}.example.test` })],
    ["an API key", (userId: string) => createApiKey(userId, { name: "While deleting" })],
    ["a custom unit", (userId: string) => createCustomUnit(userId, { name: "Tatami", symbol: "jo", factor: "1.62" })],
  ])("tells a request adding %s while the account is deleted that the account is gone", async (_, add) => {
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await createUser({ plan: "premium" });
        const [added, deleted] = await Promise.allSettled([add(user.id), deleteAccount(user.id, { confirmation: user.email })]);
        expect(deleted.status).toBe("fulfilled");
        // Deleted before the request started, it hears its plan lacks the feature; deleted under way, that it is gone.
        if (added.status === "rejected") expect(added.reason).toBeInstanceOf(UserFacingError);
      }),
    );
  });
});
