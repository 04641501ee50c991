import { onShutdown } from "@/ops/shutdown";

/**
 * Runs a server process's background jobs (the list and schedule: jobs.ts, beside server.ts). Each runs once when
 * the server starts, then every `everyMs`; a run never overlaps the one before; a failed run is logged and retried at
 * the next tick. Only the first runs of jobs marked `beforeServing` hold the server's start (a fresh database has its
 * click partitions before the first click is flushed); the others run beside the first requests. The shutdown
 * sequence stops the timers and waits for a run in progress.
 */

export interface Job {
  name: string;
  everyMs: number;
  /** The server takes no request before this job's first run has ended (whether it succeeded or not). */
  beforeServing?: boolean;
  /** One run; returns a line worth logging, or nothing. */
  run: () => Promise<string | void>;
}

const holder = globalThis as unknown as { __utilifyJobs?: boolean };

async function runLogged(job: Job): Promise<void> {
  try {
    const line = await job.run();
    if (line) console.log(`[jobs] ${job.name}: ${line}`);
  } catch (error) {
    console.error(`[jobs] ${job.name} failed, will retry:`, (error as Error).message);
  }
}

/** Starts every job (once per process): a first run of each, then its schedule; resolves when the `beforeServing` ones have run. */
export async function startJobs(jobs: readonly Job[]): Promise<void> {
  if (holder.__utilifyJobs) return;
  holder.__utilifyJobs = true;
  const holdingStart: Array<Promise<void>> = [];
  for (const job of jobs) {
    let running: Promise<void> | null = null;
    const runOnce = () => (running ??= runLogged(job).finally(() => (running = null)));
    const first = runOnce();
    const timer = setInterval(() => void runOnce(), job.everyMs);
    timer.unref();
    onShutdown(`job:${job.name}`, async () => {
      clearInterval(timer);
      await running;
    });
    if (job.beforeServing) holdingStart.push(first);
  }
  await Promise.all(holdingStart);
}
