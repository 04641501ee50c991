import { randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { requestPasswordResetAction, resetPasswordAction } from "@/lib/domain/account/actions";
import { prisma } from "@/lib/platform/db";
import { AUTH_LIMITS } from "@/lib/domain/auth/limits";
import { authOptions } from "@/lib/domain/auth/options";
import { hashPassword } from "@/lib/domain/auth/password";
import {
  hashResetToken,
  requestPasswordReset,
  resetPassword,
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_USED,
  RESET_TOKEN_TTL_MS,
  resetLinkProblem,
} from "@/lib/domain/auth/reset";
import { INVALID_CREDENTIALS } from "@/lib/domain/auth/messages";
import { userForToken } from "@/lib/domain/auth/session-token";
import { latestMailTo } from "@/lib/domain/mail";
import { site } from "@/lib/platform/config/site";
import { createUser, uniqueEmail, uniqueIp } from "../support/factories";
import { defined } from "@/tests/support/defined";
import { clientOfAddress } from "@/lib/platform/http/request";

const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a whole new password";

type Authorize = (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

async function createAccount() {
  return prisma.user.create({ data: { email: uniqueEmail("reset"), passwordHash: await hashPassword(PASSWORD) } });
}

/** The token of the newest reset mail to `email`, read from the outbox like a person reads their inbox. */
async function tokenFromOutbox(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  expect(mail?.subject).toBe(`Reset your ${site.name} password`);
  const match = mail!.text.match(new RegExp(`${site.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/reset-password\\?token=([A-Za-z0-9_-]+)`));
  expect(match).not.toBeNull();
  return defined(match?.[1], "reset link");
}

beforeEach(() => fakeRequest.reset(uniqueIp()));

describe("password reset", () => {
  it("e-mails a single-use link, sets the new password and signs out every existing session", async () => {
    const user = await createAccount();
    const oldSession = { uid: user.id, sv: user.sessionVersion };
    expect(await requestPasswordResetAction({ email: ` ${user.email.toUpperCase()} ` })).toEqual({ ok: true, data: null });

    const token = await tokenFromOutbox(user.email);
    expect(token).toHaveLength(43); // 32 random bytes, base64url
    const stored = await prisma.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(hashResetToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(RESET_TOKEN_TTL_MS - 5_000);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(RESET_TOKEN_TTL_MS + 5_000);

    const mismatch = await resetPasswordAction({ token, password: NEW_PASSWORD, confirm: "typo" });
    expect(mismatch).toMatchObject({ ok: false, error: "The two passwords do not match" });

    expect(await resetPasswordAction({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).toEqual({
      ok: true,
      data: { email: user.email },
    });
    await expect(authorize({ email: user.email, password: PASSWORD }, { headers: { "x-forwarded-for": uniqueIp() } })).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
    await expect(authorize({ email: user.email, password: NEW_PASSWORD }, { headers: { "x-forwarded-for": uniqueIp() } })).resolves.toMatchObject({
      id: user.id,
    });
    expect(await userForToken(oldSession)).toBeNull();
    expect((await prisma.passwordResetToken.findUniqueOrThrow({ where: { id: stored.id } })).usedAt).toBeInstanceOf(Date);

    // The link works once.
    expect(await resetPasswordAction({ token, password: "yet another password", confirm: "yet another password" })).toMatchObject({
      ok: false,
      error: RESET_LINK_USED,
    });
  });

  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    expect(await requestPasswordResetAction({ email })).toEqual({ ok: true, data: null });
    expect(await latestMailTo(email)).toBeNull();
    expect(await requestPasswordResetAction({ email: "nope" })).toMatchObject({ ok: false, error: "Please enter a valid email address" });
  });

  it("refuses an expired link and changes nothing", async () => {
    const user = await createAccount();
    await requestPasswordReset({ email: user.email }, uniqueIp());
    const token = await tokenFromOutbox(user.email);
    const later = new Date(Date.now() + RESET_TOKEN_TTL_MS + 60_000);
    await expect(resetPassword({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, later)).rejects.toThrow(RESET_LINK_EXPIRED);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toBe(user.passwordHash);
    expect(row.sessionVersion).toBe(0);
  });

  it("tells the page what is wrong with a link before anything is typed: nothing for a good one, then used, expired, invalid", async () => {
    const user = await createAccount();
    await requestPasswordReset({ email: user.email }, uniqueIp());
    const token = await tokenFromOutbox(user.email);
    expect(await resetLinkProblem(token)).toBeNull();
    expect(await resetLinkProblem(token, new Date(Date.now() + RESET_TOKEN_TTL_MS + 60_000))).toBe(RESET_LINK_EXPIRED);
    await resetPassword({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect(await resetLinkProblem(token)).toBe(RESET_LINK_USED);
    for (const bad of ["A".repeat(43), "", "../etc"]) expect(await resetLinkProblem(bad)).toBe(RESET_LINK_INVALID);
  });

  it("refuses unknown and malformed tokens", async () => {
    const valid = "A".repeat(43);
    await expect(resetPassword({ token: valid, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).rejects.toThrow(RESET_LINK_INVALID);
    expect(await resetPasswordAction({ token: "../etc", password: NEW_PASSWORD, confirm: NEW_PASSWORD })).toMatchObject({
      ok: false,
      error: RESET_LINK_INVALID,
    });
  });

  it("spends a token exactly once under concurrent use, and voids the account's other links", async () => {
    const user = await createAccount();
    await requestPasswordReset({ email: user.email }, uniqueIp());
    const first = await tokenFromOutbox(user.email);
    await requestPasswordReset({ email: user.email }, uniqueIp());
    const second = await tokenFromOutbox(user.email);
    expect(second).not.toBe(first);
    const results = await Promise.allSettled(
      [0, 1, 2].map((i) => resetPassword({ token: second, password: `${NEW_PASSWORD} ${i}`, confirm: `${NEW_PASSWORD} ${i}` })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
    await expect(resetPassword({ token: first, password: NEW_PASSWORD, confirm: NEW_PASSWORD })).rejects.toThrow(RESET_LINK_USED);
  });

  it("lets one of two different links of one account reset it when both are used at once, and tells the other it was used", async () => {
    // Each reset voids the account's other links: two at once must not wait on each other's token rows (a deadlock).
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        const user = await createUser();
        const tokens = [randomBytes(32).toString("base64url"), randomBytes(32).toString("base64url")];
        await prisma.passwordResetToken.createMany({
          data: tokens.map((t) => ({ userId: user.id, tokenHash: hashResetToken(t), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) })),
        });
        const results = await Promise.allSettled(tokens.map((token) => resetPassword({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD })));
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
        const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
        expect(refused?.reason).toMatchObject({ code: "conflict", message: RESET_LINK_USED });
        expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(1);
        expect(await prisma.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(0);
      }),
    );
  });

  it("limits reset requests per e-mail and per IP", async () => {
    const user = await createAccount();
    for (let i = 0; i < AUTH_LIMITS.resetPerEmail.points; i++) await requestPasswordReset({ email: user.email }, uniqueIp());
    await expect(requestPasswordReset({ email: user.email }, uniqueIp())).rejects.toThrow(/^Too many attempts, try again in \d+ minutes\.$/);
    expect(await prisma.passwordResetToken.count({ where: { userId: user.id } })).toBe(AUTH_LIMITS.resetPerEmail.points);

    const ip = uniqueIp();
    // The limit sees the client as the action's request gives it (clientIp: an IPv6 address's /64).
    for (let i = 0; i < AUTH_LIMITS.resetPerIp.points; i++) await requestPasswordReset({ email: uniqueEmail("flood") }, clientOfAddress(ip));
    expect((await requestPasswordResetAction({ email: uniqueEmail("flood") })).ok).toBe(true); // another IP
    fakeRequest.reset(ip);
    expect(await requestPasswordResetAction({ email: uniqueEmail("flood") })).toMatchObject({ ok: false, code: "rate_limited" });
  });
});
