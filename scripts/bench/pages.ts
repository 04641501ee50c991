import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, log, runBenchmark, startBenchDatabase, startSiteServer, waitForStatus } from "./lib/harness";
import { kb, ms, ms2, seconds, table, version } from "./pages/format";
import { CHROME_FLAGS, measureLighthouse, printLighthouse, type LighthouseResults } from "./pages/lighthouse";
import { measureTiming, printTimings, type Timing } from "./pages/response-time";
import { benchRoutes } from "./pages/routes";
import { CHROMIUM, DB_PORT, ORIGIN, SERVER_PORT, SETTINGS, TARGETS, THROTTLING } from "./pages/settings";
import { measureFloor, printFloorLighthouse, printFloorReady } from "./pages/floor";
import { measureToolReady, printToolReady, type ToolReadyResult } from "./pages/tool-ready";
import { measureWeight, printWeight, scriptSizes } from "./pages/weight";

/**
 * Page benchmark: the page standard (docs/architecture.md, Page weight; README, Benchmarks). Routes: every indexed
 * page of the page registry (tools/page-registry.ts: home, the site's pages, each live tool; new tools join by themselves)
 * with one long-tail page per tool that has them, a coming-soon page and /account signed out. On the production build
 * behind server.ts, one table per measure, each figure beside its target:
 * 1. first-load JS (pages/weight.ts): the framework floor — what Next and React alone load on an empty page of this
 *    build, from its build manifest — and, per route, our own first-load JS on top of it (gzip -9): ≤ 40 kB on a
 *    page without a tool, ≤ 70 kB on a tool page;
 * 2. server response time (pages/response-time.ts): time to first byte of sequential GETs, reported;
 * 3. Lighthouse 12 mobile (pages/lighthouse.ts), median of 3 runs, on one page of each kind (home, a static page, a
 *    tool of each category, a long-tail page, coming soon, account; BENCH_LIGHTHOUSE_ROUTES=all: every route):
 *    LCP ≤ 2.0 s, CLS ≤ 0.02, TBT ≤ 200 ms, performance ≥ 90;
 * 4. tool ready and the first interaction's INP in Chromium with real throttling (pages/tool-ready.ts) on six tools:
 *    ≤ 3.0 s and ≤ 100 ms, p50 of 5; and its framework floor (pages/floor.ts): the same visit, and Lighthouse, on a
 *    bare Next page with one field, reported (BENCH_FLOOR_READY=0 skips it).
 * The run exits non-zero when a page breaks a target. First-load JS is deterministic and always gates; Lighthouse and
 * the throttled timings swing with the machine's load, so BENCH_LIGHTHOUSE_GATE=0 and BENCH_TOOL_READY_GATE=0 report
 * their misses without failing. Everything is written to bench-results/pages.json.
 *
 * Ports BENCH_PAGES_PORT (server, default 3160) and BENCH_PAGES_DB_PORT (Postgres, default the server's + 2).
 * BENCH_ROUTES (comma-separated paths: only those, in every measure); BENCH_SAMPLES (GETs per route, default 50);
 * BENCH_LIGHTHOUSE=0 skips Lighthouse, BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_LIGHTHOUSE_DESKTOP=1 adds the
 * desktop configuration (reported), BENCH_LIGHTHOUSE_APPLIED=0 skips the mobile runs with applied throttling;
 * BENCH_TOOL_READY=0 skips tool ready, BENCH_TOOL_READY_RUNS (default 5), BENCH_TOOL_READY_TRACE=dir writes each run's
 * Chrome trace there (tracing slows the runs: for finding where time goes, not for figures),
 * BENCH_KEY_INTERVAL_MS (typing pace, default 100); CHROMIUM_PATH (default /usr/bin/chromium, installed when missing
 * as for e2e); BENCH_BUILD=1 rebuilds.
 */

const OUTPUT = path.join("bench-results", "pages.json");

runBenchmark("Page", async (failures) => {
  const started = Date.now();
  const loadBefore = os.loadavg();
  const routes = benchRoutes();
  if (!routes.length) throw new Error(`BENCH_ROUTES matches no route: ${process.env.BENCH_ROUTES}`);
  if (spawnSync("bash", ["scripts/ensure-chromium.sh"], { stdio: "inherit" }).status !== 0) throw new Error("Chromium is missing");
  ensureBuild(ORIGIN);
  const database = await startBenchDatabase(DB_PORT);
  startSiteServer(SERVER_PORT, database.url);
  log(`starting the production server (server.ts) on ${SERVER_PORT}`);
  await waitForStatus(SERVER_PORT, "/", 200, "server");

  log(`measuring first-load JS on ${routes.length} routes`);
  const weight = await measureWeight(routes);
  for (const r of weight.routes) if (r.status !== 200) failures.push(`${r.route} answered ${r.status}`);

  log(`measuring time to first byte: ${SETTINGS.warmup} warm-up + ${SETTINGS.samples} sequential GETs per route`);
  const timings: Timing[] = [];
  for (const route of routes) timings.push(await measureTiming(route.path));
  for (const t of timings) if (t.statuses.some((s) => s !== 200)) failures.push(`${t.route} answered ${t.statuses.join(", ")} under repeated GETs`);

  const lighthouseRoutes = SETTINGS.lighthouseAllRoutes ? routes : routes.filter((r) => r.standsForKind);
  const lighthouse: LighthouseResults = SETTINGS.lighthouse && lighthouseRoutes.length ? await measureLighthouse(lighthouseRoutes, failures) : { runs: [], version: null };

  if (SETTINGS.toolReady) log(`measuring tool ready: ${SETTINGS.toolReadyRuns} throttled first visits per tool`);
  const toolReady: ToolReadyResult[] = SETTINGS.toolReady ? await measureToolReady(failures) : [];
  const floor =
    SETTINGS.floorReady && (SETTINGS.toolReady || SETTINGS.lighthouse)
      ? await measureFloor(failures, { toolReady: SETTINGS.toolReady, lighthouse: SETTINGS.lighthouse })
      : { ready: null, lighthouse: null };

  // ---- one table per measure, each figure beside its target
  const weightMisses = printWeight(weight, routes);
  printTimings(timings);
  const sharedScripts = [...weight.floor.scripts, ...weight.sharedOwn.scripts];
  const lighthouseMisses = lighthouse.runs.length ? printLighthouse(lighthouse, sharedScripts) : [];
  if (floor.lighthouse) printFloorLighthouse(floor.lighthouse, lighthouse.runs);
  if (!SETTINGS.lighthouse) console.log("\nLighthouse skipped (BENCH_LIGHTHOUSE=0)");
  const toolReadyMisses = toolReady.length ? printToolReady(toolReady) : [];
  if (floor.ready) printFloorReady(floor.ready, toolReady);
  if (!SETTINGS.toolReady) console.log("\nTool ready skipped (BENCH_TOOL_READY=0)");

  // ---- summary: one line per route
  const summary = routes.map((route) => {
    const js = weight.routes.find((r) => r.route === route.path)!;
    const t = timings.find((r) => r.route === route.path)!;
    const mobile = lighthouse.runs.find((r) => r.route === route.path && r.formFactor === "mobile")?.medians ?? null;
    const ready = toolReady.find((r) => r.path === route.path) ?? null;
    return {
      route: route.path,
      kind: route.kind,
      firstLoadJsGzip: js.firstLoad.gzip,
      ownJsGzip: js.own.gzip,
      ttfbMedian: t.ttfb.median,
      mobile,
      toolReadyP50: ready?.readyP50 ?? null,
      firstInteractionP50: ready?.firstInteractionP50 ?? null,
    };
  });
  console.log(`\nSummary (framework floor ${kb(weight.floor.size.gzip)} gzip on every route; ours = first-load JS on top of it; Lighthouse mobile medians)`);
  console.log(
    table(
      ["route", "page", "ours gzip", "all gzip", "TTFB p50", "perf", "LCP", "TBT", "CLS", "tool ready", "1st INP"],
      summary.map((r) => [
        r.route,
        r.kind,
        kb(r.ownJsGzip),
        kb(r.firstLoadJsGzip),
        ms2(r.ttfbMedian),
        String(r.mobile?.performance ?? "—"),
        ms(r.mobile?.LCP ?? null),
        ms(r.mobile?.TBT ?? null),
        r.mobile?.CLS == null ? "—" : r.mobile.CLS.toFixed(3),
        seconds(r.toolReadyP50),
        ms(r.firstInteractionP50),
      ]),
    ),
  );

  failures.push(...weightMisses.map((m) => `page standard: ${m}`));
  const reportOnly: string[] = [];
  (SETTINGS.lighthouseGate ? failures : reportOnly).push(...lighthouseMisses.map((m) => `page standard: ${m}`));
  (SETTINGS.toolReadyGate ? failures : reportOnly).push(...toolReadyMisses.map((m) => `page standard: ${m}`));
  if (reportOnly.length) console.log(`\nMisses reported only (BENCH_LIGHTHOUSE_GATE=0 / BENCH_TOOL_READY_GATE=0):\n${reportOnly.map((m) => `- ${m}`).join("\n")}`);
  const allMisses = [...weightMisses, ...lighthouseMisses, ...toolReadyMisses];
  if (!allMisses.length) console.log("\nPage standard: every route within it");

  const result = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      loadAverageBefore: loadBefore.map((l) => Number(l.toFixed(2))),
      loadAverageAfter: os.loadavg().map((l) => Number(l.toFixed(2))),
      chromium: version(CHROMIUM, ["--version"]),
      lighthouse: lighthouse.version,
      commit: version("git", ["rev-parse", "HEAD"]),
      buildId: readFileSync(".next/BUILD_ID", "utf8").trim(),
      origin: ORIGIN,
    },
    targets: TARGETS,
    throttling: THROTTLING,
    settings: { ...SETTINGS, chromeFlags: CHROME_FLAGS },
    frameworkFloor: { scripts: weight.floor.scripts, ...weight.floor.size, polyfills: weight.floor.polyfills, floorNotLoaded: weight.floorNotLoaded },
    sharedOwnJs: { scripts: weight.sharedOwn.scripts, ...weight.sharedOwn.size },
    summary,
    misses: { ownJs: weightMisses, lighthouse: lighthouseMisses, toolReady: toolReadyMisses },
    routes: routes.map((route) => ({
      ...route,
      js: weight.routes.find((r) => r.route === route.path),
      responseTime: timings.find((t) => t.route === route.path),
      lighthouse: Object.fromEntries(lighthouse.runs.filter((r) => r.route === route.path).map((r) => [r.formFactor, r])),
    })),
    toolReady,
    floorReady: floor.ready,
    floorLighthouse: floor.lighthouse,
    scriptSizes: Object.fromEntries([...scriptSizes].sort(([a], [b]) => a.localeCompare(b))),
    failures,
  };
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nWrote ${OUTPUT} (${result.durationSeconds} s; load average ${loadBefore.map((l) => l.toFixed(2)).join(" ")} before, ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} after)`);
});
