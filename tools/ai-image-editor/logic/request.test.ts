import { describe, expect, it } from "vitest";
import { checkEditRequest, editedFileName, editSize, MAX_PROMPT_CHARS, providerEditPrompt, VARIATION_PROMPT } from "./request";

describe("checkEditRequest", () => {
  it("takes a prompt at the limit and refuses one character more, with its length", () => {
    expect(checkEditRequest({ prompt: "a".repeat(MAX_PROMPT_CHARS) }).ok).toBe(true);
    expect(checkEditRequest({ prompt: "a".repeat(MAX_PROMPT_CHARS + 1) })).toEqual({
      ok: false,
      field: "prompt",
      error: "This prompt is 4,001 characters; the AI Image Editor takes up to 4,000.",
    });
  });

  it.each([
    [{ prompt: "  " }, "prompt"],
    [{ prompt: "boat", mode: "outpaint" }, "mode"],
    [{ prompt: "boat", count: 0 }, "count"],
    [{ prompt: "boat", count: 5 }, "count"],
    [{ prompt: "boat", count: 2.5 }, "count"],
    [{ prompt: "boat", count: "2" }, "count"],
    [{ prompt: "bo\u0007at" }, "prompt"],
    [{ mode: "variation", prompt: "x".repeat(MAX_PROMPT_CHARS + 1) }, "prompt"],
  ])("refuses %j on %s", (input, field) => {
    const result = checkEditRequest(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });

  it("fills defaults (an edit, one result) and lets variations go without words", () => {
    expect(checkEditRequest({ prompt: "a red boat" })).toEqual({ ok: true, request: { mode: "edit", prompt: "a red boat", count: 1 } });
    expect(checkEditRequest({ mode: "variation", count: 4 })).toEqual({ ok: true, request: { mode: "variation", prompt: "", count: 4 } });
  });
});

describe("providerEditPrompt", () => {
  it("sends an edit's words as typed (trimmed) and a variation's after the variation prompt", () => {
    expect(providerEditPrompt({ mode: "edit", prompt: "  a red boat ", count: 1 })).toBe("a red boat");
    expect(providerEditPrompt({ mode: "variation", prompt: "", count: 1 })).toBe(VARIATION_PROMPT);
    expect(providerEditPrompt({ mode: "variation", prompt: "autumn", count: 1 })).toBe(`${VARIATION_PROMPT}\n\nautumn`);
  });
});

describe("editSize", () => {
  // The sizes OpenAI's images/edits takes for gpt-image-1: 1024x1024, 1536x1024 (landscape), 1024x1536 (portrait).
  it.each([
    [800, 800, "1024x1024"],
    [1000, 801, "1024x1024"],
    [1000, 800, "1536x1024"],
    [4096, 1000, "1536x1024"],
    [800, 1000, "1024x1536"],
    [801, 1000, "1024x1024"],
  ])("%i × %i asks for %s", (width, height, size) => {
    expect(editSize(width, height)).toBe(size);
  });
});

describe("editedFileName", () => {
  it.each([
    ["Holiday photo.JPG", "edit", 0, "png", "holiday-photo-edited-1.png"],
    ["--beach--.webp", "variation", 2, "webp", "beach-variation-3.webp"],
    ["???.png", "edit", 0, "png", "image-edited-1.png"],
  ] as const)("%j (%s #%i, %s) is %s", (name, mode, index, ext, expected) => {
    expect(editedFileName(name, mode, index, ext)).toBe(expected);
  });
});
