import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { CONTACT_RATE_LIMIT, submitContactMessage } from "@/lib/contact";
import { uniqueIp } from "../support/factories";

const valid = { name: "Ada Lovelace", email: "Ada@Example.test", subject: "Hello", message: "A question about Pro." };

describe("contact form", () => {
  it("stores a valid message with a lowercased e-mail", async () => {
    const marker = `msg-${Date.now()}`;
    await expect(submitContactMessage({ ...valid, message: marker }, uniqueIp())).resolves.toEqual({ ok: true });
    const stored = await prisma.contactMessage.findFirstOrThrow({ where: { message: marker } });
    expect(stored).toMatchObject({ name: "Ada Lovelace", email: "ada@example.test", subject: "Hello" });
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
});
