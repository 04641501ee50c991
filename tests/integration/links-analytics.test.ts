import { afterAll, describe, expect, it } from "vitest";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { prisma } from "@/lib/platform/db";
import { csvCell } from "@/lib/engines/csv/write";
import { clicksCsv, dailyClicks, getLinkAnalytics, linkClickTotals, rangeParamSchema, topValues, UNKNOWN_LABEL } from "@/tools/url-shortener/server/analytics";
import { createLink } from "@/tools/url-shortener/server/create";
import { stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { deleteLink } from "@/tools/url-shortener/server/manage";
import { createUser, createVisitor, uniqueIp } from "../support/factories";

afterAll(stopInvalidationListener);

const NOW = new Date("2026-05-20T15:00:00.000Z");
const PREMIUM_KEEP = CLICK_RETENTION_DAYS.premium;
const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

async function linkWithClicks() {
  const user = await createUser({ plan: "premium" });
  const owner = { userId: user.id };
  const { link } = await createLink({ ...owner, ip: uniqueIp() }, { url: "https://example.com/report" });
  const human = (at: Date, extra: Partial<{ referrerHost: string; country: string; device: string; browser: string; os: string }> = {}) => ({
    linkId: link.id,
    keepDays: PREMIUM_KEEP,
    at,
    bot: false,
    device: "desktop",
    browser: "Chrome",
    os: "Windows",
    ...extra,
  });
  await prisma.click.createMany({
    data: [
      human(day("2026-05-20"), { referrerHost: "twitter.com", country: "US" }),
      human(new Date("2026-05-20T00:00:00.000Z"), { referrerHost: "twitter.com", country: "US" }),
      human(new Date("2026-05-19T23:59:59.999Z"), { referrerHost: "news.ycombinator.com", country: "DE", device: "mobile", browser: "Mobile Safari", os: "iOS" }),
      human(day("2026-05-10"), { country: "DE", device: "mobile", browser: "Mobile Safari", os: "iOS" }),
      human(day("2026-04-21"), { referrerHost: "twitter.com" }),
      // Older than the 30-day window (starts 2026-04-21): in the breakdowns, not in the chart.
      human(day("2026-04-20"), { referrerHost: "=cmd|evil", country: "FR" }),
      { linkId: link.id, keepDays: PREMIUM_KEEP, at: day("2026-05-20"), bot: true, device: "bot", browser: null, os: null, referrerHost: null, country: null },
    ],
  });
  await prisma.link.update({ where: { id: link.id }, data: { humanClicks: 6, botClicks: 1 } });
  return { owner, link };
}

describe("link analytics", () => {
  it("counts human clicks per UTC day over the last 30 days, zeros included", async () => {
    const { link } = await linkWithClicks();
    const daily = await dailyClicks(link.id, 30, NOW);
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual({ day: "2026-04-21", clicks: 1 });
    expect(daily[29]).toEqual({ day: "2026-05-20", clicks: 2 });
    expect(daily.find((d) => d.day === "2026-05-19")).toEqual({ day: "2026-05-19", clicks: 1 });
    expect(daily.find((d) => d.day === "2026-05-10")?.clicks).toBe(1);
    expect(daily.reduce((sum, d) => sum + d.clicks, 0)).toBe(5);
  });

  it("ranks referrers, countries, devices, browsers and systems among human clicks", async () => {
    const { link } = await linkWithClicks();
    expect(await topValues(link.id, "referrers")).toEqual([
      { label: "twitter.com", clicks: 3 },
      { label: "=cmd|evil", clicks: 1 },
      { label: "news.ycombinator.com", clicks: 1 },
      { label: UNKNOWN_LABEL.referrers, clicks: 1 },
    ]);
    expect(await topValues(link.id, "countries")).toEqual([
      { label: "DE", clicks: 2 },
      { label: "US", clicks: 2 },
      { label: "FR", clicks: 1 },
      { label: "Unknown", clicks: 1 },
    ]);
    expect(await topValues(link.id, "devices")).toEqual([
      { label: "desktop", clicks: 4 },
      { label: "mobile", clicks: 2 },
    ]);
    expect((await topValues(link.id, "os", 1))).toEqual([{ label: "Windows", clicks: 4 }]);
  });

  it("gives each plan its level: totals, + time series, + breakdowns", async () => {
    const { owner, link } = await linkWithClicks();
    const totals = await getLinkAnalytics(owner, link.id, "totals", { now: NOW });
    expect(totals).toMatchObject({ totals: { human: 6, bot: 1 }, today: null, series: null, breakdowns: null, deleted: false });
    const series = await getLinkAnalytics(owner, link.id, "timeseries", { now: NOW });
    expect(series.series).toMatchObject({ range: "30d", unit: "day" });
    expect(series.series?.points).toHaveLength(30);
    expect(series.today).toBe(2);
    expect(series.breakdowns).toBeNull();
    const full = await getLinkAnalytics(owner, link.id, "full", { now: NOW });
    // The default range (30 days) leaves out the click of 2026-04-20; "all" counts it.
    expect(full.breakdowns?.browsers[0]).toEqual({ label: "Chrome", clicks: 3 });
    const allTime = await getLinkAnalytics(owner, link.id, "full", { now: NOW, breakdownsAllTime: true });
    expect(allTime.breakdowns?.browsers[0]).toEqual({ label: "Chrome", clicks: 4 });
    // Deleted links stay visible to their owner.
    await deleteLink(owner, link.id);
    expect((await getLinkAnalytics(owner, link.id, "totals", { now: NOW })).deleted).toBe(true);
  });

  it("shows nothing to anyone but the owner", async () => {
    const { link } = await linkWithClicks();
    const stranger = await createUser({ plan: "premium" });
    await expect(getLinkAnalytics({ userId: stranger.id }, link.id, "full", { now: NOW })).rejects.toMatchObject({ code: "not_found" });
    const visitor = await createVisitor();
    await expect(getLinkAnalytics({ visitorId: visitor.id }, link.id, "totals", { now: NOW })).rejects.toMatchObject({ code: "not_found" });
  });

  it("exports every click as CSV, oldest first, formulas neutralised", async () => {
    const { link } = await linkWithClicks();
    let csv = "";
    for await (const chunk of clicksCsv(link.id)) csv += chunk;
    const lines = csv.trim().split("\n");
    expect(lines[0]).toBe("time_utc,referrer,country,device,browser,os,bot,trigger");
    expect(lines).toHaveLength(8);
    expect(lines.slice(1)).toEqual([
      "2026-04-20T12:00:00.000Z,'=cmd|evil,FR,desktop,Chrome,Windows,false,click",
      "2026-04-21T12:00:00.000Z,twitter.com,,desktop,Chrome,Windows,false,click",
      "2026-05-10T12:00:00.000Z,,DE,mobile,Mobile Safari,iOS,false,click",
      "2026-05-19T23:59:59.999Z,news.ycombinator.com,DE,mobile,Mobile Safari,iOS,false,click",
      "2026-05-20T00:00:00.000Z,twitter.com,US,desktop,Chrome,Windows,false,click",
      // Same time: in the order they were stored (the id breaks the tie).
      "2026-05-20T12:00:00.000Z,twitter.com,US,desktop,Chrome,Windows,false,click",
      "2026-05-20T12:00:00.000Z,,,bot,,,true,click",
    ]);
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
  });

  it("counts a row that folds identical clicks by its number, in the chart, the breakdowns and the CSV", async () => {
    const user = await createUser({ plan: "premium" });
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/burst" });
    await prisma.click.create({
      data: { linkId: link.id, keepDays: PREMIUM_KEEP, at: day("2026-05-20"), referrerHost: "reddit.com", country: "GB", device: "mobile", browser: "Chrome", os: "Android", count: 4 },
    });
    expect((await dailyClicks(link.id, 30, NOW)).at(-1)).toEqual({ day: "2026-05-20", clicks: 4 });
    expect(await topValues(link.id, "referrers")).toEqual([{ label: "reddit.com", clicks: 4 }]);
    let csv = "";
    for await (const chunk of clicksCsv(link.id)) csv += chunk;
    const lines = csv.trim().split("\n");
    expect(lines).toHaveLength(5);
    expect(new Set(lines.slice(1))).toEqual(new Set(["2026-05-20T12:00:00.000Z,reddit.com,GB,mobile,Chrome,Android,false,click"]));
  });

  it("reads ?range= strictly: one of the ranges, anything else the 30-day default", () => {
    expect(rangeParamSchema.parse("24h")).toBe("24h");
    expect(rangeParamSchema.parse("all")).toBe("all");
    for (const bad of [undefined, "", "7D", "365d", "all; drop table", ["7d", "24h"]]) expect(rangeParamSchema.parse(bad)).toBe("30d");
  });

  it("cuts the breakdowns of a 24-hour range at its first hour, inside a day the rollup holds whole", async () => {
    const { owner, link } = await linkWithClicks();
    // The range starts 2026-05-19T16:00: one click a second before (in the rollup's 2026-05-19 row), one at the start.
    await prisma.click.createMany({
      data: [
        { linkId: link.id, keepDays: PREMIUM_KEEP, at: new Date("2026-05-19T15:59:59.999Z"), country: "JP", referrerHost: "t.co" },
        { linkId: link.id, keepDays: PREMIUM_KEEP, at: new Date("2026-05-19T16:00:00.000Z"), country: "BR", referrerHost: "t.co" },
      ],
    });
    const day = await getLinkAnalytics(owner, link.id, "full", { now: NOW, range: "24h" });
    expect(day.breakdowns?.countries).toEqual([
      { label: "US", clicks: 2 },
      { label: "BR", clicks: 1 },
      { label: "DE", clicks: 1 },
    ]);
    expect(day.breakdowns?.referrers).toEqual([
      { label: "twitter.com", clicks: 2 },
      { label: "news.ycombinator.com", clicks: 1 },
      { label: "t.co", clicks: 1 },
    ]);
    const week = await getLinkAnalytics(owner, link.id, "full", { now: NOW, range: "7d" });
    expect(week.breakdowns?.countries.map((b) => b.label)).toEqual(["US", "BR", "DE", "JP"]);
    expect(week.breakdowns?.referrers).toContainEqual({ label: "t.co", clicks: 2 });
  });

  it.each([
    ["early in the day (its rollup minus the clicks before)", "2026-05-19T05:00:00.000Z"],
    ["late in the day (the clicks after, plus the next days' rollups)", "2026-05-19T17:00:00.000Z"],
  ])("counts the breakdowns from an instant %s exactly", async (_, sinceIso) => {
    const user = await createUser({ plan: "premium" });
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/split" });
    const since = new Date(sinceIso);
    const at = (ms: number) => new Date(since.getTime() + ms);
    const click = (when: Date, country: string, count = 1) => ({ linkId: link.id, keepDays: PREMIUM_KEEP, at: when, country, count });
    await prisma.click.createMany({
      data: [
        click(new Date("2026-05-19T00:00:00.000Z"), "JP", 5), // before: only JP's clicks are before `since`
        click(at(-1), "US", 2), // before
        click(at(0), "US", 3), // from `since` on
        click(at(3_600_000), "DE"),
        click(new Date("2026-05-19T23:59:59.999Z"), "FR", 4),
        click(new Date("2026-05-20T08:00:00.000Z"), "DE", 2),
        { ...click(at(60_000), "BR", 9), bot: true }, // bots never count
      ],
    });
    expect(await topValues(link.id, "countries", 10, since)).toEqual([
      { label: "FR", clicks: 4 },
      { label: "DE", clicks: 3 },
      { label: "US", clicks: 3 },
    ]);
    expect(await topValues(link.id, "countries", 10, new Date("2026-05-19T00:00:00.000Z"))).toEqual([
      { label: "JP", clicks: 5 },
      { label: "US", clicks: 5 },
      { label: "FR", clicks: 4 },
      { label: "DE", clicks: 3 },
    ]);
  });

  it("counts hourly over the last 24 hours and 7 days, the breakdowns over the same range", async () => {
    const { owner, link } = await linkWithClicks();
    const day = await getLinkAnalytics(owner, link.id, "full", { now: NOW, range: "24h" });
    expect(day.series?.unit).toBe("hour");
    const points = day.series?.points ?? [];
    expect(points).toHaveLength(24);
    expect(points[0]?.start).toBe("2026-05-19T16:00:00Z");
    expect(points[23]).toEqual({ start: "2026-05-20T15:00:00Z", clicks: 0, scans: 0 });
    expect(points.filter((p) => p.clicks > 0)).toEqual([
      { start: "2026-05-19T23:00:00Z", clicks: 1, scans: 0 },
      { start: "2026-05-20T00:00:00Z", clicks: 1, scans: 0 },
      { start: "2026-05-20T12:00:00Z", clicks: 1, scans: 0 },
    ]);
    expect(day.breakdowns?.countries).toEqual([
      { label: "US", clicks: 2 },
      { label: "DE", clicks: 1 },
    ]);
    expect(day.today).toBe(2);
    expect(day.totals).toEqual({ human: 6, bot: 1, humanScans: 0, botScans: 0 });

    const week = await getLinkAnalytics(owner, link.id, "timeseries", { now: NOW, range: "7d" });
    expect(week.series?.unit).toBe("hour");
    expect(week.series?.points).toHaveLength(168);
    expect(week.series?.points.reduce((sum, p) => sum + p.clicks, 0)).toBe(3);
    expect(week.breakdowns).toBeNull();
  });

  it("counts daily over 90 days and over the link's whole life, at most the plan's click retention", async () => {
    const { owner, link } = await linkWithClicks();
    const quarter = await getLinkAnalytics(owner, link.id, "full", { now: NOW, range: "90d" });
    expect(quarter.series?.unit).toBe("day");
    expect(quarter.series?.points).toHaveLength(90);
    expect(quarter.series?.points.reduce((sum, p) => sum + p.clicks, 0)).toBe(6);
    expect(quarter.breakdowns?.countries.find((b) => b.label === "FR")).toEqual({ label: "FR", clicks: 1 });

    await prisma.link.update({ where: { id: link.id }, data: { createdAt: new Date("2026-04-01T08:00:00Z") } });
    const life = await getLinkAnalytics(owner, link.id, "timeseries", { now: NOW, range: "all" });
    expect(life.series?.points[0]).toEqual({ start: "2026-04-01T00:00:00Z", clicks: 0, scans: 0 });
    expect(life.series?.points).toHaveLength(50);

    await prisma.link.update({ where: { id: link.id }, data: { createdAt: new Date("2020-01-01T00:00:00Z") } });
    const clamped = await getLinkAnalytics(owner, link.id, "timeseries", { now: NOW, range: "all", retentionDays: CLICK_RETENTION_DAYS.premium });
    expect(clamped.series?.points).toHaveLength(1095);
    expect(clamped.series?.points.at(-1)?.start).toBe("2026-05-20T00:00:00Z");
    const basic = await getLinkAnalytics(owner, link.id, "timeseries", { now: NOW, range: "all", retentionDays: CLICK_RETENTION_DAYS.basic });
    expect(basic.series?.points).toHaveLength(365);
    expect(basic.series?.points[0]?.start).toBe("2025-05-21T00:00:00Z");
  });

  it("gives the live page the totals of the owner's link only", async () => {
    const { owner, link } = await linkWithClicks();
    expect(await linkClickTotals(owner, link.id)).toEqual({ human: 6, bot: 1 });
    const stranger = await createUser();
    await expect(linkClickTotals({ userId: stranger.id }, link.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(linkClickTotals(owner, "not-a-uuid")).rejects.toMatchObject({ code: "not_found" });
  });
});
