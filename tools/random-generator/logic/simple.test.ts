import { describe, expect, it } from "vitest";
import { chiSquareUniform } from "@/lib/engines/random/chi-square";
import { seededSource } from "@/lib/engines/random/seeded";
import { dayNumber, drawDates, drawList, flipCoins, formatDay, planDates, planList, yesNo, type DateSettings } from "./simple";

const dates = (over: Partial<DateSettings>, seed = "dates") => {
  const planned = planDates({ from: "2026-01-01", to: "2026-12-31", count: "1", unique: false, weekdaysOnly: false, sort: "none", ...over });
  if (!("plan" in planned)) return planned;
  return drawDates(planned.plan, seededSource(seed));
};

describe("coins and yes/no", () => {
  it("heads and tails come up evenly (10⁵ flips, p > 0.001)", () => {
    const flips = flipCoins(10_000, seededSource("coin"));
    for (let i = 0; i < 9; i++) flips.push(...flipCoins(10_000, seededSource(`coin${i}`)));
    const heads = flips.filter((f) => f === "Heads").length;
    expect(chiSquareUniform([heads, flips.length - heads]).p).toBeGreaterThan(0.001);
    expect(new Set(yesNo(100, seededSource("yn")))).toEqual(new Set(["Yes", "No"]));
  });
});

describe("lists", () => {
  it("shuffle keeps every line, duplicates included; pick takes that many different lines", () => {
    const planned = planList({ items: "a\nb\n\n  c  \nb", action: "shuffle", count: "1" });
    if (!("plan" in planned)) throw new Error();
    expect(drawList(planned.plan, seededSource("s")).sort()).toEqual(["a", "b", "b", "c"]);
    const pick = planList({ items: "a\nb\nc\nd\ne", action: "pick", count: "3" });
    if (!("plan" in pick)) throw new Error();
    const chosen = drawList(pick.plan, seededSource("p"));
    expect(new Set(chosen).size).toBe(3);
  });

  it("each item is picked equally often (10⁵ picks of 1 from 8, p > 0.001)", () => {
    const pick = planList({ items: "1\n2\n3\n4\n5\n6\n7\n8", action: "pick", count: "1" });
    if (!("plan" in pick)) throw new Error();
    const source = seededSource("pick");
    const counts = new Array<number>(8).fill(0);
    for (let i = 0; i < 100_000; i++) counts[Number(drawList(pick.plan, source)[0]) - 1]! += 1;
    expect(chiSquareUniform(counts).p).toBeGreaterThan(0.001);
  });

  it("says when the list is too short for the pick", () => {
    expect(planList({ items: "a\nb\nc", action: "pick", count: "5" })).toEqual({ error: "The list has 3 items — pick 3 or fewer.", field: "count" });
    expect(planList({ items: "\n \n", action: "pick", count: "1" })).toEqual({ empty: true });
    expect(planList({ items: "x\n".repeat(10_001), action: "shuffle", count: "1" })).toEqual({ error: "Up to 10,000 items, one a line (this list has 10,001).", field: "items" });
  });
});

describe("dates", () => {
  it("reads and writes real dates only", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("2026-11-24")).toBe(20781);
    expect(dayNumber("2026-02-29")).toBeNull();
    expect(dayNumber("0001-01-01")).toBe(-719162);
    expect(formatDay(20781)).toBe("2026-11-24");
    expect(formatDay(-719162)).toBe("0001-01-01");
  });

  it("unique over a whole month gives every day once, in order when sorted", () => {
    const days = dates({ from: "2026-02-01", to: "2026-02-28", count: "28", unique: true, sort: "asc" });
    expect(days).toEqual(Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, "0")}`));
  });

  it("weekdays only never gives a Saturday or Sunday, and covers every weekday", () => {
    // 2026-11-01 is a Sunday; November 2026 has 21 weekdays.
    const days = dates({ from: "2026-11-01", to: "2026-11-30", count: "21", unique: true, weekdaysOnly: true, sort: "asc" }) as string[];
    expect(days).toHaveLength(21);
    for (const d of days) expect([1, 2, 3, 4, 5]).toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
    expect(dates({ from: "2026-11-01", to: "2026-11-30", count: "22", unique: true, weekdaysOnly: true })).toEqual({
      error: "There are only 21 weekdays from 2026-11-01 to 2026-11-30 — ask for 21 or fewer, or allow repeats.",
      field: "count",
    });
    expect(dates({ from: "2026-11-28", to: "2026-11-29", weekdaysOnly: true })).toEqual({ error: "There is no weekday in that range.", field: "min" });
  });

  it("rejects impossible and reversed dates", () => {
    expect(dates({ from: "2026-13-01" })).toEqual({ error: "The start must be a date like 2026-01-31.", field: "min" });
    expect(dates({ from: "2026-12-31", to: "2026-01-01" })).toEqual({ error: "The start date must be on or before the end date.", field: "min" });
  });
});
