import { loadConfiguration } from "./configuration.mjs";

/**
 * `npm run clicks:retention`: one run of the click retention job (tools/url-shortener/redirect/click-partitions.ts)
 * against DATABASE_URL, for cron. Every server process also runs it hourly; runs are idempotent and one at a time
 * across instances, so both may be on. Exit code 1 when the run failed.
 */

// DATABASE_URL from the environment or the .env files, as `npm start` reads it; before the modules that use it load.
loadConfiguration({ dev: false });
const { closePgPool } = await import("../lib/platform/db/pool");
const { runClickRetention } = await import("../tools/url-shortener/redirect/click-partitions");

try {
  const run = await runClickRetention();
  if (!run.ran) console.log("[clicks] retention: another instance is running it; nothing done");
  else {
    const dropped = `${run.dropped.length}${run.dropped.length ? ` (${run.dropped.join(", ")})` : ""}`;
    console.log(`[clicks] retention: created ${run.created} partitions, dropped ${dropped}, deleted ${run.trimmed} hours-by-value rows past their days`);
  }
} catch (error) {
  console.error("[clicks] retention failed:", (error as Error).message);
  process.exitCode = 1;
} finally {
  await closePgPool();
}
