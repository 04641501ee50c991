import { describe, expect, it } from "vitest";
import { formatUtcDay, formatUtcMinute } from "./utc-dates";

const intlDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const intlMinute = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });

describe("UTC dates", () => {
  it("write what Intl.DateTimeFormat en-US in UTC writes, for every day of 1999–2101 at a varying minute", () => {
    let mismatches = 0;
    for (let ms = Date.UTC(1999, 0, 1), i = 0; ms < Date.UTC(2102, 0, 1); ms += 86_400_000, i++) {
      const date = new Date(ms + ((i * 7_919) % 1_440) * 60_000);
      if (formatUtcDay(date) !== intlDay.format(date) || formatUtcMinute(date) !== intlMinute.format(date)) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it("read the UTC day and minute, never the machine's zone, from a date or an ISO string", () => {
    expect(formatUtcDay("2025-01-05T23:59:59.999Z")).toBe("Jan 5, 2025");
    expect(formatUtcDay("2026-12-31T23:30:00-02:00")).toBe("Jan 1, 2027");
    expect(formatUtcMinute(new Date(Date.UTC(2026, 11, 31, 23, 59)))).toBe("Dec 31, 2026, 23:59");
    expect(formatUtcMinute("2024-02-29T00:05:00Z")).toBe("Feb 29, 2024, 00:05");
  });
});
