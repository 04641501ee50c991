import { describe, expect, it } from "vitest";
import { CLICK_RETENTION_DAYS } from "@/lib/domain/plans";
import { LONGEST_RETENTION_DAYS, rangeWindow, totalsOf, triggerParamSchema } from "@/tools/url-shortener/server/analytics";

const NOW = new Date("2026-05-20T15:42:10.000Z");
const OLD = new Date("2020-01-01T00:00:00.000Z");

describe("rangeWindow", () => {
  it.each([
    ["24h", OLD, undefined, "hour", "2026-05-19T16:00:00.000Z", "2026-05-20T15:00:00.000Z"],
    ["7d", OLD, undefined, "hour", "2026-05-13T16:00:00.000Z", "2026-05-20T15:00:00.000Z"],
    ["30d", OLD, undefined, "day", "2026-04-21T00:00:00.000Z", "2026-05-20T00:00:00.000Z"],
    ["90d", OLD, undefined, "day", "2026-02-20T00:00:00.000Z", "2026-05-20T00:00:00.000Z"],
    // "all": the plan's click retention back (Free 30 days, Basic 365, Premium 1095 days, today included)…
    ["all", OLD, CLICK_RETENTION_DAYS.free, "day", "2026-04-21T00:00:00.000Z", "2026-05-20T00:00:00.000Z"],
    ["all", OLD, CLICK_RETENTION_DAYS.basic, "day", "2025-05-21T00:00:00.000Z", "2026-05-20T00:00:00.000Z"],
    ["all", OLD, CLICK_RETENTION_DAYS.premium, "day", "2023-05-22T00:00:00.000Z", "2026-05-20T00:00:00.000Z"],
    // …or the link's creation day when younger; a link created today has one bucket.
    ["all", new Date("2026-05-01T23:59:00.000Z"), CLICK_RETENTION_DAYS.premium, "day", "2026-05-01T00:00:00.000Z", "2026-05-20T00:00:00.000Z"],
    ["all", new Date("2026-05-20T15:00:00.000Z"), CLICK_RETENTION_DAYS.basic, "day", "2026-05-20T00:00:00.000Z", "2026-05-20T00:00:00.000Z"],
  ] as const)("%s (created %s, retention %s days): %s buckets from %s to %s", (range, createdAt, retention, unit, start, last) => {
    const span = rangeWindow(range, NOW, createdAt, retention);
    expect(span).toEqual({ unit, start: new Date(start), last: new Date(last) });
  });

  it("defaults to the longest retention of any plan", () => {
    expect(LONGEST_RETENTION_DAYS).toBe(1095);
    const span = rangeWindow("all", NOW, OLD);
    expect((span.last.getTime() - span.start.getTime()) / 86_400_000 + 1).toBe(1095);
  });
});

describe("totals by trigger", () => {
  const totals = { human: 12, bot: 5, humanScans: 8, botScans: 1 };

  it("takes both together, the scans, or the clicks as the rest", () => {
    expect(totalsOf(totals, null)).toEqual({ human: 12, bot: 5 });
    expect(totalsOf(totals, "scan")).toEqual({ human: 8, bot: 1 });
    expect(totalsOf(totals, "click")).toEqual({ human: 4, bot: 4 });
  });

  it("reads the page's ?trigger= as click, scan, or both for anything else", () => {
    expect(triggerParamSchema.parse("scan")).toBe("scan");
    expect(triggerParamSchema.parse("click")).toBe("click");
    for (const other of [undefined, null, "", "SCAN", "qr", ["scan", "click"]]) expect(triggerParamSchema.parse(other)).toBeNull();
  });
});
