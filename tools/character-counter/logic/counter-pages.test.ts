import { describe, expect, it } from "vitest";
import { countText, duration } from "@/lib/engines/text/stats";

describe("the word counter page's table", () => {
  it.each([
    [250, "1 min 4 sec / 1 min 22 sec"],
    [500, "2 min 7 sec / 2 min 44 sec"],
    [1000, "4 min 13 sec / 5 min 28 sec"],
    [2000, "8 min 25 sec / 10 min 56 sec"],
  ])("%i words", async (words, row) => {
    const { COUNTER_PAGES } = await import("./counter-pages");
    const { tableRows } = await import("./page-tables");
    const table = tableRows(COUNTER_PAGES.find((p) => p.slug === "word-counter")!.table.rows);
    const s = countText(Array.from({ length: words }, () => "w").join(" "));
    expect(`${duration(s.readingSeconds)} / ${duration(s.speakingSeconds)}`).toBe(row);
    expect(table.find((r) => r[0] === words.toLocaleString("en-US"))?.[1]).toBe(row);
  });
});
