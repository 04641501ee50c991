import { describe, expect, it } from "vitest";
import { mapInSlices } from "@/lib/platform/forms/slices";

describe("mapInSlices", () => {
  it("maps every item in order, letting other work run between slices", async () => {
    const events: string[] = [];
    setImmediate(() => events.push("other request"));
    const result = await mapInSlices([1, 2, 3], (n) => {
      events.push(`item ${n}`);
      return n * 2;
    }, 0);
    expect(result).toEqual([2, 4, 6]);
    expect(events.indexOf("other request")).toBeGreaterThan(0);
    expect(events.indexOf("other request")).toBeLessThan(events.length - 1);
  });
});
