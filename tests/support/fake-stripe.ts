import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A small fake of the Stripe API for tests (never imported by app code): the real stripe-node SDK talks to it
 * through STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL=http.
 *
 * It implements what Utilify calls — customers, Checkout sessions, subscriptions, Customer Portal sessions, prices —
 * plus the two hosted pages Stripe would show: a Checkout page whose Pay button activates the subscription and
 * POSTs signed webhooks (checkout.session.completed, customer.subscription.created, invoice.paid) to our endpoint
 * before redirecting to the success URL, and a Customer Portal page that can switch plan or cancel (sending
 * customer.subscription.updated / deleted). Tests drive it further through its methods (statuses, events, delivery).
 */

export interface FakePrice {
  id: string;
  nickname: string;
  unit_amount: number;
}

export interface FakeStripeOptions {
  /** 0 (default) = a random free port. */
  port?: number;
  host?: string;
  webhookSecret: string;
  /** Where signed webhooks are POSTed. */
  webhookUrl?: string;
  /** Delivers a signed webhook some other way (integration tests call the route handler directly). */
  deliver?: (payload: string, signature: string) => Promise<{ status: number }>;
  prices?: FakePrice[];
}

type Json = Record<string, unknown>;
type SubscriptionRecord = Stripe.Subscription & Json;
type SessionRecord = Stripe.Checkout.Session & Json & { line_items_input: { price: string; quantity: number }[]; subscription_metadata: Json };

export interface RecordedRequest {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | null;
  apiVersion: string | null;
}

export interface Delivery {
  event: Stripe.Event;
  status: number;
}

const DAY = 24 * 60 * 60;

export function fakeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** A form/JSON field as text: strings and numbers as they are, anything else (absent, an object) as "". */
function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function escapeHtml(value: unknown): string {
  return text(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects and arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p, i) => p !== "" || i === 0);
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    const isArray = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return isArray ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
}

export class FakeStripe {
  readonly customers = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly sessions = new Map<string, SessionRecord>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly portalSessions = new Map<string, Json>();
  readonly requests: RecordedRequest[] = [];
  readonly deliveries: Delivery[] = [];
  /** While true, webhooks are queued instead of sent (to test users arriving before the webhook, or reordering). */
  holdWebhooks = false;
  readonly heldWebhooks: Stripe.Event[] = [];
  /** API paths whose next N requests fail with a 500 (to test outages; the SDK retries, so fail them all). */
  readonly failures = new Map<string, number>();

  private server: Server | null = null;
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private baseUrl = "";

  constructor(readonly options: FakeStripeOptions) {
    const prices = options.prices ?? [
      { id: "price_basic_test", nickname: "Basic", unit_amount: 499 },
      { id: "price_premium_test", nickname: "Premium", unit_amount: 1999 },
    ];
    for (const p of prices) {
      this.prices.set(p.id, {
        id: p.id,
        object: "price",
        active: true,
        currency: "usd",
        nickname: p.nickname,
        unit_amount: p.unit_amount,
        recurring: { interval: "month", interval_count: 1 },
        type: "recurring",
        product: `prod_${p.id}`,
        created: now(),
        livemode: false,
        metadata: {},
      });
    }
  }

  get url(): string {
    return this.baseUrl;
  }

  get port(): number {
    return (this.server?.address() as AddressInfo).port;
  }

  /** The environment the app needs to talk to this fake. */
  env(secretKey = "sk_test_fake"): Record<string, string> {
    const prices = [...this.prices.keys()];
    return {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: this.options.webhookSecret,
      STRIPE_PRICE_BASIC: prices[0] ?? "",
      STRIPE_PRICE_PREMIUM: prices[1] ?? "",
      STRIPE_API_HOST: this.options.host ?? "127.0.0.1",
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: "http",
    };
  }

  async start(): Promise<this> {
    const host = this.options.host ?? "127.0.0.1";
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.options.port ?? 0, host, resolve);
    });
    this.baseUrl = `http://${host}:${this.port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // ---- Test controls -------------------------------------------------------------------------------------------

  /** API calls made to `path` (e.g. "/v1/customers") with `method`. */
  callsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  createCustomer(email = "someone@example.test"): Json {
    const customer = { id: fakeId("cus"), object: "customer", email, metadata: {}, created: now(), livemode: false };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** A subscription as Stripe would hold it; period dates live on the items (API 2025-03-31+). */
  createSubscription(
    customerId: string,
    priceId: string,
    options: { status?: Stripe.Subscription.Status; created?: number; periodStart?: number; periodEnd?: number; metadata?: Json } = {},
  ): SubscriptionRecord {
    const price = this.prices.get(priceId);
    if (!price) throw new Error(`fake stripe: no price ${priceId}`);
    const id = fakeId("sub");
    const start = options.periodStart ?? now();
    const subscription = {
      id,
      object: "subscription",
      customer: customerId,
      status: options.status ?? "active",
      created: options.created ?? now(),
      start_date: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      currency: "usd",
      livemode: false,
      latest_invoice: null,
      metadata: options.metadata ?? {},
      items: {
        object: "list",
        data: [
          {
            id: fakeId("si"),
            object: "subscription_item",
            created: start,
            current_period_start: start,
            current_period_end: options.periodEnd ?? start + 30 * DAY,
            price,
            quantity: 1,
            subscription: id,
            metadata: {},
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
    } as unknown as SubscriptionRecord;
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  updateSubscription(id: string, patch: Partial<Stripe.Subscription> & { priceId?: string }): SubscriptionRecord {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`fake stripe: no subscription ${id}`);
    const { priceId, ...rest } = patch;
    Object.assign(subscription, rest);
    if (priceId) {
      const price = this.prices.get(priceId);
      if (!price) throw new Error(`fake stripe: no price ${priceId}`);
      (subscription.items.data[0] as unknown as Json).price = price;
    }
    if (patch.status === "canceled" && !subscription.canceled_at) {
      Object.assign(subscription, { canceled_at: now(), ended_at: now(), cancel_at_period_end: false, cancel_at: null });
    }
    return subscription;
  }

  /** A webhook event with a snapshot of `object` as it is now. */
  event(type: string, object: object, extra: { created?: number; previous_attributes?: Json } = {}): Stripe.Event {
    return {
      id: fakeId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: extra.created ?? now(),
      data: { object: structuredClone(object), ...(extra.previous_attributes ? { previous_attributes: extra.previous_attributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
  }

  invoiceFor(subscription: SubscriptionRecord, status: "paid" | "open" = "paid"): Json {
    const item = subscription.items.data[0];
    return {
      id: fakeId("in"),
      object: "invoice",
      customer: subscription.customer,
      status,
      currency: "usd",
      amount_due: item?.price.unit_amount,
      amount_paid: status === "paid" ? item?.price.unit_amount : 0,
      created: now(),
      livemode: false,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: {} } },
    };
  }

  /** Signs `event` like Stripe and delivers it (or queues it while holdWebhooks). */
  async sendEvent(event: Stripe.Event, options: { timestamp?: number; secret?: string } = {}): Promise<Delivery | null> {
    if (this.holdWebhooks) {
      this.heldWebhooks.push(event);
      return null;
    }
    const { payload, signature } = this.sign(event, options);
    const status = await this.deliver(payload, signature);
    const delivery = { event, status };
    this.deliveries.push(delivery);
    return delivery;
  }

  sign(event: Stripe.Event, options: { timestamp?: number; secret?: string } = {}): { payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.options.webhookSecret,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
    return { payload, signature };
  }

  /** Sends the held webhooks, in the given order (default: as queued). */
  async flushWebhooks(order?: (events: Stripe.Event[]) => Stripe.Event[]): Promise<Delivery[]> {
    const events = order ? order([...this.heldWebhooks]) : [...this.heldWebhooks];
    this.heldWebhooks.length = 0;
    const held = this.holdWebhooks;
    this.holdWebhooks = false;
    const out: Delivery[] = [];
    try {
      for (const e of events) out.push((await this.sendEvent(e))!);
    } finally {
      this.holdWebhooks = held;
    }
    return out;
  }

  /** What the Checkout page's Pay button does: activate the subscription, send the webhooks, return the success URL. */
  async pay(sessionId: string): Promise<string> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new FakeStripeError(404, `No such checkout session: '${sessionId}'`, "resource_missing");
    if (session.status !== "open") throw new FakeStripeError(409, `This Checkout session is ${session.status}.`);
    const line = session.line_items_input[0];
    if (!line) throw new FakeStripeError(400, "No line items");
    const subscription = this.createSubscription(text(session.customer), line.price, { metadata: session.subscription_metadata });
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
    await this.sendEvent(this.event("checkout.session.completed", this.publicSession(session)));
    await this.sendEvent(this.event("customer.subscription.created", subscription));
    await this.sendEvent(this.event("invoice.paid", this.invoiceFor(subscription)));
    return String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id);
  }

  /** What the portal does on "Cancel at period end" (true) or "Resume" (false). */
  async setCancelAtPeriodEnd(subscriptionId: string, value: boolean): Promise<void> {
    this.updateSubscription(subscriptionId, { cancel_at_period_end: value });
    const subscription = this.subscriptions.get(subscriptionId)!;
    await this.sendEvent(this.event("customer.subscription.updated", subscription, { previous_attributes: { cancel_at_period_end: !value } }));
  }

  /** What the portal does on "Cancel immediately" (and what Stripe does at the end of a period set to cancel). */
  async cancelNow(subscriptionId: string): Promise<void> {
    this.updateSubscription(subscriptionId, { status: "canceled" });
    await this.sendEvent(this.event("customer.subscription.deleted", this.subscriptions.get(subscriptionId)!));
  }

  async switchPrice(subscriptionId: string, priceId: string): Promise<void> {
    this.updateSubscription(subscriptionId, { priceId });
    await this.sendEvent(this.event("customer.subscription.updated", this.subscriptions.get(subscriptionId)!));
  }

  // ---- HTTP ----------------------------------------------------------------------------------------------------

  private async deliver(payload: string, signature: string): Promise<number> {
    if (this.options.deliver) return (await this.options.deliver(payload, signature)).status;
    if (!this.options.webhookUrl) throw new Error("fake stripe: no webhookUrl or deliver option");
    const response = await fetch(this.options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    await response.arrayBuffer();
    return response.status;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    try {
      if (url.pathname.startsWith("/v1/")) return await this.api(req, res, url, raw);
      return await this.page(req, res, url, raw);
    } catch (error) {
      const e = error instanceof FakeStripeError ? error : new FakeStripeError(500, String(error), undefined, "api_error");
      if (url.pathname.startsWith("/v1/")) this.json(res, e.status, { error: { type: e.type, code: e.code, message: e.message } });
      else this.html(res, e.status, `<h1>Error</h1><p id="error">${escapeHtml(e.message)}</p>`);
    }
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { "content-type": "application/json", "request-id": fakeId("req") });
    res.end(JSON.stringify(body));
  }

  private html(res: ServerResponse, status: number, body: string, title = "Fake Stripe"): void {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.box{border:1px solid #ddd;border-radius:.75rem;padding:1.25rem;margin:1rem 0}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#635bff;color:#fff;cursor:pointer;margin:.25rem .25rem .25rem 0}
button.secondary{background:#eee;color:#1a1a1a}
.note{color:#666;font-size:.85rem}
</style></head><body><p class="note">Test mode — fake Stripe for automated tests. No real payment.</p>${body}</body></html>`);
  }

  private list(url: URL, items: Json[], path: string): Json {
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 10) || 10, 100);
    const after = url.searchParams.get("starting_after");
    let start = 0;
    if (after) start = items.findIndex((i) => i.id === after) + 1;
    const page = items.slice(start, start + limit);
    return { object: "list", data: page, has_more: start + limit < items.length, url: path };
  }

  private publicSession(session: SessionRecord): Json {
    const { line_items_input: _lines, subscription_metadata: _meta, ...rest } = session;
    void _lines;
    void _meta;
    return rest;
  }

  private async api(req: IncomingMessage, res: ServerResponse, url: URL, raw: string): Promise<void> {
    const method = req.method ?? "GET";
    const path = url.pathname;
    const body = method === "GET" || method === "DELETE" ? {} : parseStripeForm(raw);
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    this.requests.push({ method, path, body, idempotencyKey, apiVersion: (req.headers["stripe-version"] as string | undefined) ?? null });

    if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) {
      throw new FakeStripeError(401, "Invalid API Key provided", undefined, "invalid_request_error");
    }
    const failures = this.failures.get(path) ?? 0;
    if (failures > 0) {
      this.failures.set(path, failures - 1);
      throw new FakeStripeError(500, "Simulated Stripe outage", undefined, "api_error");
    }
    const cacheKey = method === "POST" && idempotencyKey ? `${path}:${idempotencyKey}` : null;
    if (cacheKey && this.idempotent.has(cacheKey)) {
      const cached = this.idempotent.get(cacheKey)!;
      return this.json(res, cached.status, cached.body);
    }
    const body200 = await this.route(method, path, url, body);
    if (cacheKey) this.idempotent.set(cacheKey, { status: 200, body: body200 });
    this.json(res, 200, body200);
  }

  private need<T>(map: Map<string, T>, id: string, what: string): T {
    const found = map.get(id);
    if (!found) throw new FakeStripeError(404, `No such ${what}: '${id}'`, "resource_missing");
    return found;
  }

  private async route(method: string, path: string, url: URL, body: Json): Promise<unknown> {
    let m: RegExpMatchArray | null;
    // Customers
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: fakeId("cus"), object: "customer", email: body.email ?? null, metadata: body.metadata ?? {}, created: now(), livemode: false };
      this.customers.set(customer.id, customer);
      return customer;
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = this.need(this.customers, m[1] ?? "", "customer");
      if (method === "GET") return customer;
      if (method === "DELETE") {
        this.customers.delete(m[1] ?? "");
        for (const s of this.subscriptions.values()) if (s.customer === m[1] && s.status !== "canceled") this.updateSubscription(s.id, { status: "canceled" });
        return { id: m[1], object: "customer", deleted: true };
      }
    }
    // Prices
    if (method === "GET" && (m = path.match(/^\/v1\/prices\/([^/]+)$/))) return this.need(this.prices, m[1] ?? "", "price");
    // Checkout sessions
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const customer = text(body.customer);
      this.need(this.customers, customer, "customer");
      const lines = (body.line_items as { price: string; quantity: string }[] | undefined) ?? [];
      if (!lines.length) throw new FakeStripeError(400, "Missing required param: line_items.");
      for (const line of lines) this.need(this.prices, line.price, "price");
      const id = fakeId("cs_test");
      const session = {
        id,
        object: "checkout.session",
        mode: body.mode ?? "payment",
        customer,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url ?? null,
        metadata: body.metadata ?? {},
        status: "open",
        payment_status: "unpaid",
        subscription: null,
        url: `${this.baseUrl}/checkout/${id}`,
        created: now(),
        expires_at: now() + DAY,
        livemode: false,
        line_items_input: lines.map((l) => ({ price: l.price, quantity: Number(l.quantity ?? 1) })),
        subscription_metadata: ((body.subscription_data as Json | undefined)?.metadata as Json | undefined) ?? {},
      } as unknown as SessionRecord;
      this.sessions.set(id, session);
      return this.publicSession(session);
    }
    if (method === "GET" && path === "/v1/checkout/sessions") {
      const customer = url.searchParams.get("customer");
      const status = url.searchParams.get("status");
      const matching = [...this.sessions.values()]
        .filter((s) => (!customer || s.customer === customer) && (!status || s.status === status))
        .sort((a, b) => b.created - a.created)
        .map((s) => this.publicSession(s));
      return this.list(url, matching, path);
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/))) {
      const session = this.need(this.sessions, m[1] ?? "", "checkout session");
      if (method === "GET" && !m[2]) return this.publicSession(session);
      if (method === "POST" && m[2]) {
        if (session.status !== "open") throw new FakeStripeError(400, `Only Checkout Sessions with a status of open can be expired.`);
        Object.assign(session, { status: "expired" });
        return this.publicSession(session);
      }
    }
    // Subscriptions
    if (method === "GET" && path === "/v1/subscriptions") {
      const customer = url.searchParams.get("customer");
      const status = url.searchParams.get("status");
      const matching = [...this.subscriptions.values()]
        .filter((s) => !customer || s.customer === customer)
        // Stripe's default list leaves out canceled subscriptions; "all" includes them.
        .filter((s) => (status === "all" ? true : status ? s.status === status : s.status !== "canceled"))
        .sort((a, b) => b.created - a.created);
      return this.list(url, matching, path);
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.need(this.subscriptions, m[1] ?? "", "subscription");
      if (method === "GET") return subscription;
      if (method === "DELETE") {
        if (subscription.status === "canceled") throw new FakeStripeError(400, "This subscription is already canceled.");
        return this.updateSubscription(subscription.id, { status: "canceled" });
      }
      if (method === "POST") {
        const patch: Partial<Stripe.Subscription> = {};
        if (body.cancel_at_period_end !== undefined) patch.cancel_at_period_end = body.cancel_at_period_end === "true";
        if (body.metadata) patch.metadata = body.metadata as Stripe.Metadata;
        return this.updateSubscription(subscription.id, patch);
      }
    }
    // Customer Portal
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = text(body.customer);
      this.need(this.customers, customer, "customer");
      const id = fakeId("bps");
      const session = { id, object: "billing_portal.session", customer, return_url: body.return_url ?? null, url: `${this.baseUrl}/portal/${id}`, created: now(), livemode: false };
      this.portalSessions.set(id, session);
      return session;
    }
    throw new FakeStripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  // ---- Hosted pages ---------------------------------------------------------------------------------------------

  private redirect(res: ServerResponse, location: string): void {
    res.writeHead(303, { location });
    res.end();
  }

  private async page(req: IncomingMessage, res: ServerResponse, url: URL, raw: string): Promise<void> {
    const method = req.method ?? "GET";
    let m: RegExpMatchArray | null;
    if ((m = url.pathname.match(/^\/checkout\/([^/]+)(\/pay)?$/))) {
      const session = this.need(this.sessions, m[1] ?? "", "checkout session");
      if (method === "POST" && m[2]) return this.redirect(res, await this.pay(session.id));
      if (method === "GET" && !m[2]) return this.checkoutPage(res, session);
    }
    if ((m = url.pathname.match(/^\/portal\/([^/]+)(?:\/(cancel|cancel-now|resume|switch))?$/))) {
      const portal = this.need(this.portalSessions, m[1] ?? "", "portal session");
      const action = m[2];
      if (method === "POST" && action) {
        const form = parseStripeForm(raw);
        const subscription = this.need(this.subscriptions, text(form.subscription), "subscription");
        if (subscription.customer !== portal.customer) throw new FakeStripeError(403, "Not your subscription");
        if (action === "cancel") await this.setCancelAtPeriodEnd(subscription.id, true);
        if (action === "resume") await this.setCancelAtPeriodEnd(subscription.id, false);
        if (action === "cancel-now") await this.cancelNow(subscription.id);
        if (action === "switch") await this.switchPrice(subscription.id, text(form.price));
        return this.redirect(res, `/portal/${text(portal.id)}?done=${text(action)}`);
      }
      if (method === "GET" && !action) return this.portalPage(res, portal, url.searchParams.get("done"));
    }
    throw new FakeStripeError(404, "Not found");
  }

  private checkoutPage(res: ServerResponse, session: SessionRecord): void {
    const line = session.line_items_input[0];
    const price = line ? this.prices.get(line.price) : undefined;
    const customer = this.customers.get(text(session.customer));
    const amount = price ? `$${(Number(price.unit_amount) / 100).toFixed(2)} per month` : "";
    const body =
      session.status === "open"
        ? `<h1>Subscribe to ${escapeHtml(price?.nickname)}</h1>
<div class="box"><p><strong>${escapeHtml(price?.nickname)}</strong> — ${escapeHtml(amount)}</p><p class="note">${escapeHtml(customer?.email)}</p>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay"><button type="submit">Pay</button></form></div>
<p><a href="${escapeHtml(session.cancel_url)}">Back to Utilify</a></p>`
        : `<h1>Checkout ${escapeHtml(session.status)}</h1><p id="error">This Checkout session is ${escapeHtml(session.status)}.</p>`;
    this.html(res, 200, body, "Fake Stripe Checkout");
  }

  private portalPage(res: ServerResponse, portal: Json, done: string | null): void {
    const subs = [...this.subscriptions.values()].filter((s) => s.customer === portal.customer).sort((a, b) => b.created - a.created);
    const form = (action: string, label: string, subscription: string, extra = "", secondary = false) =>
      `<form method="post" action="/portal/${escapeHtml(portal.id)}/${action}" style="display:inline"><input type="hidden" name="subscription" value="${escapeHtml(subscription)}">${extra}<button type="submit"${secondary ? ' class="secondary"' : ""}>${escapeHtml(label)}</button></form>`;
    const rows = subs
      .map((s) => {
        const item = s.items.data[0];
        const name = item?.price.nickname;
        const end = new Date((item?.current_period_end ?? s.created) * 1000).toISOString().slice(0, 10);
        const live = s.status !== "canceled";
        const switches = [...this.prices.values()]
          .filter((p) => p.id !== item?.price.id)
          .map((p) => form("switch", `Switch to ${text(p.nickname)}`, s.id, `<input type="hidden" name="price" value="${escapeHtml(p.id)}">`, true))
          .join("");
        const actions = !live
          ? ""
          : s.cancel_at_period_end
            ? form("resume", "Renew subscription", s.id) + form("cancel-now", "Cancel immediately", s.id, "", true)
            : form("cancel", "Cancel subscription", s.id) + form("cancel-now", "Cancel immediately", s.id, "", true) + switches;
        return `<div class="box" data-subscription="${escapeHtml(s.id)}"><p><strong>${escapeHtml(name)}</strong> — <span class="status">${escapeHtml(s.status)}</span>${
          s.cancel_at_period_end ? ` — cancels on ${end}` : live ? ` — renews on ${end}` : ""
        }</p>${actions}</div>`;
      })
      .join("");
    const message = done ? `<p role="status">Done: ${escapeHtml(done)}</p>` : "";
    this.html(
      res,
      200,
      `<h1>Manage your subscription</h1>${message}${rows || "<p>No subscriptions.</p>"}<p><a href="${escapeHtml(portal.return_url)}">Return to Utilify</a></p>`,
      "Fake Stripe Customer Portal",
    );
  }
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  return new FakeStripe(options).start();
}
