import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { fakeRequest } from "../support/next-headers";
import { signUpAction } from "@/lib/domain/account/actions";
import { prisma } from "@/lib/platform/db";
import {
  resendVerification,
  signVerificationToken,
  VERIFY_LINK_EXPIRED,
  VERIFY_LINK_INVALID,
  VERIFY_LINK_USED,
  VERIFY_TOKEN_TTL_MS,
  verifyEmail,
} from "@/lib/domain/auth/verify-email";
import { withUse } from "@/lib/domain/limits/usage";
import { latestMailTo } from "@/lib/domain/mail";
import { FREE_DAILY_LIMITS, IP_LIMIT_MULTIPLIER } from "@/lib/domain/plans";
import { site } from "@/lib/platform/config/site";
import { createUser, createVisitor, uniqueEmail, uniqueIp } from "../support/factories";
import { RateLimitedError } from "@/lib/platform/errors";
import { defined } from "@/tests/support/defined";

/** The token of the newest verification mail to `email`, read from the outbox like a person reads their inbox. */
async function tokenFromOutbox(email: string): Promise<string> {
  const mail = await latestMailTo(email);
  expect(mail?.subject).toBe(`Verify your ${site.name} e-mail address`);
  const match = mail!.text.match(/\/verify-email\?token=([A-Za-z0-9_.%-]+)/);
  expect(match).not.toBeNull();
  return decodeURIComponent(defined(match?.[1], "verification link"));
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("e-mail verification", () => {
  beforeEach(() => fakeRequest.reset(uniqueIp()));

  it("mails a signed link at sign-up; opening it verifies the account once", async () => {
    const email = uniqueEmail("verify");
    expect(await signUpAction({ email, password: "a long enough password" })).toMatchObject({ ok: true });
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerified).toBeNull();
    const token = await tokenFromOutbox(email);

    expect(await verifyEmail(token)).toEqual({ email });
    expect((await prisma.user.findUniqueOrThrow({ where: { email } })).emailVerified).toBeInstanceOf(Date);
    // Single use: the second opening (or a concurrent one) is told it is already done.
    await expect(verifyEmail(token)).rejects.toThrow(VERIFY_LINK_USED);
  });

  it("refuses forged, altered, expired and other-address links without verifying anything", async () => {
    const user = await createUser();
    const token = signVerificationToken(user.id, user.email);
    const [body, sig] = token.split(".");
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(defined(body, "token body"), "base64url").toString()), u: (await createUser()).id })).toString("base64url");
    const signed = defined(sig, "token signature");
    // Altered for sure (a fixed "xx" ending was the signature itself 1 time in 4,096), and the same bytes spelled
    // otherwise (one of the last character's unused bits flipped): both are links we never issued.
    const altered = `${signed[0] === "A" ? "B" : "A"}${signed.slice(1)}`;
    const respelled = signed.slice(0, -1) + BASE64URL[BASE64URL.indexOf(signed.at(-1)!) ^ 1];
    for (const bad of ["", "nonsense", `${other}.${sig}`, `${body}.${altered}`, `${body}.${respelled}`, `${body}.${sig}.extra`]) {
      await expect(verifyEmail(bad)).rejects.toThrow(VERIFY_LINK_INVALID);
    }
    const old = signVerificationToken(user.id, user.email, new Date(Date.now() - VERIFY_TOKEN_TTL_MS - 1000));
    await expect(verifyEmail(old)).rejects.toThrow(VERIFY_LINK_EXPIRED);
    // A link to an address the account no longer has is void.
    await expect(verifyEmail(signVerificationToken(user.id, "old@example.test"))).rejects.toThrow(VERIFY_LINK_INVALID);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerified).toBeNull();
  });

  it("resends a link at most once a minute, and not to verified accounts", async () => {
    const user = await createUser();
    await resendVerification(user.id);
    const token = await tokenFromOutbox(user.email);
    await expect(resendVerification(user.id)).rejects.toBeInstanceOf(RateLimitedError);
    expect(await prisma.outboxMail.count({ where: { to: user.email } })).toBe(1);
    await verifyEmail(token);
    await expect(resendVerification(user.id)).rejects.toThrow(VERIFY_LINK_USED);
  });

  it("verification turns a shared network allowance into the account's own", async () => {
    const ip = uniqueIp();
    for (let used = 0; used < FREE_DAILY_LIMITS.qr * IP_LIMIT_MULTIPLIER; used += FREE_DAILY_LIMITS.qr) {
      const visitor = { visitorId: (await createVisitor()).id, ip };
      for (let i = 0; i < FREE_DAILY_LIMITS.qr; i++) await withUse("qr", visitor, async () => i);
    }
    const user = await createUser();
    await expect(withUse("qr", { userId: user.id, ip }, async () => 1)).rejects.toMatchObject({ usage: { blockedBy: "network" } });
    await verifyEmail(signVerificationToken(user.id, user.email));
    await expect(withUse("qr", { userId: user.id, ip }, async () => 1)).resolves.toMatchObject({ usage: { used: 1 } });
  });
});
