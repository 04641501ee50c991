import { describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import * as exportRoute from "@/app/(site)/links/[id]/export/route";
import * as linkRoute from "@/app/api/v1/links/[id]/route";
import * as linkStatsRoute from "@/app/api/v1/links/[id]/stats/route";
import * as linksRoute from "@/app/api/v1/links/route";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { prisma } from "@/lib/platform/db";
import * as schemas from "@/tools/api-schemas";
import { flushClicks } from "@/tools/url-shortener/redirect/clicks";
import { EXPIRED_HEADING, PASSWORD_HEADING } from "@/tools/url-shortener/redirect/status-pages";
import { clicksCsv, getLinkAnalytics } from "@/tools/url-shortener/server/analytics";
import { createLink } from "@/tools/url-shortener/server/create";
import { scanUrlOf } from "@/tools/url-shortener/logic/trigger";
import { createUser, uniqueIp } from "../support/factories";
import { call, expectError, userWithKey } from "../support/api-call";
import { fakeRequest } from "../support/next-headers";
import { CHROME, redirectServerForFile } from "../support/redirect-file";
import { rawRequest } from "../support/redirect-server";
import { signInWithPlan } from "../support/sign-in";

/**
 * Scans told apart from clicks: a visit of the short URL with `?qr=1` (what the link's QR code encodes) is stored and
 * counted as a scan, the others as clicks; the destination never carries the parameter; the stats API, the analytics
 * and the CSV export filter by trigger.
 */

const SLACK = "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)";
const TARGET = "https://example.com/landing?ref=abc&x=1#top";

const server = redirectServerForFile();
const get = server.get;

async function stored(linkId: string) {
  await flushClicks();
  const link = await prisma.link.findUniqueOrThrow({ where: { id: linkId } });
  const clicks = await prisma.click.findMany({ where: { linkId }, orderBy: { id: "asc" } });
  const hourly = await prisma.clickHourly.findMany({ where: { linkId } });
  const daily = await prisma.clickDaily.findMany({ where: { linkId, dimension: "browsers" }, orderBy: { value: "asc" } });
  return { link, clicks, hourly, daily };
}

/** A Premium account's link made through the API, visited once plainly and twice through its QR code (+ a bot scan). */
async function visitedLink() {
  const { user, key } = await userWithKey();
  const created = await call(linksRoute.POST, "POST", "/links", { key, body: { url: TARGET } });
  const link = schemas.linkSchema.parse(created.json);
  const path = new URL(link.shortUrl).pathname;
  const click = await get(path, { referer: "https://news.example.com/item?id=1" });
  const scan = await get(`${path}?qr=1`);
  const scanWithMore = await get(`${path}?utm_source=poster&qr=1`);
  const botScan = await get(`${path}?qr=1`, { "user-agent": SLACK });
  const headScan = await rawRequest(server.port(), `${path}?qr=1`, { method: "HEAD", headers: { "user-agent": CHROME } });
  return { user, key, link, path, responses: { click, scan, scanWithMore, botScan, headScan } };
}

describe("a visit through the QR code", () => {
  it("is counted as a scan, a plain visit as a click, bots apart; the destination never gets qr", async () => {
    const { link, responses } = await visitedLink();
    for (const response of Object.values(responses)) {
      expect(response.status).toBe(302);
      // The redirect passes no incoming query on (as before): the link's own query and fragment, byte for byte.
      expect(response.headers.location).toBe(TARGET);
      expect(response.headers.location).not.toMatch(/[?&]qr=/);
    }

    const { link: row, clicks, hourly, daily } = await stored(link.id);
    expect(row).toMatchObject({ humanClicks: 3, humanScans: 2, botClicks: 1, botScans: 1 });
    // HEAD counts nothing (identical visits of one second may share a row: summed by kind).
    const byKind = new Map<string, number>();
    for (const c of clicks) byKind.set(`${c.scan ? "scan" : "click"} ${c.bot ? "bot" : "human"} ${c.referrerHost ?? "-"}`, (byKind.get(`${c.scan ? "scan" : "click"} ${c.bot ? "bot" : "human"} ${c.referrerHost ?? "-"}`) ?? 0) + c.count);
    expect(Object.fromEntries(byKind)).toEqual({ "click human news.example.com": 1, "scan human -": 2, "scan bot -": 1 });
    // The trigger's rollups: every visit in human/bot, the scans among them apart.
    expect(hourly.reduce((sum, h) => sum + h.human, 0)).toBe(3);
    expect(hourly.reduce((sum, h) => sum + h.humanScans, 0)).toBe(2);
    expect(hourly.reduce((sum, h) => sum + h.botScans, 0)).toBe(1);
    const chrome = daily.find((d) => d.value === "Chrome");
    expect(chrome).toMatchObject({ human: 3, humanScans: 2, bot: 0, botScans: 0 });
  });

  it("tells them apart in the stats API, which filters by trigger", async () => {
    const { key, link } = await visitedLink();
    await flushClicks();
    const stats = async (query = "") => {
      const result = await call(linkStatsRoute.GET, "GET", `/links/${link.id}/stats`, { key, params: { id: link.id }, query });
      expect(result.status).toBe(200);
      return schemas.linkStatsSchema.parse(result.json);
    };

    const both = await stats();
    expect(both.trigger).toBeNull();
    expect(both.totals).toEqual({ human: 3, bot: 1 });
    expect(both.triggers).toEqual({ click: { human: 1, bot: 0 }, scan: { human: 2, bot: 1 } });
    expect(both.link.scans).toBe(2);
    expect(both.daily.at(-1)).toMatchObject({ clicks: 3, scans: 2 });
    expect(both.breakdowns.referrers).toEqual([
      { label: "Direct or unknown", clicks: 2 },
      { label: "news.example.com", clicks: 1 },
    ]);

    const scans = await stats("?trigger=scan");
    expect(scans.trigger).toBe("scan");
    expect(scans.totals).toEqual({ human: 2, bot: 1 });
    expect(scans.triggers).toEqual(both.triggers);
    expect(scans.daily.at(-1)).toMatchObject({ clicks: 2, scans: 2 });
    expect(scans.daily.reduce((sum, d) => sum + d.clicks, 0)).toBe(2);
    expect(scans.breakdowns.referrers).toEqual([{ label: "Direct or unknown", clicks: 2 }]);

    const clicks = await stats("?trigger=click");
    expect(clicks.totals).toEqual({ human: 1, bot: 0 });
    expect(clicks.daily.at(-1)).toMatchObject({ clicks: 1, scans: 0 });
    expect(clicks.breakdowns.referrers).toEqual([{ label: "news.example.com", clicks: 1 }]);
    expect(clicks.breakdowns.browsers).toEqual([{ label: "Chrome", clicks: 1 }]);

    for (const bad of ["?trigger=qr", "?trigger=", "?trigger=SCAN"]) {
      const error = expectError(await call(linkStatsRoute.GET, "GET", `/links/${link.id}/stats`, { key, params: { id: link.id }, query: bad }), 400, "validation_error");
      expect(error.fields?.trigger, bad).toMatch(/trigger must be one of: click, scan/);
    }

    const single = schemas.linkSchema.parse((await call(linkRoute.GET, "GET", `/links/${link.id}`, { key, params: { id: link.id } })).json);
    expect(single).toMatchObject({ humanClicks: 3, botClicks: 1, scans: 2 });
  });

  it("keeps the trigger through the password form: the right password counts the visit as a scan", async () => {
    const user = await createUser({ plan: "basic" });
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: TARGET, password: "open sesame" });
    const path = new URL(link.shortUrl).pathname;
    const page = await get(`${path}?qr=1`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(PASSWORD_HEADING);
    // The form has no action: the browser posts it back to the very URL it came from, query included.
    expect(page.body).toMatch(/<form method="post">/);
    const origin = `http://127.0.0.1:${server.port()}`;
    const unlocked = await rawRequest(server.port(), `${path}?qr=1`, {
      method: "POST",
      headers: { "user-agent": CHROME, "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin" },
      body: new URLSearchParams({ password: "open sesame" }).toString(),
    });
    expect(unlocked.status).toBe(303);
    expect(unlocked.headers.location).toBe(TARGET);
    const { link: row, clicks } = await stored(link.id);
    expect(row).toMatchObject({ humanClicks: 1, humanScans: 1 });
    expect(clicks.map((c) => c.scan)).toEqual([true]);
  });

  it("uses up a maximum number of clicks like a click, and an expired link stays expired for scans", async () => {
    const user = await createUser({ plan: "basic" });
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: TARGET, maxClicks: 2 });
    const path = new URL(link.shortUrl).pathname;
    // A bot's scan uses none.
    expect((await get(`${path}?qr=1`, { "user-agent": SLACK })).status).toBe(302);
    expect((await get(`${path}?qr=1`)).status).toBe(302);
    expect((await get(path)).status).toBe(302);
    const spent = await get(`${path}?qr=1`);
    expect(spent.status).toBe(410);
    expect(spent.body).toContain(EXPIRED_HEADING);
    const { link: row } = await stored(link.id);
    expect(row).toMatchObject({ clicksServed: 2, humanClicks: 2, humanScans: 1, botScans: 1 });
  });
});

describe("analytics by trigger", () => {
  const NOW = new Date("2026-05-20T15:00:00.000Z");
  const KEEP = CLICK_RETENTION_DAYS.premium;

  async function linkWithVisits() {
    const user = await createUser({ plan: "premium" });
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/report" });
    const visit = (at: string, scan: boolean, referrerHost: string | null, count = 1) => ({
      linkId: link.id,
      keepDays: KEEP,
      at: new Date(at),
      scan,
      referrerHost,
      count,
      device: "mobile",
      browser: "Mobile Safari",
      os: "iOS",
    });
    await prisma.click.createMany({
      data: [
        // The last 24 hours start at 16:00 on May 19: the scans before it are in the 30 days only.
        visit("2026-05-19T15:30:00.000Z", true, null, 2),
        visit("2026-05-19T16:00:00.000Z", false, "news.example.com"),
        visit("2026-05-19T10:00:00.000Z", true, null, 5),
        visit("2026-05-20T09:00:00.000Z", true, null),
        visit("2026-05-20T10:00:00.000Z", false, "mail.example.com", 3),
      ],
    });
    await prisma.link.update({ where: { id: link.id }, data: { humanClicks: 12, humanScans: 8 } });
    return { owner: { userId: user.id }, link };
  }

  it("splits the series, today's count and the breakdowns of a range starting inside a day", async () => {
    const { owner, link } = await linkWithVisits();
    const all = await getLinkAnalytics(owner, link.id, "full", { range: "24h", now: NOW });
    const scan = await getLinkAnalytics(owner, link.id, "full", { range: "24h", now: NOW, trigger: "scan" });
    const click = await getLinkAnalytics(owner, link.id, "full", { range: "24h", now: NOW, trigger: "click" });
    const sum = (a: typeof all, key: "clicks" | "scans") => a.series!.points.reduce((s, p) => s + p[key], 0);
    // The morning scans of May 19 (10:00) are before the 24 hours (from 16:00): left out everywhere.
    expect([sum(all, "clicks"), sum(all, "scans")]).toEqual([5, 1]);
    expect([sum(scan, "clicks"), sum(scan, "scans")]).toEqual([1, 1]);
    expect([sum(click, "clicks"), sum(click, "scans")]).toEqual([4, 0]);
    expect([all.today, scan.today, click.today]).toEqual([4, 1, 3]);
    expect(all.breakdowns!.referrers).toEqual([
      { label: "mail.example.com", clicks: 3 },
      { label: "news.example.com", clicks: 1 },
      { label: "Direct or unknown", clicks: 1 },
    ]);
    expect(scan.breakdowns!.referrers).toEqual([{ label: "Direct or unknown", clicks: 1 }]);
    expect(click.breakdowns!.referrers).toEqual([
      { label: "mail.example.com", clicks: 3 },
      { label: "news.example.com", clicks: 1 },
    ]);
    // Totals are the link's, every trigger, whatever the filter.
    expect(scan.totals).toEqual({ human: 12, bot: 0, humanScans: 8, botScans: 0 });

    const month = await getLinkAnalytics(owner, link.id, "full", { range: "30d", now: NOW, trigger: "scan" });
    expect(month.breakdowns!.devices).toEqual([{ label: "mobile", clicks: 8 }]);
  });

  it("exports only the trigger asked for, with a trigger column; a bad trigger is a 400", async () => {
    const { link } = await linkWithVisits();
    const read = async (trigger: "click" | "scan" | null) => {
      let csv = "";
      for await (const chunk of clicksCsv(link.id, trigger)) csv += chunk;
      return csv.trim().split("\n");
    };
    const [header, ...rows] = await read(null);
    expect(header).toBe("time_utc,referrer,country,device,browser,os,bot,trigger");
    expect(rows).toHaveLength(12);
    const scans = (await read("scan")).slice(1);
    expect(scans).toHaveLength(8);
    expect(scans.every((line) => line.endsWith(",false,scan"))).toBe(true);
    const clicks = (await read("click")).slice(1);
    expect(clicks).toHaveLength(4);
    expect(clicks.every((line) => line.endsWith(",false,click"))).toBe(true);
  });

  it("serves the filtered CSV from the export route to the owner", async () => {
    fakeRequest.reset();
    const user = await signInWithPlan("premium");
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/export" });
    await prisma.click.createMany({
      data: [
        { linkId: link.id, keepDays: KEEP, scan: true, browser: "Chrome" },
        { linkId: link.id, keepDays: KEEP, scan: false, browser: "Firefox" },
      ],
    });
    const exportCsv = (query: string) =>
      exportRoute.GET(new Request(`http://127.0.0.1:3000/links/${link.id}/export${query}`), { params: Promise.resolve({ id: link.id }) });
    const scans = await exportCsv("?trigger=scan");
    expect(scans.status).toBe(200);
    expect(scans.headers.get("content-disposition")).toContain(`${link.code}-scans.csv`);
    const lines = (await scans.text()).trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/,Chrome,.*,scan$/);
    const everything = await exportCsv("");
    expect((await everything.text()).trim().split("\n")).toHaveLength(3);
    const bad = await exportCsv("?trigger=qr");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/^trigger must be one of: click, scan/);
  });
});

describe("the QR code's URL", () => {
  it("redirects like the short URL and counts as a scan, on the short URL the API answers", async () => {
    const { user } = await userWithKey();
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: TARGET });
    const response = await get(new URL(scanUrlOf(link.shortUrl)).pathname + new URL(scanUrlOf(link.shortUrl)).search);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(TARGET);
    expect((await stored(link.id)).link).toMatchObject({ humanClicks: 1, humanScans: 1 });
  });
});
