import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import * as areaConvertRoute from "@/app/api/v1/area/convert/route";
import * as areaUnitsRoute from "@/app/api/v1/area/units/route";
import * as catchAllRoute from "@/app/api/v1/[...path]/route";
import * as linkRoute from "@/app/api/v1/links/[id]/route";
import * as linkStatsRoute from "@/app/api/v1/links/[id]/stats/route";
import * as bulkRoute from "@/app/api/v1/links/bulk/route";
import * as linksRoute from "@/app/api/v1/links/route";
import * as openApiRoute from "@/app/api/v1/openapi.json/route";
import * as qrRoute from "@/app/api/v1/qr/route";
import { API_RATE_LIMIT } from "@/lib/domain/api/http";
import { MAX_BODY_BYTES } from "@/lib/platform/body-limit";
import { createApiKey, hashApiKey, listApiKeys, MAX_ACTIVE_KEYS, revokeApiKey } from "@/lib/domain/api/keys";
import * as schemas from "@/tools/api-schemas";
import { prisma } from "@/lib/platform/db";
import { stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { answerRedirect } from "@/tools/url-shortener/redirect/redirect";
import { utcDay, userSubject } from "@/lib/domain/limits/usage";
import { createUser } from "../support/factories";
import { call, expectError, userWithKey } from "../support/api-call";

type Handler = Parameters<typeof call>[0];
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
import { decodePng, decodeSvg, readPng } from "../support/qr-decode";
import { UserFacingError } from "@/lib/platform/errors";
import { SETTINGS_MESSAGES } from "@/tools/url-shortener/logic/link-settings";
import { TARGETING_MESSAGES } from "@/tools/url-shortener/logic/targeting";
import { TARGET_MESSAGES } from "@/tools/url-shortener/server/target";

afterAll(stopInvalidationListener);


let premium: Awaited<ReturnType<typeof userWithKey>>;
beforeAll(async () => {
  premium = await userWithKey();
});

describe("API keys", () => {
  it("creates a utl_ key shown once and stored only as a hash", async () => {
    const user = await createUser({ plan: "premium" });
    const { key, apiKey } = await createApiKey(user.id, { name: "  Website  " });
    expect(key).toMatch(/^utl_[A-Za-z0-9_-]{32}$/);
    expect(apiKey).toMatchObject({ name: "Website", prefix: key.slice(0, 12), lastUsedAt: null, revokedAt: null });
    const row = await prisma.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(row.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    expect(await listApiKeys(user.id)).toEqual([apiKey]);
  });

  it("allows 10 active keys; revoked keys do not count", async () => {
    const user = await createUser({ plan: "enterprise" });
    const keys = [];
    for (let i = 0; i < MAX_ACTIVE_KEYS; i++) keys.push((await createApiKey(user.id, { name: `Key ${i}` })).apiKey);
    const eleventh = await createApiKey(user.id, { name: "One too many" }).catch((e: unknown) => e);
    expect(eleventh).toBeInstanceOf(UserFacingError);
    expect((eleventh as UserFacingError).code).toBe("conflict");
    await revokeApiKey(user.id, keys[0]?.id);
    await expect(createApiKey(user.id, { name: "Replacement" })).resolves.toBeTruthy();
    expect(await prisma.apiKey.count({ where: { userId: user.id, revokedAt: null } })).toBe(MAX_ACTIVE_KEYS);
  });

  it("refuses concurrent creations past the limit", async () => {
    const user = await createUser({ plan: "premium" });
    const results = await Promise.allSettled(Array.from({ length: 14 }, (_, i) => createApiKey(user.id, { name: `Race ${i}` })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_ACTIVE_KEYS);
    expect(await prisma.apiKey.count({ where: { userId: user.id } })).toBe(MAX_ACTIVE_KEYS);
  });

  it("keeps a key's first revocation time when it is revoked twice at once", async () => {
    const user = await createUser({ plan: "premium" });
    const keys = await Promise.all(Array.from({ length: 8 }, (_, i) => createApiKey(user.id, { name: `Twice ${i}` })));
    await Promise.all(
      keys.map(async ({ apiKey }) => {
        const [a, b] = await Promise.all([revokeApiKey(user.id, apiKey.id), revokeApiKey(user.id, apiKey.id)]);
        const stored = await prisma.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
        expect([a.revokedAt, b.revokedAt]).toEqual([stored.revokedAt?.toISOString(), stored.revokedAt?.toISOString()]);
      }),
    );
  });

  it("refuses keys to Free and Basic accounts, and names without text", async () => {
    for (const plan of ["free", "basic"] as const) {
      const user = await createUser({ plan });
      const error = (await createApiKey(user.id, { name: "Nope" }).catch((e: unknown) => e)) as UserFacingError;
      expect(error.code).toBe("forbidden");
      expect(error.message).toMatch(/Premium plan/);
      expect(await prisma.apiKey.count({ where: { userId: user.id } })).toBe(0);
    }
    const user = await createUser({ plan: "premium" });
    const blank = (await createApiKey(user.id, { name: "   " }).catch((e: unknown) => e)) as UserFacingError;
    expect(blank.fieldErrors?.name).toMatch(/Please name the key/);
  });

  it("does not revoke another account's key", async () => {
    const other = await createUser({ plan: "premium" });
    await expect(revokeApiKey(other.id, premium.apiKey.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await prisma.apiKey.findUniqueOrThrow({ where: { id: premium.apiKey.id } })).revokedAt).toBeNull();
  });
});

describe("authentication and plans", () => {
  it("answers 401 without a key, with a bad key, and with a revoked key", async () => {
    const missing = await call(linksRoute.GET, "GET", "/links", { key: null });
    expect(expectError(missing, 401, "unauthorized").message).toMatch(/Missing API key/);
    expect(missing.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expectError(await call(linksRoute.GET, "GET", "/links", { key: "utl_not-a-real-key-000000000000000000" }), 401, "unauthorized");
    expectError(await call(linksRoute.GET, "GET", "/links", { key: "sk_live_something" }), 401, "unauthorized");

    const { user, key, apiKey } = await userWithKey();
    expect((await call(linksRoute.GET, "GET", "/links", { key })).status).toBe(200);
    await revokeApiKey(user.id, apiKey.id);
    const revoked = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com" } });
    expect(expectError(revoked, 401, "unauthorized").message).toMatch(/revoked/);
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
  });

  it("answers 403 to a Basic key and to a downgraded or lapsed Premium account, and writes nothing", async () => {
    for (const [plan, status] of [["basic", "active"], ["free", "active"], ["premium", "canceled"]] as const) {
      const { user, key } = await userWithKey(plan, status);
      const result = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com" } });
      expect(expectError(result, 403, "forbidden").message).toMatch(/API access is part of the Premium plan/);
      expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
    }
  });

  it("keeps access during the past_due grace period", async () => {
    const { user, key } = await userWithKey("premium", "past_due");
    await prisma.user.update({ where: { id: user.id }, data: { pastDueSince: new Date() } });
    expect((await call(areaUnitsRoute.GET, "GET", "/area/units", { key })).status).toBe(200);
  });

  it("records when a key was last used", async () => {
    const { key, apiKey } = await userWithKey();
    await call(areaUnitsRoute.GET, "GET", "/area/units", { key });
    const row = await prisma.apiKey.findUniqueOrThrow({ where: { id: apiKey.id } });
    expect(row.lastUsedAt).not.toBeNull();
    expect(Date.now() - row.lastUsedAt!.getTime()).toBeLessThan(60_000);
  });
});

describe("rate limit", () => {
  it(`allows ${API_RATE_LIMIT.points} requests a minute per key, then 429 with Retry-After`, async () => {
    const { user, key } = await userWithKey();
    const other = await userWithKey();
    let last = await call(areaUnitsRoute.GET, "GET", "/area/units", { key });
    expect(last.headers.get("x-ratelimit-limit")).toBe(String(API_RATE_LIMIT.points));
    expect(last.headers.get("x-ratelimit-remaining")).toBe(String(API_RATE_LIMIT.points - 1));
    const reset = Number(last.headers.get("x-ratelimit-reset"));
    expect(reset * 1000).toBeGreaterThan(Date.now());
    expect(reset * 1000).toBeLessThanOrEqual(Date.now() + 61_000);
    for (let i = 1; i < API_RATE_LIMIT.points; i++) last = await call(areaUnitsRoute.GET, "GET", "/area/units", { key });
    expect(last.status).toBe(200);
    expect(last.headers.get("x-ratelimit-remaining")).toBe("0");

    const limited = await call(areaUnitsRoute.GET, "GET", "/area/units", { key });
    expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    // Writes are refused too, and store nothing.
    const write = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/limited" } });
    expect(write.status).toBe(429);
    // Counted for this key's account only: other test files make links to the same address in the same database.
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
    // Another key is not affected.
    expect((await call(areaUnitsRoute.GET, "GET", "/area/units", { key: other.key })).status).toBe(200);
  });
});

describe("request bodies", () => {
  it("refuses a body that is not JSON (415), malformed JSON (400) and an empty body (400)", async () => {
    const { user, key } = await userWithKey();
    const form = await call(linksRoute.POST, "POST", "/links", { key, rawBody: "url=https://example.com", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expectError(form, 415, "unsupported_media_type");
    const malformed = await call(linksRoute.POST, "POST", "/links", { key, rawBody: '{"url": "https://example.com"', headers: { "content-type": "application/json" } });
    expect(expectError(malformed, 400, "invalid_json").message).toMatch(/not valid JSON/);
    expectError(await call(linksRoute.POST, "POST", "/links", { key, rawBody: "", headers: { "content-type": "application/json" } }), 400, "invalid_json");
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
  });

  it("answers a JSON body that is not an object in words, on every route with a body, naming no field", async () => {
    const { user, key } = await userWithKey();
    for (const [raw, kind] of [["[1]", "an array"], ["null", "null"], ['"str"', "a string"], ["42", "a number"], ["true", "true or false"]] as const) {
      for (const [handler, path] of [[linksRoute.POST, "/links"], [bulkRoute.POST, "/links/bulk"], [qrRoute.POST, "/qr"], [areaConvertRoute.POST, "/area/convert"]] as const) {
        const error = expectError(await call(handler, "POST", path, { key, rawBody: raw, headers: { "content-type": "application/json" } }), 400, "validation_error");
        expect(error, `${path} ${raw}`).toEqual({ code: "validation_error", message: `The request body must be a JSON object, like {"url": "https://example.com"}, not ${kind}.` });
      }
    }
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
  });

  it("refuses oversized bodies before parsing them, by Content-Length or while streaming (413)", async () => {
    const { user, key } = await userWithKey();
    const big = JSON.stringify({ links: [{ url: `https://example.com/${"a".repeat(MAX_BODY_BYTES)}` }] });
    const declared = await call(bulkRoute.POST, "POST", "/links/bulk", { key, rawBody: big, headers: { "content-type": "application/json", "content-length": String(big.length) } });
    expectError(declared, 413, "payload_too_large");

    const encoder = new TextEncoder();
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES * 2) return controller.close();
        sent += 65_536;
        controller.enqueue(encoder.encode("a".repeat(65_536)));
      },
    });
    const streamed = await call(bulkRoute.POST, "POST", "/links/bulk", { key, rawBody: stream, headers: { "content-type": "application/json" } });
    expectError(streamed, 413, "payload_too_large");
    expect(sent).toBeLessThan(MAX_BODY_BYTES * 2); // reading stopped at the limit
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
  });

  it("refuses unknown fields with their names", async () => {
    const result = await call(linksRoute.POST, "POST", "/links", { key: premium.key, body: { url: "https://example.com", expires: "tomorrow" } });
    expect(expectError(result, 400, "validation_error").message).toMatch(/expires/);
  });
});

describe("links", () => {
  it("creates a link (201) owned by the key's account, counted like the page", async () => {
    const { user, key } = await userWithKey();
    const result = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "example.com/from-the-api" } });
    expect(result.status).toBe(201);
    const link = schemas.linkSchema.parse(result.json);
    expect(link).toMatchObject({ target: "https://example.com/from-the-api", domain: null, humanClicks: 0, disabled: false });
    expect(link.code).toMatch(/^[0-9a-z]{6}$/);
    expect(link.shortUrl).toMatch(new RegExp(`/s/${link.code}$`));
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).ownerUserId).toBe(user.id);
    const usage = await prisma.dailyUsage.findUnique({ where: { day_tool_subject: { day: utcDay(), tool: "url", subject: userSubject(user.id) } } });
    expect(usage?.count).toBe(1);
  });

  it("takes a custom code, answers 409 when it is taken and 400 for bad targets, storing nothing", async () => {
    const { user, key } = await userWithKey();
    const code = `api-${crypto.randomUUID().slice(0, 8)}`;
    const created = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/a", customCode: code } });
    expect(created.status).toBe(201);
    expect(schemas.linkSchema.parse(created.json).code).toBe(code);
    const taken = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/b", customCode: code } });
    expect(expectError(taken, 409, "conflict").fields?.customCode).toMatch(/taken/);

    for (const [url, message] of [
      ["", /Please enter a URL to shorten/],
      ["javascript:alert(1)", /http/],
      ["http://192.168.1.10/admin", /private network/],
      ["https://user:pass@example.com", /username or password/],
    ] as const) {
      const refused = await call(linksRoute.POST, "POST", "/links", { key, body: { url } });
      expect(expectError(refused, 400, "validation_error").message).toMatch(message);
    }
    const unverified = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com", domain: "go.not-mine.example" } });
    expectError(unverified, 400, "validation_error");
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(1);
  });

  it("lists links newest first, a page at a time", async () => {
    const { key } = await userWithKey();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(schemas.linkSchema.parse((await call(linksRoute.POST, "POST", "/links", { key, body: { url: `https://example.com/${n}` } })).json).id);
    }
    const first = await call(linksRoute.GET, "GET", "/links", { key, query: "?limit=2" });
    const page1 = schemas.linkListSchema.parse(first.json);
    expect(page1.data.map((l) => l.id)).toEqual([ids[2], ids[1]]);
    expect(page1.nextCursor).toBe(ids[1]);
    const page2 = schemas.linkListSchema.parse((await call(linksRoute.GET, "GET", "/links", { key, query: `?limit=2&cursor=${page1.nextCursor}` })).json);
    expect(page2.data.map((l) => l.id)).toEqual([ids[0]]);
    expect(page2.nextCursor).toBeNull();

    expectError(await call(linksRoute.GET, "GET", "/links", { key, query: "?limit=0" }), 400, "validation_error");
    expectError(await call(linksRoute.GET, "GET", "/links", { key, query: "?limit=101" }), 400, "validation_error");
    expectError(await call(linksRoute.GET, "GET", "/links", { key, query: "?cursor=nope" }), 400, "validation_error");
  });

  it("gets, deletes (204, then 410 on the short URL) and 404s links that are not yours", async () => {
    const { key } = await userWithKey();
    const link = schemas.linkSchema.parse((await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/doomed" } })).json);
    const got = await call(linkRoute.GET, "GET", `/links/${link.id}`, { key, params: { id: link.id } });
    expect(schemas.linkSchema.parse(got.json)).toEqual(link);

    expectError(await call(linkRoute.GET, "GET", `/links/${link.id}`, { key: premium.key, params: { id: link.id } }), 404, "not_found");
    expectError(await call(linkRoute.DELETE, "DELETE", `/links/${link.id}`, { key: premium.key, params: { id: link.id } }), 404, "not_found");
    expectError(await call(linkRoute.GET, "GET", "/links/not-a-uuid", { key, params: { id: "not-a-uuid" } }), 404, "not_found");

    const deleted = await call(linkRoute.DELETE, "DELETE", `/links/${link.id}`, { key, params: { id: link.id } });
    expect(deleted.status).toBe(204);
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).deletedAt).not.toBeNull();
    expect((await answerRedirect({ method: "GET", domain: "", host: "", code: link.code, userAgent: undefined, referer: undefined, country: null })).status).toBe(410);
    expectError(await call(linkRoute.GET, "GET", `/links/${link.id}`, { key, params: { id: link.id } }), 404, "not_found");
  });

  it("returns stats: totals, clicks per day and breakdowns, bots apart", async () => {
    const { key } = await userWithKey();
    const link = schemas.linkSchema.parse((await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/stats" } })).json);
    await prisma.click.createMany({
      data: [
        { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, referrerHost: "news.ycombinator.com", country: "DE", device: "desktop", browser: "Firefox", os: "Linux" },
        { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, referrerHost: "news.ycombinator.com", country: "US", device: "mobile", browser: "Safari", os: "iOS" },
        { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, bot: true, browser: "Slackbot" },
      ],
    });
    await prisma.link.update({ where: { id: link.id }, data: { humanClicks: 2, botClicks: 1 } });
    const result = await call(linkStatsRoute.GET, "GET", `/links/${link.id}/stats`, { key, params: { id: link.id } });
    const stats = schemas.linkStatsSchema.parse(result.json);
    expect(stats.totals).toEqual({ human: 2, bot: 1 });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)?.clicks).toBe(2);
    expect(stats.breakdowns.referrers).toEqual([{ label: "news.ycombinator.com", clicks: 2 }]);
    expect(stats.breakdowns.browsers.map((b) => b.label).sort()).toEqual(["Firefox", "Safari"]);
    expectError(await call(linkStatsRoute.GET, "GET", `/links/${link.id}/stats`, { key: premium.key, params: { id: link.id } }), 404, "not_found");
  });
});

describe("the links contract: field names, ranges and what a Link says", () => {
  it("takes the destination as url or as target on create, and names the field a bad request got wrong", async () => {
    const { user, key } = await userWithKey();
    const viaTarget = await call(linksRoute.POST, "POST", "/links", { key, body: { target: "example.com/by-target" } });
    expect(viaTarget.status).toBe(201);
    expect(schemas.linkSchema.parse(viaTarget.json).target).toBe("https://example.com/by-target");

    const both = expectError(await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/a", target: "https://example.com/b" } }), 400, "validation_error");
    expect(Object.keys(both.fields ?? {})).toEqual(["target"]);
    const neither = expectError(await call(linksRoute.POST, "POST", "/links", { key, body: { tags: ["x"] } }), 400, "validation_error");
    expect(neither.fields?.url).toMatch(/url \(or target\)/);
    const longCode = expectError(await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/t", customCode: "a".repeat(501) } }), 400, "validation_error");
    expect(Object.keys(longCode.fields ?? {})).toEqual(["customCode"]);
    const longDomain = expectError(await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/t", domain: "d".repeat(501) } }), 400, "validation_error");
    expect(Object.keys(longDomain.fields ?? {})).toEqual(["domain"]);

    const link = schemas.linkSchema.parse(viaTarget.json);
    const unknownKey = expectError(await call(linkRoute.PATCH, "PATCH", `/links/${link.id}`, { key, params: { id: link.id }, body: { url: "https://example.com/c" } }), 400, "validation_error");
    expect(Object.keys(unknownKey.fields ?? {})).toEqual(["url"]);
    const typo = expectError(await call(linksRoute.GET, "GET", "/links", { key, query: "?tags=spring" }), 400, "validation_error");
    expect(Object.keys(typo.fields ?? {})).toEqual(["tags"]);
    // A filter given twice is named too: which one would count is a guess.
    const twice = expectError(await call(linksRoute.GET, "GET", "/links", { key, query: "?tag=spring&tag=summer" }), 400, "validation_error");
    expect(twice.fields).toEqual({ tag: "tag is given more than once: send it once." });
    // Nothing half-done: the one link is the first, unchanged.
    expect(await prisma.link.findMany({ where: { ownerUserId: user.id }, select: { target: true } })).toEqual([{ target: "https://example.com/by-target" }]);
  });

  it("returns the UTM parameters a destination carries, however they got there", async () => {
    const { key } = await userWithKey();
    const built = schemas.linkSchema.parse(
      (await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/p?utm_source=old#top", utm: { source: "news letter", campaign: "spring" } } })).json,
    );
    expect(built.target).toBe("https://example.com/p?utm_source=news%20letter&utm_campaign=spring#top");
    expect(built.utm).toEqual({ source: "news letter", campaign: "spring" });
    const pasted = schemas.linkSchema.parse((await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/?UTM_Medium=e%2Bmail&x=1" } })).json);
    expect(pasted.utm).toEqual({ medium: "e+mail" });
    const edited = schemas.linkSchema.parse((await call(linkRoute.PATCH, "PATCH", `/links/${pasted.id}`, { key, params: { id: pasted.id }, body: { target: "https://example.com/plain" } })).json);
    expect(edited.utm).toEqual({});
    const listed = schemas.linkListSchema.parse((await call(linksRoute.GET, "GET", "/links", { key })).json);
    expect(listed.data.find((l) => l.id === built.id)?.utm).toEqual({ source: "news letter", campaign: "spring" });
  });

  it("limits the stats to a date range: the series by hour or day, the days and the breakdowns in it", async () => {
    const { key } = await userWithKey();
    const link = schemas.linkSchema.parse((await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/range" } })).json);
    const now = Date.now();
    await prisma.click.createMany({
      data: [
        { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, at: new Date(now - 60 * 60_000), country: "DE", browser: "Firefox" },
        { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, at: new Date(now - 60 * 60_000), country: "DE", browser: "Firefox", scan: true },
        { linkId: link.id, keepDays: CLICK_RETENTION_DAYS.premium, at: new Date(now - 20 * 86_400_000), country: "US", browser: "Safari" },
      ],
    });
    await prisma.link.update({ where: { id: link.id }, data: { humanClicks: 3, humanScans: 1 } });
    const stats = async (query: string) => schemas.linkStatsSchema.parse((await call(linkStatsRoute.GET, "GET", `/links/${link.id}/stats`, { key, params: { id: link.id }, query })).json);

    const week = await stats("?range=7d");
    expect(week.range).toBe("7d");
    expect(week.series.unit).toBe("hour");
    expect(week.series.points.reduce((sum, p) => sum + p.clicks, 0)).toBe(2);
    expect(week.series.points.reduce((sum, p) => sum + p.scans, 0)).toBe(1);
    expect(week.daily.length).toBeGreaterThanOrEqual(7);
    expect(week.daily.length).toBeLessThanOrEqual(8);
    expect(week.daily.reduce((sum, d) => sum + d.clicks, 0)).toBe(2);
    expect(week.breakdowns.countries).toEqual([{ label: "DE", clicks: 2 }]);
    expect(week.totals).toEqual({ human: 3, bot: 0 });

    const month = await stats("?range=30d&trigger=click");
    expect(month.series.unit).toBe("day");
    expect(month.daily.reduce((sum, d) => sum + d.clicks, 0)).toBe(2);
    expect(month.breakdowns.browsers.map((b) => b.label).sort()).toEqual(["Firefox", "Safari"]);

    // Without a range: the last 30 days by day, the breakdowns all time, as before.
    const plain = await stats("");
    expect(plain.range).toBeNull();
    expect(plain.daily).toHaveLength(30);
    expect(plain.breakdowns.countries.map((b) => b.label).sort()).toEqual(["DE", "US"]);

    for (const [query, field] of [["?range=1y", "range"], ["?from=2020-01-01", "from"]] as const) {
      const error = expectError(await call(linkStatsRoute.GET, "GET", `/links/${link.id}/stats`, { key, params: { id: link.id }, query }), 400, "validation_error");
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
    }
  });
});

describe("bulk links", () => {
  it("creates each good link and reports each bad one (partial failure), storing only the good", async () => {
    const { user, key } = await userWithKey();
    const code = `bulk-${crypto.randomUUID().slice(0, 8)}`;
    const result = await call(bulkRoute.POST, "POST", "/links/bulk", {
      key,
      body: {
        links: [
          { url: "https://example.com/one" },
          { url: "not a url" },
          { url: "https://example.com/two", customCode: code },
          { url: "https://example.com/three", customCode: code },
          { url: "http://127.0.0.1/secret" },
        ],
      },
    });
    expect(result.status).toBe(200);
    const report = schemas.bulkLinksResponseSchema.parse(result.json);
    expect(report).toMatchObject({ created: 2, failed: 3 });
    expect(report.results.map((r) => [r.index, r.ok])).toEqual([[0, true], [1, false], [2, true], [3, false], [4, false]]);
    const errors = report.results.flatMap((r) => (r.ok ? [] : [r.error]));
    expect(errors.map((e) => e.code)).toEqual(["validation_error", "conflict", "validation_error"]);
    expect(errors[1]).toMatchObject({ field: "customCode" });
    const stored = await prisma.link.findMany({ where: { ownerUserId: user.id }, orderBy: { createdAt: "asc" } });
    expect(stored.map((l) => l.target)).toEqual(["https://example.com/one", "https://example.com/two"]);
  });

  it("keeps every item's own settings (each as POST /links would store it)", async () => {
    const { user, key } = await userWithKey();
    const links = [
      {
        url: "https://example.com/locked?a=1#top",
        password: "open sesame",
        expiresAt: "2099-01-01T00:00:00Z",
        maxClicks: 50,
        expiredUrl: "https://example.com/over",
        redirectStatus: 307,
        tags: ["Spring"],
        utm: { source: "newsletter", medium: "email", campaign: "spring" },
      },
      { url: "https://example.com/targeted", ios: "https://apps.example.com/ios", android: "https://apps.example.com/android", geo: { DE: "https://example.de/" } },
      { url: "https://example.com/bad-status", redirectStatus: 303 },
    ];
    // 303 is not a redirect status we offer: that link alone is refused, naming its field; the others are created.
    const result = await call(bulkRoute.POST, "POST", "/links/bulk", { key, body: { links } });
    expect(result.status).toBe(200);
    const report = schemas.bulkLinksResponseSchema.parse(result.json);
    expect(report).toMatchObject({ created: 2, failed: 1 });
    expect(report.results[2]).toEqual({ index: 2, ok: false, error: { code: "validation_error", message: SETTINGS_MESSAGES.redirectStatus, field: "redirectStatus" } });
    const [locked, targeted] = await prisma.link.findMany({ where: { ownerUserId: user.id }, orderBy: { createdAt: "asc" }, include: { tags: { include: { tag: true } } } });
    expect(locked).toMatchObject({
      target: "https://example.com/locked?a=1&utm_source=newsletter&utm_medium=email&utm_campaign=spring#top",
      expiresAt: new Date("2099-01-01T00:00:00Z"),
      maxClicks: 50,
      expiredUrl: "https://example.com/over",
      redirectStatus: 307,
    });
    expect(locked!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(locked!.tags.map((t) => t.tag.name)).toEqual(["Spring"]);
    expect(targeted).toMatchObject({ iosUrl: "https://apps.example.com/ios", androidUrl: "https://apps.example.com/android", geo: { DE: "https://example.de/" } });
  });

  it("refuses as a whole only a body that is not 1 to 100 links, storing nothing", async () => {
    const { user, key } = await userWithKey();
    const tooMany = await call(bulkRoute.POST, "POST", "/links/bulk", { key, body: { links: Array.from({ length: 101 }, (_, i) => ({ url: `https://example.com/${i}` })) } });
    expect(expectError(tooMany, 400, "validation_error").message).toMatch(/up to 100/);
    expectError(await call(bulkRoute.POST, "POST", "/links/bulk", { key, body: { links: [] } }), 400, "validation_error");
    expectError(await call(bulkRoute.POST, "POST", "/links/bulk", { key, body: { links: { url: "https://example.com/one" } } }), 400, "validation_error");
    expect(expectError(await call(bulkRoute.POST, "POST", "/links/bulk", { key, body: { links: [{ url: "https://example.com/a" }], extra: 1 } }), 400, "validation_error").fields).toEqual({
      extra: '"extra" is not a field this request takes.',
    });
    expect(await prisma.link.count({ where: { ownerUserId: user.id } })).toBe(0);
  });

  it("refuses a link its schema refuses on its own, naming the field as createLink's refusals do, and creates the rest", async () => {
    const { user, key } = await userWithKey();
    const links = [{ url: "https://example.com/ok" }, { url: 42 }, { url: "https://example.com/zero", maxClicks: 0 }, { url: "https://example.com/typo", tittle: "x" }, 7, { url: "https://example.com/fr", geo: { FR: null } }];
    const result = await call(bulkRoute.POST, "POST", "/links/bulk", { key, body: { links } });
    expect(result.status).toBe(200);
    const report = schemas.bulkLinksResponseSchema.parse(result.json);
    expect(report).toMatchObject({ created: 1, failed: 5 });
    expect(report.results.map((r) => (r.ok ? "created" : [r.error.code, r.error.field, r.error.message]))).toEqual([
      "created",
      ["validation_error", "url", TARGET_MESSAGES.invalid],
      ["validation_error", "maxClicks", SETTINGS_MESSAGES.maxClicks],
      ["validation_error", "tittle", '"tittle" is not a field this request takes.'],
      ["validation_error", undefined, 'Each link must be a JSON object, like {"url": "https://example.com"}.'],
      ["validation_error", "geo.FR", TARGETING_MESSAGES.empty],
    ]);
    expect((await prisma.link.findMany({ where: { ownerUserId: user.id } })).map((l) => l.target)).toEqual(["https://example.com/ok"]);
  });
});

describe("QR codes", () => {
  it("returns an SVG as JSON that decodes to the payload", async () => {
    const result = await call(qrRoute.POST, "POST", "/qr", { key: premium.key, body: { text: "Hello from the API" } });
    expect(result.status).toBe(200);
    const qr = schemas.qrResponseSchema.parse(result.json);
    expect(qr).toMatchObject({ type: "text", payload: "Hello from the API", format: "svg", size: 500, contentType: "image/svg+xml; charset=utf-8" });
    expect(decodeSvg(qr.data)).toBe("Hello from the API");
  });

  it("returns a PNG (base64, or raw with Accept: image/png) for typed content and options", async () => {
    const content = { type: "wifi", ssid: "Café;Guest", password: "correct horse", encryption: "WPA" };
    const expected = "WIFI:T:WPA;S:Café\\;Guest;P:correct horse;H:false;;";
    const asJson = await call(qrRoute.POST, "POST", "/qr", {
      key: premium.key,
      body: { content, options: { errorCorrection: "H", foreground: "#1e3a8a" }, format: "png", size: 1000 },
    });
    const qr = schemas.qrResponseSchema.parse(asJson.json);
    expect(qr).toMatchObject({ payload: expected, format: "png", size: 1000 });
    expect(decodePng(Buffer.from(qr.data, "base64"))).toBe(expected);

    const raw = await call(qrRoute.POST, "POST", "/qr", { key: premium.key, body: { content }, headers: { accept: "image/png" } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toBe("image/png");
    expect(decodePng(Buffer.from(await raw.response.arrayBuffer()))).toBe(expected);
  });

  it("renders a studio design (shapes, gradient, frame) as PNG and SVG that read back, and answers 422 for one that does not scan", async () => {
    const { user, key } = await userWithKey();
    const options = {
      dots: { shape: "classy-rounded", gradient: { type: "radial", stops: [{ offset: 0, color: "#1e3a8a" }, { offset: 1, color: "#7c3aed" }] } },
      eyeFrame: { shape: "leaf", color: "#111827" },
      eyeCenter: { shape: "extra-rounded" },
      background: "transparent",
      frame: { style: "bubble", text: "Scannez-moi ✓", color: "#7c3aed" },
    };
    const png = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "Studio via API", options, format: "png", size: 600 } });
    const image = Buffer.from(schemas.qrResponseSchema.parse(png.json).data, "base64");
    const raster = readPng(image);
    expect(raster.width).toBe(600);
    expect(raster.height).toBeGreaterThan(600);
    expect(decodePng(image)).toBe("Studio via API");
    const svg = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "Studio via API", options }, headers: { accept: "image/svg+xml" } });
    const markup = await svg.response.text();
    expect(markup).toContain("<radialGradient");
    expect(markup).toContain(">Scannez-moi ✓</text>");

    const refused = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "No quiet zone", options: { margin: 0, frame: { style: "banner-top", text: "Scan" } } } });
    expect(expectError(refused, 422, "does_not_scan").message).toMatch(/does not scan.*keep the quiet zone/);
    const badShape = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "x", options: { dots: { shape: "hearts" } } } });
    expect(expectError(badShape, 400, "validation_error").fields).toEqual({ "options.dots.shape": "Module shape must be one of square, dots, rounded, extra-rounded, classy, classy-rounded" });
    const longText = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "x", options: { frame: { style: "outline", text: "あ".repeat(31) } } } });
    expect(expectError(longText, 400, "validation_error").fields).toHaveProperty(["options.frame.text"]);
    const oneStop = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "x", options: { eyeFrame: { shape: "square", gradient: { type: "linear", stops: [{ offset: 0, color: "#000" }] } } } } });
    expect(expectError(oneStop, 400, "validation_error").message).toMatch(/at least 2 stops/);
    // Refusals are not counted and leave no history; the one good design is stored with its options.
    const history = await prisma.qrCode.findMany({ where: { userId: user.id } });
    expect(history.map((h) => h.payload)).toEqual(["Studio via API"]);
    expect(history[0]!.options).toMatchObject({ frame: { style: "bubble", text: "Scannez-moi ✓" }, background: "#ffffff00" });
  });

  it("takes a logo (an icon or an uploaded image), defaults it to error correction H, never stores an upload, and answers 422 for a logo at 30 % with L", async () => {
    const { user, key } = await userWithKey();
    const svgLogo = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><circle cx="5" cy="5" r="4" fill="#7c3aed"/></svg>').toString("base64")}`;
    const svg = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "Logo via API", options: { logo: { image: svgLogo, size: 0.25 } } }, headers: { accept: "image/svg+xml" } });
    expect(svg.status).toBe(200);
    const markup = await svg.response.text();
    expect(markup).toContain('<circle cx="5" cy="5" r="4" fill="#7c3aed">');
    expect(markup).not.toMatch(/script|onload/);
    const png = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "Icon via API", options: { logo: { image: "heart", size: 0.2 } }, format: "png", size: 600 } });
    expect(decodePng(Buffer.from(schemas.qrResponseSchema.parse(png.json).data, "base64"))).toBe("Icon via API");

    const refused = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "Logo via API", options: { errorCorrection: "L", logo: { image: "heart", size: 0.3 } } } });
    expect(expectError(refused, 422, "does_not_scan").message).toMatch(/Make the logo smaller/);
    const tooBig = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "x", options: { logo: { image: "heart", size: 0.4 } } } });
    expect(expectError(tooBig, 400, "validation_error").fields).toHaveProperty(["options.logo.size"]);
    const remote = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "x", options: { logo: { image: "https://example.com/logo.png" } } } });
    expect(expectError(remote, 400, "validation_error").fields).toHaveProperty(["options.logo.image"]);

    const history = await prisma.qrCode.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(history.map((h) => h.payload)).toEqual(["Logo via API", "Icon via API"]);
    expect(history[0]!.options).not.toHaveProperty("logo");
    expect(history[1]!.options).toMatchObject({ logo: { image: "heart", size: 0.2 }, errorCorrection: "H" });
  });

  it("keeps the code in the account's history (plans with history)", async () => {
    const { user, key } = await userWithKey();
    await call(qrRoute.POST, "POST", "/qr", { key, body: { content: { type: "url", url: "example.com/menu" } } });
    const history = await prisma.qrCode.findMany({ where: { userId: user.id } });
    expect(history.map((h) => h.payload)).toEqual(["https://example.com/menu"]);
  });

  it("answers 400 with the page's messages for bad requests, and stores nothing", async () => {
    const { user, key } = await userWithKey();
    const cases: [unknown, RegExp][] = [
      [{ content: { type: "text", text: "  " } }, /Please fill in the required fields/],
      [{ content: { type: "hologram", text: "x" } }, /Unknown QR code type/],
      [{ text: "x", content: { type: "text", text: "y" } }, /either content or text/],
      [{ text: "x", size: 3000 }, /Download size/],
      [{ text: "x", options: { foreground: "#ffffff" } }, /contrast|invisible|same/i],
      [{ text: "x", options: { size: 300 } }, /Unknown field: size/],
      [{ content: { type: "wifi", ssid: "Home", password: "x".repeat(64) } }, /8 to 63/],
      [{ content: { type: "geo", latitude: 91, longitude: 0 } }, /Latitude/],
    ];
    for (const [body, message] of cases) {
      const result = await call(qrRoute.POST, "POST", "/qr", { key, body });
      expect(expectError(result, 400, "validation_error").message, JSON.stringify(body)).toMatch(message);
    }
    expect(await prisma.qrCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.dailyUsage.count({ where: { subject: userSubject(user.id) } })).toBe(0);
  });
});

describe("area conversion", () => {
  it("converts one value exactly", async () => {
    const result = await call(areaConvertRoute.POST, "POST", "/area/convert", { key: premium.key, body: { from: "ac", to: "ft2", value: "2.5" } });
    const conversion = schemas.areaConversionSchema.parse(result.json);
    expect(conversion).toMatchObject({ value: "2.5", result: "108900", exact: true, from: { id: "ac", symbol: "ac" }, to: { id: "ft2", symbol: "ft²" } });
    expect(conversion.quickReference.backward).toBe("1 ft² ≈ 0.0000229568 ac");
    expect(conversion.quickReference.forward).toBe("1 ac = 43560 ft²");
  });

  it("converts many values, listing bad ones by index", async () => {
    const values = [1, "640", "-3", "abc", 0.5];
    const result = await call(areaConvertRoute.POST, "POST", "/area/convert", { key: premium.key, body: { from: "mi2", to: "ac", values } });
    const batch = schemas.areaBatchSchema.parse(result.json);
    expect(batch.results).toEqual([
      { index: 0, value: "1", result: "640" },
      { index: 1, value: "640", result: "409600" },
      { index: 4, value: "0.5", result: "320" },
    ]);
    expect(batch.errors.map((e) => e.index)).toEqual([2, 3]);
    expect(batch.errors[0]?.error).toMatch(/negative/i);
  });

  it("uses the account's custom units and lists them", async () => {
    const { user, key } = await userWithKey();
    const unit = await prisma.customUnit.create({ data: { userId: user.id, name: "Bigha", symbol: "bigha", factor: 2500 } });
    const units = schemas.areaUnitsSchema.parse((await call(areaUnitsRoute.GET, "GET", "/area/units", { key })).json).units;
    expect(units).toHaveLength(15);
    expect(units.at(-1)).toEqual({ id: `custom:${unit.id}`, name: "Bigha", symbol: "bigha", category: "Custom", squareMeters: "2500" });
    const result = await call(areaConvertRoute.POST, "POST", "/area/convert", { key, body: { from: `custom:${unit.id}`, to: "ha", value: 4 } });
    expect(schemas.areaConversionSchema.parse(result.json).result).toBe("1");
    // Another account cannot use it.
    expectError(await call(areaConvertRoute.POST, "POST", "/area/convert", { key: premium.key, body: { from: `custom:${unit.id}`, to: "ha", value: 4 } }), 400, "validation_error");
  });

  it("refuses bad requests with 400", async () => {
    for (const body of [
      { from: "ac", to: "ft2", value: "NaN" },
      { from: "ac", to: "parsec2", value: 1 },
      { from: "ac", to: "ft2", values: Array.from({ length: 1001 }, () => 1) },
      { from: "ac", to: "ft2" },
      { from: "ac", to: "ft2", value: 1, values: [1] },
    ]) {
      expectError(await call(areaConvertRoute.POST, "POST", "/area/convert", { key: premium.key, body }), 400, "validation_error");
    }
  });
});

describe("the rest of /api/v1", () => {
  it("answers unknown endpoints with a 404 in the error shape", async () => {
    const result = await call(catchAllRoute.GET, "GET", "/widgets");
    expect(expectError(result, 404, "not_found").message).toMatch(/No endpoint at GET \/api\/v1\/widgets/);
  });

  it("answers every method on every endpoint in the error shape: a 405 names the methods the endpoint takes", async () => {
    const root = path.join(process.cwd(), "app", "api", "v1");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith("route.ts") && !file.startsWith("openapi.json"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const route = (await import(path.join(root, file))) as Record<string, Handler>;
      const refused: string[] = [];
      const allows = new Set<string>();
      for (const method of METHODS) {
        expect(route[method], `${file} exports ${method}`).toBeTypeOf("function");
        const result = await call(route[method]!, method, "/x", { key: null, params: { id: "x", path: ["x"] } });
        expect(schemas.errorResponseSchema.safeParse(result.json).success, `${method} ${file}: error shape`).toBe(true);
        if (result.status !== 405) continue;
        expect(result.json).toMatchObject({ error: { code: "method_not_allowed" } });
        refused.push(method);
        allows.add(result.headers.get("allow") ?? "");
      }
      // The methods it takes (they answer 401 without a key, or 404 for no endpoint): Allow names exactly those.
      if (refused.length) expect([...allows], file).toEqual([METHODS.filter((method) => !refused.includes(method)).join(", ")]);
    }
  });

  it("serves the OpenAPI document without a key", async () => {
    const response = openApiRoute.GET();
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/links/{id}/stats");
  });
});
