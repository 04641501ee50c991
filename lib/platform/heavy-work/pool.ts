import "server-only";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { serverEnv } from "@/lib/platform/config/env";
import { UserFacingError } from "@/lib/platform/errors";
import { HEAVY_ACCOUNT_BUSY_MESSAGE, HEAVY_BUSY_MESSAGE, HEAVY_TIMEOUT_MESSAGE, HEAVY_WORK } from "@/lib/platform/input-bounds";

/**
 * The heavy-work pool: every CPU-heavy server job (sharp, pdf.js, pdf-lib, and any later converter) runs here, in a
 * bounded set of worker threads, never on the thread that answers requests. Jobs wait in a bounded queue; when it is
 * full, or one account already has its share running or waiting, the job is refused at once (HeavyBusyError: 503 or
 * 429 with Retry-After). A job past its time limit has its worker ended (a new one starts for the next job) and fails
 * with a message; so does a job that runs its worker out of memory.
 *
 * A job is a task module (a path from the project root, e.g. `tools/image-converter/server/convert-task.ts`) whose
 * exported `run(input)` the worker calls (lib/platform/heavy-work/worker.mjs). Inputs are structured-cloned into the worker, so
 * large inputs travel as temporary file paths and the worker reads them itself.
 */

export interface PoolOptions {
  threads: number;
  maxQueued: number;
  maxPerAccount: number;
  jobTimeLimitMs: number;
  retryAfterSeconds: number;
  workerHeapMb: number;
  idleMs: number;
}

/** The pool is full, or the account has its share: answer 503 (everyone) or 429 (this account), with Retry-After. */
export class HeavyBusyError extends Error {
  constructor(
    message: string,
    readonly status: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = "HeavyBusyError";
  }
}

/** How a converter answers a refused job: its status, Retry-After, and the message in its own body shape. */
export function busyHeaders(error: HeavyBusyError): Record<string, string> {
  return { "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "no-store" };
}

interface Job {
  module: string;
  input: unknown;
  account: string | null;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
}

const WORKER_FILE = path.join("lib", "platform", "heavy-work", "worker.mjs");

let nextId = 0;

export class HeavyPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private readonly perAccount = new Map<string, number>();
  private closed = false;

  constructor(readonly options: PoolOptions) {}

  /** Jobs running and waiting, for the pool's own tests and the bench. */
  get load(): { running: number; queued: number } {
    let running = 0;
    for (const thread of this.threads) if (thread.job) running++;
    return { running, queued: this.queue.length };
  }

  /** Runs `run(input)` of the task module in a worker. `account`: the caller whose share of the pool this uses. */
  run<T>(module: string, input: unknown, account: string | null = null): Promise<T> {
    const { maxPerAccount, maxQueued, threads, retryAfterSeconds } = this.options;
    if (this.closed) return Promise.reject(new HeavyBusyError(HEAVY_BUSY_MESSAGE, 503, retryAfterSeconds));
    if (account !== null && (this.perAccount.get(account) ?? 0) >= maxPerAccount) {
      return Promise.reject(new HeavyBusyError(HEAVY_ACCOUNT_BUSY_MESSAGE, 429, retryAfterSeconds));
    }
    if (this.load.running >= threads && this.queue.length >= maxQueued) {
      return Promise.reject(new HeavyBusyError(HEAVY_BUSY_MESSAGE, 503, retryAfterSeconds));
    }
    return new Promise<T>((resolve, reject) => {
      if (account !== null) this.perAccount.set(account, (this.perAccount.get(account) ?? 0) + 1);
      this.queue.push({ module, input, account, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Refuses new jobs, fails the waiting ones, waits for the running ones to end and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, () => job.reject(new HeavyBusyError(HEAVY_BUSY_MESSAGE, 503, this.options.retryAfterSeconds)));
    await Promise.all([...this.threads].map((thread) => this.stop(thread)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let thread = [...this.threads].find((t) => t.job === null);
      if (!thread) {
        if (this.threads.size >= this.options.threads) return;
        thread = this.spawn();
      }
      this.start(thread, this.queue.shift()!);
    }
  }

  private spawn(): Thread {
    // The worker file is started by its path at run time, never bundled: Next's bundler follows `new Worker` of an
    // imported worker_threads (into tsx and esbuild's binary), not the constructor taken from the running Node.
    const { Worker: WorkerThread } = process.getBuiltinModule("node:worker_threads");
    const worker: Worker = new WorkerThread(path.join(process.cwd(), WORKER_FILE), {
      // The worker registers its own loaders: the parent's flags (tsx, test runners) are not passed on.
      execArgv: [],
      workerData: { compiledTasks: state.compiledTasks },
      resourceLimits: { maxOldGenerationSizeMb: this.options.workerHeapMb },
    });
    // An idle worker does not keep the process alive; a job's own promise does.
    worker.unref();
    const thread: Thread = { worker, job: null, timer: null, idleTimer: null };
    this.threads.add(thread);
    worker.on("message", (message: { id: number; started?: true; ok?: boolean; value?: unknown; error?: { name: string; message: string; code?: string } }) => {
      const job = thread.job;
      if (!job) return;
      if (message.started) return this.clock(thread, job);
      this.finish(thread);
      if (message.ok) this.settle(job, () => job.resolve(message.value));
      else this.settle(job, () => job.reject(revive(message.error!)));
    });
    worker.on("error", (error) => this.lose(thread, error));
    worker.on("exit", () => this.lose(thread, new Error("the worker exited")));
    return thread;
  }

  private start(thread: Thread, job: Job): void {
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    thread.job = job;
    thread.worker.ref();
    thread.worker.postMessage({ id: nextId++, module: job.module, input: job.input });
  }

  /** The worker has its task's code loaded and starts the job: from now on the time limit counts. */
  private clock(thread: Thread, job: Job): void {
    thread.timer = setTimeout(() => {
      // Past its time: the worker is ended (terminate stops even a synchronous loop), the user told.
      this.threads.delete(thread);
      thread.job = null;
      void thread.worker.terminate();
      this.settle(job, () => job.reject(new UserFacingError(HEAVY_TIMEOUT_MESSAGE, "validation")));
      this.dispatch();
    }, this.options.jobTimeLimitMs);
  }

  /** The job of `thread` is answered: the thread waits for the next one, or exits after a while without one. */
  private finish(thread: Thread): void {
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    thread.job = null;
    thread.worker.unref();
    this.dispatch();
    if (thread.job === null && !this.closed) {
      thread.idleTimer = setTimeout(() => void this.stop(thread), this.options.idleMs);
      thread.idleTimer.unref();
    }
  }

  /** The worker failed or exited on its own (out of memory, a crash): its job fails, a new worker takes the next. */
  private lose(thread: Thread, error: unknown): void {
    if (!this.threads.delete(thread)) return;
    if (thread.timer) clearTimeout(thread.timer);
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    const job = thread.job;
    thread.job = null;
    if (job) {
      const outOfMemory = (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
      if (!outOfMemory) console.error("[heavy-work] a worker failed:", error instanceof Error ? error.message : error);
      this.settle(job, () =>
        job.reject(outOfMemory ? new UserFacingError("This file needs more memory than one conversion may use. Try a smaller file.", "validation") : error),
      );
    }
    this.dispatch();
  }

  private async stop(thread: Thread): Promise<void> {
    if (thread.job) await new Promise<void>((resolve) => thread.worker.once("exit", () => resolve()).once("message", () => resolve()));
    this.threads.delete(thread);
    if (thread.timer) clearTimeout(thread.timer);
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    await thread.worker.terminate();
  }

  private settle(job: Job, answer: () => void): void {
    if (job.account !== null) {
      const left = (this.perAccount.get(job.account) ?? 1) - 1;
      if (left > 0) this.perAccount.set(job.account, left);
      else this.perAccount.delete(job.account);
    }
    answer();
  }
}

/** An error from the worker as the request thread knows it: the user's message stays one. */
function revive(error: { name: string; message: string; code?: string }): Error {
  if (error.name === "UserFacingError") return new UserFacingError(error.message, (error.code as UserFacingError["code"]) ?? "validation");
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}

/**
 * One pool per process. server.ts's code and Next's bundled route handlers each hold a copy of this module, so the
 * pool lives on the process's global object: the handlers' jobs run in the pool the shutdown sequence closes.
 */
const state = ((globalThis as { [key: symbol]: unknown })[Symbol.for("utilify.heavy-work")] ??= {
  pool: null,
  compiledTasks: null,
}) as { pool: HeavyPool | null; compiledTasks: string | null };

/**
 * The server runs compiled (dist/server, scripts/bundle-server.mjs): the task modules were compiled into `dir` at the
 * same relative paths, so workers load those and no TypeScript compiler.
 */
export function runCompiledTasksFrom(dir: string | null): void {
  state.compiledTasks = dir;
}

/**
 * This process's pool (lib/platform/input-bounds.ts sizes it); closed by the server's shutdown sequence. Where the
 * process started with a smaller libuv pool than UV_THREADPOOL_SIZE asks for, fewer threads, so that two libuv
 * threads always stay free for file reads and compression.
 */
export function heavyPool(): HeavyPool {
  const uvThreads = serverEnv().UV_THREADPOOL_SIZE ?? 4;
  state.pool ??= new HeavyPool({ ...HEAVY_WORK, threads: Math.max(1, Math.min(HEAVY_WORK.threads, uvThreads - 2)) });
  return state.pool;
}

export async function closeHeavyPool(): Promise<void> {
  const pool = state.pool;
  state.pool = null;
  await pool?.close();
}
