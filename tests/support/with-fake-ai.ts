import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { startFakeAi, type FakeAi, type FakeAiOptions } from "./fake-ai";

/** Every AI variable a test may set (the server environment of lib/domain/ai/config.ts); each is removed after every test. */
const AI_VARIABLES = ["AI_BASE_URL", "AI_API_KEY", "AI_TEXT_MODEL", "AI_IMAGE_MODEL", "AI_IMAGE_EDIT_MODEL", "AI_MODERATION_MODEL", "AI_TIMEOUT_SECONDS"];

/**
 * A test file's fake provider (tests/support/fake-ai.ts): started once for the file, and before each test the AI
 * variables point at it; after each test they are gone again, so a test that changes one changes only itself.
 * Returns the running fake (call it inside a test).
 */
export function withFakeAi(options: FakeAiOptions = {}): () => FakeAi {
  let fake: FakeAi | undefined;
  beforeAll(async () => {
    fake = await startFakeAi(options);
  });
  afterAll(async () => {
    await fake?.stop();
  });
  beforeEach(() => {
    for (const name of AI_VARIABLES) delete process.env[name];
    Object.assign(process.env, fake!.env());
  });
  afterEach(() => {
    for (const name of AI_VARIABLES) delete process.env[name];
  });
  return () => fake!;
}
