"use client";

import { Eye, Lock, Pause, Play, Plus, Send, Trash2, Webhook } from "lucide-react";
import { useRef, useState, useTransition } from "react";
import { useSayFieldProblem } from "@/components/forms/field-feedback";
import { toast } from "@/components/ui/toast";
import { Link } from "@/components/ui/link";
import { useSessionData } from "@/components/data/swr";
import { fieldErrorsOf, FormAnswer, useEachAnswer, useServerForm } from "@/components/forms/server-form";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CopyButton } from "@/components/ui/copy-button";
import { NewSecret } from "@/components/account/new-secret";
import { FieldError, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  addWebhookEndpointForm,
  deleteWebhookEndpointAction,
  listWebhooksAction,
  revealWebhookSecretAction,
  sendTestEventAction,
  setWebhookEnabledAction,
} from "@/tools/url-shortener/webhooks/actions";
import {
  DELIVERY_LOG_SHOWN,
  endpointsBeyondPlan,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_PLAN,
  WEBHOOK_URL_MAX,
  webhookEventField,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhooksOverview,
} from "@/tools/url-shortener/logic/webhooks";

/**
 * The account page's webhooks section (Premium and up): add an endpoint (a server form: it works before the page's
 * scripts run, and its answer shows the signing secret), list endpoints with "Send test event", show the secret,
 * disable or enable and delete, and the last deliveries with their status. `initial` is the server's read of the same
 * list, so the section is complete in the page's HTML; it is read again every 10 s while endpoints exist (retries
 * show up in the log). Below the plan: the plan's words and an upgrade, and endpoints left from a paid plan can only
 * be disabled or deleted.
 */

const TIME = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZone: "UTC" });

/** "Nov 30, 16:05:12 UTC": the same text on the server and in the browser. */
function when(iso: string): string {
  return `${TIME.format(new Date(iso))} UTC`;
}

async function loadWebhooks(): Promise<WebhooksOverview> {
  const result = await listWebhooksAction();
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

type Field = "url" | "events";

function DeliveryStatus({ delivery }: { delivery: WebhookDeliveryView }) {
  if (delivery.status === "succeeded") return <Badge variant="success">{delivery.responseStatus ?? "OK"} Delivered</Badge>;
  if (delivery.status === "failed") return <Badge className="bg-red-50 text-red-800 ring-1 ring-red-200 ring-inset">{delivery.responseStatus ? `${delivery.responseStatus} ` : ""}Failed</Badge>;
  return <Badge variant="warning">{delivery.attempt === 0 ? "Queued" : `${delivery.responseStatus ? `${delivery.responseStatus} ` : ""}Retrying`}</Badge>;
}

export function WebhooksManager({ initial }: { initial: WebhooksOverview }) {
  const listed = useSessionData<WebhooksOverview>("action:listWebhooks", {
    fetcher: loadWebhooks,
    fallbackData: initial,
    // The server has just read it for this page; the interval (and each change's answer) keeps it fresh.
    revalidateOnMount: false,
    refreshInterval: (data) => ((data ?? initial).endpoints.length ? 10_000 : 0),
    refreshWhenHidden: false,
  });
  const overview = listed.data ?? initial;
  const { endpoints, deliveries, limit } = overview;
  const allowed = limit > 0;
  const full = endpoints.length >= limit;
  const beyondPlan = endpointsBeyondPlan(endpoints, limit);

  const { state, pending: adding, form } = useServerForm(addWebhookEndpointForm);
  const formRef = useRef<HTMLFormElement>(null);
  const sayProblem = useSayFieldProblem(formRef, adding);
  const [errors, setErrors] = useState(() => fieldErrorsOf<Field>(state));
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<WebhookEndpointView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [working, startTransition] = useTransition();

  const publish = (next: Partial<WebhooksOverview>) => void listed.mutate({ ...overview, ...next }, { revalidate: false });

  useEachAnswer(state, (result) => {
    if (result.ok) {
      setErrors({});
      setCreated({ url: result.data.endpoint.url, secret: result.data.secret });
      if (!endpoints.some((e) => e.id === result.data.endpoint.id)) publish({ endpoints: [...endpoints, result.data.endpoint] });
      return void toast.success("Endpoint added", { description: "Copy its signing secret, then send a test event." });
    }
    const fieldErrors = (result.fieldErrors ?? {}) as Partial<Record<Field, string>>;
    setErrors(fieldErrors);
    sayProblem(result.title, result.error);
  });

  function sendTest(endpoint: WebhookEndpointView) {
    setBusy(`test:${endpoint.id}`);
    startTransition(async () => {
      const result = await sendTestEventAction(endpoint.id);
      setBusy(null);
      if (!result.ok) return void toast.error(result.title, { description: result.error });
      publish({ deliveries: [result.data, ...deliveries].slice(0, DELIVERY_LOG_SHOWN) });
      if (result.data.status === "succeeded") toast.success("Test event delivered", { description: `${endpoint.url} answered ${result.data.responseStatus}.` });
      else toast.error("Test event not delivered", { description: result.data.error ?? "The endpoint did not accept it." });
    });
  }

  function reveal(endpoint: WebhookEndpointView) {
    if (secrets[endpoint.id]) {
      return setSecrets((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== endpoint.id)));
    }
    setBusy(`secret:${endpoint.id}`);
    startTransition(async () => {
      const result = await revealWebhookSecretAction(endpoint.id);
      setBusy(null);
      if (!result.ok) return void toast.error(result.title, { description: result.error });
      setSecrets((current) => ({ ...current, [endpoint.id]: result.data.secret }));
    });
  }

  function toggle(endpoint: WebhookEndpointView) {
    setBusy(`toggle:${endpoint.id}`);
    startTransition(async () => {
      const result = await setWebhookEnabledAction({ id: endpoint.id, enabled: !endpoint.enabled });
      setBusy(null);
      if (!result.ok) return void toast.error(result.title, { description: result.error });
      publish({ endpoints: endpoints.map((e) => (e.id === endpoint.id ? result.data : e)) });
      toast.success(result.data.enabled ? "Endpoint enabled" : "Endpoint disabled", {
        description: result.data.enabled ? "It receives your links' events again." : "Nothing is sent to it until you enable it.",
      });
    });
  }

  function remove(endpoint: WebhookEndpointView) {
    setBusy(`delete:${endpoint.id}`);
    startTransition(async () => {
      const result = await deleteWebhookEndpointAction(endpoint.id);
      setBusy(null);
      setDeleting(null);
      if (!result.ok) return void toast.error(result.title, { description: result.error });
      publish({ endpoints: endpoints.filter((e) => e.id !== endpoint.id), deliveries: deliveries.filter((d) => d.endpointId !== endpoint.id) });
      if (created?.url === endpoint.url) setCreated(null);
      toast.success("Endpoint deleted", { description: `${endpoint.url} receives nothing more.` });
    });
  }

  const answered = state.result?.ok ? state.result.data : null;
  const kept = (name: string) => state.values[name];

  return (
    <div className="flex flex-col gap-6" data-testid="webhooks">
      {allowed ? (
        <form {...form} ref={formRef} noValidate className="flex flex-col gap-4" aria-label="Add a webhook endpoint">
          <div className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <Label htmlFor="webhook-url">Endpoint URL</Label>
              <span className="text-xs text-muted">
                {endpoints.length} of {limit} used
              </span>
            </div>
            <Input
              id="webhook-url"
              name="url"
              type="url"
              inputMode="url"
              defaultValue={kept("url") ?? ""}
              placeholder="https://example.com/webhooks/utilify"
              maxLength={WEBHOOK_URL_MAX}
              autoComplete="off"
              spellCheck={false}
              disabled={full}
              aria-invalid={errors.url ? true : undefined}
              aria-describedby={errors.url ? "webhook-url-error" : "webhook-url-help"}
              onChange={() => errors.url && setErrors((current) => ({ ...current, url: undefined }))}
            />
            {errors.url ? (
              <FieldError id="webhook-url-error">{errors.url}</FieldError>
            ) : (
              <p id="webhook-url-help" className="text-xs text-muted">
                {!full
                  ? "An address on the internet (https:// recommended); never a private or local one."
                  : endpoints.length > limit
                    ? `You have ${endpoints.length} endpoints and your plan has ${limit}: events go to the ${limit} oldest enabled ones. Delete some to add another.`
                    : `You have ${limit} endpoints, the most your plan has. Delete one to add another.`}
              </p>
            )}
          </div>
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.events ? "webhook-events-error" : undefined} disabled={full}>
            <legend className="mb-1 text-sm font-medium text-ink">Events</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {WEBHOOK_EVENTS.map((event) => (
                <label key={event} className="flex cursor-pointer items-start gap-2.5 rounded-lg border border-line p-3 text-sm has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50/50">
                  <input
                    type="checkbox"
                    name={webhookEventField(event)}
                    defaultChecked={state.result && !state.result.ok ? Boolean(kept(webhookEventField(event))) : true}
                    className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    onChange={() => errors.events && setErrors((current) => ({ ...current, events: undefined }))}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium text-ink">
                      {WEBHOOK_EVENT_LABELS[event].label} <code className="font-mono text-xs text-muted">{event}</code>
                    </span>
                    <span className="text-xs text-muted">{WEBHOOK_EVENT_LABELS[event].help}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id="webhook-events-error">{errors.events}</FieldError>
          </fieldset>
          <FormAnswer
            state={state}
            success={
              answered ? (
                <>
                  Endpoint added. Its signing secret: <code className="font-mono break-all">{answered.secret}</code>
                </>
              ) : null
            }
          />
          <Button type="submit" disabled={adding || full} className="self-start">
            <Plus aria-hidden="true" />
            {adding ? "Adding..." : "Add endpoint"}
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center" data-testid="webhooks-locked">
          <Lock className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <p className="flex-1 text-sm text-amber-900">
            <span className="font-semibold">Webhooks are part of the {WEBHOOK_PLAN.name} plan.</span> Your server hears at once when a link is created,
            changed, deleted or clicked, in signed requests.
          </p>
          <UpgradeButton plan="premium" size="sm" className="shrink-0">
            Upgrade to {WEBHOOK_PLAN.name} — {WEBHOOK_PLAN.priceLabel}/month
          </UpgradeButton>
        </div>
      )}

      {created ? (
        <NewSecret testId="new-webhook-secret" value={created.secret} copyLabel="Copy secret" copiedMessage="Signing secret copied to clipboard" onDone={() => setCreated(null)}>
          <span className="font-semibold">Signing secret of {created.url}.</span> Keep it on your server: it checks that each request came from us
          (the <code className="font-mono">Utilify-Signature</code> header). You can show it again here.
        </NewSecret>
      ) : null}

      {endpoints.length === 0 ? (
        allowed ? <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-muted">No endpoints yet.</p> : null
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" aria-label="Your webhook endpoints">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id} className="flex flex-col gap-3 p-4" data-testid="webhook-endpoint">
              <div className="flex min-w-0 flex-col gap-1.5">
                <p className="flex min-w-0 items-start gap-2">
                  <Webhook className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
                  <span className="min-w-0 font-mono text-sm font-semibold [overflow-wrap:anywhere] text-ink">{endpoint.url}</span>
                </p>
                <p className="flex flex-wrap items-center gap-1.5">
                  {endpoint.enabled ? <Badge variant="success">Enabled</Badge> : <Badge>Disabled</Badge>}
                  {allowed && beyondPlan.has(endpoint.id) ? (
                    <Badge variant="warning" title={`Your plan sends to ${limit} enabled endpoints, the oldest first.`}>
                      Beyond your plan: nothing sent
                    </Badge>
                  ) : null}
                  {endpoint.events.map((event) => (
                    <Badge key={event} variant="outline" className="font-mono">
                      {event}
                    </Badge>
                  ))}
                </p>
              </div>
              {secrets[endpoint.id] ? (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                  <code className="min-w-0 flex-1 rounded-md border border-line bg-canvas px-3 py-2 font-mono text-xs break-all text-ink" data-testid="webhook-secret">
                    {secrets[endpoint.id]}
                  </code>
                  <CopyButton value={secrets[endpoint.id]!} label="Copy secret" copiedMessage="Signing secret copied to clipboard" className="shrink-0" />
                </div>
              ) : null}
              <div className="flex flex-wrap gap-2">
                {allowed ? (
                  <Button size="sm" onClick={() => sendTest(endpoint)} disabled={working}>
                    <Send aria-hidden="true" />
                    {busy === `test:${endpoint.id}` ? "Sending..." : "Send test event"}
                  </Button>
                ) : null}
                <Button size="sm" variant="outline" onClick={() => reveal(endpoint)} disabled={working} aria-expanded={Boolean(secrets[endpoint.id])}>
                  <Eye aria-hidden="true" />
                  {secrets[endpoint.id] ? "Hide secret" : "Show secret"}
                </Button>
                {allowed || endpoint.enabled ? (
                  <Button size="sm" variant="outline" onClick={() => toggle(endpoint)} disabled={working}>
                    {endpoint.enabled ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
                    {endpoint.enabled ? "Disable" : "Enable"}
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" onClick={() => setDeleting(endpoint)} disabled={working} aria-label={`Delete ${endpoint.url}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {endpoints.length > 0 || deliveries.length > 0 ? (
        <section aria-labelledby="webhook-log-title" className="flex flex-col gap-2">
          <h3 id="webhook-log-title" className="text-sm font-semibold text-ink">
            Recent deliveries
          </h3>
          {deliveries.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line p-4 text-center text-sm text-muted">Nothing sent yet. Send a test event to try an endpoint.</p>
          ) : (
            <ol className="flex flex-col divide-y divide-line rounded-lg border border-line" aria-label="Recent webhook deliveries" data-testid="webhook-log">
              {deliveries.map((delivery) => (
                <li key={delivery.id} className="flex flex-col gap-1 p-3 text-sm" data-testid="webhook-delivery">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <code className="font-mono text-xs font-semibold text-ink">{delivery.event}</code>
                    <DeliveryStatus delivery={delivery} />
                    <span className="text-xs text-muted">
                      {delivery.attempt === 1 ? "1 attempt" : `${delivery.attempt} attempts`} · <time dateTime={delivery.lastAttemptAt ?? delivery.createdAt}>{when(delivery.lastAttemptAt ?? delivery.createdAt)}</time>
                    </span>
                  </div>
                  <p className="min-w-0 font-mono text-xs [overflow-wrap:anywhere] text-muted">{delivery.endpointUrl}</p>
                  {delivery.error ? <p className="min-w-0 text-xs [overflow-wrap:anywhere] text-red-800">{delivery.error}</p> : null}
                  {delivery.nextAttemptAt && delivery.attempt > 0 ? <p className="text-xs text-muted">Next attempt {when(delivery.nextAttemptAt)}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}

      <p className="text-sm text-muted">
        Every request is a POST of JSON signed with the endpoint&apos;s secret, retried for 24 hours until your server answers 2xx. How to check the
        signature, with an example:{" "}
        <Link href="/developers#webhooks" className="font-medium text-brand-700 hover:underline">
          webhooks documentation
        </Link>
        .
      </p>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.url ?? ""}?`}
        confirmLabel="Delete endpoint"
        onConfirm={() => deleting && remove(deleting)}
        pending={working && busy === `delete:${deleting?.id}`}
      >
        It receives no more events, and its deliveries leave the log. This can&apos;t be undone; you can add the URL again (with a new secret).
      </ConfirmDialog>
    </div>
  );
}
