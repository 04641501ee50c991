import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as linkRoute from "@/app/api/v1/links/[id]/route";
import * as linksRoute from "@/app/api/v1/links/route";
import { prisma } from "@/lib/platform/db";
import type { PlanKey } from "@/lib/domain/plans";
import { createLink } from "@/tools/url-shortener/server/create";
import { updateLink } from "@/tools/url-shortener/server/manage";
import { SETTINGS_FEATURE_MESSAGES } from "@/tools/url-shortener/server/settings";
import { TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import { BLOCK_MESSAGES } from "@/tools/url-shortener/server/blocklist";
import { GEO_RULES_MAX, TARGETING_MESSAGES } from "@/tools/url-shortener/logic/targeting";
import { createUser, uniqueIp } from "../support/factories";
import { eventually } from "../support/eventually";
import { CHROME, redirectServerForFile } from "../support/redirect-file";
import { apiRequest } from "../support/api-request";
import { startRedirectProcess } from "../support/redirect-server";
import { userWithKey } from "../support/api-call";

/** Targeting: iOS, Android and country destinations chosen by the redirect, the plan, the checks and the API. */

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const SLACK = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";

const TARGET = "https://example.com/app";
const IOS = "https://apps.apple.com/app/id123456789";
const PLAY = "https://play.google.com/store/apps/details?id=com.example.app";
const DE = "https://example.de/app";

const server = redirectServerForFile();
const get = server.get;

async function account(plan: PlanKey = "premium") {
  const user = await createUser({ plan });
  return { user, actor: { userId: user.id, ip: uniqueIp() }, owner: { userId: user.id } };
}

/** Where one visit goes: its Location header. */
async function destination(code: string, userAgent: string, country?: string, port?: number) {
  const response = await get(`/s/${code}`, { "user-agent": userAgent, ...(country ? { "cf-ipcountry": country } : {}) }, port);
  return response.headers.location;
}

// The country of a visit comes from a trusted proxy's header (lib/platform/http/request.ts), as in production.
beforeEach(() => {
  vi.stubEnv("TRUST_PROXY", "1");
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the redirect with targeting", () => {
  it("sends an iPhone or iPad to the iOS URL, an Android phone to the Android URL, a targeted country to its URL, everyone else to the target", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: TARGET, ios: IOS, android: PLAY, geo: { de: DE } });
    expect(link).toMatchObject({ target: TARGET, ios: IOS, android: PLAY, geo: { DE } });

    expect(await destination(link.code, IPHONE, "US")).toBe(IOS);
    expect(await destination(link.code, IPAD)).toBe(IOS);
    expect(await destination(link.code, ANDROID, "FR")).toBe(PLAY);
    // The country's rule beats the phone's.
    expect(await destination(link.code, IPHONE, "DE")).toBe(DE);
    expect(await destination(link.code, CHROME, "de")).toBe(DE);
    expect(await destination(link.code, CHROME, "US")).toBe(TARGET);
    expect(await destination(link.code, CHROME)).toBe(TARGET);
    // Link previews and crawlers see the link's own destination, as before targeting.
    expect(await destination(link.code, SLACK, "DE")).toBe(TARGET);
  });

  it("ignores the country header without a trusted proxy (anyone can send one)", async () => {
    vi.stubEnv("TRUST_PROXY", "");
    const { actor } = await account();
    const { link } = await createLink(actor, { url: TARGET, geo: { DE } });
    expect(await destination(link.code, CHROME, "DE")).toBe(TARGET);
  });

  it("applies expiry, the password and the click limit first, exactly as without targeting", async () => {
    const { actor, owner } = await account();
    const { link } = await createLink(actor, { url: TARGET, ios: IOS, maxClicks: 1, expiredUrl: "https://example.com/over" });
    expect(await destination(link.code, IPHONE)).toBe(IOS);
    expect(await destination(link.code, IPHONE)).toBe("https://example.com/over");

    const { link: locked } = await createLink(actor, { url: TARGET, ios: IOS, password: "open sesame" });
    const page = await get(`/s/${locked.code}`, { "user-agent": IPHONE });
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.headers) + page.body).not.toContain("apps.apple.com");

    const { link: past } = await createLink(actor, { url: TARGET, geo: { DE } });
    await prisma.link.update({ where: { id: past.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await updateLink(owner, past.id, { geo: { DE } });
    expect((await get(`/s/${past.code}`, { "cf-ipcountry": "DE" })).status).toBe(410);
  });

  it("lists every targeted destination in the inspector, and none of a protected link's", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: TARGET, ios: IOS, android: PLAY, geo: { DE, FR: "https://example.fr/app?a=1&b=2" } });
    const page = await get(`/s/${link.code}+`);
    expect(page.status).toBe(200);
    expect(page.headers.location).toBeUndefined();
    for (const [label, url] of [["iPhone and iPad", IOS], ["Android", PLAY], ["Germany", DE], ["France", "https://example.fr/app?a=1&amp;b=2"]]) {
      expect(page.body).toContain(`<dt>From ${label}</dt>`);
      expect(page.body).toContain(`>${url}</a>`);
    }
    expect(page.body).toContain("<strong>apps.apple.com</strong>");

    const { link: locked } = await createLink(actor, { url: TARGET, ios: IOS, geo: { DE }, password: "open sesame" });
    const hidden = await get(`/s/${locked.code}+`);
    expect(hidden.status).toBe(200);
    expect(hidden.body).not.toContain("apps.apple.com");
    expect(hidden.body).not.toContain("example.de");
  });

  it("merges the link's UTM parameters into every destination, as into the target", async () => {
    const { actor, owner } = await account();
    const { link } = await createLink(actor, { url: TARGET, ios: IOS, geo: { DE }, utm: { source: "news" } });
    expect(link).toMatchObject({ target: `${TARGET}?utm_source=news`, ios: `${IOS}?utm_source=news`, geo: { DE: `${DE}?utm_source=news` }, android: null });
    // An edit's UTM parameters go into what the link has.
    const edited = await updateLink(owner, link.id, { utm: { source: "mail" } });
    expect(edited).toMatchObject({ target: `${TARGET}?utm_source=mail`, ios: `${IOS}?utm_source=mail`, geo: { DE: `${DE}?utm_source=mail` } });
    expect(await destination(link.code, IPHONE)).toBe(`${IOS}?utm_source=mail`);
  });

  it("follows an edit of the targeting at once here, and within a second in another process", async () => {
    const child = await startRedirectProcess();
    try {
      const { actor, owner } = await account();
      const { link } = await createLink(actor, { url: TARGET });
      for (let i = 0; i < 2; i++) {
        expect(await destination(link.code, IPHONE)).toBe(TARGET);
        expect(await destination(link.code, IPHONE, undefined, child.port)).toBe(TARGET);
      }
      await updateLink(owner, link.id, { ios: IOS });
      expect(await destination(link.code, IPHONE)).toBe(IOS);
      expect(await eventually(async () => (await destination(link.code, IPHONE, undefined, child.port)) === IOS, 1000)).toBe(true);
      await updateLink(owner, link.id, { ios: null, geo: { DE } });
      expect(await destination(link.code, IPHONE)).toBe(TARGET);
      expect(await destination(link.code, IPHONE, "DE")).toBe(DE);
      await updateLink(owner, link.id, { geo: {} });
      expect(await destination(link.code, IPHONE, "DE")).toBe(TARGET);
      expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).geo).toBeNull();
    } finally {
      await child.stop();
    }
  }, 60_000);
});

describe("plans", () => {
  it.each(["free", "basic"] as const)("refuses targeting on %s with the plan message and stores nothing", async (plan) => {
    const { actor, owner } = await account(plan);
    const { link } = await createLink(actor, { url: TARGET });
    for (const forged of [{ ios: IOS }, { android: PLAY }, { geo: { DE } }]) {
      await expect(updateLink(owner, link.id, forged), JSON.stringify(forged)).rejects.toMatchObject({ code: "forbidden", message: SETTINGS_FEATURE_MESSAGES.targeting });
      await expect(createLink(actor, { url: "https://example.com/forged", ...forged })).rejects.toMatchObject({ code: "forbidden", message: SETTINGS_FEATURE_MESSAGES.targeting });
    }
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ iosUrl: null, androidUrl: null, geo: null });
    expect(await prisma.link.count({ where: { target: "https://example.com/forged" } })).toBe(0);
    // Removing is no paid feature.
    await expect(updateLink(owner, link.id, { ios: null, geo: null })).resolves.toMatchObject({ ios: null, geo: null });
  });

  it("keeps targeting the link already has after a downgrade, so its other fields can still be edited", async () => {
    const { user, actor, owner } = await account("premium");
    const { link } = await createLink(actor, { url: TARGET, ios: IOS, geo: { DE } });
    await prisma.user.update({ where: { id: user.id }, data: { plan: "basic" } });
    await expect(updateLink(owner, link.id, { target: "https://example.com/new", ios: IOS, geo: { de: DE } })).resolves.toMatchObject({ ios: IOS, geo: { DE } });
    await expect(updateLink(owner, link.id, { geo: { DE, FR: DE } })).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("the REST API", () => {
  it("POSTs and PATCHes ios, android and geo on Premium; the Link object returns them", async () => {
    const { key } = await userWithKey();
    const created = await linksRoute.POST(apiRequest("POST", "/links", key, { url: TARGET, ios: IOS, geo: { fr: "https://example.fr/" } }));
    expect(created.status).toBe(201);
    const link = (await created.json()) as { id: string; code: string };
    expect(link).toMatchObject({ ios: IOS, android: null, geo: { FR: "https://example.fr/" } });
    const params = { params: Promise.resolve({ id: link.id }) };
    const patched = await linkRoute.PATCH(apiRequest("PATCH", `/links/${link.id}`, key, { ios: null, android: PLAY, geo: { DE } }), params);
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ ios: null, android: PLAY, geo: { DE } });
    expect(await destination(link.code, ANDROID)).toBe(PLAY);
    const got = await linkRoute.GET(apiRequest("GET", `/links/${link.id}`, key), params);
    expect(await got.json()).toMatchObject({ android: PLAY, geo: { DE } });
  });

  it("answers 403 to a Basic account's key, storing nothing", async () => {
    const { key, user } = await userWithKey();
    const created = (await (await linksRoute.POST(apiRequest("POST", "/links", key, { url: TARGET }))).json()) as { id: string };
    await prisma.user.update({ where: { id: user.id }, data: { plan: "basic" } });
    const response = await linkRoute.PATCH(apiRequest("PATCH", `/links/${created.id}`, key, { geo: { DE } }), { params: Promise.resolve({ id: created.id }) });
    expect(response.status).toBe(403);
    // Basic has no API at all: the key is refused before the link is read (the targeting message is for the forms).
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "forbidden", message: expect.stringMatching(/plan/i) });
    expect(await prisma.link.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ geo: null });
  });

  it("answers 400 naming the field: an unknown country, too many rules, a refused URL", async () => {
    const { key } = await userWithKey();
    const created = (await (await linksRoute.POST(apiRequest("POST", "/links", key, { url: TARGET }))).json()) as { id: string };
    const params = { params: Promise.resolve({ id: created.id }) };
    const tooMany = Object.fromEntries(["AT", "BE", "CH", "DE", "DK", "ES", "FI", "FR", "GB", "GR", "IE", "IT", "LU", "NL", "NO", "PL", "PT", "SE", "US", "CA", "JP"].map((c) => [c, `https://example.com/${c}`]));
    expect(Object.keys(tooMany)).toHaveLength(GEO_RULES_MAX + 1);
    for (const [body, field, message] of [
      [{ geo: { XX: DE } }, "geo.XX", TARGETING_MESSAGES.country("XX")],
      [{ geo: tooMany }, "geo", TARGETING_MESSAGES.tooMany],
      [{ geo: { DE: "http://192.168.1.1/admin" } }, "geo.DE", TARGET_MESSAGES.private],
      [{ geo: { DE: "https://bit.ly/abc" } }, "geo.DE", BLOCK_MESSAGES.shortener],
      [{ geo: { DE: "" } }, "geo.DE", TARGETING_MESSAGES.empty],
      // null is how ios and android say "none"; a country rule without a URL is asked for one instead.
      [{ geo: { FR: null } }, "geo.FR", TARGETING_MESSAGES.empty],
      [{ geo: { FR: 42 } }, "geo.FR", TARGETING_MESSAGES.empty],
      [{ geo: ["DE"] }, "geo", undefined],
      [{ ios: "http://localhost/app" }, "ios", TARGET_MESSAGES.private],
      [{ android: "ftp://example.com/app.apk" }, "android", TARGET_MESSAGES.scheme],
    ] as const) {
      const response = await linkRoute.PATCH(apiRequest("PATCH", `/links/${created.id}`, key, body), params);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const fields = ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
      expect(fields, JSON.stringify(body)).toHaveProperty([field]);
      if (message) expect(fields[field], JSON.stringify(body)).toBe(message);
    }
    const post = await linksRoute.POST(apiRequest("POST", "/links", key, { url: TARGET, geo: { ZZ: DE } }));
    expect(post.status).toBe(400);
    expect(((await post.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(["geo.ZZ"]);
    expect(await prisma.link.findUniqueOrThrow({ where: { id: created.id } })).toMatchObject({ iosUrl: null, androidUrl: null, geo: null });
  });
});
