import "server-only";
import { pgPool } from "@/lib/platform/db/pool";
import type { CachedLink } from "@/tools/url-shortener/redirect/cache";

/**
 * The clicks left of links with a click limit, taken in Postgres: the row's lock orders the updates of every process,
 * so exactly maxClicks people are redirected (docs/architecture.md, "Redirects").
 *
 * One statement is in flight per process, for every limited link at once: the clicks that arrive meanwhile, on any
 * link, wait and are taken together by the next one (per link as many as are left, in order of arrival). Under load
 * the statements grow instead of the queue of single updates on the shared pool, and every statement commits before
 * its redirects go out. Rows are locked in ascending id, as the click flush locks them, so no two statements of any
 * processes can deadlock.
 */

interface Waiting {
  link: CachedLink;
  taken: (taken: boolean) => void;
  failed: (error: unknown) => void;
}

interface TakeState {
  /** Per link id, in order of arrival. */
  waiting: Map<string, Waiting[]>;
  running: boolean;
}

const holder = globalThis as unknown as { __utilifyClickLimits?: TakeState };

function state(): TakeState {
  return (holder.__utilifyClickLimits ??= { waiting: new Map(), running: false });
}

/** Takes one of the clicks left of `link` (its maxClicks is set). False when none was left (then the link is marked used up). */
export function takeClick(link: CachedLink): Promise<boolean> {
  return new Promise((taken, failed) => {
    const s = state();
    const list = s.waiting.get(link.id);
    if (list) list.push({ link, taken, failed });
    else s.waiting.set(link.id, [{ link, taken, failed }]);
    if (!s.running) {
      s.running = true;
      // After the other requests read in this turn of the event loop: they join the same statement.
      setImmediate(() => void takeWaiting(s));
    }
  });
}

const TAKE_CLICKS = `WITH "wanted" AS (SELECT * FROM unnest($1::text[], $2::int[]) AS w("id", "n")),
     "before" AS (
       SELECT l."id", l."clicksServed" AS "served", l."maxClicks" AS "max" FROM "Link" l JOIN "wanted" w ON w."id" = l."id"
        WHERE l."maxClicks" IS NOT NULL ORDER BY l."id" FOR UPDATE OF l
     )
  UPDATE "Link" SET "clicksServed" = LEAST(b."max", b."served" + w."n")
    FROM "before" b JOIN "wanted" w ON w."id" = b."id"
   WHERE "Link"."id" = b."id" AND b."served" < b."max"
  RETURNING "Link"."id", LEAST(b."max", b."served" + w."n") - b."served" AS "granted", b."max" - LEAST(b."max", b."served" + w."n") AS "left"`;

async function takeWaiting(s: TakeState): Promise<void> {
  while (s.waiting.size > 0) {
    const batch = s.waiting;
    s.waiting = new Map();
    const ids = [...batch.keys()].sort();
    try {
      const { rows } = await pgPool().query<{ id: string; granted: number; left: number }>({
        name: "utilify_take_clicks",
        text: TAKE_CLICKS,
        values: [ids, ids.map((id) => batch.get(id)!.length)],
      });
      const result = new Map(rows.map((row) => [row.id, row]));
      for (const [id, waiting] of batch) {
        const row = result.get(id);
        const granted = row?.granted ?? 0;
        // None left (or none any more after these): later visits are answered "expired" without asking.
        if (!row || row.left <= 0) for (const { link } of waiting) link.usedUp = true;
        waiting.forEach(({ taken }, i) => taken(i < granted));
      }
    } catch (error) {
      for (const waiting of batch.values()) for (const { failed } of waiting) failed(error);
    }
  }
  s.running = false;
}
