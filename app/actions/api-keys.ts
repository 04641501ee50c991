"use server";

import { ok, runAction, type ActionResult } from "@/lib/action-result";
import { createApiKey, revokeApiKey, type ApiKeyView } from "@/lib/api/keys";
import { requireUser } from "@/lib/auth/session";

/** Server actions of the API keys section of /account: thin wrappers around lib/api/keys for the signed-in user. */

export async function createApiKeyAction(name: string): Promise<ActionResult<{ key: string; apiKey: ApiKeyView }>> {
  return runAction(async () => ok(await createApiKey((await requireUser()).id, { name })), "We couldn't create the key. Please try again.");
}

export async function revokeApiKeyAction(id: string): Promise<ActionResult<ApiKeyView>> {
  return runAction(async () => ok(await revokeApiKey((await requireUser()).id, id)));
}
