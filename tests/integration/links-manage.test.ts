import { describe, expect, it, vi } from "vitest";
import * as linkRoute from "@/app/api/v1/links/[id]/route";
import * as linksRoute from "@/app/api/v1/links/route";
import { deleteAccount } from "@/lib/domain/account/deletion";
import { prisma } from "@/lib/platform/db";
import type { PlanKey } from "@/lib/domain/plans";
import { flushClicks } from "@/tools/url-shortener/redirect/clicks";
import { EXPIRED_HEADING } from "@/tools/url-shortener/redirect/status-pages";
import { createLink } from "@/tools/url-shortener/server/create";
import { listTargetChanges, updateLink } from "@/tools/url-shortener/server/manage";
import { SETTINGS_FEATURE_MESSAGES } from "@/tools/url-shortener/server/settings";
import { BLOCK_MESSAGES } from "@/tools/url-shortener/server/blocklist";
import { TARGET_MESSAGES } from "@/tools/url-shortener/server/target";
import { SETTINGS_MESSAGES } from "@/tools/url-shortener/logic/link-settings";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { eventually } from "../support/eventually";
import { CHROME, redirectServerForFile } from "../support/redirect-file";
import { apiRequest } from "../support/api-request";
import { rawRequest, startRedirectProcess } from "../support/redirect-server";
import { userWithKey } from "../support/api-call";

/** Links people manage: edit with history, redirect status, expiry by date and by clicks, plan gating, the API. */

const SLACK = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";

const server = redirectServerForFile();
const get = server.get;

async function account(plan: PlanKey = "basic") {
  const user = await createUser({ plan });
  return { user, actor: { userId: user.id, ip: uniqueIp() }, owner: { userId: user.id } };
}

describe("editing a link's destination", () => {
  it("redirects to the new target at once and keeps the history, newest first", async () => {
    const { actor, owner } = await account("free");
    const { link } = await createLink(actor, { url: "https://example.com/first" });
    expect((await get(`/s/${link.code}`)).headers.location).toBe("https://example.com/first");
    await updateLink(owner, link.id, { target: "example.com/second" });
    expect((await get(`/s/${link.code}`)).headers.location).toBe("https://example.com/second");
    const edited = await updateLink(owner, link.id, { target: "https://example.org/third" });
    expect(edited.target).toBe("https://example.org/third");
    // The same target again is no change: nothing added to the history.
    await updateLink(owner, link.id, { target: "https://example.org/third" });
    const history = await listTargetChanges(owner, link.id);
    expect(history.map(({ from, to }) => [from, to])).toEqual([
      ["https://example.com/second", "https://example.org/third"],
      ["https://example.com/first", "https://example.com/second"],
    ]);
  });

  it("checks the new target like a new link's, naming the field, and changes nothing when refused", async () => {
    const { actor, owner } = await account("free");
    const { link } = await createLink(actor, { url: "https://example.com/kept" });
    for (const [target, message] of [
      ["http://localhost/admin", TARGET_MESSAGES.private],
      ["https://bit.ly/abc", BLOCK_MESSAGES.shortener],
      ["ftp://example.com/", TARGET_MESSAGES.scheme],
      ["", TARGET_MESSAGES.empty],
      [`http://127.0.0.1:3000/s/${link.code}`, TARGET_MESSAGES.private],
    ] as const) {
      await expect(updateLink(owner, link.id, { target }), target).rejects.toMatchObject({ fieldErrors: { target: message } });
    }
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).target).toBe("https://example.com/kept");
    expect(await listTargetChanges(owner, link.id)).toEqual([]);
  });

  it("is refused for another account's link and for a visitor's, as if it did not exist", async () => {
    const { actor } = await account("premium");
    const { link } = await createLink(actor, { url: "https://example.com/mine" });
    const { owner: stranger } = await account("premium");
    await expect(updateLink(stranger, link.id, { target: "https://example.com/theirs" })).rejects.toMatchObject({ code: "not_found" });
    const visitor = await createVisitor();
    const { link: visitorLink } = await createLink({ visitorId: visitor.id, ip: uniqueIp() }, { url: "https://example.com/visitor" });
    await expect(updateLink({ visitorId: visitor.id }, visitorLink.id, { target: "https://example.com/x" })).rejects.toMatchObject({
      code: "unauthenticated",
      message: SETTINGS_FEATURE_MESSAGES.signIn,
    });
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).target).toBe("https://example.com/mine");
  });

  it("records every one of concurrent edits in the history, each from the target before it", async () => {
    const { actor, owner } = await account("free");
    const { link } = await createLink(actor, { url: "https://example.com/v0" });
    await Promise.all(Array.from({ length: 8 }, (_, i) => updateLink(owner, link.id, { target: `https://example.com/v${i + 1}` })));
    const history = (await listTargetChanges(owner, link.id)).reverse();
    expect(history).toHaveLength(8);
    expect(history[0]!.from).toBe("https://example.com/v0");
    for (let i = 1; i < history.length; i++) expect(history[i]!.from).toBe(history[i - 1]!.to);
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).target).toBe(history.at(-1)!.to);
  });

  it("forgets the history when the account is deleted (the retired link keeps nothing)", async () => {
    const { user, actor, owner } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/a", expiredUrl: "https://example.com/over", maxClicks: 5 });
    await updateLink(owner, link.id, { target: "https://example.com/b" });
    await deleteAccount(user.id, { confirmation: user.email });
    expect(await prisma.linkTargetChange.count({ where: { linkId: link.id } })).toBe(0);
    expect(await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).toMatchObject({ target: "", expiredUrl: null });
  });
});

describe("redirect status", () => {
  it.each([301, 302, 307, 308] as const)("answers %i when the link asks for it, from the cache", async (status) => {
    const { actor } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/status", redirectStatus: status });
    for (let i = 0; i < 2; i++) {
      const response = await get(`/s/${link.code}`);
      expect(response.status).toBe(status);
      expect(response.headers.location).toBe("https://example.com/status");
      expect(response.headers["cache-control"]).toBe("private, max-age=0");
    }
  });

  it("changes with an edit, and refuses anything but 301, 302, 307 and 308", async () => {
    const { actor, owner } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/s" });
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    await updateLink(owner, link.id, { redirectStatus: "308" });
    expect((await get(`/s/${link.code}`)).status).toBe(308);
    for (const bad of [303, 200, "abc", 301.5]) {
      await expect(updateLink(owner, link.id, { redirectStatus: bad })).rejects.toMatchObject({ fieldErrors: { redirectStatus: SETTINGS_MESSAGES.redirectStatus } });
    }
  });
});

describe("expiry", () => {
  it("answers 410 'This link has expired' once the date has passed, or redirects to the fallback", async () => {
    const { actor } = await account("basic");
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const { link } = await createLink(actor, { url: "https://example.com/soon", expiresAt });
    const { link: withFallback } = await createLink(actor, { url: "https://example.com/soon2", expiresAt, expiredUrl: "https://example.com/offer-ended", redirectStatus: 301 });
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    expect((await get(`/s/${withFallback.code}`)).status).toBe(301);
    await flushClicks();
    // The redirect compares the cached expiry with the clock: move the clock past it.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.parse(expiresAt));
      const expired = await get(`/s/${link.code}`);
      expect(expired.status).toBe(410);
      expect(expired.body).toContain(EXPIRED_HEADING);
      expect(expired.headers.location).toBeUndefined();
      const fallback = await get(`/s/${withFallback.code}`);
      expect(fallback.status).toBe(302);
      expect(fallback.headers.location).toBe("https://example.com/offer-ended");
      // HEAD too, never the destination.
      expect((await rawRequest(server.port(), `/s/${link.code}`, { method: "HEAD" })).status).toBe(410);
    } finally {
      vi.useRealTimers();
    }
    await flushClicks();
    // Only the click before the expiry counts.
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).humanClicks).toBe(1);
  });

  it("refuses a date in the past or without a time zone, naming the field", async () => {
    const { actor } = await account("free");
    await expect(createLink(actor, { url: "https://example.com/", expiresAt: "2020-01-01T00:00:00Z" })).rejects.toMatchObject({ fieldErrors: { expiresAt: SETTINGS_MESSAGES.expiresAtPast } });
    await expect(createLink(actor, { url: "https://example.com/", expiresAt: "2099-01-01T00:00" })).rejects.toMatchObject({ fieldErrors: { expiresAt: SETTINGS_MESSAGES.expiresAt } });
    await expect(createLink(actor, { url: "https://example.com/", expiresAt: "tomorrow" })).rejects.toMatchObject({ fieldErrors: { expiresAt: SETTINGS_MESSAGES.expiresAt } });
  });

  it("refuses a date or time that does not exist, naming it, through the API as through the server (never rolled to another day)", async () => {
    const { key } = await userWithKey();
    const created = (await (await linksRoute.POST(apiRequest("POST", "/links", key, { url: "https://example.com/api" }))).json()) as { id: string };
    const params = { params: Promise.resolve({ id: created.id }) };
    for (const [expiresAt, message] of [
      ["2099-06-31T10:00:00Z", '"2099-06-31T10:00:00Z" is not a real date: June 2099 has 30 days.'],
      ["2099-02-29T10:00:00+02:00", '"2099-02-29T10:00:00+02:00" is not a real date: February 2099 has 28 days.'],
      ["2099-13-01T10:00:00Z", '"2099-13-01T10:00:00Z" is not a real date: months go from 01 to 12.'],
      ["2099-01-01T24:00:00Z", '"2099-01-01T24:00:00Z" is not a real time: use 00:00 to 23:59.'],
      ["2099-01-01T10:00:00+24:00", '"2099-01-01T10:00:00+24:00" has a time zone that does not exist: use Z, or -23:59 to +23:59.'],
    ]) {
      for (const response of [
        await linksRoute.POST(apiRequest("POST", "/links", key, { url: "https://example.com/when", expiresAt })),
        await linkRoute.PATCH(apiRequest("PATCH", `/links/${created.id}`, key, { expiresAt }), params),
      ]) {
        expect(response.status, expiresAt).toBe(400);
        expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields, expiresAt).toEqual({ expiresAt: message });
      }
    }
    // A leap day that exists is taken.
    const leap = await linkRoute.PATCH(apiRequest("PATCH", `/links/${created.id}`, key, { expiresAt: "2096-02-29T23:59:59Z" }), params);
    expect(await leap.json()).toMatchObject({ expiresAt: "2096-02-29T23:59:59.000Z" });
  });

  it("redirects exactly maxClicks people when 20 ask at once for the last click", async () => {
    const { actor } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/limited", maxClicks: 3 });
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    // Bots and HEAD see the link without using a click.
    expect((await get(`/s/${link.code}`, { "user-agent": SLACK })).status).toBe(302);
    expect((await rawRequest(server.port(), `/s/${link.code}`, { method: "HEAD", headers: { "user-agent": CHROME } })).status).toBe(302);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => get(`/s/${link.code}`)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 302), statuses.join(",")).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(19);
    expect((await get(`/s/${link.code}`)).status).toBe(410);
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).clicksServed).toBe(3);
    await flushClicks();
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).humanClicks).toBe(3);
  });

  it("redirects exactly the clicks left when more people than that ask at once, in one process", async () => {
    const { actor } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/five", maxClicks: 5 });
    expect((await get(`/s/${link.code}`)).status).toBe(302);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => get(`/s/${link.code}`)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 302), statuses.join(",")).toHaveLength(4);
    expect(statuses.filter((s) => s === 410)).toHaveLength(16);
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).clicksServed).toBe(5);
    await flushClicks();
    expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).humanClicks).toBe(5);
  });

  it("takes the clicks of several limited links asked at once, each exactly to its own limit, across two processes", async () => {
    const child = await startRedirectProcess();
    try {
      const { actor } = await account("basic");
      const limits = [1, 2, 3, 7];
      const links = await Promise.all(limits.map((maxClicks, i) => createLink(actor, { url: `https://example.com/many/${i}`, maxClicks })));
      // 10 visits per link, interleaved across the links and the two processes.
      const visits = Array.from({ length: 10 * links.length }, (_, i) => ({ link: i % links.length, port: i % 3 ? server.port() : child.port }));
      const statuses = await Promise.all(visits.map(async (v) => ({ link: v.link, status: (await get(`/s/${links[v.link]!.link.code}`, {}, v.port)).status })));
      for (const [i, maxClicks] of limits.entries()) {
        const mine = statuses.filter((s) => s.link === i).map((s) => s.status);
        expect(mine.filter((s) => s === 302), `link ${i}: ${mine.join(",")}`).toHaveLength(maxClicks);
        expect(mine.filter((s) => s === 410)).toHaveLength(10 - maxClicks);
        expect((await prisma.link.findUniqueOrThrow({ where: { id: links[i]!.link.id } })).clicksServed).toBe(maxClicks);
      }
    } finally {
      await child.stop();
    }
  });

  it("counts the last click exactly across two processes, and a raised limit opens the link again", async () => {
    const child = await startRedirectProcess();
    try {
      const { actor, owner } = await account("basic");
      const { link } = await createLink(actor, { url: "https://example.com/two", maxClicks: 1 });
      const statuses = (
        await Promise.all(Array.from({ length: 20 }, (_, i) => get(`/s/${link.code}`, {}, i % 2 ? child.port : server.port())))
      ).map((r) => r.status);
      expect(statuses.filter((s) => s === 302), statuses.join(",")).toHaveLength(1);
      const raised = await updateLink(owner, link.id, { maxClicks: 2 });
      expect(raised).toMatchObject({ maxClicks: 2, clicksServed: 1, expired: false });
      expect(await eventually(async () => (await get(`/s/${link.code}`, {}, child.port)).status === 302, 1000)).toBe(true);
      expect((await get(`/s/${link.code}`)).status).toBe(410);
    } finally {
      await child.stop();
    }
  });

  it("counts the clicks a link already has toward a limit set later", async () => {
    const { actor, owner } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/later-limit" });
    for (let i = 0; i < 2; i++) expect((await get(`/s/${link.code}`)).status).toBe(302);
    await flushClicks();
    const limited = await updateLink(owner, link.id, { maxClicks: 2 });
    expect(limited).toMatchObject({ clicksServed: 2, expired: true });
    expect((await get(`/s/${link.code}`)).status).toBe(410);
  });
});

describe("plans", () => {
  it("lets a free account edit and set an expiry date, and refuses a forged click limit, fallback or status with the plan message", async () => {
    const { actor, owner } = await account("free");
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const { link } = await createLink(actor, { url: "https://example.com/free", expiresAt: future });
    expect(link.expiresAt).toBe(future);
    for (const forged of [{ maxClicks: 10 }, { expiredUrl: "https://example.com/over" }, { redirectStatus: 301 }]) {
      await expect(updateLink(owner, link.id, forged), JSON.stringify(forged)).rejects.toMatchObject({ code: "forbidden", message: SETTINGS_FEATURE_MESSAGES.plan });
      await expect(createLink(actor, { url: "https://example.com/", ...forged })).rejects.toMatchObject({ code: "forbidden", message: SETTINGS_FEATURE_MESSAGES.plan });
    }
    // The default status is no paid feature.
    await expect(updateLink(owner, link.id, { redirectStatus: 302 })).resolves.toMatchObject({ redirectStatus: 302 });
  });

  it("keeps a setting the link already has after a downgrade, so its other fields can still be edited", async () => {
    const { user, actor, owner } = await account("basic");
    const { link } = await createLink(actor, { url: "https://example.com/down", maxClicks: 50, redirectStatus: 307 });
    await prisma.user.update({ where: { id: user.id }, data: { plan: "free" } });
    const edited = await updateLink(owner, link.id, { target: "https://example.com/down2", maxClicks: "50", redirectStatus: "307" });
    expect(edited).toMatchObject({ target: "https://example.com/down2", maxClicks: 50, redirectStatus: 307 });
    await expect(updateLink(owner, link.id, { maxClicks: 60 })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("asks a visitor to sign in for an expiry", async () => {
    const visitor = await createVisitor();
    await expect(createLink({ visitorId: visitor.id, ip: uniqueIp() }, { url: "https://example.com/", expiresAt: new Date(Date.now() + 60_000).toISOString() })).rejects.toMatchObject({
      code: "unauthenticated",
      message: SETTINGS_FEATURE_MESSAGES.signIn,
    });
  });
});

describe("the REST API", () => {
  it("creates with settings and PATCHes the target and settings; the Link object returns them", async () => {
    const { key } = await userWithKey();
    const created = await linksRoute.POST(apiRequest("POST", "/links", key, { url: "https://example.com/api", redirectStatus: 307, maxClicks: 10 }));
    expect(created.status).toBe(201);
    const link = (await created.json()) as { id: string; code: string };
    expect(link).toMatchObject({ redirectStatus: 307, maxClicks: 10, clicksServed: 0, expiresAt: null, expiredUrl: null, expired: false });
    const patched = await linkRoute.PATCH(apiRequest("PATCH", `/links/${link.id}`, key, { target: "https://example.com/api2", expiresAt: "2099-01-01T00:00:00+02:00", maxClicks: null }), {
      params: Promise.resolve({ id: link.id }),
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ target: "https://example.com/api2", expiresAt: "2098-12-31T22:00:00.000Z", maxClicks: null, redirectStatus: 307 });
    expect((await get(`/s/${link.code}`)).headers.location).toBe("https://example.com/api2");
  });

  it("answers 400 naming the field, and 404 for another account's link", async () => {
    const { key } = await userWithKey();
    const created = (await (await linksRoute.POST(apiRequest("POST", "/links", key, { url: "https://example.com/api" }))).json()) as { id: string };
    const params = { params: Promise.resolve({ id: created.id }) };
    for (const [body, field] of [
      [{ target: "http://10.0.0.1/" }, "target"],
      [{ redirectStatus: 303 }, "redirectStatus"],
      [{ expiresAt: "next week" }, "expiresAt"],
      [{ maxClicks: 0 }, "maxClicks"],
      [{ expiredUrl: "javascript:alert(1)" }, "expiredUrl"],
    ] as const) {
      const response = await linkRoute.PATCH(apiRequest("PATCH", `/links/${created.id}`, key, body), params);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    const { key: other } = await userWithKey();
    const response = await linkRoute.PATCH(apiRequest("PATCH", `/links/${created.id}`, other, { target: "https://example.com/theirs" }), params);
    expect(response.status).toBe(404);
  });
});

describe("another instance", () => {
  it("serves the new destination within 1 s of an edit here, though it had the old one cached", async () => {
    const child = await startRedirectProcess();
    try {
      const { actor, owner } = await account("free");
      const { link } = await createLink(actor, { url: "https://example.com/before" });
      for (let i = 0; i < 2; i++) expect((await get(`/s/${link.code}`, {}, child.port)).headers.location).toBe("https://example.com/before");
      await updateLink(owner, link.id, { target: "https://example.com/after" });
      expect(await eventually(async () => (await get(`/s/${link.code}`, {}, child.port)).headers.location === "https://example.com/after", 1000)).toBe(true);
    } finally {
      await child.stop();
    }
  }, 60_000);
});
