/**
 * The one graceful-shutdown sequence of a Utilify process. Work registers under a stage; on SIGTERM, SIGINT or
 * SIGHUP the stages run strictly in this order, whatever the order of registration:
 *
 *   server   — stop accepting connections and drain the requests in flight (server.ts)
 *   flush    — write what is buffered in memory (clicks), which still needs the database
 *   close    — close database pools and listeners
 *   database — stop the embedded Postgres (scripts/database.ts), last of all
 *
 * then the process exits. A second signal while this runs is ignored (a terminal's Ctrl-C reaches every process of
 * the group, and tsx relays it once more); a watchdog bounds the whole sequence. Hooks live on globalThis because
 * server.ts and Next's bundles load separate copies of lib modules in one process.
 */
type Hook = () => Promise<void> | void;
export type ShutdownStage = "server" | "flush" | "close" | "database";
const STAGES: readonly ShutdownStage[] = ["server", "flush", "close", "database"];
export const SHUTDOWN_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP"] as const;
/** Past this, the process exits even though a hook has not finished. */
const SHUTDOWN_TIMEOUT_MS = 60_000;

interface ShutdownState {
  hooks: Map<string, { hook: Hook; stage: ShutdownStage }>;
  running: Promise<void> | null;
  onSignal: ((signal: NodeJS.Signals) => void) | null;
}

const registry = globalThis as unknown as { __utilifyShutdown?: ShutdownState };

function state(): ShutdownState {
  return (registry.__utilifyShutdown ??= { hooks: new Map(), running: null, onSignal: null });
}

/** Registers (or replaces) the hook with this name. */
export function onShutdown(name: string, hook: Hook, stage: ShutdownStage = "flush"): void {
  state().hooks.set(name, { hook, stage });
}

export function isShuttingDown(): boolean {
  return state().running !== null;
}

/** Runs every hook, stage by stage (within a stage in registration order). Runs once: later calls share the run. */
export function runShutdownHooks(): Promise<void> {
  const s = state();
  s.running ??= (async () => {
    for (const stage of STAGES) {
      // Read per stage: a hook may register another (the click buffer registers on its first click, maybe mid-drain).
      for (const [name, entry] of [...s.hooks]) {
        if (entry.stage !== stage) continue;
        try {
          await entry.hook();
        } catch (error) {
          console.error(`[shutdown] ${name} failed:`, error);
        }
      }
    }
  })();
  return s.running;
}

/**
 * Makes SIGTERM, SIGINT and SIGHUP run the shutdown sequence, then exit (0, or 1 when the watchdog fired). Call it
 * as early as possible in a process that owns resources; calling it again changes nothing.
 */
export function handleShutdownSignals(): void {
  const s = state();
  if (s.onSignal) return;
  s.onSignal = (signal) => {
    if (s.running) {
      console.log(`[shutdown] ${signal} received again: still shutting down`);
      return;
    }
    console.log(`[shutdown] ${signal} received: stopping`);
    const watchdog = setTimeout(() => {
      console.error(`[shutdown] not finished after ${SHUTDOWN_TIMEOUT_MS / 1000} s, exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    watchdog.unref();
    void runShutdownHooks().then(() => {
      console.log("[shutdown] done");
      process.exit(0);
    });
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, s.onSignal);
}

/**
 * Removes every other visible listener of the shutdown signals, so that no library (an exit hook that stops its
 * child processes and exits, say) can end the process in the middle of the sequence. Call it once everything is
 * loaded. (tsx's own relay listener is hidden from process.listeners() and stays: it only reports the signal.)
 */
export function claimShutdownSignals(): void {
  handleShutdownSignals();
  const ours = state().onSignal;
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (listener !== ours) process.removeListener(signal, listener);
    }
  }
}
