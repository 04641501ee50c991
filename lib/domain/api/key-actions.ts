"use server";

import { action, checkedByService } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { createApiKey, revokeApiKey } from "@/lib/domain/api/keys";

/** Server actions of the API keys section of /account: lib/domain/api/keys validates (its messages) for the signed-in user. */

export const createApiKeyAction = action(
  { schema: checkedByService<string>(), auth: "user", fallback: "We couldn't create the key. Please try again." },
  async (name, { user }) => ok(await createApiKey(user.id, { name })),
);

export const revokeApiKeyAction = action({ schema: checkedByService<string>(), auth: "user" }, async (id, { user }) => ok(await revokeApiKey(user.id, id)));
