import { describe, expect, it } from "vitest";
import { checkImageRequest, imageFileName, MAX_PROMPT_CHARS, MAX_SEED, providerPrompt } from "./request";

describe("checkImageRequest", () => {
  it("takes a prompt at the limit and refuses one character more, with its length", () => {
    expect(checkImageRequest({ prompt: "a".repeat(MAX_PROMPT_CHARS) }).ok).toBe(true);
    expect(checkImageRequest({ prompt: "a".repeat(MAX_PROMPT_CHARS + 1) })).toEqual({
      ok: false,
      field: "prompt",
      error: "This prompt is 4,001 characters; the AI Image Generator takes up to 4,000.",
    });
  });

  it.each([
    [{ prompt: "  " }, "prompt"],
    [{ prompt: "cat", count: 0 }, "count"],
    [{ prompt: "cat", count: 5 }, "count"],
    [{ prompt: "cat", count: 1.5 }, "count"],
    [{ prompt: "cat", count: "2" }, "count"],
    [{ prompt: "cat", shape: "round" }, "shape"],
    [{ prompt: "cat", style: "cubism" }, "style"],
    [{ prompt: "cat", seed: -1 }, "seed"],
    [{ prompt: "cat", seed: MAX_SEED + 1 }, "seed"],
    [{ prompt: "cat", seed: Number.NaN }, "seed"],
    [{ prompt: "cat", avoid: "x".repeat(1_001) }, "avoid"],
    [{ prompt: "c\u0007at" }, "prompt"],
  ])("refuses %j on %s", (input, field) => {
    const result = checkImageRequest(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });

  it("fills defaults: one square image, no style, no seed", () => {
    expect(checkImageRequest({ prompt: "a red fox" })).toEqual({ ok: true, request: { prompt: "a red fox", avoid: "", shape: "square", count: 1, style: "none", seed: null } });
    expect(checkImageRequest({ prompt: "a red fox", seed: 0, count: 4 }).ok).toBe(true);
  });
});

describe("providerPrompt", () => {
  it("adds the style and what to avoid in words, and nothing when they are empty", () => {
    const base = { prompt: " A red fox in snow ", avoid: "", shape: "square", count: 1, style: "none", seed: null } as const;
    expect(providerPrompt(base)).toBe("A red fox in snow");
    expect(providerPrompt({ ...base, style: "watercolour", avoid: "people, text" })).toBe("A red fox in snow\n\nStyle: a watercolour painting on textured paper.\n\nAvoid: people, text.");
  });
});

describe("imageFileName", () => {
  it.each([
    ["A red fox, in the snow at dawn!", 0, "png", "a-red-fox-in-the-1.png"],
    ["???", 2, "webp", "image-3.webp"],
  ])("%j #%i as %s is %s", (prompt, index, ext, name) => {
    expect(imageFileName(prompt, index, ext)).toBe(name);
  });
});
