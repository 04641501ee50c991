import { describe, expect, it } from "vitest";
import { decodeBase64 } from "./base64";

describe("decodeBase64's count of a stray character", () => {
  it.each([
    ["Z", "The Base64 text has 1 character (not counting padding and spaces)"],
    ["Zm9vY", "The Base64 text has 5 characters (not counting padding and spaces)"],
  ])("%j", (input, start) => {
    const result = decodeBase64(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.startsWith(start), result.error).toBe(true);
  });
});
