/**
 * The page benchmark's settings, from the environment (README, Benchmarks), and the page standard it holds every
 * page to.
 */

const flag = (name: string, fallback: boolean) => (process.env[name] === undefined ? fallback : process.env[name] !== "0");
const count = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback) || fallback);

export const SERVER_PORT = Number(process.env.BENCH_PAGES_PORT ?? 3160);
export const DB_PORT = Number(process.env.BENCH_PAGES_DB_PORT ?? SERVER_PORT + 2);
export const ORIGIN = `http://127.0.0.1:${SERVER_PORT}`;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Paths to measure (BENCH_ROUTES, comma-separated): only those, in every measure. */
export const ONLY_ROUTES = process.env.BENCH_ROUTES?.split(",").map((r) => r.trim()).filter(Boolean) ?? [];

export const SETTINGS = {
  /** Sequential GETs per route for the response time. */
  samples: count("BENCH_SAMPLES", 50),
  warmup: 5,
  lighthouse: flag("BENCH_LIGHTHOUSE", true),
  lighthouseRuns: count("BENCH_LIGHTHOUSE_RUNS", 3),
  /** Lighthouse on one page of each kind (default) or on every route ("all"). */
  lighthouseAllRoutes: process.env.BENCH_LIGHTHOUSE_ROUTES === "all",
  lighthouseDesktop: process.env.BENCH_LIGHTHOUSE_DESKTOP === "1",
  /** The mobile runs again with the throttling applied to the browser instead of simulated (reported beside them). */
  lighthouseApplied: flag("BENCH_LIGHTHOUSE_APPLIED", true),
  toolReady: flag("BENCH_TOOL_READY", true),
  toolReadyRuns: count("BENCH_TOOL_READY_RUNS", 5),
  /** The same visit on a bare Next page with one field (pages/floor.ts): what no page of this stack can beat here. */
  floorReady: flag("BENCH_FLOOR_READY", true),
  /** Time from one key press to the next while typing (a quick typist: about 120 words a minute). */
  keyIntervalMs: count("BENCH_KEY_INTERVAL_MS", 100),
  /**
   * First-load JS is deterministic and always gates; Lighthouse and the throttled timings swing with the machine's
   * load, so on a busy machine their misses can be reported without failing the run.
   */
  lighthouseGate: flag("BENCH_LIGHTHOUSE_GATE", true),
  toolReadyGate: flag("BENCH_TOOL_READY_GATE", true),
} as const;

/**
 * The page standard: our own first-load JS on top of the framework floor (what Next and React alone load on every
 * page of this build, measured), Lighthouse's mobile figures, and a tool's readiness under real throttling.
 */
export const TARGETS = {
  ownJsGzip: { static: 40 * 1024, tool: 70 * 1024 },
  lighthouse: { performance: 90, lcpMs: 2000, tbtMs: 200, cls: 0.02 },
  toolReadyMs: 3000,
  firstInteractionMs: 100,
} as const;

/** The throttling of the tool-ready measure: a mid-range phone on a slow mobile network. */
export const THROTTLING = {
  rttMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
} as const;
