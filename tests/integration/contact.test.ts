import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/platform/db";
import { ACKNOWLEDGEMENT_SUBJECT, CONTACT_RATE_LIMIT, listContactMessages, MESSAGES_PER_PAGE, submitContactMessage } from "@/lib/domain/contact";
import { uniqueIp } from "../support/factories";

const valid = { name: "Ada Lovelace", email: "Ada@Example.test", subject: "Hello", message: "A question about Pro." };

describe("contact form", () => {
  it("stores a valid message with a lowercased e-mail", async () => {
    const marker = `msg-${Date.now()}`;
    await expect(submitContactMessage({ ...valid, message: marker }, uniqueIp())).resolves.toEqual({ ok: true });
    const stored = await prisma.contactMessage.findFirstOrThrow({ where: { message: marker } });
    expect(stored).toMatchObject({ name: "Ada Lovelace", email: "ada@example.test", subject: "Hello" });
  });

  it("queues the message to the contact inbox and a receipt to the sender, in the outbox like every mail", async () => {
    const marker = `outbox-${Date.now()}`;
    const sender = `Sender-${Date.now()}@Example.test`;
    const saved = process.env.CONTACT_INBOX;
    process.env.CONTACT_INBOX = "inbox@utilify.test";
    try {
      await expect(submitContactMessage({ ...valid, email: sender, subject: `Subject ${marker}`, message: marker }, uniqueIp())).resolves.toEqual({ ok: true });
    } finally {
      if (saved === undefined) delete process.env.CONTACT_INBOX;
      else process.env.CONTACT_INBOX = saved;
    }
    const stored = await prisma.contactMessage.findFirstOrThrow({ where: { message: marker } });
    const inbox = await prisma.outboxMail.findFirstOrThrow({ where: { to: "inbox@utilify.test", subject: { contains: marker } } });
    expect(inbox.text).toContain(`From: Ada Lovelace <${sender.toLowerCase()}>`);
    expect(inbox.text).toContain(`Message id: ${stored.id}`);
    expect(inbox.text).toContain(marker);
    expect(inbox.sentAt).toBeNull(); // no SMTP in tests: it waits in the outbox
    const receipt = await prisma.outboxMail.findFirstOrThrow({ where: { to: sender.toLowerCase() } });
    expect(receipt.subject).toBe(ACKNOWLEDGEMENT_SUBJECT);
    expect(receipt.text).not.toContain(marker);
    expect(receipt.text).not.toContain("Ada");
  });

  it("lists messages to operators a page at a time, newest first", async () => {
    const first = await listContactMessages(1);
    expect(first.page).toBe(1);
    expect(first.messages.length).toBe(Math.min(first.total, MESSAGES_PER_PAGE));
    const times = first.messages.map((m) => m.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Out-of-range pages land on the nearest real one.
    expect((await listContactMessages(10_000)).page).toBe(first.pages);
    expect((await listContactMessages(-3)).page).toBe(1);
  });

  it("returns each field's error and stores nothing", async () => {
    const marker = `bad-${Date.now()}`;
    const result = await submitContactMessage({ name: " ", email: "not-an-email", subject: "", message: marker }, uniqueIp());
    expect(result).toEqual({
      ok: false,
      fieldErrors: { name: "Please enter your name", email: "Please enter a valid email address", subject: "Please enter a subject" },
    });
    expect(await prisma.contactMessage.count({ where: { message: marker } })).toBe(0);
  });

  it("quietly drops spam caught by the honeypot", async () => {
    const marker = `spam-${Date.now()}`;
    await expect(submitContactMessage({ ...valid, message: marker, website: "http://spam.test" }, uniqueIp())).resolves.toEqual({ ok: true });
    expect(await prisma.contactMessage.count({ where: { message: marker } })).toBe(0);
  });

  it("rate-limits one IP with a clear message", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.points; i++) {
      await expect(submitContactMessage({ ...valid, message: `rl-${ip}-${i}` }, ip)).resolves.toEqual({ ok: true });
    }
    const refused = await submitContactMessage({ ...valid, message: `rl-${ip}-over` }, ip);
    expect(refused).toEqual({ ok: false, error: "Too many attempts, try again in 60 minutes." });
    expect(await prisma.contactMessage.count({ where: { message: `rl-${ip}-over` } })).toBe(0);
  });

  it("takes exactly the IP's budget when many messages arrive at once", async () => {
    const ip = uniqueIp();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => submitContactMessage({ ...valid, message: `burst-${ip}-${i}` }, ip)));
    expect(results.filter((r) => r.ok)).toHaveLength(CONTACT_RATE_LIMIT.points);
    expect(results.filter((r) => !r.ok)).toEqual(Array(20 - CONTACT_RATE_LIMIT.points).fill({ ok: false, error: "Too many attempts, try again in 60 minutes." }));
    expect(await prisma.contactMessage.count({ where: { ip } })).toBe(CONTACT_RATE_LIMIT.points);
  });
});
