import { describe, expect, it } from "vitest";
import * as createRoute from "@/app/api/secrets/route";
import * as secretRoute from "@/app/api/secrets/[id]/route";
import * as revealRoute from "@/app/api/secrets/[id]/reveal/route";
import { pgPool } from "@/lib/platform/db/pool";
import { openSecret, parseFragment, revealProofs, sealSecret } from "@/tools/one-time-link/logic/crypto";
import { CREATE_LIMIT, MAX_SECRET_BYTES, MESSAGES, PASSPHRASE_LIMIT } from "@/tools/one-time-link/logic/limits";
import { createSecret, purgeExpiredSecrets, revealSecret } from "@/tools/one-time-link/server/secrets";
import { uniqueIp } from "../support/factories";

/**
 * The One Time Link's server part against real Postgres (tools/one-time-link/server, app/api/secrets): only
 * ciphertext stored, reveal and burn in one statement under concurrency, the same answer for every missing secret,
 * expiry and purge, the delete token, the passphrase limit, creation limits.
 */

const FAST = 1_000; // PBKDF2 rounds for tests (the real count is checked in logic/crypto.test.ts)
const ORIGIN = "http://127.0.0.1:3470";

function post(url: string, body: unknown, ip = uniqueIp(), method = "POST") {
  return new Request(`${ORIGIN}${url}`, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function create(text: string, options: { passphrase?: string; views?: number; expiresInSeconds?: number; ip?: string } = {}) {
  const sealed = await sealSecret(text, options.passphrase ?? "", FAST);
  const response = await createRoute.POST(
    post(
      "/api/secrets",
      {
        ciphertext: sealed.ciphertext,
        iv: sealed.iv,
        revealToken: sealed.revealToken,
        passphraseToken: sealed.passphraseToken,
        expiresInSeconds: options.expiresInSeconds ?? 3600,
        views: options.views ?? 1,
      },
      options.ip,
    ),
  );
  expect(response.status).toBe(201);
  const created = (await response.json()) as { id: string; deleteToken: string; expiresAt: string; views: number };
  return { ...created, sealed, fragment: parseFragment(sealed.fragment) as Extract<ReturnType<typeof parseFragment>, { kind: "key" }> };
}

async function reveal(id: string, body: { revealToken: string; passphraseToken?: string | null }) {
  const response = await revealRoute.POST(post(`/api/secrets/${id}/reveal`, body), params(id));
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

async function row(id: string) {
  const { rows } = await pgPool().query<Record<string, unknown>>(`SELECT * FROM "OneTimeSecret" WHERE "id" = $1`, [id]);
  return rows[0];
}

const GONE = { status: 404, body: { error: { code: "not_found", message: MESSAGES.gone } } };

describe("One Time Link: storing", () => {
  it("stores only ciphertext, IV, expiry, views and hashes under a random 128-bit id", async () => {
    const text = "correct horse battery staple — the vault";
    const secret = await create(text, { views: 2 });
    expect(secret.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(secret.deleteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await row(secret.id);
    expect(stored).toBeDefined();
    const everything = JSON.stringify(stored);
    for (const leaked of [text, "vault", secret.fragment.kind === "key" ? secret.sealed.fragment : "", secret.sealed.revealToken, secret.deleteToken]) {
      expect(everything, "stored row").not.toContain(leaked);
    }
    expect(stored).toMatchObject({ ciphertext: secret.sealed.ciphertext, iv: secret.sealed.iv, viewsLeft: 2, passphraseHash: null });
    expect(String(stored?.revealHash)).toMatch(/^[0-9a-f]{64}$/);
    expect(String(stored?.deleteHash)).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      ["ciphertext", "createdAt", "deleteHash", "expiresAt", "id", "iv", "passphraseHash", "revealHash", "viewsLeft"].sort(),
    );
  });

  it("refuses a secret over 10 KB with its message, and malformed bodies", async () => {
    const sealed = await sealSecret("x", "", FAST);
    const body = { ...sealed, expiresInSeconds: 3600, views: 1 };
    const tooBig = await createRoute.POST(post("/api/secrets", { ...body, ciphertext: "A".repeat(Math.ceil(((MAX_SECRET_BYTES + 17) * 4) / 3)) }));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: { code: "too_large", message: MESSAGES.tooBig } });
    const huge = await createRoute.POST(post("/api/secrets", "x".repeat(100_000)));
    expect(huge.status).toBe(413);
    for (const bad of [
      { ...body, expiresInSeconds: 299 },
      { ...body, expiresInSeconds: 7 * 86400 + 1 },
      { ...body, views: 0 },
      { ...body, views: 11 },
      { ...body, iv: "short" },
      { ...body, revealToken: "x" },
      "not json",
    ]) {
      const response = await createRoute.POST(post("/api/secrets", bad));
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const form = await createRoute.POST(
      new Request(`${ORIGIN}/api/secrets`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=b" }),
    );
    expect(form.status).toBe(415);
  });

  it(`lets one network create ${CREATE_LIMIT.points} secrets an hour, then says to wait`, async () => {
    const ip = uniqueIp();
    const sealed = await sealSecret("x", "", FAST);
    const body = { ...sealed, expiresInSeconds: 300, views: 1 };
    for (let i = 0; i < CREATE_LIMIT.points; i++) expect((await createRoute.POST(post("/api/secrets", body, ip))).status).toBe(201);
    const refused = await createRoute.POST(post("/api/secrets", body, ip));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^Too many secrets from your network — try again in \d+ minutes?\.$/);
    expect((await createRoute.POST(post("/api/secrets", body, uniqueIp()))).status).toBe(201);
  });
});

describe("One Time Link: revealing", () => {
  it("reveals once, decrypts to the text, then answers 404 with no-store and no-referrer", async () => {
    const secret = await create("the code is 4711");
    const first = await reveal(secret.id, { revealToken: secret.sealed.revealToken });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.headers.get("referrer-policy")).toBe("no-referrer");
    expect(first.body.viewsLeft).toBe(0);
    const keys = await revealProofs(secret.fragment, "", FAST);
    expect(await openSecret(keys, first.body as { ciphertext: string; iv: string })).toBe("the code is 4711");
    expect(await row(secret.id)).toBeUndefined();
    const second = await reveal(secret.id, { revealToken: secret.sealed.revealToken });
    expect({ status: second.status, body: second.body }).toEqual(GONE);
  });

  it("gives exactly one of 20 concurrent reveals the secret", async () => {
    const secret = await create("only one of you gets this");
    const answers = await Promise.all(Array.from({ length: 20 }, () => reveal(secret.id, { revealToken: secret.sealed.revealToken })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 404)) expect(a.body).toEqual(GONE.body);
    expect(await row(secret.id)).toBeUndefined();
  });

  it("gives exactly 3 of 20 concurrent reveals a secret of 3 views, counting down", async () => {
    const secret = await create("three readers", { views: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => reveal(secret.id, { revealToken: secret.sealed.revealToken })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.map((a) => a.body.viewsLeft).sort()).toEqual([0, 1, 2]);
    expect(await row(secret.id)).toBeUndefined();
  });

  it("answers unknown, read, expired and malformed ids identically", async () => {
    const read = await create("read");
    expect((await reveal(read.id, { revealToken: read.sealed.revealToken })).status).toBe(200);
    const live = await create("live");
    const expiredId = (await createSecret({ ...(await sealSecret("old", "", FAST)), expiresInSeconds: 300, views: 1 }, uniqueIp(), new Date(Date.now() - 10 * 60_000))).id;
    const cases: [string, string][] = [
      ["unknown", "AAAAAAAAAAAAAAAAAAAAAA"],
      ["read", read.id],
      ["expired", expiredId],
      ["malformed id", "not-an-id"],
    ];
    const answers = [];
    for (const [, id] of cases) answers.push(await reveal(id, { revealToken: read.sealed.revealToken }));
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual(GONE);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
    // Someone with the id but not the key (a server log, a history without the fragment) cannot burn the secret, and
    // is told the key is wrong, not that the secret is gone: it is still there for the whole link.
    const wrongKey = await reveal(live.id, { revealToken: read.sealed.revealToken });
    expect({ status: wrongKey.status, body: wrongKey.body }).toEqual({ status: 403, body: { error: { code: "forbidden", message: MESSAGES.wrongKey } } });
    expect(await row(live.id)).toBeDefined();
    expect((await reveal(live.id, { revealToken: live.sealed.revealToken })).status).toBe(200);
  });

  it("does not reveal a secret after its expiry, and purges expired rows (hourly job and on every reveal)", async () => {
    const now = Date.now();
    const sealed = await sealSecret("five minutes", "", FAST);
    const secret = await createSecret({ ...sealed, expiresInSeconds: 300, views: 1 }, uniqueIp(), new Date(now));
    // One millisecond before the expiry it is there; at the expiry it is gone.
    await expect(revealSecret(secret.id, { revealToken: sealed.revealToken, passphraseToken: null }, new Date(now + 300_000))).rejects.toThrow(MESSAGES.gone);
    expect(await row(secret.id)).toBeUndefined(); // the reveal purged it on its way
    const other = await createSecret({ ...sealed, expiresInSeconds: 300, views: 1 }, uniqueIp(), new Date(now));
    const fresh = await createSecret({ ...sealed, expiresInSeconds: 3600, views: 1 }, uniqueIp(), new Date(now));
    expect(await row(other.id)).toBeDefined();
    expect(await purgeExpiredSecrets(new Date(now + 299_999))).toBeGreaterThanOrEqual(0);
    expect(await row(other.id)).toBeDefined();
    expect(await purgeExpiredSecrets(new Date(now + 300_000))).toBeGreaterThanOrEqual(1);
    expect(await row(other.id)).toBeUndefined();
    expect(await row(fresh.id)).toBeDefined();
    const justBefore = await revealSecret(fresh.id, { revealToken: sealed.revealToken, passphraseToken: null }, new Date(now + 3_599_999));
    expect(justBefore.viewsLeft).toBe(0);
  });
});

describe("One Time Link: passphrase and delete", () => {
  it("keeps the secret on a wrong passphrase, reveals it with the right one", async () => {
    const secret = await create("behind two locks", { passphrase: "open sesame" });
    expect(secret.fragment.salt).not.toBeNull();
    const wrong = await revealProofs(secret.fragment, "open sesam", FAST);
    const answer = await reveal(secret.id, { revealToken: wrong.revealToken, passphraseToken: wrong.passphraseToken });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: { code: "forbidden", message: MESSAGES.wrongPassphrase } });
    // Without a passphrase proof at all: asked for the passphrase, and no guess counted.
    expect((await reveal(secret.id, { revealToken: wrong.revealToken })).body).toEqual({ error: { code: "forbidden", message: MESSAGES.wrongPassphrase } });
    expect(await row(secret.id)).toBeDefined();
    const right = await revealProofs(secret.fragment, "open sesame", FAST);
    const ok = await reveal(secret.id, { revealToken: right.revealToken, passphraseToken: right.passphraseToken });
    expect(ok.status).toBe(200);
    expect(await openSecret(right, ok.body as { ciphertext: string; iv: string })).toBe("behind two locks");
  });

  it(`stops guessing after ${PASSPHRASE_LIMIT.points} wrong passphrases`, async () => {
    const secret = await create("guess me", { passphrase: "long and unguessable" });
    const statuses: number[] = [];
    for (let i = 0; i < PASSPHRASE_LIMIT.points + 1; i++) {
      const keys = await revealProofs(secret.fragment, `guess ${i}`, FAST);
      statuses.push((await reveal(secret.id, { revealToken: keys.revealToken, passphraseToken: keys.passphraseToken })).status);
    }
    expect(statuses).toEqual([...Array<number>(PASSPHRASE_LIMIT.points).fill(403), 429]);
    const right = await revealProofs(secret.fragment, "long and unguessable", FAST);
    const blocked = await reveal(secret.id, { revealToken: right.revealToken, passphraseToken: right.passphraseToken });
    expect(blocked.status).toBe(429);
    expect(String((blocked.body.error as { message: string }).message)).toMatch(/^Too many wrong passphrases for this secret — try again in/);
    expect(await row(secret.id)).toBeDefined();
  });

  it("lets the creator delete with the delete token (stored hashed), and nobody else", async () => {
    const secret = await create("regret");
    const stranger = await secretRoute.DELETE(post(`/api/secrets/${secret.id}`, { deleteToken: "A".repeat(42) + "A" }, uniqueIp(), "DELETE"), params(secret.id));
    expect({ status: stranger.status, body: await stranger.json() }).toEqual(GONE);
    // The reveal proof is not a delete token.
    const notDelete = await secretRoute.DELETE(post(`/api/secrets/${secret.id}`, { deleteToken: secret.sealed.revealToken }, uniqueIp(), "DELETE"), params(secret.id));
    expect(notDelete.status).toBe(404);
    expect(await row(secret.id)).toBeDefined();
    const owner = await secretRoute.DELETE(post(`/api/secrets/${secret.id}`, { deleteToken: secret.deleteToken }, uniqueIp(), "DELETE"), params(secret.id));
    expect(owner.status).toBe(200);
    expect(await row(secret.id)).toBeUndefined();
    expect({ ...(await reveal(secret.id, { revealToken: secret.sealed.revealToken })), headers: undefined }).toEqual({ ...GONE, headers: undefined });
    const again = await secretRoute.DELETE(post(`/api/secrets/${secret.id}`, { deleteToken: secret.deleteToken }, uniqueIp(), "DELETE"), params(secret.id));
    expect({ status: again.status, body: await again.json() }).toEqual(GONE);
  });
});
