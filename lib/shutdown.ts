/**
 * Work to finish before the process exits (flushing buffered clicks, closing pools). The custom server calls
 * runShutdownHooks() on SIGTERM/SIGINT. Hooks live on globalThis because server.ts and Next's bundles load
 * separate copies of lib modules in one process.
 *
 * Two stages: every "flush" hook (work that may still need the database) runs before any "close" hook (database
 * disconnects, stopping embedded Postgres), whatever the order they were registered in.
 */
type Hook = () => Promise<void> | void;
export type ShutdownStage = "flush" | "close";

const registry = globalThis as unknown as { __utilifyShutdownHooks?: Map<string, { hook: Hook; stage: ShutdownStage }> };

function hooks(): Map<string, { hook: Hook; stage: ShutdownStage }> {
  return (registry.__utilifyShutdownHooks ??= new Map());
}

/** Registers (or replaces) the hook with this name. */
export function onShutdown(name: string, hook: Hook, stage: ShutdownStage = "flush"): void {
  hooks().set(name, { hook, stage });
}

export async function runShutdownHooks(): Promise<void> {
  const all = [...hooks()];
  // Within a stage, hooks run in registration order.
  for (const stage of ["flush", "close"] as const) {
    for (const [name, entry] of all) {
      if (entry.stage !== stage) continue;
      try {
        await entry.hook();
      } catch (error) {
        console.error(`[shutdown] ${name} failed:`, error);
      }
    }
  }
}
