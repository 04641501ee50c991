import { describe, expect, it } from "vitest";
import { copyButtonName, NAME_VALUE_MAX } from "./copy-button";

describe("the Copy button's accessible name", () => {
  it("repeats a short value, such as a link", () => {
    expect(copyButtonName("Copy", "https://utilify.app/abc")).toBe("Copy https://utilify.app/abc");
    expect(copyButtonName("Copy hex", "#1E40AF")).toBe("Copy hex #1E40AF");
    expect(copyButtonName("Copy", "x".repeat(NAME_VALUE_MAX))).toBe(`Copy ${"x".repeat(NAME_VALUE_MAX)}`);
  });

  it("never holds a long or multi-line value: the label alone", () => {
    const lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(1_800);
    expect(copyButtonName("Copy text", lorem)).toBe("Copy text");
    expect(copyButtonName("Copy", "x".repeat(NAME_VALUE_MAX + 1))).toBe("Copy");
    expect(copyButtonName("Copy all", "Zany Zebras\nEpic Tigers")).toBe("Copy all");
    expect(copyButtonName("Copy text", "")).toBe("Copy text");
  });

  it("takes the name the caller gives", () => {
    expect(copyButtonName("Copy text", "Lorem ipsum", "Copy the generated text")).toBe("Copy the generated text");
  });
});
