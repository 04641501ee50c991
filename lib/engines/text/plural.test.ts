import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("agrees the noun with the count", () => {
    expect(plural(1, "word")).toBe("1 word");
    expect(plural(0, "word")).toBe("0 words");
    expect(plural(1234, "character")).toBe("1,234 characters");
    expect(plural(1, "match", "matches")).toBe("1 match");
    expect(plural(2, "match", "matches")).toBe("2 matches");
  });
});
