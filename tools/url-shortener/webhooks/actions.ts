"use server";

import { z } from "@/lib/platform/zod";
import { action, formAction } from "@/lib/domain/actions/action";
import { ok } from "@/lib/platform/forms/action-result";
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhooks, revealWebhookSecret, setWebhookEnabled } from "@/tools/url-shortener/webhooks/endpoints";
import { sendTestEvent } from "@/tools/url-shortener/webhooks/deliver";
import { WEBHOOK_EVENTS, webhookEventField } from "@/tools/url-shortener/logic/webhooks";

/**
 * Server actions of the account page's webhooks section (Premium and up; the services beside this one check the plan
 * and every input). Every action is the signed-in user's, on their own endpoints only.
 */

const formField = z.string().optional().catch(undefined);

const endpointFormSchema = z
  .object({ url: z.string().catch(""), ...(Object.fromEntries(WEBHOOK_EVENTS.map((event) => [webhookEventField(event), formField])) as Record<string, typeof formField>) })
  .catch({ url: "" });

/**
 * The "Add endpoint" form: `url` and one checkbox per event (`event-link.created`…). It works before the page's
 * scripts have run; the answer carries the new endpoint's signing secret.
 */
export const addWebhookEndpointForm = formAction(
  {
    schema: endpointFormSchema,
    auth: "user",
    fallback: "We couldn't add this endpoint. Please try again.",
    keep: ["url", ...WEBHOOK_EVENTS.map(webhookEventField)],
  },
  async ({ url, ...fields }, { user }) => {
    const events = WEBHOOK_EVENTS.filter((event) => (fields as Record<string, string | undefined>)[webhookEventField(event)]);
    return ok(await createWebhookEndpoint(user.id, { url, events }));
  },
);

export const listWebhooksAction = action({ auth: "user" }, async (_input, { user }) => ok(await listWebhooks(user.id)));

export const setWebhookEnabledAction = action(
  { schema: z.object({ id: z.string(), enabled: z.boolean() }), auth: "user" },
  async ({ id, enabled }, { user }) => ok(await setWebhookEnabled(user.id, id, enabled)),
);

export const deleteWebhookEndpointAction = action({ schema: z.string(), auth: "user" }, async (id, { user }) => ok(await deleteWebhookEndpoint(user.id, id)));

export const revealWebhookSecretAction = action({ schema: z.string(), auth: "user" }, async (id, { user }) => ok(await revealWebhookSecret(user.id, id)));

export const sendTestEventAction = action(
  { schema: z.string(), auth: "user", fallback: "We couldn't send the test event. Please try again." },
  async (id, { user }) => ok(await sendTestEvent(user.id, id)),
);
