import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => import("../support/next-headers"));

import * as linksRoute from "@/app/api/v1/links/route";
import * as linkRoute from "@/app/api/v1/links/[id]/route";
import * as schemas from "@/tools/api-schemas";
import { prisma } from "@/lib/platform/db";
import { INITIAL_FORM_STATE } from "@/lib/platform/forms/form-state";
import { WEBHOOK_ENDPOINTS } from "@/lib/domain/plans";
import { flushClicks, recordClick } from "@/tools/url-shortener/redirect/clicks";
import { createLink } from "@/tools/url-shortener/server/create";
import { addDomain, removeDomain } from "@/tools/url-shortener/server/domains";
import { addTagToLink, deleteLink, removeTagFromLink, setLinkDisabled, updateLink } from "@/tools/url-shortener/server/manage";
import { insertDynamicLink } from "@/tools/url-shortener/server/dynamic-links";
import { addWebhookEndpointForm, sendTestEventAction } from "@/tools/url-shortener/webhooks/actions";
import { runWebhookDeliveries, sendTestEvent, purgeWebhookDeliveries, type DeliveryRunOptions } from "@/tools/url-shortener/webhooks/deliver";
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhooks, setWebhookEnabled } from "@/tools/url-shortener/webhooks/endpoints";
import { postWebhook } from "@/tools/url-shortener/webhooks/outbound";
import { verifyWebhookSignature } from "@/tools/url-shortener/webhooks/signature";
import { DELIVERY_LOG_SHOWN, WEBHOOK_EVENTS, WEBHOOK_MESSAGES, webhookEventField, type WebhookEvent } from "@/tools/url-shortener/logic/webhooks";
import { createUser, createVisitor, uniqueIp } from "../support/factories";
import { call, userWithKey } from "../support/api-call";
import { fakeRequest } from "../support/next-headers";
import { eventually } from "../support/eventually";
import { signInWithPlan } from "../support/sign-in";

/**
 * Link webhooks: every link change recorded as a delivery in the change's own transaction, signed requests a receiver
 * can verify with the secret alone, click batches (one request per endpoint per 10 s), retries with backoff for 24 h,
 * never a private or loopback address, the plan checked on the server, the test event and the delivery log.
 *
 * The receiver here listens on 127.0.0.1, which delivery refuses. The tests reach it through the two options of
 * outbound.ts that only a caller passes: `resolve` (the endpoint's name, hooks.receiver.example, resolves to
 * 127.0.0.1) and `allowAddress` (127.0.0.1 is allowed for this call). Without them — as the job and the actions call
 * it — the same delivery is refused, which the refusal tests show.
 */

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
/** How the receiver answers a path (default 200 "ok"). */
const answers = new Map<string, (res: http.ServerResponse) => void>();
let port = 0;
let pathCounter = 0;
let lookups: string[] = [];

const receiver = http.createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => (body += chunk));
  req.on("end", () => {
    received.push({ path: req.url ?? "", headers: req.headers, body });
    const answer = answers.get(req.url ?? "");
    if (answer) return answer(res);
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
  });
});

/** The test seam: the endpoints' name resolves to 127.0.0.1 and that address is allowed, for this call only. */
const local: DeliveryRunOptions = {
  resolve: async (hostname) => {
    lookups.push(hostname);
    return ["127.0.0.1"];
  },
  allowAddress: (address) => address === "127.0.0.1",
};

/** A fresh path on the receiver, under a public-looking name (refused without the seam: it does not exist). */
function receiverUrl(): { url: string; path: string } {
  const path = `/hooks/${++pathCounter}`;
  return { url: `http://hooks.receiver.example:${port}${path}`, path };
}

const at = (path: string) => received.filter((r) => r.path === path);

/** What a receiver does with nothing but the secret (the documentation's Node example, docs/webhooks.md). */
function receiverVerifies(secret: string, rawBody: string, header: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=") as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function premium(events: readonly WebhookEvent[] = WEBHOOK_EVENTS) {
  const user = await createUser({ plan: "premium" });
  const { url, path } = receiverUrl();
  const { endpoint, secret } = await createWebhookEndpoint(user.id, { url, events: [...events] });
  return { user, actor: { userId: user.id, ip: uniqueIp() }, owner: { userId: user.id }, endpoint, secret, path, url };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  lookups = [];
  fakeRequest.reset(uniqueIp());
});
afterEach(async () => {
  // Each test's endpoints go (their deliveries with them), so no test's due deliveries reach the next one's runs.
  await prisma.webhookEndpoint.deleteMany({});
  await prisma.webhookPendingClick.deleteMany({});
});

describe("link events are recorded in the transaction of the change", () => {
  it("records link.created, link.updated and link.deleted for every subscribed endpoint, and nothing for others", async () => {
    const { user, actor, owner, endpoint } = await premium();
    const onlyDeleted = await createWebhookEndpoint(user.id, { url: receiverUrl().url, events: ["link.deleted"] });
    const { link } = await createLink(actor, { url: "https://example.com/first" });
    await updateLink(owner, link.id, { target: "https://example.com/second" });
    await setLinkDisabled(owner, link.id, true);
    await deleteLink(owner, link.id);
    const rows = await prisma.webhookDelivery.findMany({ where: { endpoint: { userId: user.id } }, orderBy: [{ createdAt: "asc" }, { event: "asc" }] });
    expect(rows.filter((r) => r.endpointId === endpoint.id).map((r) => r.event)).toEqual(["link.created", "link.updated", "link.updated", "link.deleted"]);
    expect(rows.filter((r) => r.endpointId === onlyDeleted.endpoint.id).map((r) => r.event)).toEqual(["link.deleted"]);
    expect(rows.every((r) => r.status === "pending" && r.attempt === 0)).toBe(true);
    const updated = rows.find((r) => r.event === "link.updated")!.payload as { link: { id: string; target: string; disabled: boolean } };
    expect(updated.link).toMatchObject({ id: link.id, target: "https://example.com/second", disabled: false });
  });

  it("records a dynamic QR code's link as created, and a tag put on or taken off a link as an update", async () => {
    const { user, owner, endpoint } = await premium();
    const code = `dyn${crypto.randomUUID().slice(0, 8)}`;
    const linkId = await prisma.$transaction((tx) => insertDynamicLink(tx, user.id, code, "https://example.com/menu"));
    await addTagToLink(owner, linkId!, { name: "print" });
    await addTagToLink(owner, linkId!, { name: "PRINT" }); // already on it: no change, no event
    await removeTagFromLink(owner, linkId!, "print");
    await removeTagFromLink(owner, linkId!, "print"); // not on it any more: nothing
    const rows = await prisma.webhookDelivery.findMany({ where: { endpointId: endpoint.id }, orderBy: [{ createdAt: "asc" }, { event: "asc" }] });
    expect(rows.map((r) => [r.event, (r.payload as { link: { code: string; tags: { name: string }[] } }).link.tags.map((t) => t.name)])).toEqual([
      ["link.created", []],
      ["link.updated", ["print"]],
      ["link.updated", []],
    ]);
    expect((rows[0]!.payload as { link: { code: string; target: string } }).link).toMatchObject({ code, target: "https://example.com/menu" });
  });

  it("rolls the event back with a change that fails, and the change back with an event that cannot be stored", async () => {
    const { actor, owner, endpoint } = await premium(["link.updated"]);
    const { link } = await createLink(actor, { url: "https://example.com/kept" });
    // A constraint checked at commit refuses this one event: the whole transaction, the link's edit too, must go.
    await prisma.$executeRawUnsafe(`CREATE FUNCTION webhook_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await prisma.$executeRawUnsafe(`CREATE CONSTRAINT TRIGGER webhook_test_refuse AFTER INSERT ON "WebhookDelivery" DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.payload->'link'->>'target' = 'https://example.com/boom') EXECUTE FUNCTION webhook_test_refuse()`);
    try {
      await expect(updateLink(owner, link.id, { target: "https://example.com/boom" })).rejects.toThrow();
      expect((await prisma.link.findUniqueOrThrow({ where: { id: link.id } })).target).toBe("https://example.com/kept");
      expect(await prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
      expect(await prisma.linkTargetChange.count({ where: { linkId: link.id } })).toBe(0);
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER webhook_test_refuse ON "WebhookDelivery"`);
      await prisma.$executeRawUnsafe(`DROP FUNCTION webhook_test_refuse()`);
    }
    // A change refused before it is written (a private destination) records nothing either.
    await expect(updateLink(owner, link.id, { target: "http://10.0.0.8/admin" })).rejects.toThrow();
    expect(await prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    await updateLink(owner, link.id, { target: "https://example.com/next" });
    expect(await prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
  });

  it("records the links the REST API creates, and each link deleted with its custom domain", async () => {
    const { user, key } = await userWithKey("premium");
    const { url } = receiverUrl();
    const { endpoint } = await createWebhookEndpoint(user.id, { url, events: ["link.created", "link.deleted"] });
    const created = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/api" } });
    expect(created.status).toBe(201);
    const [row] = await prisma.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(row).toMatchObject({ event: "link.created", payload: { link: { id: created.json!.id, target: "https://example.com/api" } } });

    const domain = await addDomain(user.id, { hostname: `wh-${Date.now()}.example.net` });
    await prisma.customDomain.update({ where: { id: domain.id }, data: { verifiedAt: new Date() } });
    const onDomain = await prisma.link.createManyAndReturn({
      data: ["a", "b"].map((code) => ({ code: `wh-${code}-${Date.now()}`, domain: domain.hostname, target: "https://example.com/d", ownerUserId: user.id })),
    });
    await removeDomain(user.id, domain.id);
    const deleted = await prisma.webhookDelivery.findMany({ where: { endpointId: endpoint.id, event: "link.deleted" } });
    expect(deleted.map((d) => (d.payload as { link: { id: string } }).link.id).sort()).toEqual(onDomain.map((l) => l.id).sort());
  });

  it("records link.updated only for an edit that changes something: the same values sent back, {} or a repeated disable record nothing", async () => {
    const { user, key } = await userWithKey("premium");
    const { endpoint } = await createWebhookEndpoint(user.id, { url: receiverUrl().url, events: ["link.updated"] });
    const created = await call(linksRoute.POST, "POST", "/links", { key, body: { url: "https://example.com/same", maxClicks: 5, redirectStatus: 307, geo: { DE: "https://example.de/" } } });
    const id = created.json!.id as string;
    const patch = (body: unknown) => call(linkRoute.PATCH, "PATCH", `/links/${id}`, { key, params: { id }, body });
    for (const body of [
      {},
      { maxClicks: 5 },
      { tags: [] },
      { tags: null, publicStats: false },
      { target: "https://example.com/same", redirectStatus: 307, expiresAt: null, expiredUrl: null, ios: null, geo: { de: "https://example.de/" }, password: null },
      { utm: {} },
    ]) {
      expect((await patch(body)).status, JSON.stringify(body)).toBe(200);
    }
    await setLinkDisabled({ userId: user.id }, id, false);
    expect(await prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    expect(await prisma.linkTargetChange.count({ where: { linkId: id } })).toBe(0);

    // A real change is one event each; doing it again is none.
    expect((await patch({ maxClicks: 6 })).status).toBe(200);
    expect((await patch({ maxClicks: 6, tags: ["spring"] })).status).toBe(200);
    await setLinkDisabled({ userId: user.id }, id, true);
    await setLinkDisabled({ userId: user.id }, id, true);
    const rows = await prisma.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => (r.payload as { link: object }).link)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ maxClicks: 6, tags: [], disabled: false }),
        expect.objectContaining({ maxClicks: 6, tags: [expect.objectContaining({ name: "spring" })], disabled: false }),
        expect.objectContaining({ disabled: true }),
      ]),
    );
  });

  it("records nothing for visitors' links or accounts without endpoints", async () => {
    const visitor = await createVisitor();
    const before = await prisma.webhookDelivery.count();
    await createLink({ visitorId: visitor.id, ip: uniqueIp() }, { url: "https://example.com/visitor" });
    const user = await createUser({ plan: "premium" });
    await createLink({ userId: user.id, ip: uniqueIp() }, { url: "https://example.com/none" });
    expect(await prisma.webhookDelivery.count()).toBe(before);
  });
});

describe("signed deliveries", () => {
  it("POSTs the event signed with the endpoint's secret: a receiver verifies it with the secret alone", async () => {
    const { actor, endpoint, secret, path } = await premium(["link.created"]);
    const { link } = await createLink(actor, { url: "https://example.com/signed" });
    const run = await runWebhookDeliveries(local);
    expect(run).toMatchObject({ sent: 1, succeeded: 1, failed: 0 });

    const [request] = at(path);
    expect(request).toBeDefined();
    const delivery = await prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["utilify-event"]).toBe("link.created");
    expect(request!.headers["utilify-delivery"]).toBe(delivery.id);
    // Connected to the checked address, with the endpoint's own name in Host (its real DNS does not know it).
    expect(request!.headers.host).toBe(`hooks.receiver.example:${port}`);
    expect(lookups).toEqual(["hooks.receiver.example"]);

    const signature = request!.headers["utilify-signature"] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(receiverVerifies(secret, request!.body, signature)).toBe(true);
    expect(verifyWebhookSignature(secret, request!.body, signature)).toBe(true);
    // Anything else fails: another secret, a changed body, an old timestamp.
    expect(receiverVerifies(secret.replace(/.$/, (c) => (c === "A" ? "B" : "A")), request!.body, signature)).toBe(false);
    expect(receiverVerifies(secret, request!.body.replace("signed", "signee"), signature)).toBe(false);
    expect(receiverVerifies(secret, request!.body, signature, Math.floor(Date.now() / 1000) + 3600)).toBe(false);
    expect(verifyWebhookSignature(secret, request!.body, signature, { now: Math.floor(Date.now() / 1000) + 3600 })).toBe(false);

    expect(JSON.parse(request!.body)).toEqual({
      id: delivery.id,
      type: "link.created",
      createdAt: delivery.createdAt.toISOString(),
      data: { link: expect.objectContaining({ id: link.id, code: link.code, target: "https://example.com/signed", shortUrl: link.shortUrl }) },
    });
    // The body is what the OpenAPI document's `webhooks` say it is.
    expect(schemas.webhookLinkEventSchema.safeParse(JSON.parse(request!.body)).success).toBe(true);
    expect(delivery).toMatchObject({ status: "succeeded", attempt: 1, responseStatus: 200, error: null });
    expect(delivery.deliveredAt).toBeInstanceOf(Date);
    // Sent once: the next run has nothing to do.
    expect(await runWebhookDeliveries(local)).toMatchObject({ sent: 0 });
  });
});

describe("click batches", () => {
  it("sends many clicks as one request per endpoint per 10 s, with each link's counts", async () => {
    const { actor, endpoint, path } = await premium(["link.clicked"]);
    const other = await premium(["link.created"]);
    const { link: a } = await createLink(actor, { url: "https://example.com/a" });
    const { link: b } = await createLink(actor, { url: "https://example.com/b" });
    const click = (linkId: string, userAgent = CHROME, scan = false) => recordClick({ linkId, at: Date.now(), userAgent, referer: null, country: "DE", scan });
    for (let i = 0; i < 40; i++) click(a.id);
    for (let i = 0; i < 10; i++) click(a.id, CHROME, true);
    for (let i = 0; i < 5; i++) click(a.id, BOT);
    for (let i = 0; i < 20; i++) click(b.id);
    await flushClicks();
    // The flush wrote one waiting row per link for the subscribed endpoint, none for the other.
    expect(await prisma.webhookPendingClick.count({ where: { endpointId: endpoint.id } })).toBe(2);
    expect(await prisma.webhookPendingClick.count({ where: { endpointId: other.endpoint.id } })).toBe(0);

    const t0 = new Date();
    expect(await runWebhookDeliveries({ ...local, now: t0 })).toMatchObject({ batches: 1, sent: 1, succeeded: 1 });
    expect(at(path)).toHaveLength(1);
    const first = JSON.parse(at(path)[0]!.body) as { type: string; data: { humanClicks: number; botClicks: number; scans: number; links: { id: string; humanClicks: number; botClicks: number; scans: number }[] } };
    expect(first.type).toBe("link.clicked");
    expect(schemas.webhookClickEventSchema.safeParse(first).success).toBe(true);
    expect(first.data).toMatchObject({ humanClicks: 70, botClicks: 5, scans: 10 });
    expect(first.data.links).toEqual([
      expect.objectContaining({ id: a.id, code: a.code, shortUrl: a.shortUrl, humanClicks: 50, botClicks: 5, scans: 10 }),
      expect.objectContaining({ id: b.id, humanClicks: 20, botClicks: 0, scans: 0 }),
    ]);
    expect(at(other.path)).toHaveLength(0);

    // More clicks within the 10 s: they wait for the window.
    for (let i = 0; i < 30; i++) click(b.id);
    await flushClicks();
    expect(await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 5_000) })).toMatchObject({ batches: 0, sent: 0 });
    expect(await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 9_999) })).toMatchObject({ batches: 0, sent: 0 });
    expect(at(path)).toHaveLength(1);
    expect(await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 10_000) })).toMatchObject({ batches: 1, sent: 1 });
    expect(at(path)).toHaveLength(2);
    const second = JSON.parse(at(path)[1]!.body) as { data: { humanClicks: number; links: { id: string; humanClicks: number }[] } };
    expect(second.data.humanClicks).toBe(30);
    expect(second.data.links.map((l) => [l.id, l.humanClicks])).toEqual([[b.id, 30]]);
    expect(await prisma.webhookPendingClick.count({ where: { endpointId: endpoint.id } })).toBe(0);
  });

  it("makes no new batch while one is still being retried: clicks keep adding up meanwhile", async () => {
    const { actor, endpoint, path } = await premium(["link.clicked"]);
    answers.set(path, (res) => {
      res.writeHead(503);
      res.end();
    });
    const { link } = await createLink(actor, { url: "https://example.com/retry-clicks" });
    const clicks = async (n: number) => {
      for (let i = 0; i < n; i++) recordClick({ linkId: link.id, at: Date.now(), userAgent: CHROME, referer: null, country: null });
      await flushClicks();
    };
    await clicks(3);
    const t0 = new Date();
    await runWebhookDeliveries({ ...local, now: t0 });
    await clicks(4);
    await clicks(5);
    // 30 s on: the window is long over, but the first batch waits for its retry (1 min): no second request.
    expect(await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 30_000) })).toMatchObject({ batches: 0, sent: 0 });
    expect(at(path)).toHaveLength(1);
    expect(await prisma.webhookPendingClick.findFirstOrThrow({ where: { endpointId: endpoint.id } })).toMatchObject({ humanClicks: 9 });
    // The retry succeeds; the next batch carries the 9 clicks that waited, 10 s after that request (a retry is a
    // request too: at most one per 10 s).
    answers.delete(path);
    await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 60_000) });
    expect(await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 62_000) })).toMatchObject({ batches: 0, sent: 0 });
    expect(await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 69_999) })).toMatchObject({ batches: 0, sent: 0 });
    expect(await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 70_000) })).toMatchObject({ batches: 1, sent: 1 });
    expect(at(path).map((r) => (JSON.parse(r.body) as { data: { humanClicks: number } }).data.humanClicks)).toEqual([3, 3, 9]);
  });
});

describe("retries", () => {
  it("retries after a 500 with backoff (1 min, 5 min, 30 min, 2 h, then 6 h) and gives up 24 h after the event", async () => {
    const { actor, endpoint, secret, path } = await premium(["link.created"]);
    answers.set(path, (res) => {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end("broken");
    });
    await createLink(actor, { url: "https://example.com/retried" });
    const delivery = await prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    const created = delivery.createdAt.getTime();
    const MIN = 60_000;
    const HOUR = 60 * MIN;

    let now = new Date(created);
    const seen: number[] = [];
    for (;;) {
      await runWebhookDeliveries({ ...local, now });
      const row = await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(row.responseStatus).toBe(500);
      if (row.status === "failed") {
        expect(row.error).toBe("The endpoint answered 500. Gave up: no success within 24 hours.");
        break;
      }
      expect(row).toMatchObject({ status: "pending", error: "The endpoint answered 500." });
      // Nothing is sent before the time it is due.
      expect(await runWebhookDeliveries({ ...local, now: new Date(row.nextAttemptAt.getTime() - 1000) })).toMatchObject({ sent: 0 });
      seen.push(row.nextAttemptAt.getTime() - created);
      now = row.nextAttemptAt;
    }
    expect(seen).toEqual([1 * MIN, 6 * MIN, 36 * MIN, 2 * HOUR + 36 * MIN, 8 * HOUR + 36 * MIN, 14 * HOUR + 36 * MIN, 20 * HOUR + 36 * MIN, 24 * HOUR]);
    const requests = at(path);
    expect(requests).toHaveLength(9);
    expect((await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).attempt).toBe(9);
    // Every attempt is signed anew at its own time, over the same body with the same delivery id.
    const times = requests.map((r) => Number(/t=(\d+)/.exec(r.headers["utilify-signature"] as string)![1]));
    expect(times.map((t) => t * 1000 - Math.floor(created / 1000) * 1000)).toEqual([0, ...seen]);
    requests.forEach((r, i) => expect(verifyWebhookSignature(secret, r.body, r.headers["utilify-signature"] as string, { now: times[i] })).toBe(true));
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);
    expect(new Set(requests.map((r) => r.headers["utilify-delivery"])).size).toBe(1);
    // Failed for good: never sent again.
    expect(await runWebhookDeliveries({ ...local, now: new Date(created + 48 * HOUR) })).toMatchObject({ sent: 0 });
  });

  it("succeeds on a retry once the receiver answers 2xx", async () => {
    const { actor, endpoint, path } = await premium(["link.created"]);
    answers.set(path, (res) => {
      res.writeHead(500);
      res.end();
    });
    await createLink(actor, { url: "https://example.com/later" });
    const t0 = new Date();
    await runWebhookDeliveries({ ...local, now: t0 });
    answers.set(path, (res) => {
      res.writeHead(204);
      res.end();
    });
    await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 60_000) });
    expect(await prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } })).toMatchObject({ status: "succeeded", attempt: 2, responseStatus: 204, error: null });
  });

  it("takes a delivery whose sender died back after its lease, counting the lost attempt", async () => {
    const { actor, endpoint, path } = await premium(["link.created"]);
    await createLink(actor, { url: "https://example.com/lease" });
    const t0 = new Date();
    // A process claimed it and died before answering: the row is leased, not lost.
    await prisma.webhookDelivery.updateMany({ where: { endpointId: endpoint.id }, data: { attempt: 1, nextAttemptAt: new Date(t0.getTime() + 60_000) } });
    expect(await runWebhookDeliveries({ ...local, now: t0 })).toMatchObject({ sent: 0 });
    expect(await runWebhookDeliveries({ ...local, now: new Date(t0.getTime() + 60_000) })).toMatchObject({ sent: 1, succeeded: 1 });
    expect(at(path)).toHaveLength(1);
    expect(await prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } })).toMatchObject({ attempt: 2, status: "succeeded" });
  });
});

describe("never to a private or loopback address", () => {
  const refused = [
    "http://127.0.0.1:9/hook",
    "http://127.1.2.3/hook",
    "http://10.0.0.5/hook",
    "http://172.16.4.4/hook",
    "http://192.168.1.1/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.100.100.200/latest/meta-data/",
    "http://[::1]:8080/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://[::ffff:a9fe:a9fe]/hook",
    "http://[fd00:ec2::254]/latest/meta-data/",
    "http://[fe80::1]/hook",
    "http://0.0.0.0/hook",
    "http://2130706433/hook",
    "http://0x7f000001/hook",
    "http://localhost:3000/hook",
    "http://api.localhost/hook",
    "http://printer.local/hook",
    "http://127.0.0.1.nip.io/hook",
    "http://intranet/hook",
  ];

  it.each(refused)("refuses %s when an endpoint is added, and at delivery", async (url) => {
    const user = await createUser({ plan: "premium" });
    await expect(createWebhookEndpoint(user.id, { url, events: ["link.created"] })).rejects.toMatchObject({ message: WEBHOOK_MESSAGES.private, fieldErrors: { url: WEBHOOK_MESSAGES.private } });
    const result = await postWebhook(url, "{}", {});
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ status: null, error: expect.stringMatching(/^Refused: /) });
  });

  it.each([
    ["127.0.0.1"],
    ["10.1.2.3"],
    ["169.254.169.254"],
    ["::1"],
    ["::ffff:10.0.0.1"],
    ["fd12:3456::1"],
    ["93.184.215.14", "127.0.0.1"],
  ])("refuses a name that resolves to %s (and never connects)", async (...addresses) => {
    const { path, url } = receiverUrl();
    const result = await postWebhook(url, "{}", {}, { resolve: async () => addresses });
    expect(result).toEqual({ ok: false, status: null, error: `Refused: hooks.receiver.example resolves to a private, loopback or reserved address. ${WEBHOOK_MESSAGES.private}` });
    expect(at(path)).toHaveLength(0);
  });

  it("refuses the job's delivery to a name resolving to loopback: logged as failed with the reason, retried, never sent", async () => {
    const { actor, endpoint, path } = await premium(["link.created"]);
    await createLink(actor, { url: "https://example.com/private" });
    // What the job does: no seam. The name is resolved by the injected resolver only, to 127.0.0.1.
    await runWebhookDeliveries({ resolve: local.resolve });
    const row = await prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    expect(row).toMatchObject({ status: "pending", attempt: 1, responseStatus: null });
    expect(row.error).toBe(`Refused: hooks.receiver.example resolves to a private, loopback or reserved address. ${WEBHOOK_MESSAGES.private}`);
    expect(at(path)).toHaveLength(0);
  });

  it("allows only what the test seam names: 127.0.0.1 passes, 10.x and ::1 are still refused", async () => {
    const { path, url } = receiverUrl();
    expect(await postWebhook(url, "{}", {}, local)).toEqual({ ok: true, status: 200 });
    expect(await postWebhook(url, "{}", {}, { ...local, resolve: async () => ["10.0.0.1"] })).toMatchObject({ ok: false });
    expect(await postWebhook(url, "{}", {}, { ...local, resolve: async () => ["::1"] })).toMatchObject({ ok: false });
    expect(at(path)).toHaveLength(1);
  });

  it("follows no redirect, stops waiting after the timeout and reads no more than the cap of an answer", async () => {
    const redirect = receiverUrl();
    answers.set(redirect.path, (res) => {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
      res.end();
    });
    expect(await postWebhook(redirect.url, "{}", {}, local)).toEqual({ ok: false, status: 302, error: "The endpoint answered 302, a redirect: redirects are not followed. Use the final URL." });
    expect(at(redirect.path)).toHaveLength(1);

    const slow = receiverUrl();
    answers.set(slow.path, () => undefined); // never answers
    const started = Date.now();
    expect(await postWebhook(slow.url, "{}", {}, { ...local, timeoutMs: 300 })).toEqual({ ok: false, status: null, error: "No answer within 0.3 seconds." });
    expect(Date.now() - started).toBeLessThan(5_000);

    const huge = receiverUrl();
    const FIFTY_MB = 50 * 1024 * 1024;
    let written = 0;
    let closed = false;
    answers.set(huge.path, (res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 120);
      const pump = () => {
        while (!closed && written < FIFTY_MB) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      res.on("close", () => (closed = true));
      pump();
    });
    expect(await postWebhook(huge.url, "{}", {}, local)).toEqual({ ok: true, status: 200 });
    // We hung up long before its 50 MB.
    expect(await eventually(async () => closed)).toBe(true);
    expect(written).toBeLessThan(FIFTY_MB / 10);
  });
});

describe("the plan", () => {
  it("refuses endpoints below Premium, also from a forged form, and caps them at the plan's number", async () => {
    for (const plan of ["free", "basic"] as const) {
      const user = await createUser({ plan });
      await expect(createWebhookEndpoint(user.id, { url: receiverUrl().url, events: ["link.created"] })).rejects.toMatchObject({ message: WEBHOOK_MESSAGES.plan, code: "forbidden" });
    }
    await signInWithPlan("basic");
    const form = new FormData();
    form.set("url", receiverUrl().url);
    form.set(webhookEventField("link.created"), "on");
    const forged = await addWebhookEndpointForm(INITIAL_FORM_STATE, form);
    expect(forged.result).toMatchObject({ ok: false, code: "forbidden", error: WEBHOOK_MESSAGES.plan });
    expect(forged.values.url).toBe(form.get("url"));

    const owner = await createUser({ plan: "premium" });
    for (let i = 0; i < WEBHOOK_ENDPOINTS.premium; i++) await createWebhookEndpoint(owner.id, { url: receiverUrl().url, events: ["link.created"] });
    await expect(createWebhookEndpoint(owner.id, { url: receiverUrl().url, events: ["link.created"] })).rejects.toMatchObject({ message: WEBHOOK_MESSAGES.tooMany(WEBHOOK_ENDPOINTS.premium) });
  });

  it("adds an endpoint through the form for a Premium account, and refuses what the form gets wrong by field", async () => {
    const user = await signInWithPlan("premium");
    const form = new FormData();
    form.set("url", "https://hooks.example.com/utilify");
    form.set(webhookEventField("link.created"), "on");
    form.set(webhookEventField("link.clicked"), "on");
    const added = await addWebhookEndpointForm(INITIAL_FORM_STATE, form);
    expect(added.result).toMatchObject({ ok: true, data: { endpoint: { url: "https://hooks.example.com/utilify", events: ["link.created", "link.clicked"], enabled: true } } });
    const secret = added.result?.ok ? added.result.data.secret : "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await prisma.webhookEndpoint.findFirstOrThrow({ where: { userId: user.id } })).secret).toBe(secret);

    const none = new FormData();
    none.set("url", "https://hooks.example.com/utilify");
    expect((await addWebhookEndpointForm(INITIAL_FORM_STATE, none)).result).toMatchObject({ ok: false, fieldErrors: { events: WEBHOOK_MESSAGES.noEvents } });
    const ftp = new FormData();
    ftp.set("url", "ftp://hooks.example.com/");
    ftp.set(webhookEventField("link.created"), "on");
    expect((await addWebhookEndpointForm(INITIAL_FORM_STATE, ftp)).result).toMatchObject({ ok: false, fieldErrors: { url: WEBHOOK_MESSAGES.scheme } });
    const port = new FormData();
    port.set("url", "https://hooks.example.com:25/");
    port.set(webhookEventField("link.created"), "on");
    expect((await addWebhookEndpointForm(INITIAL_FORM_STATE, port)).result).toMatchObject({ ok: false, fieldErrors: { url: WEBHOOK_MESSAGES.port } });
  });

  it("logs a downgraded account's events as not sent, drops its clicks, and lets it only disable or delete", async () => {
    const { user, actor, endpoint, path } = await premium();
    await prisma.user.update({ where: { id: user.id }, data: { plan: "free" } });
    const { link } = await createLink(actor, { url: "https://example.com/downgraded" });
    recordClick({ linkId: link.id, at: Date.now(), userAgent: CHROME, referer: null, country: null });
    await flushClicks();
    await runWebhookDeliveries(local);
    expect(at(path)).toHaveLength(0);
    const rows = await prisma.webhookDelivery.findMany({ where: { endpointId: endpoint.id } });
    expect(rows.map((r) => [r.event, r.status, r.error])).toEqual([["link.created", "failed", WEBHOOK_MESSAGES.planAtDelivery("Free")]]);
    expect(await prisma.webhookPendingClick.count({ where: { endpointId: endpoint.id } })).toBe(0);

    await expect(sendTestEvent(user.id, endpoint.id, local)).rejects.toMatchObject({ message: WEBHOOK_MESSAGES.plan });
    await expect(setWebhookEnabled(user.id, endpoint.id, true)).rejects.toMatchObject({ message: WEBHOOK_MESSAGES.plan });
    expect(await setWebhookEnabled(user.id, endpoint.id, false)).toMatchObject({ enabled: false });
    expect(await deleteWebhookEndpoint(user.id, endpoint.id)).toEqual({ id: endpoint.id });
  });

  it("after a downgrade to fewer endpoints, sends to the plan's number of enabled ones, oldest first, and enables no more", async () => {
    const user = await createUser({ plan: "enterprise" });
    const actor = { userId: user.id, ip: uniqueIp() };
    const limit = WEBHOOK_ENDPOINTS.premium;
    const made: Array<{ id: string; path: string }> = [];
    for (let i = 0; i < limit + 2; i++) {
      const { url, path } = receiverUrl();
      const { endpoint } = await createWebhookEndpoint(user.id, { url, events: ["link.created", "link.updated", "link.clicked"] });
      // Their order is their age: the plan's number counts the oldest.
      await prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) } });
      made.push({ id: endpoint.id, path });
    }
    const spare = made.pop()!;
    await setWebhookEnabled(user.id, spare.id, false);
    await prisma.user.update({ where: { id: user.id }, data: { plan: "premium" } });

    const { link } = await createLink(actor, { url: "https://example.com/downgraded-to-five" });
    recordClick({ linkId: link.id, at: Date.now(), userAgent: CHROME, referer: null, country: null });
    await flushClicks();
    await runWebhookDeliveries(local);
    for (const [i, { id, path }] of made.entries()) {
      const rows = await prisma.webhookDelivery.findMany({ where: { endpointId: id, event: "link.created" } });
      if (i < limit) {
        expect(at(path).map((r) => r.headers["utilify-event"]).sort(), `endpoint ${i}`).toEqual(["link.clicked", "link.created"]);
        expect(rows.map((r) => r.status)).toEqual(["succeeded"]);
      } else {
        expect(at(path), `endpoint ${i}`).toHaveLength(0);
        expect(rows.map((r) => [r.status, r.error])).toEqual([["failed", WEBHOOK_MESSAGES.beyondPlan("Premium", limit)]]);
        // Its clicks are dropped, not kept for later.
        expect(await prisma.webhookPendingClick.count({ where: { endpointId: id } })).toBe(0);
      }
    }
    // The oldest five get their click batch too.
    expect(await prisma.webhookDelivery.count({ where: { endpointId: { in: made.slice(0, limit).map((e) => e.id) }, event: "link.clicked" } })).toBe(limit);

    // No room to enable another; disabling one of the five makes room for the next oldest.
    await expect(setWebhookEnabled(user.id, spare.id, true)).rejects.toMatchObject({ message: WEBHOOK_MESSAGES.tooManyEnabled(limit) });
    expect(await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: spare.id } })).toMatchObject({ enabled: false });
    await setWebhookEnabled(user.id, made[0]!.id, false);
    await updateLink(actor, link.id, { target: "https://example.com/moved" });
    await runWebhookDeliveries(local);
    const updated = await prisma.webhookDelivery.findMany({ where: { endpointId: { in: made.map((e) => e.id) }, event: "link.updated" }, select: { endpointId: true, status: true } });
    expect(new Map(updated.map((r) => [r.endpointId, r.status]))).toEqual(new Map(made.slice(1).map((e) => [e.id, "succeeded"])));
  });

  it("sends nothing to a disabled endpoint and keeps no clicks for it", async () => {
    const { user, actor, endpoint, path } = await premium();
    await setWebhookEnabled(user.id, endpoint.id, false);
    const { link } = await createLink(actor, { url: "https://example.com/off" });
    recordClick({ linkId: link.id, at: Date.now(), userAgent: CHROME, referer: null, country: null });
    await flushClicks();
    expect(await prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    expect(await prisma.webhookPendingClick.count({ where: { endpointId: endpoint.id } })).toBe(0);
    await runWebhookDeliveries(local);
    expect(at(path)).toHaveLength(0);
  });
});

describe("test events and the delivery log", () => {
  it("sends a signed webhook.test at once, never retried, and lists deliveries newest first with their status", async () => {
    const { user, endpoint, secret, path } = await premium(["link.created"]);
    const view = await sendTestEvent(user.id, endpoint.id, local);
    expect(view).toMatchObject({ event: "webhook.test", status: "succeeded", attempt: 1, responseStatus: 200, error: null, nextAttemptAt: null });
    const [request] = at(path);
    expect(request!.headers["utilify-event"]).toBe("webhook.test");
    expect(receiverVerifies(secret, request!.body, request!.headers["utilify-signature"] as string)).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({ type: "webhook.test", data: { endpoint: { id: endpoint.id } } });
    expect(schemas.webhookTestEventSchema.safeParse(JSON.parse(request!.body)).success).toBe(true);

    answers.set(path, (res) => {
      res.writeHead(500);
      res.end();
    });
    const failed = await sendTestEvent(user.id, endpoint.id, local);
    expect(failed).toMatchObject({ status: "failed", attempt: 1, responseStatus: 500, error: "The endpoint answered 500.", nextAttemptAt: null });
    expect(await runWebhookDeliveries({ ...local, now: new Date(Date.now() + 3_600_000) })).toMatchObject({ sent: 0 });

    const log = await listWebhooks(user.id);
    expect(log.limit).toBe(WEBHOOK_ENDPOINTS.premium);
    expect(log.endpoints.map((e) => e.id)).toEqual([endpoint.id]);
    expect(log.deliveries.map((d) => [d.event, d.status, d.responseStatus])).toEqual([
      ["webhook.test", "failed", 500],
      ["webhook.test", "succeeded", 200],
    ]);
    expect(log.deliveries[0]!.endpointUrl).toBe(endpoint.url);
  });

  it("answers the action's test event to a loopback receiver with the refusal, as the account page shows it", async () => {
    const user = await signInWithPlan("premium");
    // Added directly: the form refuses a loopback URL, but an endpoint's address may turn private later.
    const endpoint = await prisma.webhookEndpoint.create({ data: { userId: user.id, url: `http://127.0.0.1:${port}/hooks/action`, secret: "whsec_test", events: ["link.created"] } });
    const result = await sendTestEventAction(endpoint.id);
    expect(result).toMatchObject({ ok: true, data: { status: "failed", responseStatus: null, error: expect.stringContaining("Refused: 127.0.0.1 is a private, loopback or reserved address.") } });
    expect(at("/hooks/action")).toHaveLength(0);
    // Someone else's endpoint is not found.
    await signInWithPlan("premium");
    expect(await sendTestEventAction(endpoint.id)).toMatchObject({ ok: false, code: "not_found", error: WEBHOOK_MESSAGES.notFound });
  });

  it("keeps the last deliveries in the log, then purges old ones and the clicks of deleted endpoints", async () => {
    const { user, actor, endpoint } = await premium(["link.created"]);
    for (let i = 0; i < DELIVERY_LOG_SHOWN + 3; i++) await createLink(actor, { url: `https://example.com/many/${i}` });
    expect((await listWebhooks(user.id)).deliveries).toHaveLength(DELIVERY_LOG_SHOWN);
    await runWebhookDeliveries(local);
    const old = new Date(Date.now() - 31 * 86_400_000);
    await prisma.webhookDelivery.updateMany({ where: { endpointId: endpoint.id }, data: { createdAt: old } });
    await prisma.webhookPendingClick.create({ data: { endpointId: "00000000-0000-4000-8000-000000000000", linkId: (await prisma.link.findFirstOrThrow({ where: { ownerUserId: user.id } })).id, humanClicks: 1 } });
    expect(await purgeWebhookDeliveries()).toBeGreaterThanOrEqual(DELIVERY_LOG_SHOWN + 3);
    expect(await prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    expect(await prisma.webhookPendingClick.count()).toBe(0);
  });
});
