import "server-only";
import { onShutdown } from "@/ops/shutdown";
import { purgeExpiredSecrets } from "./secrets";

/**
 * The in-process job that deletes expired one-time secrets: a run at start, then hourly, stopped by the shutdown
 * sequence (the same pattern as the click retention job, tools/url-shortener/redirect/click-partitions.ts). Every
 * reveal also purges on its way, so an expired secret never outlives its expiry by more than an hour anywhere.
 */

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const holder = globalThis as unknown as { __utilifySecretPurge?: { timer: NodeJS.Timeout; running: Promise<unknown> | null } };

async function runLogged(): Promise<void> {
  try {
    const purged = await purgeExpiredSecrets();
    if (purged) console.log(`[secrets] purged ${purged} expired one-time secret${purged === 1 ? "" : "s"}`);
  } catch (error) {
    console.error("[secrets] purge failed, will retry:", (error as Error).message);
  }
}

export async function startSecretPurge(): Promise<void> {
  if (holder.__utilifySecretPurge) return;
  const state: { timer: NodeJS.Timeout; running: Promise<unknown> | null } = {
    timer: setInterval(() => {
      if (!state.running) state.running = runLogged().finally(() => (state.running = null));
    }, PURGE_INTERVAL_MS),
    running: null,
  };
  state.timer.unref();
  holder.__utilifySecretPurge = state;
  onShutdown("secret-purge", async () => {
    clearInterval(state.timer);
    await state.running;
    holder.__utilifySecretPurge = undefined;
  });
  state.running = runLogged().finally(() => (state.running = null));
  await state.running;
}
