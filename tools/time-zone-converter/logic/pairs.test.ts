import { describe, expect, it } from "vitest";
import { differenceWords, pairColumns, pairTable, periodWords, ZONE_PAIRS, ZONE_WORDS } from "./pairs";

const pair = (slug: string) => {
  const found = ZONE_PAIRS.find((p) => p.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe("time zone pair pages", () => {
  it("unique slugs, each abbreviation tied to a zone the runtime knows, reverse links only to pages that exist", () => {
    expect(new Set(ZONE_PAIRS.map((p) => p.slug)).size).toBe(ZONE_PAIRS.length);
    for (const words of Object.values(ZONE_WORDS)) expect(() => new Intl.DateTimeFormat("en", { timeZone: words.zone })).not.toThrow();
    for (const p of ZONE_PAIRS) if (p.reverseSlug) expect(ZONE_PAIRS.some((q) => q.slug === p.reverseSlug)).toBe(true);
  });

  it("EST to IST in 2026: 10 h 30 min while New York is on EST, 9 h 30 min on EDT (8 March to 1 November)", () => {
    const columns = pairColumns(pair("est-to-ist"), 2026);
    expect(columns.map((c) => [c.heading, c.difference])).toEqual([
      ["EST (UTC−05:00) → IST (UTC+05:30)", "IST is 10 hours 30 minutes ahead of EST"],
      ["EDT (UTC−04:00) → IST (UTC+05:30)", "IST is 9 hours 30 minutes ahead of EST"],
    ]);
    expect(columns.map((c) => c.periods.map((p) => periodWords(p, "America/New_York")))).toEqual([
      ["1 January to 8 March", "1 November to 31 December"],
      ["8 March to 1 November"],
    ]);
    const rows = pairTable(pair("est-to-ist"), columns);
    expect(rows[9]).toEqual({ from: "09:00", to: ["19:30", "18:30"] });
    expect(rows[20]).toEqual({ from: "20:00", to: ["06:30 +1 day", "05:30 +1 day"] });
  });

  it("CET to EST in 2026: three columns, since Europe and the US change their clocks on different Sundays", () => {
    const columns = pairColumns(pair("cet-to-est"), 2026);
    expect(columns.map((c) => c.difference)).toEqual(["EST is 6 hours behind CET", "EST is 5 hours behind CET", "EST is 6 hours behind CET"].slice(0, columns.length));
    expect(columns.map((c) => c.heading)).toEqual(["CET (UTC+01:00) → EST (UTC−05:00)", "CET (UTC+01:00) → EDT (UTC−04:00)", "CEST (UTC+02:00) → EDT (UTC−04:00)"]);
  });

  it("UTC to IST: one column all year", () => {
    const columns = pairColumns(pair("utc-to-ist"), 2026);
    expect(columns).toHaveLength(1);
    expect(columns[0]?.difference).toBe("IST is 5 hours 30 minutes ahead of UTC");
    expect(pairTable(pair("utc-to-ist"), columns)[0]).toEqual({ from: "00:00", to: ["05:30"] });
  });

  it("differenceWords", () => {
    expect(differenceWords(-3 * 3_600_000, "PST", "EST")).toBe("EST is 3 hours behind PST");
    expect(differenceWords(0, "UTC", "GMT")).toBe("GMT and UTC show the same time");
  });
});
