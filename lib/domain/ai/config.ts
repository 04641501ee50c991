import "server-only";
import { trimEndOf } from "@/lib/engines/text/trim";
import { serverEnv, type ServerEnv } from "@/lib/platform/config/env";

/**
 * The AI provider (docs/architecture.md "AI tools"): one OpenAI-compatible API chosen in the environment, for text and
 * for images. Each capability is on when AI_BASE_URL and its model are set; otherwise the AI pages say that AI
 * generation is not enabled on this server and never call anything. Read at call time, never at import, so a build
 * needs no provider.
 */

type Env = Pick<ServerEnv, "AI_BASE_URL" | "AI_API_KEY" | "AI_TEXT_MODEL" | "AI_IMAGE_MODEL" | "AI_IMAGE_EDIT_MODEL" | "AI_MODERATION_MODEL" | "AI_TIMEOUT_SECONDS">;

export interface AiEndpoint {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

function endpoint(env: Env, model: string | undefined): AiEndpoint | null {
  if (!env.AI_BASE_URL || !model) return null;
  return { baseURL: trimEndOf(env.AI_BASE_URL, "/"), apiKey: env.AI_API_KEY, model, timeoutMs: env.AI_TIMEOUT_SECONDS * 1000 };
}

/** The text model (AI Writer), or null when text generation is off. */
export function textEndpoint(env: Env = serverEnv()): AiEndpoint | null {
  return endpoint(env, env.AI_TEXT_MODEL);
}

/** The image model (AI Image Generator), or null when image generation is off. */
export function imageEndpoint(env: Env = serverEnv()): AiEndpoint | null {
  return endpoint(env, env.AI_IMAGE_MODEL);
}

/** The provider's moderation model (its `/moderations` endpoint), or null when prompts are not checked first. */
export function moderationEndpoint(env: Env = serverEnv()): AiEndpoint | null {
  return endpoint(env, env.AI_MODERATION_MODEL);
}

/** AI_IMAGE_EDIT_MODEL's value that says the image model cannot edit and there is no other: image edits are off. */
export const NO_EDIT_MODEL = "none";

/** The model of image edits: AI_IMAGE_EDIT_MODEL, else the image model; null when off (or AI_IMAGE_EDIT_MODEL=none). */
export function imageEditEndpoint(env: Env = serverEnv()): AiEndpoint | null {
  if (env.AI_IMAGE_EDIT_MODEL?.trim().toLowerCase() === NO_EDIT_MODEL) return null;
  return endpoint(env, env.AI_IMAGE_EDIT_MODEL ?? env.AI_IMAGE_MODEL);
}

/** Whether image edits use a model named for them (AI_IMAGE_EDIT_MODEL), not the generator's image model. */
export function hasEditModel(env: Env = serverEnv()): boolean {
  return Boolean(env.AI_IMAGE_EDIT_MODEL?.trim());
}

/** What the AI pages ask for (GET /api/ai/status): which capabilities this server has. */
export interface AiStatus {
  text: boolean;
  image: boolean;
  imageEdit: boolean;
}

export function aiStatus(env: Env = serverEnv()): AiStatus {
  return { text: textEndpoint(env) !== null, image: imageEndpoint(env) !== null, imageEdit: imageEditEndpoint(env) !== null };
}
