import { afterAll, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import * as exportRoute from "@/app/(site)/links/[id]/export/route";
import * as linkStatsRoute from "@/app/api/v1/links/[id]/stats/route";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { prisma } from "@/lib/platform/db";
import { pgPool } from "@/lib/platform/db/pool";
import * as schemas from "@/tools/api-schemas";
import {
  clicksCsv,
  filteredBreakdowns,
  filteredSeries,
  filteredTotals,
  getLinkAnalytics,
  filterCover,
  rangeWindow,
  TOP_N,
  UNKNOWN_LABEL,
  withoutPairs,
  type AnalyticsRange,
  type Dimension,
} from "@/tools/url-shortener/server/analytics";
import { CLOSE_GRACE_MS, computeClickPairsDay, PAIR_MIN_FACET_ROWS, RECHECK_DAYS, runClickPairs } from "@/tools/url-shortener/redirect/click-pairs";
import { VALUE_HOURS_READ_DAYS } from "@/tools/url-shortener/redirect/click-partitions";
import { createLink } from "@/tools/url-shortener/server/create";
import { stopInvalidationListener } from "@/tools/url-shortener/redirect/invalidation";
import { hasFilter, type ClickFilter, type FilterKey } from "@/tools/url-shortener/logic/analytics-filter";
import type { Trigger } from "@/tools/url-shortener/logic/trigger";
import { uniqueIp } from "../support/factories";
import { call, expectError, userWithKey } from "../support/api-call";
import { fakeRequest } from "../support/next-headers";
import { signInWithPlan } from "../support/sign-in";

/**
 * Analytics filters (by referrer, country, device, browser, OS, with the trigger and the range): every filtered figure
 * — totals, series, today, breakdowns, CSV — equals what the raw clicks say, bots and scans included; bad values are
 * 400s naming the field.
 */

afterAll(stopInvalidationListener);

const KEEP = CLICK_RETENTION_DAYS.premium;
const HOUR = 3_600_000;

interface Raw {
  at: Date;
  referrerHost: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  bot: boolean;
  scan: boolean;
  count: number;
}

// bücher.de as the redirect stores it (the Referer's host in its ASCII form).
const REFERRERS = [null, "twitter.com", "news.ycombinator.com", "reddit.com", "xn--bcher-kva.de"];
const COUNTRIES = [null, "US", "DE", "FR", "GB"];
const PLATFORMS: [string, string, string][] = [
  ["desktop", "Chrome", "Windows"],
  ["mobile", "Mobile Safari", "iOS"],
  ["mobile", "Chrome", "Android"],
  ["tablet", "Mobile Safari", "iPadOS"],
];

/** 400 rows over the 40 days before `end`, deterministic, some folding several clicks, some scans, some bots. */
function rawClicks(end: Date): Raw[] {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  return Array.from({ length: 400 }, (_, i) => {
    const at = new Date(end.getTime() - 1 - next(40 * 24 * 60) * 60_000 - (i % 60) * 1000);
    const bot = next(12) === 0;
    const [device, browser, os] = bot ? ["bot", "Slackbot", null] : PLATFORMS[next(PLATFORMS.length)]!;
    return {
      at,
      referrerHost: REFERRERS[next(REFERRERS.length)]!,
      country: COUNTRIES[next(COUNTRIES.length)]!,
      device,
      browser,
      os,
      bot,
      scan: next(3) === 0,
      count: next(5) === 0 ? 3 : 1,
    };
  });
}

const COLUMN: Record<FilterKey, keyof Raw> = { referrer: "referrerHost", country: "country", device: "device", browser: "browser", os: "os" };
const DIM_COLUMN: Record<Dimension, keyof Raw> = { referrers: "referrerHost", countries: "country", devices: "device", browsers: "browser", os: "os" };

const matches = (c: Raw, filter: ClickFilter, trigger: Trigger | null) =>
  (trigger === null || c.scan === (trigger === "scan")) &&
  (Object.keys(filter) as FilterKey[]).every((key) => (c[COLUMN[key]] ?? "") === filter[key]);

async function seeded(end: Date) {
  const { user, key } = await userWithKey();
  const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/filters" });
  const clicks = rawClicks(end);
  // Two statements: the trigger adds to existing facet rows as well as creating them.
  for (const part of [clicks.slice(0, 150), clicks.slice(150)]) {
    await prisma.click.createMany({ data: part.map((c) => ({ ...c, linkId: link.id, keepDays: KEEP })) });
  }
  return { owner: { userId: user.id }, user, key, link, clicks };
}

/** What the raw clicks say for a filter, a trigger and a range. */
function expected(clicks: Raw[], filter: ClickFilter, trigger: Trigger | null, range: AnalyticsRange, now: Date, createdAt: Date) {
  const span = rangeWindow(range, now, createdAt);
  const step = span.unit === "hour" ? HOUR : 24 * HOUR;
  const matching = clicks.filter((c) => matches(c, filter, null));
  const sum = (list: Raw[]) => list.reduce((n, c) => n + c.count, 0);
  const totals = {
    human: sum(matching.filter((c) => !c.bot)),
    bot: sum(matching.filter((c) => c.bot)),
    humanScans: sum(matching.filter((c) => !c.bot && c.scan)),
    botScans: sum(matching.filter((c) => c.bot && c.scan)),
  };
  const people = clicks.filter((c) => !c.bot && matches(c, filter, trigger));
  const inRange = people.filter((c) => c.at >= span.start && c.at.getTime() < span.last.getTime() + step);
  const points: { start: string; clicks: number; scans: number }[] = [];
  for (let t = span.start.getTime(); t <= span.last.getTime(); t += step) {
    const bucket = inRange.filter((c) => c.at.getTime() >= t && c.at.getTime() < t + step);
    points.push({ start: new Date(t).toISOString().replace(".000Z", "Z"), clicks: sum(bucket), scans: sum(bucket.filter((c) => c.scan)) });
  }
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const today = sum(people.filter((c) => c.at.getTime() >= midnight));
  const breakdowns = Object.fromEntries(
    (Object.keys(DIM_COLUMN) as Dimension[]).map((dimension) => {
      const counts = new Map<string, number>();
      for (const c of inRange) {
        const label = (c[DIM_COLUMN[dimension]] as string | null) ?? UNKNOWN_LABEL[dimension];
        counts.set(label, (counts.get(label) ?? 0) + c.count);
      }
      return [dimension, Object.fromEntries([...counts].filter(([, n]) => n > 0))];
    }),
  );
  return { totals, points, today, breakdowns };
}

const asMap = (buckets: { label: string; clicks: number }[]) => Object.fromEntries(buckets.map((b) => [b.label, b.clicks]));

const FILTERS: ClickFilter[] = [
  { country: "DE" },
  { device: "mobile" },
  { referrer: "" },
  { country: "", browser: "Chrome" },
  { country: "US", device: "desktop", os: "Windows" },
  { referrer: "twitter.com", browser: "Mobile Safari" },
  { device: "bot" },
];

describe("analytics filters", () => {
  // 15:00 starts the 24 h and 7 d ranges at 16:00 (the evening of the first day is added from the raw clicks); 09:00
  // at 10:00 (its morning is subtracted from the day's facets).
  for (const now of [new Date("2026-05-20T15:00:00.000Z"), new Date("2026-05-20T09:30:00.000Z")]) {
    it(`gives totals, series, today and breakdowns equal to the raw clicks (now ${now.toISOString()})`, async () => {
      const { owner, link, clicks } = await seeded(now);
      const createdAt = (await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).createdAt;
      for (const filter of FILTERS) {
        for (const trigger of [null, "click", "scan"] as const) {
          for (const range of ["24h", "7d", "30d", "90d"] as const) {
            const got = await getLinkAnalytics(owner, link.id, "full", { now, range, trigger, filter });
            const want = expected(clicks, filter, trigger, range, now, createdAt);
            const what = `${JSON.stringify(filter)} ${trigger} ${range}`;
            expect(got.filter, what).toEqual(filter);
            expect(got.totals, what).toEqual(want.totals);
            expect(got.series?.points, what).toEqual(want.points);
            expect(got.today, what).toBe(want.today);
            for (const dimension of Object.keys(DIM_COLUMN) as Dimension[]) {
              expect(asMap(got.breakdowns![dimension]), `${what} ${dimension}`).toEqual(want.breakdowns[dimension]);
            }
          }
        }
      }
    });
  }

  it("without a filter reads the usual rollups, and they agree with the facets", async () => {
    const now = new Date("2026-05-20T15:00:00.000Z");
    const { owner, link, clicks } = await seeded(now);
    await prisma.link.update({
      where: { id: link.id },
      data: {
        humanClicks: clicks.filter((c) => !c.bot).reduce((n, c) => n + c.count, 0),
        botClicks: clicks.filter((c) => c.bot).reduce((n, c) => n + c.count, 0),
        humanScans: clicks.filter((c) => !c.bot && c.scan).reduce((n, c) => n + c.count, 0),
        botScans: clicks.filter((c) => c.bot && c.scan).reduce((n, c) => n + c.count, 0),
      },
    });
    for (const range of ["7d", "30d"] as const) {
      const plain = await getLinkAnalytics(owner, link.id, "full", { now, range });
      const want = expected(clicks, {}, null, range, now, new Date(link.createdAt));
      expect(plain.filter).toEqual({});
      expect(plain.totals).toEqual(want.totals);
      expect(plain.series?.points).toEqual(want.points);
      expect(asMap(plain.breakdowns!.countries)).toEqual(want.breakdowns.countries);
    }
    const facets = await prisma.clickFacetDaily.aggregate({ where: { linkId: link.id }, _sum: { human: true, bot: true } });
    expect(facets._sum).toEqual({ human: expected(clicks, {}, null, "30d", now, new Date(link.createdAt)).totals.human, bot: expected(clicks, {}, null, "30d", now, new Date(link.createdAt)).totals.bot });
  });

  it("exports only the matching clicks as CSV", async () => {
    const now = new Date("2026-05-20T15:00:00.000Z");
    const { link, clicks } = await seeded(now);
    for (const [filter, trigger] of [
      [{ country: "DE" }, null],
      [{ referrer: "", device: "mobile" }, "scan"],
      [{ device: "bot" }, null],
      [{ os: "iOS", browser: "Chrome" }, null],
    ] as [ClickFilter, Trigger | null][]) {
      let csv = "";
      for await (const chunk of clicksCsv(link.id, trigger, filter)) csv += chunk;
      const lines = csv.trim().split("\n").slice(1);
      const want = clicks
        .filter((c) => matches(c, filter, trigger))
        .flatMap((c) => Array.from({ length: c.count }, () => [c.at.toISOString(), c.referrerHost ?? "", c.country ?? "", c.device ?? "", c.browser ?? "", c.os ?? "", String(c.bot), c.scan ? "scan" : "click"].join(",")));
      expect(lines.sort(), JSON.stringify(filter)).toEqual(want.sort());
    }
    // A range: the clicks from its start on, as the page counts them.
    for (const range of ["24h", "7d", "30d"] as const) {
      const since = rangeWindow(range, now, new Date(link.createdAt)).start;
      let csv = "";
      for await (const chunk of clicksCsv(link.id, null, { country: "US" }, since)) csv += chunk;
      const want = clicks.filter((c) => matches(c, { country: "US" }, null) && c.at >= since).reduce((n, c) => n + c.count, 0);
      expect(csv.trim().split("\n").length - 1, range).toBe(want);
    }
  });

  it("serves the filtered CSV from the export route; a bad filter is a 400 naming it", async () => {
    fakeRequest.reset();
    const user = await signInWithPlan("premium");
    const { link } = await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/export-filter" });
    await prisma.click.createMany({
      data: [
        { linkId: link.id, keepDays: KEEP, country: "DE", browser: "Chrome" },
        { linkId: link.id, keepDays: KEEP, country: "US", browser: "Chrome" },
        { linkId: link.id, keepDays: KEEP, browser: "Firefox" },
        { linkId: link.id, keepDays: KEEP, country: "DE", browser: "Safari", at: new Date(Date.now() - 10 * 24 * HOUR) },
      ],
    });
    const exportCsv = (query: string) => exportRoute.GET(new Request(`http://127.0.0.1:3000/links/${link.id}/export${query}`), { params: Promise.resolve({ id: link.id }) });
    const de = await exportCsv("?country=de");
    expect(de.status).toBe(200);
    expect((await de.text()).trim().split("\n")).toHaveLength(3);
    // The page's range (its export link always names it): the click of 10 days ago is not in the last 7.
    const lastWeek = (await (await exportCsv("?country=de&range=7d")).text()).trim().split("\n");
    expect(lastWeek).toHaveLength(2);
    expect(lastWeek[1]).toContain(",DE,");
    expect((await (await exportCsv("?country=de&range=30d")).text()).trim().split("\n")).toHaveLength(3);
    // A browser's name in any case, as in the stats.
    expect((await (await exportCsv("?browser=CHROME")).text()).trim().split("\n").slice(1).map((l) => l.split(",")[4])).toEqual(["Chrome", "Chrome"]);
    const unknown = (await (await exportCsv("?country=none&trigger=click")).text()).trim().split("\n");
    expect(unknown.slice(1).map((l) => l.split(",")[4])).toEqual(["Firefox"]);
    const bad = await exportCsv("?device=phone");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/^device must be one of/);
    // A bad or repeated range or trigger is named, never guessed.
    for (const [query, message] of [
      ["?range=1y", /^range must be one of: 24h, 7d, 30d, 90d, all/],
      ["?range=7d&range=30d", /^range must be one of/],
      ["?trigger=click&trigger=scan", /^trigger must be one of/],
      ["?country=US&country=FR", /^country must be/],
      ["?referrer=www.", /^referrer must be/],
    ] as const) {
      const refused = await exportCsv(query);
      expect(refused.status, query).toBe(400);
      expect(await refused.text(), query).toMatch(message);
    }
  });

  it("filters the stats API, and answers a bad value with a 400 naming the field", async () => {
    const now = new Date();
    const { key, link, clicks } = await seeded(now);
    const stats = async (query: string) => call(linkStatsRoute.GET, "GET", `/links/${link.id}/stats`, { key, params: { id: link.id }, query });
    const res = await stats("?country=de&device=mobile&trigger=scan");
    expect(res.status).toBe(200);
    const body = schemas.linkStatsSchema.parse(res.json);
    const filter = { country: "DE", device: "mobile" };
    const want = expected(clicks, filter, "scan", "30d", now, new Date(link.createdAt));
    expect(body.filter).toEqual({ country: "DE", device: "mobile" });
    expect(body.totals).toEqual({ human: want.totals.humanScans, bot: want.totals.botScans });
    expect(body.triggers.click).toEqual({ human: want.totals.human - want.totals.humanScans, bot: want.totals.bot - want.totals.botScans });
    // All time: every seeded click is within the 40 days.
    const allTime = expected(clicks, filter, "scan", "90d", now, new Date(0));
    expect(asMap(body.breakdowns.browsers)).toEqual(allTime.breakdowns.browsers);
    expect(body.daily.reduce((n, d) => n + d.clicks, 0)).toBe(want.points.reduce((n, p) => n + p.clicks, 0));
    // An internationalised host is found whichever way it is written.
    const idn = expected(clicks, { referrer: "xn--bcher-kva.de" }, null, "90d", now, new Date(0)).totals.human;
    expect(idn).toBeGreaterThan(0);
    for (const written of ["b%C3%BCcher.de", "www.B%C3%9CCHER.de", "xn--bcher-kva.de"]) {
      const byName = schemas.linkStatsSchema.parse((await stats(`?referrer=${written}`)).json);
      expect(asMap(byName.breakdowns.referrers), written).toEqual({ "xn--bcher-kva.de": idn });
    }
    // Browser and OS names are found in any case, and the answer names them as the clicks were stored.
    for (const [written, stored] of [
      ["?browser=chrome", { browser: "Chrome" }],
      ["?os=IOS&browser=mobile%20safari", { browser: "Mobile Safari", os: "iOS" }],
    ] as const) {
      const got = schemas.linkStatsSchema.parse((await stats(written)).json);
      const exact = schemas.linkStatsSchema.parse((await stats(`?${new URLSearchParams(stored)}`)).json);
      const wanted = expected(clicks, stored, null, "30d", now, new Date(link.createdAt)).totals.human;
      expect(wanted, written).toBeGreaterThan(0);
      expect(got.filter, written).toEqual(stored);
      expect(got.totals, written).toEqual(exact.totals);
      expect(got.totals.human, written).toBe(wanted);
    }
    const unseen = schemas.linkStatsSchema.parse((await stats("?browser=Netscape")).json);
    expect(unseen.filter).toEqual({ browser: "Netscape" });
    expect(unseen.totals).toEqual({ human: 0, bot: 0 });
    const direct = schemas.linkStatsSchema.parse((await stats("?referrer=none")).json);
    expect(direct.filter).toEqual({ referrer: "none" });
    expect(asMap(direct.breakdowns.referrers)).toEqual({ [UNKNOWN_LABEL.referrers]: expected(clicks, { referrer: "" }, null, "90d", now, new Date(0)).totals.human });

    for (const [query, field, message] of [
      ["?country=Germany", "country", /country must be a two-letter country code/],
      ["?country=", "country", /country must be/],
      ["?device=phone", "device", /device must be one of: desktop, mobile/],
      ["?browser=%07", "browser", /browser must be/],
      [`?os=${"x".repeat(101)}`, "os", /os must be/],
      [`?referrer=${"a".repeat(254)}`, "referrer", /referrer must be a referring host/],
      ["?referrer=www.", "referrer", /referrer must be a referring host/],
      // Given twice: which one would count is a guess.
      ["?country=US&country=FR", "country", /^country is given more than once/],
      ["?trigger=click&trigger=scan", "trigger", /^trigger is given more than once/],
    ] as const) {
      const error = expectError(await stats(query), 400, "validation_error");
      expect(error.fields?.[field], query).toMatch(message);
    }
  });
});

/**
 * The last days (tools/url-shortener/redirect/click-partitions.ts VALUE_HOURS_READ_DAYS): the hourly ranges read the
 * hours by value ("ClickValueHourly") instead of raw clicks, for the first day's hours in the breakdowns and for a
 * series filtered by one value. The test runs at the real time (the table holds the last days of the clock).
 */
describe("analytics of the last days, from the hours by value", () => {
  const VIEWS: ClickFilter[] = [{}, { country: "DE" }, { referrer: "" }, { device: "mobile" }, { browser: "Chrome" }, { country: "US", device: "desktop" }];

  it("gives every hourly view equal to the raw clicks, and the same once the raw clicks of those days are gone", async () => {
    const real = Math.floor(Date.now() / 60_000) * 60_000;
    // Three times of day, so that the ranges start in the morning (subtracted) and in the evening (added) of a day.
    for (const now of [new Date(real), new Date(real - 6 * HOUR), new Date(real - 12 * HOUR)]) {
      const { owner, link, clicks } = await seeded(now);
      const createdAt = (await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).createdAt;
      const check = async (views: ClickFilter[], breakdownsToo: (filter: ClickFilter) => boolean) => {
        for (const filter of views) {
          for (const trigger of [null, "click", "scan"] as const) {
            for (const range of ["24h", "7d"] as const) {
              const got = await getLinkAnalytics(owner, link.id, "full", { now, range, trigger, filter });
              const want = expected(clicks, filter, trigger, range, now, createdAt);
              const what = `now ${now.toISOString()} ${JSON.stringify(filter)} ${trigger} ${range}`;
              expect(got.series?.points, what).toEqual(want.points);
              if (!breakdownsToo(filter)) continue;
              for (const dimension of Object.keys(DIM_COLUMN) as Dimension[]) {
                expect(asMap(got.breakdowns![dimension]), `${what} ${dimension}`).toEqual(want.breakdowns[dimension]);
              }
            }
          }
        }
      };
      await check(VIEWS, () => true);
      // The raw clicks of the last days deleted (the rollups stay: the trigger only adds): what the hours by value
      // answer — an unfiltered view's breakdowns, a one-value series — is unchanged, so it was never read from them.
      await pgPool().query(`DELETE FROM "Click" WHERE "linkId" = $1 AND "at" >= $2`, [link.id, new Date(Date.now() - VALUE_HOURS_READ_DAYS * 24 * HOUR)]);
      await check(
        VIEWS.filter((f) => Object.keys(f).length <= 1),
        (filter) => !hasFilter(filter),
      );
    }
  });
});

/**
 * The pair rollup of closed days (tools/url-shortener/redirect/click-pairs.ts): after the job, a filter by one
 * dimension reads the pairs for the days they cover and the facets for the rest, with the same answers as the facets
 * alone and the raw clicks. Each test works in days of its own (the job's record of computed days is shared).
 */
describe("analytics filters from the pair rollup", () => {
  const DAY = 24 * HOUR;
  const SINGLE: ClickFilter[] = [{ country: "DE" }, { device: "mobile" }, { referrer: "" }, { browser: "Chrome" }, { os: "iOS" }, { device: "bot" }, { country: "" }];
  const midnight = (d: Date) => new Date(Math.floor(d.getTime() / DAY) * DAY);
  // Every day at once, and pairs for every link: the seeded links have a few facet rows a day, below the job's minimum.
  const ALL = { budgetMs: Number.POSITIVE_INFINITY, minFacetRows: 1 };

  /**
   * The job's work on the 60 days before `now` forgotten, as if never computed. Servers that earlier test files
   * started ran the job at the real date, which records every past day within the longest retention as computed,
   * with none of the clicks seeded into those days since (the product never adds clicks to a closed day this old).
   */
  async function forgetComputedDays(now: Date) {
    const days = [new Date(now.getTime() - 60 * DAY).toISOString(), now.toISOString()];
    const during = `"day" >= $1::timestamptz AT TIME ZONE 'UTC' AND "day" <= $2::timestamptz AT TIME ZONE 'UTC'`;
    // Pairs and their record go together, as the job writes them.
    await pgPool().query(`WITH pairs AS (DELETE FROM "ClickPairDaily" WHERE ${during}) DELETE FROM "ClickPairDay" WHERE ${during}`, days);
  }

  /** Seeds clicks over the 40 days before `now` on a link created 60 days before it; the job then runs at `now`. */
  async function seededWithPairs(now: Date) {
    await forgetComputedDays(now);
    const seed = await seeded(now);
    const createdAt = new Date(now.getTime() - 60 * DAY);
    await prisma.link.update({ where: { id: seed.link.id }, data: { createdAt } });
    // Every closed day within the longest retention (the first run at a `now` catches up from nothing).
    const run = await runClickPairs(now, pgPool(), ALL);
    expect(run.ran).toBe(true);
    expect(run.left).toBe(0);
    return { ...seed, createdAt };
  }

  // 2026-01-20 first: the later test's days are then still uncomputed when it runs the job.
  for (const now of [new Date("2026-01-20T09:30:00.000Z"), new Date("2026-03-10T15:00:00.000Z")]) {
    it(`gives every single-filter view equal to the facets alone and to the raw clicks (now ${now.toISOString()})`, async () => {
      const { owner, link, clicks, createdAt } = await seededWithPairs(now);
      const today = midnight(now);
      for (const filter of SINGLE) {
        // The pairs cover every past day with clicks of the value; only today is read from the facets.
        const cover = (await filterCover(link.id, filter))!;
        expect(cover.pairDays.length, JSON.stringify(filter)).toBeGreaterThan(0);
        expect(cover.facetDays.every((d) => d.getTime() === today.getTime()), JSON.stringify(filter)).toBe(true);
        const facetsAlone = withoutPairs(cover);
        expect(await filteredTotals(link.id, filter), JSON.stringify(filter)).toEqual(await filteredTotals(link.id, filter, facetsAlone));
        for (const trigger of [null, "click", "scan"] as const) {
          for (const range of ["24h", "7d", "30d", "90d", "all"] as const) {
            const what = `${JSON.stringify(filter)} ${trigger} ${range}`;
            const got = await getLinkAnalytics(owner, link.id, "full", { now, range, trigger, filter });
            const want = expected(clicks, filter, trigger, range, now, createdAt);
            expect(got.totals, what).toEqual(want.totals);
            expect(got.series?.points, what).toEqual(want.points);
            expect(got.today, what).toBe(want.today);
            for (const dimension of Object.keys(DIM_COLUMN) as Dimension[]) {
              expect(asMap(got.breakdowns![dimension]), `${what} ${dimension}`).toEqual(want.breakdowns[dimension]);
            }
            // The facets alone say the same, ranks and ties included.
            const span = rangeWindow(range, now, createdAt);
            expect(got.series?.points, `${what} facets`).toEqual(await filteredSeries(link.id, span.unit, span.start, span.last, trigger, filter, facetsAlone));
            expect(got.breakdowns, `${what} facets`).toEqual(await filteredBreakdowns(link.id, TOP_N, span.start, trigger, filter, facetsAlone));
          }
          // All time (the REST API's breakdowns), and today's day alone.
          const allTime = await getLinkAnalytics(owner, link.id, "full", { now, trigger, filter, breakdownsAllTime: true });
          expect(allTime.breakdowns, `${JSON.stringify(filter)} ${trigger} all time`).toEqual(await filteredBreakdowns(link.id, TOP_N, null, trigger, filter, facetsAlone));
          const people = clicks.filter((c) => !c.bot && matches(c, filter, trigger));
          const byCountry = new Map<string, number>();
          for (const c of people) byCountry.set(c.country ?? UNKNOWN_LABEL.countries, (byCountry.get(c.country ?? UNKNOWN_LABEL.countries) ?? 0) + c.count);
          expect(asMap(allTime.breakdowns!.countries)).toEqual(Object.fromEntries([...byCountry].sort((a, b) => b[1] - a[1]).slice(0, TOP_N)));
        }
      }
    });
  }

  it("computes a day from scratch: running the job again changes nothing", async () => {
    const now = new Date("2026-04-30T12:00:00.000Z");
    const { link } = await seededWithPairs(now);
    const rows = async () =>
      (await pgPool().query(`SELECT * FROM "ClickPairDaily" WHERE "linkId" = $1 ORDER BY "dimension", "value", "day", "scan", "byDimension", "byValue"`, [link.id])).rows;
    const before = await rows();
    expect(before.length).toBeGreaterThan(100);
    expect(before.every((r) => r.human > 0 || r.bot > 0)).toBe(true);
    expect((await runClickPairs(now, pgPool(), ALL)).computed).toEqual([]);
    const client = await pgPool().connect();
    try {
      for (let d = midnight(now).getTime() - 41 * DAY; d < midnight(now).getTime(); d += DAY) await computeClickPairsDay(client, new Date(d), 1);
    } finally {
      client.release();
    }
    expect(await rows()).toEqual(before);
    // The diagonal of a day is that day's visits of the value, as "ClickDaily" counts them.
    const drift = await pgPool().query(
      `SELECT d."day", d."dimension", d."value" FROM "ClickDaily" d
         LEFT JOIN (SELECT "day", "dimension", "value", sum("human") AS human, sum("bot") AS bot FROM "ClickPairDaily"
                     WHERE "linkId" = $1 AND "byDimension" = "dimension" GROUP BY 1, 2, 3) p USING ("day", "dimension", "value")
        WHERE d."linkId" = $1 AND d."day" < $2 AND (p.human IS DISTINCT FROM d."human" OR p.bot IS DISTINCT FROM d."bot")`,
      [link.id, midnight(now)],
    );
    expect(drift.rows).toEqual([]);
  });

  it("counts a late click into a computed day at once (from the facets), and the job computes a recent day again", async () => {
    const now = new Date("2026-06-25T12:00:00.000Z");
    const { owner, link, clicks, createdAt } = await seededWithPairs(now);
    const late = async (at: Date) => {
      const click: Raw = { at, referrerHost: "t.co", country: "DE", device: "desktop", browser: "Firefox", os: "Linux", bot: false, scan: false, count: 2 };
      await prisma.click.create({ data: { ...click, linkId: link.id, keepDays: KEEP } });
      clicks.push(click);
      return midnight(at);
    };
    const check = async () => {
      for (const filter of [{ country: "DE" }, { browser: "Firefox" }, { referrer: "t.co" }] as ClickFilter[]) {
        for (const range of ["7d", "30d"] as const) {
          const got = await getLinkAnalytics(owner, link.id, "full", { now, range, filter });
          const want = expected(clicks, filter, null, range, now, createdAt);
          expect(got.totals, JSON.stringify(filter)).toEqual(want.totals);
          expect(got.series?.points, JSON.stringify(filter)).toEqual(want.points);
          expect(asMap(got.breakdowns!.browsers), JSON.stringify(filter)).toEqual(want.breakdowns.browsers);
        }
      }
    };
    const recent = await late(new Date(now.getTime() - 2 * DAY));
    const old = await late(new Date(now.getTime() - (RECHECK_DAYS + 3) * DAY));
    // Right away: the two days' pairs no longer match "ClickDaily" for these values, so they are read from the facets.
    const cover = (await filterCover(link.id, { country: "DE" }))!;
    expect(cover.facetDays.map((d) => d.toISOString()).sort()).toEqual([old, recent, midnight(now)].map((d) => d.toISOString()).sort());
    await check();
    // The job computes the recent day again (its click count changed); the older one stays on the facets, still exact.
    const run = await runClickPairs(now, pgPool(), ALL);
    expect(run.computed.map((d) => d.toISOString())).toEqual([recent.toISOString()]);
    const after = (await filterCover(link.id, { country: "DE" }))!;
    expect(after.facetDays.map((d) => d.toISOString()).sort()).toEqual([old, midnight(now)].map((d) => d.toISOString()).sort());
    await check();
  });

  it("leaves open days to the facets: a day is computed once it is over by the grace", async () => {
    const now = new Date("2026-08-01T00:05:00.000Z");
    const { link } = await seededWithPairs(now);
    const yesterday = new Date(midnight(now).getTime() - DAY);
    const covered = async () => (await filterCover(link.id, { device: "mobile" }))!.pairDays.some((d) => d.getTime() === yesterday.getTime());
    expect(await covered()).toBe(false);
    await runClickPairs(new Date(midnight(now).getTime() + CLOSE_GRACE_MS), pgPool(), ALL);
    expect(await covered()).toBe(true);
  });

  it("gives no pairs to a link's day with fewer facet rows than the minimum: it reads the facets, with the same answers", async () => {
    const now = new Date("2026-09-15T12:00:00.000Z");
    await forgetComputedDays(now);
    const { owner, link, clicks } = await seeded(now);
    const createdAt = new Date(link.createdAt);
    const rows = await pgPool().query<{ n: number }>(`SELECT count(*)::int AS n FROM "ClickFacetDaily" WHERE "linkId" = $1 GROUP BY "day" ORDER BY 1 DESC LIMIT 1`, [link.id]);
    expect(rows.rows[0]!.n).toBeLessThan(PAIR_MIN_FACET_ROWS);
    const run = await runClickPairs(now, pgPool(), { budgetMs: Number.POSITIVE_INFINITY });
    expect(run.computed.length).toBeGreaterThan(40);
    expect((await pgPool().query(`SELECT 1 FROM "ClickPairDaily" WHERE "linkId" = $1`, [link.id])).rowCount).toBe(0);
    expect((await filterCover(link.id, { country: "DE" }))!.pairDays).toEqual([]);
    const got = await getLinkAnalytics(owner, link.id, "full", { now, range: "30d", filter: { country: "DE" } });
    const want = expected(clicks, { country: "DE" }, null, "30d", now, createdAt);
    expect(got.totals).toEqual(want.totals);
    expect(got.series?.points).toEqual(want.points);
    expect(asMap(got.breakdowns!.browsers)).toEqual(want.breakdowns.browsers);
  });
});
