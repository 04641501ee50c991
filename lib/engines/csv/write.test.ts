import { describe, expect, it } from "vitest";
import { csvCell } from "@/lib/engines/csv/write";

describe("csvCell", () => {
  it("defuses formulas and quotes when needed", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
  });
});
