/**
 * What `npm start` prints when the AI tools have no provider (lib/domain/ai/config.ts): their pages work and explain
 * themselves, but generate nothing. `env` is the environment to judge. Plain (no server-only, no zod): scripts/start.ts
 * calls it before Next loads.
 */
export function aiHint(env: Record<string, string | undefined>): string | null {
  const base = env.AI_BASE_URL?.trim();
  const text = env.AI_TEXT_MODEL?.trim();
  const image = env.AI_IMAGE_MODEL?.trim();
  if (base && text && image) return null;
  if (base && (text || image)) {
    const off = text ? "AI Image Generator and AI Image Editor (AI_IMAGE_MODEL)" : "AI Writer (AI_TEXT_MODEL)";
    return `[ai] AI generation is on for ${text ? "text" : "images"} only: ${off} say it is not enabled. Set the model and restart.\n`;
  }
  return [
    "[ai] AI generation is not enabled on this server: the AI Writer, AI Image Generator and AI Image Editor pages say so.",
    "[ai] To enable it, set AI_BASE_URL (any OpenAI-compatible API: OpenAI, OpenRouter, Together, Groq, or a local Ollama,",
    "[ai] vLLM, llama.cpp or LM Studio server), AI_TEXT_MODEL and AI_IMAGE_MODEL (and AI_API_KEY if it needs one), then restart.",
    "[ai] Examples for each provider: .env.example",
    "",
  ].join("\n");
}
