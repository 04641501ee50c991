import { describe, expect, it } from "vitest";
import * as linkRoute from "@/app/api/v1/links/[id]/route";
import * as linksRoute from "@/app/api/v1/links/route";
import { createApiKey } from "@/lib/domain/api/keys";
import { prisma } from "@/lib/platform/db";
import type { PlanKey } from "@/lib/domain/plans";
import { flushClicks } from "@/tools/url-shortener/redirect/clicks";
import {
  CROSS_SITE_PASSWORD_MESSAGE,
  EXPIRED_HEADING,
  HIDDEN_DESTINATION,
  INSPECTOR_HEADING,
  NOT_FOUND_HEADING,
  PASSWORD_HEADING,
  WRONG_PASSWORD_MESSAGE,
} from "@/tools/url-shortener/redirect/status-pages";
import { LINK_PASSWORD_LIMIT } from "@/tools/url-shortener/redirect/password-gate";
import { createLink } from "@/tools/url-shortener/server/create";
import { updateLink } from "@/tools/url-shortener/server/manage";
import { SETTINGS_FEATURE_MESSAGES } from "@/tools/url-shortener/server/settings";
import { SETTINGS_MESSAGES } from "@/tools/url-shortener/logic/link-settings";
import { UTM_MESSAGES } from "@/tools/url-shortener/logic/utm";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { CHROME, redirectServerForFile } from "../support/redirect-file";
import { apiRequest } from "../support/api-request";
import { rawRequest } from "../support/redirect-server";

/** Password-protected links (the page, the form without JavaScript, throttling), the UTM builder and the inspector. */

const SLACK = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";
const FORM = "application/x-www-form-urlencoded";

const server = redirectServerForFile();
const get = server.get;

/** What a browser sends when its user submits the password page's form (no script involved). */
function postPassword(path: string, password: string, headers: Record<string, string> = {}) {
  const origin = `http://127.0.0.1:${server.port()}`;
  return rawRequest(server.port(), path, {
    method: "POST",
    headers: { "user-agent": CHROME, "content-type": FORM, origin, "sec-fetch-site": "same-origin", ...headers },
    body: new URLSearchParams({ password }).toString(),
  });
}

async function account(plan: PlanKey = "basic") {
  const user = await createUser({ plan });
  return { user, actor: { userId: user.id, ip: uniqueIp() }, owner: { userId: user.id } };
}

async function humanClicks(id: string): Promise<number> {
  await flushClicks();
  return (await prisma.link.findUniqueOrThrow({ where: { id } })).humanClicks;
}

const SECRET_TARGET = "https://secret.example.com/private/plans?id=42";

describe("a password-protected link", () => {
  it("answers every GET and HEAD with the password page, never the destination (people, previews and bots alike)", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET, password: "open sesame" });
    expect(link.hasPassword).toBe(true);
    expect(JSON.stringify(link)).not.toContain("open sesame");
    const stored = await prisma.link.findUniqueOrThrow({ where: { id: link.id } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);

    for (const [method, ua] of [["GET", CHROME], ["GET", SLACK], ["HEAD", CHROME], ["GET", "curl/8.5.0"]] as const) {
      const response = await rawRequest(server.port(), `/s/${link.code}`, { method, headers: { "user-agent": ua } });
      expect(response.status, `${method} ${ua}`).toBe(200);
      expect(response.headers.location).toBeUndefined();
      const everything = JSON.stringify(response.headers) + response.body;
      expect(everything).not.toContain("secret.example.com");
      if (method === "GET") {
        expect(response.body).toContain(PASSWORD_HEADING);
        // A plain form posting back to the page itself: it works without JavaScript.
        expect(response.body).toMatch(/<form method="post">/);
        expect(response.body).toContain('name="password" type="password"');
        expect(response.body).not.toContain("<script");
      }
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["content-security-policy"]).toContain("form-action 'self'");
    }
    expect(await humanClicks(link.id)).toBe(0);
  });

  it("redirects with a 303 on the right password, counting one click; a wrong one gets the form again saying so", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET, password: "open sesame", redirectStatus: 308 });

    const wrong = await postPassword(`/s/${link.code}`, "open sesame!");
    expect(wrong.status).toBe(403);
    expect(wrong.body).toContain(WRONG_PASSWORD_MESSAGE);
    expect(wrong.headers.location).toBeUndefined();
    expect(wrong.body).not.toContain("secret.example.com");

    const right = await postPassword(`/s/${link.code}`, "open sesame");
    // 303, whatever the link's own status: a 307 or 308 would make the browser post the password on to the destination.
    expect(right.status).toBe(303);
    expect(right.headers.location).toBe(SECRET_TARGET);
    expect(await humanClicks(link.id)).toBe(1);
  });

  it("once expired shows the expired page, never its fallback: the fallback is behind the password too", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET, password: "right-one", maxClicks: 1, expiredUrl: "https://fallback.example.com/over" });
    expect((await postPassword(`/s/${link.code}`, "right-one")).headers.location).toBe(SECRET_TARGET);
    for (const [method, ua] of [["GET", CHROME], ["HEAD", CHROME], ["GET", SLACK]] as const) {
      const response = await rawRequest(server.port(), `/s/${link.code}`, { method, headers: { "user-agent": ua } });
      expect(response.status, `${method} ${ua}`).toBe(410);
      expect(response.headers.location).toBeUndefined();
      expect(JSON.stringify(response.headers) + response.body).not.toContain("fallback.example.com");
    }
    expect((await postPassword(`/s/${link.code}`, "right-one")).headers.location).toBeUndefined();
  });

  it("takes the password as typed: spaces, accents and emoji count, and case matters", async () => {
    const { actor } = await account();
    const password = " Crème brûlée 🍮 ";
    const { link } = await createLink(actor, { url: SECRET_TARGET, password });
    for (const guess of ["Crème brûlée 🍮", " crème brûlée 🍮 ", " Creme brulee 🍮 "]) {
      expect((await postPassword(`/s/${link.code}`, guess)).status, JSON.stringify(guess)).toBe(403);
    }
    expect((await postPassword(`/s/${link.code}`, password)).headers.location).toBe(SECRET_TARGET);
  });

  it(`throttles guesses per link and address: after ${LINK_PASSWORD_LIMIT.points} wrong ones even the right password waits, with a clear message`, async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET, password: "right-one" });
    const { link: other } = await createLink(actor, { url: SECRET_TARGET, password: "right-one" });
    // Sent at once, as a script would: the budget is taken before each (slow) check, so none slips through.
    const guesses = await Promise.all(Array.from({ length: LINK_PASSWORD_LIMIT.points + 3 }, (_, i) => postPassword(`/s/${link.code}`, `guess-${i}`)));
    expect(guesses.filter((r) => r.status === 403)).toHaveLength(LINK_PASSWORD_LIMIT.points);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(3);
    const limited = await postPassword(`/s/${link.code}`, "right-one");
    expect(limited.status).toBe(429);
    expect(limited.headers.location).toBeUndefined();
    expect(limited.body).toMatch(/Too many wrong passwords for this link\. Too many attempts, try again in \d+ minutes?\./);
    // Another link of the same address has its own budget.
    expect((await postPassword(`/s/${other.code}`, "right-one")).status).toBe(303);
  });

  it("gives a right guess back, so the people who know the password are never locked out", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET, password: "right-one" });
    for (let i = 0; i < LINK_PASSWORD_LIMIT.points + 2; i++) expect((await postPassword(`/s/${link.code}`, "right-one")).status).toBe(303);
  });

  it("refuses a password sent from another site's page, and a post to a link without a password", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET, password: "right-one" });
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }] as Record<string, string>[]) {
      const response = await postPassword(`/s/${link.code}`, "right-one", headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.body).toContain(CROSS_SITE_PASSWORD_MESSAGE);
      expect(response.headers.location).toBeUndefined();
    }
    const { link: open } = await createLink(actor, { url: "https://example.com/open" });
    expect((await postPassword(`/s/${open.code}`, "anything")).status).toBe(405);
    // A post that is not the form (JSON, no password field) is no unlock either.
    const json = await rawRequest(server.port(), `/s/${link.code}`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"password":"right-one"}' });
    expect(json.status).toBe(405);
  });

  it("answers a form larger than the password form with a 413 that says so, unlocking nothing", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET, password: "right-one" });
    for (const code of [link.code, "nosuchcode"]) {
      const response = await postPassword(`/s/${code}`, "a".repeat(5_000));
      expect(response.status).toBe(413);
      expect(response.body).toContain("larger than a link's password form sends (4 KB)");
      expect(response.body).not.toContain("secret.example.com");
      expect(response.headers.location).toBeUndefined();
    }
    // The server goes on answering, and the right password still works.
    expect((await postPassword(`/s/${link.code}`, "right-one")).status).toBe(303);
  });

  it("is expired before it is protected: an expired link shows the expired page, not the form", async () => {
    const { actor, owner } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET, password: "right-one", maxClicks: 1 });
    expect((await postPassword(`/s/${link.code}`, "right-one")).status).toBe(303);
    const after = await get(`/s/${link.code}`);
    expect(after.status).toBe(410);
    expect(after.body).toContain(EXPIRED_HEADING);
    expect((await postPassword(`/s/${link.code}`, "right-one")).status).toBe(410);
    // Removing the password (and the limit) opens the link again, at once.
    await updateLink(owner, link.id, { password: null, maxClicks: null });
    expect((await get(`/s/${link.code}`)).headers.location).toBe(SECRET_TARGET);
  });

  it("changes and removes the password with an edit; the old one stops working at once", async () => {
    const { actor, owner } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET });
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    expect(await updateLink(owner, link.id, { password: "first-pass" })).toMatchObject({ hasPassword: true });
    expect((await get(`/s/${link.code}`)).status).toBe(200);
    await updateLink(owner, link.id, { password: "second-pass" });
    expect((await postPassword(`/s/${link.code}`, "first-pass")).status).toBe(403);
    expect((await postPassword(`/s/${link.code}`, "second-pass")).status).toBe(303);
    // An edit of something else keeps the password.
    expect(await updateLink(owner, link.id, { target: "https://example.com/moved" })).toMatchObject({ hasPassword: true });
    expect(await updateLink(owner, link.id, { password: null })).toMatchObject({ hasPassword: false });
    expect((await get(`/s/${link.code}`)).headers.location).toBe("https://example.com/moved");
  });

  it("checks the password's length and the plan, naming the field", async () => {
    const { actor, owner } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET });
    for (const password of ["abc", "x".repeat(129), 1234, ""]) {
      await expect(updateLink(owner, link.id, { password }), JSON.stringify(password)).rejects.toMatchObject({ fieldErrors: { password: SETTINGS_MESSAGES.password } });
    }
    // Spaces alone lock nothing anyone meant to lock: refused (spaces within a password count as typed).
    for (const password of ["    ", "\t \u00a0\n "]) {
      await expect(updateLink(owner, link.id, { password }), JSON.stringify(password)).rejects.toMatchObject({ fieldErrors: { password: SETTINGS_MESSAGES.passwordBlank } });
    }
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ passwordHash: null });
    await expect(updateLink(owner, link.id, { password: " a b " })).resolves.toMatchObject({ hasPassword: true });
    // Four characters, counted as people see them (an emoji is one).
    await expect(updateLink(owner, link.id, { password: "🍮🍮🍮🍮" })).resolves.toMatchObject({ hasPassword: true });
    const free = await account("free");
    await expect(createLink(free.actor, { url: SECRET_TARGET, password: "right-one" })).rejects.toMatchObject({ code: "forbidden", message: SETTINGS_FEATURE_MESSAGES.plan });
    const visitor = await createVisitor();
    await expect(createLink({ visitorId: visitor.id, ip: uniqueIp() }, { url: SECRET_TARGET, password: "right-one" })).rejects.toMatchObject({ code: "unauthenticated" });
  });
});

describe("UTM parameters", () => {
  it("are merged into the destination on create and on edit, keeping its query and fragment", async () => {
    const { actor, owner } = await account("free");
    const { link } = await createLink(actor, { url: "example.com/p?a=1&utm_source=old#top", utm: { source: "newsletter", medium: "e mail" } });
    expect(link.target).toBe("https://example.com/p?a=1&utm_source=newsletter&utm_medium=e%20mail#top");
    expect((await get(`/s/${link.code}`)).headers.location).toBe(link.target);
    // Without a new target they go into the current one (and the change is a destination change).
    const edited = await updateLink(owner, link.id, { utm: { campaign: "spring", source: "blog" } });
    expect(edited.target).toBe("https://example.com/p?a=1&utm_medium=e%20mail&utm_source=blog&utm_campaign=spring#top");
    // With a new target they go into it.
    expect((await updateLink(owner, link.id, { target: "https://example.org/", utm: { term: "shoes" } })).target).toBe("https://example.org/?utm_term=shoes");
  });

  it("are refused with a message naming the field when malformed, and need an account", async () => {
    const { actor } = await account("free");
    for (const utm of [{ source: 5 }, { campaign: "x".repeat(201) }, { bogus: "x" }, ["a"], "utm_source=x"]) {
      await expect(createLink(actor, { url: "https://example.com/", utm }), JSON.stringify(utm)).rejects.toMatchObject({ fieldErrors: { utm: expect.any(String) } });
    }
    await expect(createLink(actor, { url: "https://example.com/", utm: { campaign: "x".repeat(201) } })).rejects.toMatchObject({ fieldErrors: { utm: UTM_MESSAGES.tooLong("campaign") } });
    const visitor = await createVisitor();
    await expect(createLink({ visitorId: visitor.id, ip: uniqueIp() }, { url: "https://example.com/", utm: { source: "x" } })).rejects.toMatchObject({ code: "unauthenticated" });
  });
});

describe("the link inspector", () => {
  it("shows where a link leads, its domain, when it was made and its state, without redirecting or counting", async () => {
    const { actor, owner } = await account();
    const { link } = await createLink(actor, { url: "https://shop.example.com/sale?a=1&b=2" });
    for (const path of [`/s/${link.code}+`, `/s/${link.code}%2B`, `/s/${link.code}+/`]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.location).toBeUndefined();
      expect(page.body).toContain(INSPECTOR_HEADING);
      // The destination as text (escaped), its domain, the creation day, the state.
      expect(page.body).toContain(">https://shop.example.com/sale?a=1&amp;b=2</a>");
      expect(page.body).toContain("<strong>shop.example.com</strong>");
      expect(page.body).toContain(new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(link.createdAt)));
      expect(page.body).toContain("Active");
    }
    expect((await rawRequest(server.port(), `/s/${link.code}+`, { method: "HEAD" })).status).toBe(200);
    expect(await humanClicks(link.id)).toBe(0);

    await updateLink(owner, link.id, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    expect((await get(`/s/${link.code}+`)).body).toContain("Expires");
    await prisma.link.update({ where: { id: link.id }, data: { disabledAt: new Date() } });
    await updateLink(owner, link.id, {});
    const disabled = await get(`/s/${link.code}+`);
    expect(disabled.body).toContain("Disabled by its owner");
    expect(disabled.body).not.toContain("shop.example.com");
  });

  it("never reveals a protected link's destination, and answers an unknown code with the not-found page", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: SECRET_TARGET, password: "right-one" });
    const page = await get(`/s/${link.code}+`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(HIDDEN_DESTINATION);
    expect(page.body).toContain("Password-protected");
    expect(JSON.stringify(page.headers) + page.body).not.toContain("secret.example.com");
    const unknown = await get("/s/no-such-code-here+");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(NOT_FOUND_HEADING);
  });

  it("shows an expired link's fallback as where it now leads", async () => {
    const { actor } = await account();
    const { link } = await createLink(actor, { url: "https://example.com/offer", maxClicks: 1, expiredUrl: "https://example.com/offer-ended", expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    const page = await get(`/s/${link.code}+`);
    expect(page.body).toContain('<span class="badge warn">Expired</span>');
    expect(page.body).toContain("Now leads to");
    expect(page.body).toContain("https://example.com/offer-ended");
    // Out of clicks, its date is still ahead: said as a date to come.
    expect(page.body).toContain("<dt>Expires</dt>");
    expect(page.body).not.toContain("<dt>Expired</dt>");
  });
});

describe("the REST API", () => {
  async function key() {
    const user = await createUser({ plan: "premium" });
    return (await createApiKey(user.id, { name: "Test key" })).key;
  }

  it("takes a write-only password and utm, answering hasPassword and never the password", async () => {
    const apiKey = await key();
    const created = await linksRoute.POST(apiRequest("POST", "/links", apiKey, { url: "https://example.com/api?a=1", password: "api-secret", utm: { source: "api", content: null } }));
    expect(created.status).toBe(201);
    const text = await created.text();
    expect(text).not.toContain("api-secret");
    expect(text).not.toContain("argon2");
    const link = JSON.parse(text) as { id: string; code: string };
    expect(link).toMatchObject({ hasPassword: true, target: "https://example.com/api?a=1&utm_source=api" });
    expect((await get(`/s/${link.code}`)).status).toBe(200);
    const params = { params: Promise.resolve({ id: link.id }) };
    const read = await linkRoute.GET(apiRequest("GET", `/links/${link.id}`, apiKey), params);
    expect(await read.json()).toMatchObject({ hasPassword: true });
    const cleared = await linkRoute.PATCH(apiRequest("PATCH", `/links/${link.id}`, apiKey, { password: null }), params);
    expect(await cleared.json()).toMatchObject({ hasPassword: false });
    expect((await get(`/s/${link.code}`)).status).toBe(302);
  });

  it("answers 400 naming password or utm", async () => {
    const apiKey = await key();
    for (const [body, field] of [
      [{ url: "https://example.com/", password: "abc" }, "password"],
      [{ url: "https://example.com/", password: 12345 }, "password"],
      [{ url: "https://example.com/", utm: { source: 1 } }, "utm"],
      [{ url: "https://example.com/", utm: { nope: "x" } }, "utm"],
    ] as const) {
      const response = await linksRoute.POST(apiRequest("POST", "/links", apiKey, body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const fields = ((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields ?? {};
      expect(Object.keys(fields).some((name) => name === field || name.startsWith(`${field}.`)), JSON.stringify(fields)).toBe(true);
    }
  });
});
