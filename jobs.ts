import type { Job } from "@/ops/jobs";
import { runClickRetention } from "@/tools/url-shortener/redirect/click-partitions";
import { runClickPairs } from "@/tools/url-shortener/redirect/click-pairs";
import { purgeExpiredSecrets } from "@/tools/one-time-link/server/secrets";
import { purgeOldImages } from "@/tools/ai-image-generator/server/history";
import { purgeWebhookDeliveries, runWebhookDeliveries } from "@/tools/url-shortener/webhooks/deliver";
import { runLinkImports } from "@/tools/url-shortener/server/import";
import { reconcileStaleSubscriptions } from "@/lib/domain/billing/reconcile";

/**
 * Every background job of a server process and its schedule, in one place (run by ops/jobs.ts, started by
 * server.ts). Jobs that must run on one instance at a time take a database lock themselves (the click retention's
 * advisory lock); the others are idempotent.
 */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/** How often the webhook job looks for due deliveries and click batches (a link event reaches its endpoint within this). */
const WEBHOOK_TICK_MS = 2000;
/** How often the link-import job looks for imports with rows left (a new import starts within this). */
const LINK_IMPORT_TICK_MS = 1000;

export const JOBS: readonly Job[] = [
  {
    // Click partitions created ahead and expired by plan (tools/url-shortener/redirect/click-partitions.ts).
    name: "click-retention",
    everyMs: HOUR,
    // The first click flushed into a fresh database needs its partition.
    beforeServing: true,
    run: async () => {
      const run = await runClickRetention();
      if (run.ran && (run.created || run.dropped.length)) {
        return `created ${run.created} partitions, dropped ${run.dropped.length}${run.dropped.length ? ` (${run.dropped.join(", ")})` : ""}`;
      }
    },
  },
  {
    // The pair rollup of closed days for filtered analytics (tools/url-shortener/redirect/click-pairs.ts): late days
    // computed again, missing days caught up newest first, a few seconds of work per run.
    name: "click-pairs",
    everyMs: MINUTE,
    run: async () => {
      const run = await runClickPairs();
      if (run.ran && run.computed.length) return `computed ${run.computed.length} day${run.computed.length === 1 ? "" : "s"}${run.left ? `, ${run.left} left` : ""}`;
    },
  },
  {
    // Expired one-time secrets; every reveal also purges on its way, so none outlives its expiry by more than this.
    name: "secret-purge",
    everyMs: HOUR,
    run: async () => {
      const purged = await purgeExpiredSecrets();
      if (purged) return `purged ${purged} expired one-time secret${purged === 1 ? "" : "s"}`;
    },
  },
  {
    // AI Image Generator history past its days (tools/ai-image-generator/logic/history.ts IMAGE_HISTORY); the
    // history never shows them meanwhile, so this only frees the space.
    name: "ai-image-purge",
    everyMs: HOUR,
    run: async () => {
      const purged = await purgeOldImages();
      if (purged) return `purged ${purged} AI image${purged === 1 ? "" : "s"} past the history's days`;
    },
  },
  {
    // Link webhooks (tools/url-shortener/webhooks/deliver.ts): click batches made, due deliveries claimed (SKIP LOCKED:
    // instances share them), sent and retried with backoff. A run waits for its requests (10 s at most each).
    name: "webhooks",
    everyMs: WEBHOOK_TICK_MS,
    run: async () => {
      const run = await runWebhookDeliveries();
      if (run.failed) return `${run.sent} sent, ${run.failed} failed (retried with backoff; the owner's delivery log says why)`;
    },
  },
  {
    // The delivery log past its days, and clicks waiting for endpoints deleted or disabled meanwhile.
    name: "webhook-purge",
    everyMs: HOUR,
    run: async () => {
      const purged = await purgeWebhookDeliveries();
      if (purged) return `purged ${purged} webhook deliver${purged === 1 ? "y" : "ies"} past the log's days`;
    },
  },
  {
    // Link imports (tools/url-shortener/server/import.ts): chunks of rows, each one transaction storing the rows'
    // outcomes with their links; an import is claimed with SKIP LOCKED, so instances share the work and a crash
    // resumes at the first row without an outcome. A run stops after a few seconds; the next tick goes on.
    name: "link-import",
    everyMs: LINK_IMPORT_TICK_MS,
    run: async () => {
      const run = await runLinkImports();
      if (run.finished) return `${run.finished} import${run.finished === 1 ? "" : "s"} finished`;
    },
  },
  {
    // Subscriptions whose period-end webhook never reached us, re-read from Stripe (lib/domain/billing/reconcile.ts);
    // nothing to do without Stripe keys.
    name: "billing-reconcile",
    everyMs: 15 * MINUTE,
    run: async () => {
      const run = await reconcileStaleSubscriptions();
      if (run.checked) return `re-read ${run.checked} stale subscription${run.checked === 1 ? "" : "s"} from Stripe: ${run.changed} changed, ${run.failed} failed`;
    },
  },
];
