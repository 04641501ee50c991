import { spawn, spawnSync } from "node:child_process";
import { cpSync } from "node:fs";
import path from "node:path";
import { log, onCleanup, stopProcess, tempDir, trackProcess, waitForStatus } from "../lib/harness";
import { median, ms, seconds } from "./format";
import { SERVER_PORT, SETTINGS } from "./settings";
import { measureLighthouse, type LighthouseRun } from "./lighthouse";
import { measureToolReady, TOOL_READY_CASES, type ToolReadyResult } from "./tool-ready";

/**
 * The framework floor of tool ready and of Lighthouse: the same throttled visit as the length converter's
 * (pages/tool-ready.ts) on the least a Next page with a tool can be — floor-app/: a heading and one client component,
 * a field and its result, with the site's handover of text typed before hydration
 * (components/layout/keep-typed-text.tsx, linked in; without it plain React drops what was typed while the page
 * hydrated and the result never shows), Next's defaults, no CSS, no header, no data — built with this project's Next
 * and React and served by `next start`, and Lighthouse's mobile run on the same page. What a tool page of the site
 * takes beyond it is ours; the floor is what no page of this stack can beat on this machine.
 *
 * It is built in a temporary folder outside the project (a Next app inside it would take the project's root files,
 * proxy.ts, as its own) with the project's node_modules hard-linked in, so the folder must be on the same file system.
 */
const FLOOR_APP = path.join("scripts", "bench", "pages", "floor-app");
const FLOOR_CASE = TOOL_READY_CASES.find((c) => c.path === "/length-converter")!;
/** Beside the site's server and its database (SERVER_PORT + 2). */
const FLOOR_PORT = SERVER_PORT + 4;

/** What the floor's page measures: tool ready (null when skipped) and Lighthouse's mobile run (null when skipped). */
export interface FloorResult {
  ready: ToolReadyResult | null;
  lighthouse: LighthouseRun | null;
}

export async function measureFloor(failures: string[], { toolReady, lighthouse }: { toolReady: boolean; lighthouse: boolean }): Promise<FloorResult> {
  const dir = await tempDir("utilify-floor-");
  cpSync(FLOOR_APP, dir, { recursive: true, dereference: true });
  const linked = spawnSync("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")], { encoding: "utf8" });
  if (linked.status !== 0) throw new Error(`hard-linking node_modules into ${dir} failed (it must be on the project's file system): ${linked.stderr}`);
  const next = path.join(dir, "node_modules", ".bin", "next");
  const env = { ...process.env, NODE_ENV: "production" as const, NEXT_TELEMETRY_DISABLED: "1" };
  log("building the framework floor's app (one field on a bare Next page)");
  const build = spawnSync(next, ["build"], { cwd: dir, env, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`building the framework floor's app failed:\n${build.stdout}${build.stderr}`);
  const server = spawn(next, ["start", "--port", String(FLOOR_PORT), "--hostname", "127.0.0.1"], { cwd: dir, env, stdio: "ignore" });
  trackProcess(server);
  onCleanup(() => stopProcess(server));
  const origin = `http://127.0.0.1:${FLOOR_PORT}`;
  try {
    await waitForStatus(FLOOR_PORT, FLOOR_CASE.path, 200, "the floor's server");
    let ready: ToolReadyResult | null = null;
    if (toolReady) {
      log(`measuring the floor's tool ready: ${SETTINGS.toolReadyRuns} throttled first visits`);
      [ready = null] = await measureToolReady(failures, { origin, cases: [FLOOR_CASE], label: "floor ready" });
    }
    const runs = lighthouse ? (await measureLighthouse([{ path: FLOOR_CASE.path }], failures, { origin, label: "floor lighthouse" })).runs : [];
    return { ready, lighthouse: runs.find((r) => r.formFactor === "mobile") ?? null };
  } finally {
    await stopProcess(server);
  }
}

/** One line under the Lighthouse table: the floor's page, and how far each measured page is above it. */
export function printFloorLighthouse(floor: LighthouseRun, pages: readonly LighthouseRun[]): void {
  const m = floor.medians;
  console.log(
    `\nFramework floor in Lighthouse (the length converter's page on a bare Next app, mobile, median of ${floor.runs}): perf ${m.performance ?? "—"} · LCP ${ms(m.LCP)} · TBT ${ms(m.TBT)} · CLS ${m.CLS?.toFixed(3) ?? "—"} (observed LCP ${ms(floor.observed.LCP)}; the LCP element's render delay ${ms(floor.lcp.phases["Render Delay"] ?? null)})${floor.applied ? `; applied throttling: perf ${floor.applied.performance ?? "—"} · LCP ${ms(floor.applied.LCP)} · TBT ${ms(floor.applied.TBT)}` : ""}`,
  );
  const mobile = pages.filter((p) => p.formFactor === "mobile" && m.LCP !== null && p.medians.LCP !== null);
  if (mobile.length) console.log(`  LCP above it: ${mobile.map((p) => `${p.route} +${Math.round(p.medians.LCP! - m.LCP!)} ms`).join(", ")}`);
}

/** One line under the tool-ready table: the floor, and each tool's share above it. */
export function printFloorReady(floor: ToolReadyResult, tools: readonly ToolReadyResult[]): void {
  const p50 = floor.readyP50;
  console.log(
    `\nFramework floor of tool ready (the length converter's visit on a bare Next page with one field, same throttling): p50 ${seconds(p50)} (${floor.runs.map((r) => (r.ready === null ? "✗" : (r.ready / 1000).toFixed(2))).join(" ")}); FCP p50 ${seconds(median(floor.runs.map((r) => r.fcp)))}; last input p50 ${seconds(median(floor.runs.map((r) => r.acted)))}; first interaction's INP p50 ${ms(floor.firstInteractionP50)}`,
  );
  if (p50 === null) return;
  console.log(`  above it: ${tools.map((t) => `${t.path} ${t.readyP50 === null ? "—" : `+${((t.readyP50 - p50) / 1000).toFixed(2)} s`}`).join(", ")}`);
}
