import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { generateWebhookSecret, signWebhook, verifyWebhookSignature } from "@/tools/url-shortener/webhooks/signature";
import { WEBHOOK_VERIFY_EXAMPLE, WEBHOOK_VERIFY_FUNCTION, WEBHOOK_VERIFY_IMPORTS } from "@/tools/url-shortener/logic/webhook-example";

/** Webhook signatures, and the documented receiver's check run as written against them. */

const dir = mkdtempSync(path.join(tmpdir(), "webhook-example-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Verify = (rawBody: string, header: string | undefined, secret: string, toleranceSeconds?: number) => boolean;

async function documentedVerify(): Promise<Verify> {
  const file = path.join(dir, "verify.mjs");
  writeFileSync(file, `${WEBHOOK_VERIFY_IMPORTS}\n\n${WEBHOOK_VERIFY_FUNCTION}\n`);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { verifyUtilifySignature: Verify }).verifyUtilifySignature;
}

const body = JSON.stringify({ id: "6a4b1f4e-3c1e-4b7e-9c55-0d5c1b1f9a10", type: "link.created", data: { link: { code: "spring", target: "https://example.com/ä" } } });

describe("webhook signatures", () => {
  it("signs t.body with HMAC-SHA256 and verifies it in constant time, within the tolerance", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const now = 1_800_000_000;
    const header = signWebhook(secret, body, now);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, body, header, { now })).toBe(true);
    expect(verifyWebhookSignature(secret, body, header, { now: now + 299 })).toBe(true);
    expect(verifyWebhookSignature(secret, body, header, { now: now + 301 })).toBe(false);
    expect(verifyWebhookSignature(secret, `${body} `, header, { now })).toBe(false);
    expect(verifyWebhookSignature(generateWebhookSecret(), body, header, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, header.replace("t=1800000000", "t=1800000001"), { now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, "v1=abc", { now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, null, { now })).toBe(false);
    // A second v1 (a rolled secret) passes when one matches.
    expect(verifyWebhookSignature(secret, body, `${header},v1=${"0".repeat(64)}`, { now })).toBe(true);
  });

  it("is checked by the documentation's own Node example, as printed", async () => {
    const verify = await documentedVerify();
    const secret = generateWebhookSecret();
    const header = signWebhook(secret, body, Math.floor(Date.now() / 1000));
    expect(verify(body, header, secret)).toBe(true);
    expect(verify(body.replace("spring", "summer"), header, secret)).toBe(false);
    expect(verify(body, header, generateWebhookSecret())).toBe(false);
    expect(verify(body, undefined, secret)).toBe(false);
    expect(verify(body, signWebhook(secret, body, Math.floor(Date.now() / 1000) - 3600), secret)).toBe(false);
    // The page prints the same function inside the whole example.
    expect(WEBHOOK_VERIFY_EXAMPLE).toContain(WEBHOOK_VERIFY_FUNCTION);
    expect(WEBHOOK_VERIFY_EXAMPLE.startsWith(WEBHOOK_VERIFY_IMPORTS)).toBe(true);
  });
});
