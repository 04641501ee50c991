import nodemailer from "nodemailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import { prisma } from "@/lib/platform/db";
import { requestPasswordReset, RESET_TOKEN_TTL_MS } from "@/lib/domain/auth/reset";
import { sendVerificationEmail, VERIFY_TOKEN_TTL_MS } from "@/lib/domain/auth/verify-email";
import { latestMailTo, mailDelivered, sendMail } from "@/lib/domain/mail";
import { fakeRequest } from "../support/next-headers";
import { createUser, uniqueEmail, uniqueIp } from "../support/factories";

/**
 * The outbox never keeps a working link longer than it must: a sent message is deleted at once, and an unsent one
 * (no SMTP) when its link expires. Live reset and verification links used to stay in clear in OutboxMail forever.
 */

const mailer = globalThis as unknown as { __utilifyMailer?: unknown };
const sent: { to: string; text: string }[] = [];

function withSmtp() {
  process.env.SMTP_URL = "smtp://127.0.0.1:2525";
  // nodemailer's JSON transport: the message is built exactly as for SMTP, and handed back instead of sent.
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const send = transport.sendMail.bind(transport);
  mailer.__utilifyMailer = Object.assign(transport, {
    sendMail: async (message: { to: string; text: string }) => {
      sent.push(message);
      return send(message);
    },
  });
}

beforeEach(() => {
  fakeRequest.reset(uniqueIp());
  sent.length = 0;
});
afterEach(() => {
  delete process.env.SMTP_URL;
  delete mailer.__utilifyMailer;
});

describe("outbox", () => {
  it("deletes a reset mail once it is sent: the link is in the mailbox, not in our database", async () => {
    withSmtp();
    const user = await createUser();
    await requestPasswordReset({ email: user.email }, uniqueIp());
    await mailDelivered();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(await prisma.outboxMail.count({ where: { to: user.email } })).toBe(0);
  });

  it("answers a reset request without waiting for the mail server, which would tell which addresses have accounts", async () => {
    let release = () => {};
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    mailer.__utilifyMailer = { sendMail: () => new Promise<void>((resolve) => (release = resolve)) };
    const user = await createUser();
    // The mail server has not answered: the request has, with the mail queued.
    await requestPasswordReset({ email: user.email }, uniqueIp());
    expect(await prisma.outboxMail.count({ where: { to: user.email } })).toBe(1);
    let delivered = false;
    const settled = mailDelivered().then(() => (delivered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(delivered).toBe(false);
    // It answers: the delivery ends, and the sent copy leaves the database.
    release();
    await settled;
    expect(await prisma.outboxMail.count({ where: { to: user.email } })).toBe(0);
  });

  it("deletes a verification mail once it is sent", async () => {
    withSmtp();
    const user = await createUser({ emailVerified: null });
    await sendVerificationEmail(user.id);
    await mailDelivered();
    expect(sent.map((mail) => mail.to)).toEqual([user.email]);
    expect(await prisma.outboxMail.count({ where: { to: user.email } })).toBe(0);
  });

  it("keeps an unsent link mail (no SMTP) only until its link expires", async () => {
    const user = await createUser({ emailVerified: null });
    const now = Date.now();
    await requestPasswordReset({ email: user.email }, uniqueIp(), new Date(now));
    await sendVerificationEmail(user.id, new Date(now));
    const rows = await prisma.outboxMail.findMany({ where: { to: user.email }, orderBy: { createdAt: "asc" } });
    expect(rows.map((row) => row.expiresAt?.getTime())).toEqual([now + RESET_TOKEN_TTL_MS, now + VERIFY_TOKEN_TTL_MS]);
    expect(await latestMailTo(user.email)).not.toBeNull();
  });

  it("removes a queued link mail whose link has expired, and never shows it", async () => {
    const user = await createUser();
    const past = new Date(Date.now() - RESET_TOKEN_TTL_MS - 60_000);
    await requestPasswordReset({ email: user.email }, uniqueIp(), past);
    expect(await latestMailTo(user.email)).toBeNull();
    // The next message queued (to anyone) sweeps expired ones away.
    await sendMail({ to: uniqueEmail("other"), subject: "Hello", text: "Hello" });
    expect(await prisma.outboxMail.count({ where: { to: user.email } })).toBe(0);
  });

  it("keeps a message whose delivery failed, with the error, until its link expires", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:2525";
    mailer.__utilifyMailer = { sendMail: () => Promise.reject(new Error("connection refused")) };
    const user = await createUser();
    vi.spyOn(console, "error").mockImplementation(() => {});
    await requestPasswordReset({ email: user.email }, uniqueIp());
    await mailDelivered();
    const row = await prisma.outboxMail.findFirstOrThrow({ where: { to: user.email } });
    expect(row.error).toContain("connection refused");
    expect(row.expiresAt).not.toBeNull();
  });
});
