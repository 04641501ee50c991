import "server-only";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { UserFacingError } from "@/lib/platform/errors";
import { HEAVY_ACCOUNT_BUSY_MESSAGE, HEAVY_BUSY_MESSAGE, HEAVY_TIMEOUT_MESSAGE, HEAVY_WORK, QUICK_TIMEOUT_MESSAGE, QUICK_WORK } from "@/lib/platform/input-bounds";

/**
 * The heavy-work pool: every CPU-heavy server job (sharp, pdf.js, pdf-lib, and any later converter) runs here, in a
 * bounded set of worker processes, never in the process that answers requests. Workers are processes, not threads, so
 * that all of a job's threads (libuv's pool where sharp works, libvips' own) run at the lowest CPU priority: on a busy
 * machine the server's event loop gets a core first, and a conversion only takes what is left. Jobs wait in a bounded
 * queue; when it is full, or one account already has its share running or waiting, the job is refused at once
 * (HeavyBusyError: 503 or 429 with Retry-After). A job past its time limit has its worker ended (a new one starts for
 * the next job) and fails with a message; so does a job that runs its worker out of memory.
 *
 * A job is a task module (a path from the project root, e.g. `tools/image-converter/server/convert-task.ts`) whose
 * exported `run(input)` the worker calls (lib/platform/heavy-work/worker.mjs). Inputs and answers are copied between
 * the processes (V8's serialisation), so large inputs travel as temporary file paths and the worker reads them itself.
 */

export interface PoolOptions {
  workers: number;
  maxQueued: number;
  maxPerAccount: number;
  jobTimeLimitMs: number;
  retryAfterSeconds: number;
  workerHeapMb: number;
  idleMs: number;
  /** What a job past its time limit is told (default: the conversions' message). */
  timeoutMessage?: string;
}

/**
 * The pool is full, or the account has its share: the converters answer 503 (everyone) or 429 (this account), with
 * Retry-After. Elsewhere (the QR scan check in forms and the API) it is a user-facing "try again shortly" (429).
 */
/** A job's input that cannot be copied to a worker process (not plain data). */
export const NOT_DATA_MESSAGE = "This request is not valid: it holds something other than text, numbers and files.";

export class HeavyBusyError extends UserFacingError {
  constructor(
    message: string,
    readonly status: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {
    super(message, "rate_limited");
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
  /** What the job is told past its time limit (default: its lane's message). */
  timeoutMessage: string | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: ChildProcess;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  idleTimer: NodeJS.Timeout | null;
}

const WORKER_FILE = path.join("lib", "platform", "heavy-work", "worker.mjs");

let nextId = 0;

export class HeavyPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private readonly perAccount = new Map<string, number>();
  private closed = false;

  constructor(readonly options: PoolOptions) {}

  /** Jobs running and waiting, for the pool's own tests and the bench. */
  get load(): { running: number; queued: number } {
    let running = 0;
    for (const slot of this.slots) if (slot.job) running++;
    return { running, queued: this.queue.length };
  }

  /**
   * Runs `run(input)` of the task module in a worker. `account`: the caller whose share of the pool this uses;
   * `timeoutMessage`: what the caller is told past the time limit, when the lane's words do not fit the job.
   */
  run<T>(module: string, input: unknown, account: string | null = null, timeoutMessage?: string): Promise<T> {
    const { maxPerAccount, maxQueued, workers, retryAfterSeconds } = this.options;
    if (this.closed) return Promise.reject(new HeavyBusyError(HEAVY_BUSY_MESSAGE, 503, retryAfterSeconds));
    if (account !== null && (this.perAccount.get(account) ?? 0) >= maxPerAccount) {
      return Promise.reject(new HeavyBusyError(HEAVY_ACCOUNT_BUSY_MESSAGE, 429, retryAfterSeconds));
    }
    if (this.load.running >= workers && this.queue.length >= maxQueued) {
      return Promise.reject(new HeavyBusyError(HEAVY_BUSY_MESSAGE, 503, retryAfterSeconds));
    }
    return new Promise<T>((resolve, reject) => {
      if (account !== null) this.perAccount.set(account, (this.perAccount.get(account) ?? 0) + 1);
      this.queue.push({ module, input, account, timeoutMessage, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Refuses new jobs, fails the waiting ones, waits for the running ones to end and stops every worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) this.settle(job, () => job.reject(new HeavyBusyError(HEAVY_BUSY_MESSAGE, 503, this.options.retryAfterSeconds)));
    await Promise.all([...this.slots].map((slot) => this.stop(slot)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((t) => t.job === null);
      if (!slot) {
        if (this.slots.size >= this.options.workers) return;
        slot = this.spawn();
      }
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    // The worker file is started by its path at run time, never bundled: Next's bundler traces the files of a `fork`
    // or `new Worker` it can see (into tsx and esbuild's binary), not of the function taken from the running Node.
    const { fork } = process.getBuiltinModule("node:child_process");
    const worker = fork(path.join(process.cwd(), WORKER_FILE), state.compiledTasks ? [state.compiledTasks] : [], {
      // The worker registers its own loaders: the parent's flags (tsx, test runners) are not passed on.
      execArgv: [`--max-old-space-size=${this.options.workerHeapMb}`],
      // Byte arrays travel as such, not as JSON.
      serialization: "advanced",
    });
    // An idle worker does not keep the process alive; a job's own promise does.
    unref(worker);
    const slot: Slot = { worker, job: null, timer: null, idleTimer: null };
    this.slots.add(slot);
    worker.on("message", (message: { id: number; started?: true; ok?: boolean; value?: unknown; error?: { name: string; message: string; code?: string } }) => {
      const job = slot.job;
      if (!job) return;
      if (message.started) return this.clock(slot, job);
      this.finish(slot);
      if (message.ok) this.settle(job, () => job.resolve(message.value));
      else this.settle(job, () => job.reject(revive(message.error!)));
    });
    worker.on("error", (error) => this.lose(slot, error));
    // V8 aborts a process out of heap (SIGABRT; exit code 134 where a shell reports it).
    worker.on("exit", (code, signal) => this.lose(slot, Object.assign(new Error("the worker exited"), { outOfMemory: signal === "SIGABRT" || code === 134 })));
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.job = job;
    slot.worker.ref();
    slot.worker.channel?.ref();
    try {
      slot.worker.send({ id: nextId++, module: job.module, input: job.input });
    } catch (error) {
      // An input that is not data (a function, an object V8 cannot copy) never reaches a worker: the request is
      // refused with a message and the worker takes the next job. A closed channel is left to the exit handler.
      if (!(error instanceof Error && /could not be cloned/.test(error.message))) throw error;
      this.finish(slot);
      this.settle(job, () => job.reject(new UserFacingError(NOT_DATA_MESSAGE, "validation")));
    }
  }

  /** The worker has its task's code loaded and starts the job: from now on the time limit counts. */
  private clock(slot: Slot, job: Job): void {
    slot.timer = setTimeout(() => {
      // Past its time: the worker is ended (SIGKILL stops even a synchronous loop), the user told.
      this.slots.delete(slot);
      slot.job = null;
      slot.worker.kill("SIGKILL");
      this.settle(job, () => job.reject(new UserFacingError(job.timeoutMessage ?? this.options.timeoutMessage ?? HEAVY_TIMEOUT_MESSAGE, "validation")));
      this.dispatch();
    }, this.options.jobTimeLimitMs);
  }

  /** The job of `slot` is answered: its worker waits for the next one, or exits after a while without one. */
  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    unref(slot.worker);
    this.dispatch();
    if (slot.job === null && !this.closed) {
      slot.idleTimer = setTimeout(() => void this.stop(slot), this.options.idleMs);
      slot.idleTimer.unref();
    }
  }

  /** The worker failed or exited on its own (out of memory, a crash): its job fails, a new worker takes the next. */
  private lose(slot: Slot, error: unknown): void {
    if (!this.slots.delete(slot)) return;
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    const job = slot.job;
    slot.job = null;
    if (job) {
      const outOfMemory = (error as { outOfMemory?: boolean }).outOfMemory === true;
      if (!outOfMemory) console.error("[heavy-work] a worker failed:", error instanceof Error ? error.message : error);
      this.settle(job, () =>
        job.reject(outOfMemory ? new UserFacingError("This file needs more memory than one conversion may use. Try a smaller file.", "validation") : error),
      );
    }
    this.dispatch();
  }

  private async stop(slot: Slot): Promise<void> {
    const { worker } = slot;
    if (slot.job) await new Promise<void>((resolve) => worker.once("exit", () => resolve()).once("message", () => resolve()));
    this.slots.delete(slot);
    if (slot.timer) clearTimeout(slot.timer);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    if (worker.exitCode !== null || worker.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    worker.kill("SIGKILL");
    await exited;
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

/** Lets the server's process exit while `worker` waits for a job (the process itself and its message channel). */
function unref(worker: ChildProcess): void {
  worker.unref();
  worker.channel?.unref();
}

/** An error from the worker as the server knows it: the user's message stays one. */
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
  pools: new Map(),
  compiledTasks: null,
}) as { pools: Map<Lane, HeavyPool>; compiledTasks: string | null };

/** The pools of a process: conversions, and quick checks a page waits on (lib/platform/input-bounds.ts). */
const LANES = {
  convert: HEAVY_WORK,
  quick: { ...QUICK_WORK, timeoutMessage: QUICK_TIMEOUT_MESSAGE },
} satisfies Record<string, PoolOptions>;
export type Lane = keyof typeof LANES;

/**
 * The server runs compiled (dist/server, scripts/bundle-server.mjs): the task modules were compiled into `dir` at the
 * same relative paths, so workers load those and no TypeScript compiler.
 */
export function runCompiledTasksFrom(dir: string | null): void {
  state.compiledTasks = dir;
}

/** What callers use of the process's pool. */
export type SharedHeavyPool = Pick<HeavyPool, "options" | "load" | "run">;

/**
 * This process's pool of `lane` (lib/platform/input-bounds.ts sizes each); closed by the server's shutdown sequence.
 * A pool is shared by every copy of this module (server.ts's, and Next's layers: a page's server actions and the route
 * handlers are bundled apart), but the errors a caller gets are made with its own copy's classes, so that its
 * `instanceof` checks (UserFacingError, HeavyBusyError) hold whichever copy started the pool.
 */
export function heavyPool(lane: Lane = "convert"): SharedHeavyPool {
  let pool = state.pools.get(lane);
  if (!pool) state.pools.set(lane, (pool = new HeavyPool(LANES[lane])));
  return {
    options: pool.options,
    get load() {
      return pool.load;
    },
    run: <T>(module: string, input: unknown, account: string | null = null, timeoutMessage?: string) =>
      pool.run<T>(module, input, account, timeoutMessage).catch((error: unknown) => {
        throw ownClass(error);
      }),
  };
}

/** `error` made again with this copy's classes, when another copy's pool made it. */
function ownClass(error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof UserFacingError) return error;
  const made = error as Error & { status?: 429 | 503; retryAfterSeconds?: number; code?: UserFacingError["code"]; title?: string; fieldErrors?: Record<string, string> };
  if (made.name === "HeavyBusyError") return new HeavyBusyError(made.message, made.status ?? 503, made.retryAfterSeconds ?? HEAVY_WORK.retryAfterSeconds);
  if (made.name === "UserFacingError") return new UserFacingError(made.message, made.code, made.title, made.fieldErrors);
  return error;
}

/** Closes every lane's pool (the shutdown sequence). */
export async function closeHeavyPool(): Promise<void> {
  const pools = [...state.pools.values()];
  state.pools.clear();
  await Promise.all(pools.map((pool) => pool.close()));
}
