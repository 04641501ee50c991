import "server-only";
import { pgPool } from "@/lib/platform/db/pool";
import { classifyAgent, referrerHost } from "@/tools/url-shortener/redirect/classify";
import { onShutdown } from "@/ops/shutdown";
import { ensureClickPartitions, keepDaysParams, keepDaysSql } from "@/tools/url-shortener/redirect/click-partitions";
import { pendingClicksInsert } from "@/tools/url-shortener/webhooks/record";

/**
 * Click recording without a database write on the redirect's request path: the redirect pushes the raw facts into
 * an in-memory buffer; a flush (every FLUSH_INTERVAL_MS, sooner when FLUSH_AT clicks are waiting, and on graceful
 * shutdown) parses them and writes the batch in one transaction: multi-row INSERTs into "Click" (identical clicks
 * of the same second and trigger folded into one row with a count, each in the retention tier of its owner's plan
 * now; the statement trigger "Click_rollup" adds them to the hourly and daily rollups in the same transaction) and
 * UPDATEs adding each link's human and bot visits and the scans among them (the same statements add them to what
 * the owners' link.clicked webhooks are waiting for: tools/url-shortener/webhooks/record.ts), WRITE_SLICE rows a
 * statement. A batch that meets a missing partition (the retention job has not run yet) creates it and is written
 * again; a failed flush puts its clicks back for the next attempt.
 * Lives on globalThis (server.ts and Next's bundles load separate module copies).
 */

export interface RawClick {
  linkId: string;
  /** Epoch milliseconds. */
  at: number;
  userAgent: string;
  referer: string | null;
  country: string | null;
  /** Through the link's QR code (`?qr=1`) rather than a click on the link; false when left out. */
  scan?: boolean;
}

const FLUSH_INTERVAL_MS = 1000;
const FLUSH_AT = 5_000;
/** Beyond this many unwritten clicks (database down for a long time) the oldest are dropped. */
const MAX_PENDING = 200_000;

interface BufferState {
  pending: RawClick[];
  timer: NodeJS.Timeout | null;
  flushing: Promise<number> | null;
}

const holder = globalThis as unknown as { __utilifyClickBuffer?: BufferState };

function state(): BufferState {
  return (holder.__utilifyClickBuffer ??= { pending: [], timer: null, flushing: null });
}

function startTimer(s: BufferState): void {
  s.timer = setInterval(() => void flushClicks().catch(() => undefined), FLUSH_INTERVAL_MS);
  s.timer.unref();
  onShutdown("link-clicks", drainClicks);
}

export function recordClick(click: RawClick): void {
  const s = state();
  s.pending.push(click);
  if (!s.timer) startTimer(s);
  if (s.pending.length >= FLUSH_AT && !s.flushing) void flushClicks().catch(() => undefined);
}

export function pendingClickCount(): number {
  return state().pending.length;
}

interface ClickRow {
  linkId: string;
  at: string;
  referrer: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  bot: boolean;
  scan: boolean;
  count: number;
}

/** Visits of one link in a batch: every human and bot visit, and the scans among them (logic/trigger.ts). */
interface LinkCounts {
  human: number;
  bot: number;
  humanScans: number;
  botScans: number;
}

/** Clicks parsed between two yields to the event loop: a big batch must not hold up the redirects being served. */
const PARSE_SLICE = 500;

/**
 * Parses a batch and folds identical clicks of the same second into one row with a count: a busy link costs the
 * database one row per kind of visitor per second instead of one per click. Yields every PARSE_SLICE clicks (a
 * flush of tens of thousands of clicks held the event loop long enough to set the redirects' p99).
 */
async function toRows(batch: RawClick[]): Promise<{ rows: ClickRow[]; perLink: Map<string, LinkCounts> }> {
  const rows = new Map<string, ClickRow>();
  const perLink = new Map<string, LinkCounts>();
  for (let i = 0; i < batch.length; i++) {
    if (i > 0 && i % PARSE_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    const click = batch[i]!;
    const traits = classifyAgent(click.userAgent);
    const second = click.at - (click.at % 1000);
    const referrer = referrerHost(click.referer);
    const scan = click.scan === true;
    const key = `${click.linkId}\u0000${second}\u0000${referrer}\u0000${click.country}\u0000${traits.device}\u0000${traits.browser}\u0000${traits.os}\u0000${traits.bot}\u0000${scan}`;
    const row = rows.get(key);
    if (row) row.count++;
    else {
      rows.set(key, {
        linkId: click.linkId,
        at: new Date(second).toISOString(),
        referrer,
        country: click.country,
        device: traits.device,
        browser: traits.browser,
        os: traits.os,
        bot: traits.bot,
        scan,
        count: 1,
      });
    }
    let counts = perLink.get(click.linkId);
    if (!counts) perLink.set(click.linkId, (counts = { human: 0, bot: 0, humanScans: 0, botScans: 0 }));
    if (traits.bot) counts.bot++;
    else counts.human++;
    if (scan && traits.bot) counts.botScans++;
    else if (scan) counts.humanScans++;
  }
  return { rows: [...rows.values()], perLink };
}

/** Postgres' "no partition of relation found for row" (check_violation raised by tuple routing). */
function isMissingPartition(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23514" && /no partition of relation/.test(e.message ?? "");
}

async function writeBatch(batch: RawClick[]): Promise<void> {
  const { rows, perLink } = await toRows(batch);
  try {
    await writeRows(rows, perLink);
  } catch (error) {
    if (!isMissingPartition(error)) throw error;
    // The partitions of the batch's days only (a batch spans a second or so; a clock gone wrong must not create years).
    const days = new Set(rows.map((r) => r.at.slice(0, 10)));
    const client = await pgPool().connect();
    try {
      for (const day of days) await ensureClickPartitions(client, new Date(), { from: new Date(`${day}T00:00:00Z`), to: new Date(`${day}T23:59:59.999Z`) });
    } finally {
      client.release();
    }
    await writeRows(rows, perLink);
  }
}

/**
 * Rows per statement of a flush. pg turns a statement's arrays into text in one synchronous step, in time proportional
 * to its rows: one statement for a whole large flush held the event loop long enough to set the cold redirects' p99.
 * Smaller statements let redirects be served while each one runs.
 */
const WRITE_SLICE = 1000;

function slices<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += WRITE_SLICE) out.push(items.slice(i, i + WRITE_SLICE));
  return out;
}

/** The flush's INSERT of one slice of rows ($1–$10 the columns, $11–$14 keepDaysParams). */
const INSERT_CLICKS = `INSERT INTO "Click" ("keepDays", "linkId", "at", "referrerHost", "country", "device", "browser", "os", "bot", "scan", "count")
   SELECT ${keepDaysSql({ now: "$11", grace: "$12", plans: "$13", keep: "$14" })},
          c.link_id, c.at, c.referrer, c.country, c.device, c.browser, c.os, c.bot, c.scan, c.count
   FROM unnest($1::text[], $2::timestamp(3)[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::boolean[], $9::boolean[], $10::int[])
     AS c(link_id, at, referrer, country, device, browser, os, bot, scan, count)
   JOIN "Link" l ON l."id" = c.link_id AND l."target" <> ''
   LEFT JOIN "User" u ON u."id" = l."ownerUserId"`;

async function writeRows(rows: ClickRow[], perLink: Map<string, LinkCounts>): Promise<void> {
  const ids = [...perLink.keys()].sort();
  const client = await pgPool().connect();
  try {
    await client.query("BEGIN");
    // Lock the links in a fixed order so that two processes flushing at once cannot deadlock (on the links, and on
    // the rollup rows the trigger then updates: a link's rows are only ever written under its lock). Slice by slice,
    // still in ascending order.
    for (const slice of slices(ids)) {
      await client.query(`SELECT 1 FROM "Link" WHERE "id" = ANY($1::text[]) ORDER BY "id" FOR UPDATE`, [slice]);
    }
    // Links gone or retired with their account since the click (the trigger blanks their target: nothing of the
    // account may come back) are skipped rather than failing the batch.
    const keepDays = keepDaysParams(new Date());
    for (const slice of slices(rows)) {
      await client.query(
        INSERT_CLICKS,
        [
          slice.map((r) => r.linkId),
          slice.map((r) => r.at),
          slice.map((r) => r.referrer),
          slice.map((r) => r.country),
          slice.map((r) => r.device),
          slice.map((r) => r.browser),
          slice.map((r) => r.os),
          slice.map((r) => r.bot),
          slice.map((r) => r.scan),
          slice.map((r) => r.count),
          ...keepDays,
        ],
      );
    }
    // The counters, and in the same statement the visits waiting for the owners' link.clicked webhooks
    // (tools/url-shortener/webhooks/record.ts): per link, not per click, and nothing for accounts without endpoints.
    for (const slice of slices(ids)) {
      await client.query(
        `WITH counted AS (
           UPDATE "Link" AS l SET "humanClicks" = l."humanClicks" + v.human, "botClicks" = l."botClicks" + v.bot,
                  "humanScans" = l."humanScans" + v.human_scans, "botScans" = l."botScans" + v.bot_scans
           FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[]) AS v(id, human, bot, human_scans, bot_scans)
           WHERE l."id" = v.id AND l."target" <> ''
           RETURNING l."id", l."ownerUserId", v.human, v.bot, v.human_scans
         )
         ${pendingClicksInsert("$6")}`,
        [
          slice,
          slice.map((id) => perLink.get(id)!.human),
          slice.map((id) => perLink.get(id)!.bot),
          slice.map((id) => perLink.get(id)!.humanScans),
          slice.map((id) => perLink.get(id)!.botScans),
          keepDays[0],
        ],
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Writes every click buffered so far (waiting for a flush already running). Returns how many were written; on a
 * database error the clicks go back into the buffer and the error is rethrown.
 */
export async function flushClicks(): Promise<number> {
  const s = state();
  while (s.flushing) await s.flushing.catch(() => 0);
  if (s.pending.length === 0) return 0;
  const batch = s.pending;
  s.pending = [];
  const flushing = writeBatch(batch).then(
    () => batch.length,
    (error) => {
      const kept = batch.concat(s.pending);
      s.pending = kept.length > MAX_PENDING ? kept.slice(kept.length - MAX_PENDING) : kept;
      if (kept.length > MAX_PENDING) console.error(`[links] dropped ${kept.length - MAX_PENDING} unwritten clicks`);
      console.error("[links] writing clicks failed, will retry:", (error as Error).message);
      throw error;
    },
  );
  s.flushing = flushing;
  try {
    return await flushing;
  } finally {
    if (s.flushing === flushing) s.flushing = null;
  }
}

/** Flushes until the buffer is empty (graceful shutdown); gives up after a few failed attempts. */
export async function drainClicks(): Promise<void> {
  const s = state();
  if (s.timer) clearInterval(s.timer);
  s.timer = null;
  for (let attempt = 0; attempt < 3 && (s.pending.length > 0 || s.flushing); ) {
    try {
      await flushClicks();
    } catch {
      attempt++;
    }
  }
}
