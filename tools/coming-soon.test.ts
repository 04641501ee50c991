import { describe, expect, it } from "vitest";
import { findToolByRoute } from "@/tools/catalogue";
import {
  cleanText,
  COMING_SOON_MAX,
  comingSoonContentFor,
  comingSoonMessage,
  earlyAccessHref,
  parseComingSoonParams,
} from "@/lib/domain/catalogue/coming-soon";

describe("coming-soon query parameters", () => {
  it("falls back to New Tool, General and an empty description", () => {
    expect(parseComingSoonParams({})).toEqual({ tool: "New Tool", category: "General", description: "" });
    expect(parseComingSoonParams({ tool: "   ", category: "" })).toEqual({ tool: "New Tool", category: "General", description: "" });
  });

  it("keeps ordinary values and takes the first of repeated parameters", () => {
    expect(parseComingSoonParams({ tool: "JSON Formatter", category: ["Formatters", "Other"], description: "Pretty JSON." })).toEqual({
      tool: "JSON Formatter",
      category: "Formatters",
      description: "Pretty JSON.",
    });
  });

  it("truncates long values to sane lengths with an ellipsis", () => {
    const long = "a".repeat(2000);
    const parsed = parseComingSoonParams({ tool: long, category: long, description: long });
    expect(Array.from(parsed.tool)).toHaveLength(COMING_SOON_MAX.tool);
    expect(Array.from(parsed.category)).toHaveLength(COMING_SOON_MAX.category);
    expect(Array.from(parsed.description)).toHaveLength(COMING_SOON_MAX.description);
    expect(parsed.tool.endsWith("…")).toBe(true);
  });

  it("strips control characters and collapses whitespace, never splitting a surrogate pair", () => {
    expect(cleanText("a\u0000b\n\n c\u0085d", 50)).toBe("a b c d");
    expect(cleanText("😀".repeat(10), 4)).toBe("😀😀😀…");
  });

  it("leaves markup as text (React escapes it when rendering)", () => {
    expect(parseComingSoonParams({ tool: "<script>alert(1)</script>" }).tool).toBe("<script>alert(1)</script>");
  });
});

describe("coming-soon content", () => {
  it("describes a catalogue tool with its category", () => {
    expect(comingSoonContentFor(findToolByRoute("/ai-writer")!)).toEqual({
      tool: "AI Writer",
      category: "Generators",
      description: "Draft blog posts, e-mails and product copy with AI assistance.",
    });
  });

  it("uses the spec's message and a real early-access link to the contact form", () => {
    expect(comingSoonMessage("Color Picker")).toBe("We're working hard to bring you Color Picker. This tool will be available soon!");
    expect(earlyAccessHref("A&B Tool")).toBe("/contact?subject=Early%20access%3A%20A%26B%20Tool");
    expect(new URLSearchParams(earlyAccessHref("A&B Tool").split("?")[1]).get("subject")).toBe("Early access: A&B Tool");
  });
});
