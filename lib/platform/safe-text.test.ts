import { describe, expect, it } from "vitest";
import { hasDisallowedControl } from "@/lib/platform/safe-text";

describe("hasDisallowedControl", () => {
  it("allows tabs, line breaks and every printable character", () => {
    expect(hasDisallowedControl("line one\r\nline\ttwo\n")).toBe(false);
    expect(hasDisallowedControl("ünïcødé ✓ 漢字 😀 \u00a0")).toBe(false);
  });

  it("refuses NUL and the other C0 and C1 control characters, and DEL", () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x9f]) {
      expect(hasDisallowedControl(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(true);
    }
  });
});
