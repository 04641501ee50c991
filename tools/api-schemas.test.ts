import { describe, expect, it } from "vitest";
import { areaConvertSchema } from "@/tools/api-schemas";

describe("areaConvertSchema", () => {
  it("names what is wrong with a batch instead of the union's bare “Invalid input”", () => {
    const tooMany = areaConvertSchema.safeParse({ from: "m2", to: "ft2", values: Array(200_000).fill(1) });
    expect(tooMany.error?.issues[0]?.message).toBe("Send up to 1,000 values at a time");
    const none = areaConvertSchema.safeParse({ from: "m2", to: "ft2", values: [] });
    expect(none.error?.issues[0]?.message).toBe("Send at least one value");
  });
});
