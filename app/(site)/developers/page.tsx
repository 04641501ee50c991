import { FileJson, KeyRound, RotateCcw, ShieldCheck, Timer, Webhook } from "lucide-react";
import { Link } from "@/components/ui/link";
import { CopyButton } from "@/components/ui/copy-button";
import { UpgradeButton } from "@/components/billing/upgrade-button";
import { API_EXAMPLES, curlExample, javascriptExample } from "@/components/developers/examples";
import { WithInlineCode } from "@/components/developers/inline-code";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Container, PageHeader, SectionHeading } from "@/components/ui/page-header";
import { API_ERROR_STATUS } from "@/lib/platform/errors";
import { API_RATE_LIMIT } from "@/lib/domain/api/http";
import { MAX_BODY_BYTES } from "@/lib/platform/body-limit";
import { MAX_ACTIVE_KEYS } from "@/lib/domain/api/keys";
import { API_ENDPOINTS } from "@/tools/openapi";
import { cheapestPlanWith } from "@/lib/domain/plans";
import { breadcrumbLd, organizationLd } from "@/lib/domain/seo/jsonld";
import { metadataFor } from "@/tools/page-registry";
import { site } from "@/lib/platform/config/site";
import { WEBHOOK_VERIFY_EXAMPLE } from "@/tools/url-shortener/logic/webhook-example";
import { DELIVERY_TIMEOUT_MS, TEST_EVENT, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_PLAN } from "@/tools/url-shortener/logic/webhooks";

export const metadata = metadataFor("/developers");

const API_PLAN = cheapestPlanWith((e) => e.api);
const BASE_URL = `${site.url}/api/v1`;

const METHOD_STYLE: Record<string, string> = {
  get: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  post: "bg-brand-50 text-brand-800 ring-brand-200",
  delete: "bg-red-50 text-red-800 ring-red-200",
};

const ERROR_MEANING: Record<keyof typeof API_ERROR_STATUS, string> = {
  validation_error: "A field is missing or wrong; `fields` names each one.",
  invalid_json: "The body is not valid JSON.",
  unauthorized: "No key, an unknown key or a revoked key.",
  forbidden: `The account's plan does not include the API (or the feature asked for).`,
  not_found: "No such link among yours, or no such endpoint.",
  method_not_allowed: "The endpoint does not take this method; the `Allow` header lists those it takes.",
  conflict: "The custom short code is already taken.",
  payload_too_large: `The body is over ${MAX_BODY_BYTES / 1024 / 1024} MiB.`,
  unsupported_media_type: "The body is not sent as application/json.",
  does_not_scan: "The QR code's design would not scan (a reader could not read it back); the message says why and what to change.",
  rate_limited: `Over ${API_RATE_LIMIT.points} requests a minute with this key.`,
  limit_reached: "A plan's allowance is used up: a daily limit, or this month's AI credits.",
  internal_error: "Something failed on our side; retrying is safe.",
  ai_provider_error: "The AI provider failed or cut its answer off; no credit was used. Retrying is safe.",
  ai_unavailable: "AI generation is not enabled on this server, or the provider is busy; no credit was used.",
  ai_timeout: "The AI provider took too long; no credit was used. Try again, or ask for something shorter.",
};

/** A code sample with a Copy button; focusable because long lines scroll sideways (keyboard users must reach them too). */
function CodeBlock({ label, code, title }: { label: string; code: string; title: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
        <CopyButton value={code} copiedMessage={`${label} copied to clipboard`} accessibleName={`Copy ${title}: ${label}`} />
      </div>
      <pre tabIndex={0} aria-label={`${title}: ${label}`} className="overflow-x-auto rounded-lg bg-slate-950 p-4 text-[13px] leading-relaxed text-white dark:ring-1 dark:ring-line">
        <code>{code}</code>
      </pre>
    </div>
  );
}

/** The REST API's reference for people: authentication, limits, endpoints (from the same list as the OpenAPI document) and examples. */
export default function DevelopersPage() {
  return (
    <>
      <JsonLd data={[organizationLd(), breadcrumbLd([["Developers", "/developers"]])]} />
      <Container size="lg" className="pb-16">
        <PageHeader
          eyebrow="REST API"
          title={`${site.name} API for Developers`}
          description="Create short links, read their analytics, generate QR codes and convert areas from your own code, with the same rules and results as the site."
        >
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Link href="/account#api-keys" className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white shadow-sm hover:brightness-90">
              <KeyRound className="size-4" aria-hidden="true" />
              Get an API key
            </Link>
            <a
              href="/api/v1/openapi.json"
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-4 text-sm font-medium text-ink shadow-sm hover:bg-slate-50"
            >
              <FileJson className="size-4" aria-hidden="true" />
              OpenAPI 3.1 document
            </a>
          </div>
        </PageHeader>

        <div className="grid gap-4 md:grid-cols-3">
          <Card>
            <CardContent className="flex flex-col gap-2">
              <KeyRound className="size-5 text-brand-700" aria-hidden="true" />
              <h2 className="font-semibold text-ink">Authentication</h2>
              <p className="text-sm text-muted">
                Create a key on your <Link href="/account#api-keys" className="font-medium text-brand-700 hover:underline">account page</Link> (up to{" "}
                {MAX_ACTIVE_KEYS} active) and send it as <code className="font-mono text-ink">Authorization: Bearer utl_…</code>. Keys work while your
                account is on the {API_PLAN.name} or Enterprise plan.
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="flex flex-col gap-2">
              <Timer className="size-5 text-brand-700" aria-hidden="true" />
              <h2 className="font-semibold text-ink">Rate limit</h2>
              <p className="text-sm text-muted">
                {API_RATE_LIMIT.points} requests per minute per key. Every answer carries <code className="font-mono text-ink">X-RateLimit-Limit</code>,{" "}
                <code className="font-mono text-ink">-Remaining</code> and <code className="font-mono text-ink">-Reset</code>; a 429 adds{" "}
                <code className="font-mono text-ink">Retry-After</code>.
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardContent className="flex flex-col gap-2">
              <FileJson className="size-5 text-brand-700" aria-hidden="true" />
              <h2 className="font-semibold text-ink">JSON in and out</h2>
              <p className="text-sm text-muted">
                Base URL <code className="font-mono break-all text-ink">{BASE_URL}</code>. Send JSON bodies (up to {MAX_BODY_BYTES / 1024 / 1024} MiB) with{" "}
                <code className="font-mono text-ink">Content-Type: application/json</code>.
              </p>
            </CardContent>
          </Card>
        </div>

        <section aria-labelledby="endpoints" className="mt-14">
          <SectionHeading id="endpoints" title="Endpoints" description="Paths are relative to the base URL. The OpenAPI document has every field." />
          <Card>
            <ul className="divide-y divide-line">
              {API_ENDPOINTS.map((endpoint) => (
                <li key={`${endpoint.method} ${endpoint.path}`} className="flex flex-col gap-1.5 p-4 sm:p-5">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold uppercase ring-1 ring-inset ${METHOD_STYLE[endpoint.method]}`}>{endpoint.method}</span>
                    <code className="font-mono text-sm font-semibold break-all text-ink">{endpoint.path}</code>
                    <span className="text-sm text-muted">— {endpoint.summary}</span>
                  </p>
                  <p className="text-sm text-slate-700">
                    <WithInlineCode text={endpoint.description} />
                  </p>
                </li>
              ))}
            </ul>
          </Card>
        </section>

        <section aria-labelledby="examples" className="mt-14">
          <SectionHeading id="examples" title="Examples" description="Set UTILIFY_API_KEY to your key. The JavaScript runs in Node.js 18+ (or any runtime with fetch)." />
          <div className="flex flex-col gap-6">
            {API_EXAMPLES.map((example) => (
              <Card key={example.id} id={example.id}>
                <CardContent className="flex flex-col gap-4">
                  <div className="flex flex-col gap-1">
                    <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
                      {example.title}
                      <Badge variant="outline" className="font-mono">
                        {example.method} {example.path.split("?")[0]}
                      </Badge>
                    </h3>
                    {example.note ? (
                      <p className="text-sm text-muted">
                        <WithInlineCode text={example.note} />
                      </p>
                    ) : null}
                  </div>
                  <div className="grid gap-4 lg:grid-cols-2">
                    <CodeBlock label="curl" title={example.title} code={curlExample(example, BASE_URL)} />
                    <CodeBlock label="JavaScript" title={example.title} code={javascriptExample(example, BASE_URL)} />
                  </div>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="webhooks" className="mt-14">
          <SectionHeading
            id="webhooks"
            title="Webhooks"
            description={`Your server hears when one of your links changes or is clicked: add an endpoint on your account page (${WEBHOOK_PLAN.name} and Enterprise). Every request is a signed JSON POST.`}
          />
          <div className="grid gap-4 md:grid-cols-3">
            <Card>
              <CardContent className="flex flex-col gap-2">
                <Webhook className="size-5 text-brand-700" aria-hidden="true" />
                <h3 className="font-semibold text-ink">Events</h3>
                <ul className="flex flex-col gap-1.5 text-sm text-muted">
                  {WEBHOOK_EVENTS.map((event) => (
                    <li key={event}>
                      <code className="font-mono text-ink">{event}</code> — {WEBHOOK_EVENT_LABELS[event].help}
                    </li>
                  ))}
                  <li>
                    <code className="font-mono text-ink">{TEST_EVENT}</code> — &quot;Send test event&quot; on the account page.
                  </li>
                </ul>
              </CardContent>
            </Card>
            <Card>
              <CardContent className="flex flex-col gap-2">
                <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
                <h3 className="font-semibold text-ink">Signature</h3>
                <p className="text-sm text-muted">
                  <code className="font-mono text-ink">Utilify-Signature: t=&lt;Unix seconds&gt;,v1=&lt;hex&gt;</code>, where the hex is the HMAC-SHA256 of{" "}
                  <code className="font-mono text-ink">&lt;t&gt;.&lt;raw body&gt;</code> with the endpoint&apos;s signing secret. Refuse a mismatch, or a{" "}
                  <code className="font-mono text-ink">t</code> more than 5 minutes from your clock. <code className="font-mono text-ink">Utilify-Event</code> names the
                  event and <code className="font-mono text-ink">Utilify-Delivery</code> its id.
                </p>
              </CardContent>
            </Card>
            <Card>
              <CardContent className="flex flex-col gap-2">
                <RotateCcw className="size-5 text-brand-700" aria-hidden="true" />
                <h3 className="font-semibold text-ink">Retries</h3>
                <p className="text-sm text-muted">
                  Answer 2xx within {DELIVERY_TIMEOUT_MS / 1000} seconds. Anything else is retried after 1 min, 5 min, 30 min, 2 h, then every 6 h, for 24 hours;
                  redirects are not followed. A retry has the same id and body, so skip an id you have handled. Clicks come batched, at most one request every 10
                  seconds. Requests never go to private or local addresses.
                </p>
              </CardContent>
            </Card>
          </div>
          <Card className="mt-6">
            <CardContent className="flex flex-col gap-4">
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-semibold text-ink">Check the signature in Node.js</h3>
                <p className="text-sm text-muted">
                  No package needed: <code className="font-mono text-ink">crypto.createHmac</code> and <code className="font-mono text-ink">timingSafeEqual</code>{" "}
                  over the body exactly as it arrived. The body is <code className="font-mono text-ink">{"{ id, type, createdAt, data }"}</code>; the OpenAPI
                  document&apos;s <code className="font-mono text-ink">webhooks</code> describe each event&apos;s <code className="font-mono text-ink">data</code>.
                </p>
              </div>
              <CodeBlock label="Node.js" title="Verify a webhook" code={WEBHOOK_VERIFY_EXAMPLE} />
            </CardContent>
          </Card>
        </section>

        <section aria-labelledby="errors" className="mt-14">
          <SectionHeading id="errors" title="Errors" description={`Every error is JSON: { "error": { "code", "message", "fields"? } }. The message is written to be shown to people.`} />
          <Card className="overflow-x-auto" tabIndex={0} role="region" aria-label="Error codes">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="border-b border-line bg-slate-50 text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3">Code</th>
                  <th scope="col" className="px-4 py-3">Meaning</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {(Object.entries(API_ERROR_STATUS) as [keyof typeof API_ERROR_STATUS, number][]).map(([code, status]) => (
                  <tr key={code}>
                    <td className="px-4 py-3 font-mono text-ink">{status}</td>
                    <td className="px-4 py-3 font-mono text-ink">{code}</td>
                    <td className="px-4 py-3 text-slate-700">
                      <WithInlineCode text={ERROR_MEANING[code]} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </section>

        <section aria-labelledby="plans" className="mt-14">
          <Card>
            <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 id="plans" className="text-lg font-semibold text-ink">
                  The API comes with {API_PLAN.name} ({API_PLAN.priceLabel}/month) and Enterprise
                </h2>
                <p className="text-sm text-muted">Together with bulk shortening, custom domains and full link analytics.</p>
              </div>
              <UpgradeButton plan="premium" className="shrink-0">
                Upgrade to {API_PLAN.name} — {API_PLAN.priceLabel}/month
              </UpgradeButton>
            </CardContent>
          </Card>
        </section>
      </Container>
    </>
  );
}
