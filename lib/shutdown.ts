/**
 * Work to finish before the process exits (flushing buffered clicks, closing pools). The custom server calls
 * runShutdownHooks() on SIGTERM/SIGINT. Hooks live on globalThis because server.ts and Next's bundles load
 * separate copies of lib modules in one process.
 */
type Hook = () => Promise<void> | void;

const registry = globalThis as unknown as { __utilifyShutdownHooks?: Map<string, Hook> };

function hooks(): Map<string, Hook> {
  return (registry.__utilifyShutdownHooks ??= new Map());
}

/** Registers (or replaces) the hook with this name. */
export function onShutdown(name: string, hook: Hook): void {
  hooks().set(name, hook);
}

export async function runShutdownHooks(): Promise<void> {
  // Hooks run in registration order; the database disconnect is registered last by the server.
  for (const [name, hook] of hooks()) {
    try {
      await hook();
    } catch (error) {
      console.error(`[shutdown] ${name} failed:`, error);
    }
  }
}
