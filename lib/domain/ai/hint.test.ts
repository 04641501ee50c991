import { describe, expect, it } from "vitest";
import { aiHint } from "./hint";

describe("aiHint (npm start)", () => {
  it("says how to enable AI when no provider is set", () => {
    const hint = aiHint({});
    expect(hint).toContain("AI generation is not enabled on this server");
    expect(hint).toContain("AI_BASE_URL");
    expect(hint).toContain(".env.example");
  });

  it("names what is still off when only text or only images are set", () => {
    expect(aiHint({ AI_BASE_URL: "http://127.0.0.1:11434/v1", AI_TEXT_MODEL: "qwen2.5:7b-instruct" })).toContain("AI_IMAGE_MODEL");
    expect(aiHint({ AI_BASE_URL: "https://api.openai.com/v1", AI_IMAGE_MODEL: "gpt-image-1" })).toContain("AI_TEXT_MODEL");
  });

  it("is silent when text and images are set, and a model without a base URL is still off", () => {
    expect(aiHint({ AI_BASE_URL: "https://api.openai.com/v1", AI_TEXT_MODEL: "gpt-4o-mini", AI_IMAGE_MODEL: "gpt-image-1" })).toBeNull();
    expect(aiHint({ AI_TEXT_MODEL: "gpt-4o-mini", AI_IMAGE_MODEL: "gpt-image-1" })).toContain("not enabled");
  });
});
