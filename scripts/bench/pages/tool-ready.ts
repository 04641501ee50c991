import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type CDPSession } from "@playwright/test";
import { log, sleep } from "../lib/harness";
import { mark, median, ms, seconds, table } from "./format";
import { CHROMIUM, ONLY_ROUTES, ORIGIN, SETTINGS, TARGETS, THROTTLING } from "./settings";

/**
 * Tool ready, in Chromium with real throttling (DevTools network conditions and CPU slowdown, not a simulation): a
 * first visit (empty cache) to a tool page on a phone-sized screen. From the moment the tool's main input is painted
 * a visitor taps it, types at a human pace and presses Enter or the main button, never waiting for the page's scripts:
 * the measure is the time from the navigation's start until the page shows the result of exactly that input, whenever
 * the page is ready for it. With it, the first interaction's INP as web-vitals reads it (Event Timing entries over
 * 16 ms: the longest event of the first interaction, here the tap).
 *
 * "Painted" and the tap's position are read in the page (the first contentful paint, then the element's box), and the
 * taps and keys are sent through DevTools on the visitor's own schedule, not through Playwright's actionability checks
 * and key presses, which wait for the page's main thread: a visitor sees the field while the page's scripts still run
 * and taps and types, and the browser queues what the page cannot take yet.
 */

export interface ToolReadyCase {
  path: string;
  /** What the visitor does, in words. */
  does: string;
  /** The label of the tool's main input: the visitor taps its field (or the label itself, for an option). */
  label: string;
  tap?: "field" | "label";
  /** Typed over what the field holds (selected first), key by key. */
  text?: string;
  /** Then Enter, or a tap on the button whose text starts with this. */
  enter?: boolean;
  button?: string;
  /** The result as the page shows it: an element matching `selector` whose text (whitespace collapsed) or `attribute` matches `pattern`. */
  result: { selector: string; attribute?: string; pattern: string };
}

export const TOOL_READY_CASES: readonly ToolReadyCase[] = [
  {
    path: "/urlshortener",
    does: "types example.com/ready, taps Shorten URL; its short link shows",
    label: "Enter a long URL",
    text: "example.com/ready",
    button: "Shorten URL",
    // The destination of the link just made: in the answer written in the page (a form the browser posted before the
    // scripts ran), or in the list's new link.
    result: { selector: "[data-testid='shortened-target'], [data-testid='link-item'] [data-testid='original-url']", pattern: "^https://example\\.com/ready$" },
  },
  {
    path: "/qrgenerator",
    does: "types example.com/qr; the preview encodes https://example.com/qr",
    label: "Website URL",
    text: "example.com/qr",
    result: { selector: "[data-testid='qr-preview']", attribute: "data-payload", pattern: "^https://example\\.com/qr$" },
  },
  {
    path: "/calculator",
    does: "types 12*3, presses Enter; = 36 shows",
    label: "Expression",
    text: "12*3",
    enter: true,
    result: { selector: "[data-testid='calc-result']", pattern: "^= 36$" },
  },
  {
    path: "/json-formatter",
    does: 'types {"a":1}; the formatted JSON shows',
    label: "JSON to format",
    text: '{"a":1}',
    result: { selector: "[data-testid='json-output']", pattern: '^\\{ "a": 1 \\}$' },
  },
  {
    path: "/password-generator",
    does: "taps the PIN option; a six-digit PIN shows",
    label: "PIN",
    tap: "label",
    result: { selector: "[data-testid='secret']", pattern: "^\\d{6}$" },
  },
  {
    path: "/length-converter",
    does: "types 254 over the value; 254 cm = 100 in shows",
    label: "Value",
    text: "254",
    result: { selector: "[data-testid='statement']", pattern: "^254 cm = 100 in$" },
  },
];

/** A key as DevTools sends it: its code, Windows key code and whether Shift is down (a US keyboard). */
function keyOf(char: string): { key: string; code: string; keyCode: number; shift: boolean; text?: string } {
  if (char === "\n") return { key: "Enter", code: "Enter", keyCode: 13, shift: false, text: "\r" };
  if (/^[a-z]$/.test(char)) return { key: char, code: `Key${char.toUpperCase()}`, keyCode: char.toUpperCase().charCodeAt(0), shift: false };
  if (/^[A-Z]$/.test(char)) return { key: char, code: `Key${char}`, keyCode: char.charCodeAt(0), shift: true };
  if (/^\d$/.test(char)) return { key: char, code: `Digit${char}`, keyCode: char.charCodeAt(0), shift: false };
  const punctuation: Record<string, [string, number, boolean]> = {
    ".": ["Period", 190, false],
    "/": ["Slash", 191, false],
    "-": ["Minus", 189, false],
    " ": ["Space", 32, false],
    "*": ["Digit8", 56, true],
    ":": ["Semicolon", 186, true],
    '"': ["Quote", 222, true],
    "{": ["BracketLeft", 219, true],
    "}": ["BracketRight", 221, true],
  };
  const known = punctuation[char];
  if (!known) throw new Error(`The tool-ready visitor cannot type ${JSON.stringify(char)}: add it to keyOf`);
  return { key: char, code: known[0], keyCode: known[1], shift: known[2] };
}

interface MouseParams {
  type: "mousePressed" | "mouseReleased";
  x: number;
  y: number;
  button: "left";
  clickCount: number;
}
interface KeyParams {
  type: "keyDown" | "rawKeyDown" | "keyUp";
  key: string;
  code: string;
  windowsVirtualKeyCode: number;
  nativeVirtualKeyCode: number;
  modifiers: number;
  text?: string;
  unmodifiedText?: string;
}
type Step = { at: number } & ({ method: "Input.dispatchMouseEvent"; params: MouseParams } | { method: "Input.dispatchKeyEvent"; params: KeyParams });

const TAP_HOLD_MS = 60;

function tap(at: number, point: { x: number; y: number }): Step[] {
  const base = { x: point.x, y: point.y, button: "left" as const, clickCount: 1 };
  return [
    { at, method: "Input.dispatchMouseEvent", params: { type: "mousePressed", ...base } },
    { at: at + TAP_HOLD_MS, method: "Input.dispatchMouseEvent", params: { type: "mouseReleased", ...base } },
  ];
}

function press(at: number, char: string, modifiers = 0): Step[] {
  const k = keyOf(char);
  const mods = modifiers | (k.shift ? 8 : 0);
  const text = modifiers & 2 ? undefined : (k.text ?? char);
  const hold = Math.min(40, SETTINGS.keyIntervalMs / 2);
  const key = { key: k.key, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode, modifiers: mods };
  return [
    { at, method: "Input.dispatchKeyEvent", params: { type: text === undefined ? "rawKeyDown" : "keyDown", ...key, ...(text === undefined ? {} : { text, unmodifiedText: text }) } },
    { at: at + hold, method: "Input.dispatchKeyEvent", params: { type: "keyUp", ...key } },
  ];
}

/**
 * What the visitor does, as timed input events: tap the field, select what it holds (Ctrl+A), type each key at the
 * benchmark's pace, then Enter or a tap on the button.
 */
function visit(c: ToolReadyCase, field: { x: number; y: number }, button: { x: number; y: number } | null): Step[] {
  const pace = SETTINGS.keyIntervalMs;
  const steps = tap(0, field);
  let at = TAP_HOLD_MS + pace;
  if (c.text !== undefined) {
    steps.push(...press(at, "a", 2));
    for (const char of c.text) steps.push(...press((at += pace), char));
  }
  if (c.enter) steps.push(...press((at += pace), "\n"));
  if (button) steps.push(...tap((at += pace), button));
  return steps;
}

/**
 * Sends the steps on their schedule from `start` (wall clock: when the field was painted) without waiting for the page
 * to take each one, as a person's fingers do not: DevTools queues them for the page in order, and the page takes them
 * when its main thread is free. The page reports the painted field from its main thread, so the report can arrive
 * after the visitor would have begun: the steps already due are then sent at once, in order, as the browser would
 * have queued them. Resolves with the time the last one was sent, once the page has taken them all.
 */
async function perform(cdp: CDPSession, steps: readonly Step[], start: number): Promise<number> {
  const sent: Array<Promise<unknown>> = [];
  for (const step of [...steps].sort((a, b) => a.at - b.at)) {
    const wait = start + step.at - Date.now();
    if (wait > 0) await sleep(wait);
    sent.push(step.method === "Input.dispatchMouseEvent" ? cdp.send(step.method, step.params) : cdp.send(step.method, step.params));
  }
  const last = Date.now();
  await Promise.all(sent);
  return last;
}

/**
 * Runs at the start of every document of the visit (a form the browser submits by itself loads a new one) and
 * reports to the benchmark through a binding, on the wall clock (time origin + page time), so that a result shown by
 * the next document is timed from the first one's start: when the main input is painted and where to tap it (and the
 * button), when the result of the visitor's input is in the page, the first contentful paint, and Event Timing as
 * web-vitals reads it (every event of an interaction over the 16 ms threshold, and the first input, whatever its
 * duration).
 */
function pageWatcher(c: ToolReadyCase): string {
  const config = { label: c.label, tap: c.tap ?? "field", button: c.button ?? null, result: c.result };
  return `(() => {
  const config = ${JSON.stringify(config)};
  const queue = [];
  const flush = () => {
    if (typeof window.__benchReport !== "function") return void setTimeout(flush, 20);
    while (queue.length) window.__benchReport(...queue.shift());
  };
  const report = (kind, data) => { queue.push([kind, data]); flush(); };
  const now = () => performance.timeOrigin + performance.now();
  const keep = (e) => ({ name: e.name, interactionId: e.interactionId || 0, start: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
  const text = (element) => (element.textContent || "").replace(/\\s+/g, " ").trim();
  const centre = (element) => {
    const box = element && element.getBoundingClientRect();
    return box && box.width > 0 && box.height > 0 ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
  };
  let painted = null;
  let targetReported = false;
  const findLabel = () => [...document.querySelectorAll("label")].find((l) => text(l).replace(/\\s*\\*$/, "") === config.label);
  // at: when what was found was painted (the first paint, or the next frame for a field that came later).
  const findTarget = (at) => {
    const label = findLabel();
    const element = label && (config.tap === "label" ? label : label.control);
    const button = config.button ? [...document.querySelectorAll("button")].find((b) => text(b).startsWith(config.button)) : null;
    if (!centre(element) || (config.button && !centre(button))) return;
    // Below the fold on a phone: the visitor scrolls to it first.
    const point = centre(element);
    if (point.y < 0 || point.y > innerHeight || (button && centre(button).y > innerHeight)) element.scrollIntoView({ block: "center", behavior: "instant" });
    targetReported = true;
    report("target", { at, tap: centre(element), button: button ? centre(button) : null });
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name !== "first-contentful-paint") continue;
      painted = performance.timeOrigin + e.startTime;
      report("fcp", painted);
      if (!targetReported) findTarget(painted);
    }
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) report("event", keep(e)); })
    .observe({ type: "event", buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) report("first-input", keep(e)); })
    .observe({ type: "first-input", buffered: true });
  const wanted = new RegExp(config.result.pattern);
  const results = () => [...document.querySelectorAll(config.result.selector)].map((element) => (config.result.attribute ? element.getAttribute(config.result.attribute) : text(element)));
  const shows = () => results().some((value) => value != null && wanted.test(value));
  // What the page holds when the result never shows: the field (a key lost or doubled shows there) and the result.
  Object.defineProperty(window, "__benchHeld", {
    value: () => {
      const control = findLabel()?.control;
      return { value: control && "value" in control ? control.value : null, result: results().slice(0, 3) };
    },
  });
  let shown = false;
  new MutationObserver(() => {
    if (painted !== null && !targetReported) findTarget(now());
    if (!shown && shows()) {
      shown = true;
      report("shown", now());
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, ...(config.result.attribute ? { attributeFilter: [config.result.attribute] } : {}) });
})();`;
}

interface EventEntry {
  name: string;
  interactionId: number;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

export interface ToolReadyRun {
  /** From the navigation's start, ms; null when the result never showed. */
  ready: number | null;
  fcp: number | null;
  inputVisible: number | null;
  /** When the visitor's last key or click was sent. */
  acted: number | null;
  /** The first interaction's INP (its longest event), ms; null when the browser reported no interaction. */
  firstInteraction: number | null;
  /** The first interaction's events over the threshold: where its time went. */
  firstInteractionEvents: Array<{ name: string; inputDelay: number; processing: number; presentation: number; duration: number }>;
  error: string | null;
  pageErrors: string[];
}

export interface ToolReadyResult {
  path: string;
  does: string;
  runs: ToolReadyRun[];
  readyP50: number | null;
  firstInteractionP50: number | null;
}

/** How long a run waits for the page, and then for the result, before it counts as never shown. */
const WAIT_MS = 30_000;

interface Target {
  /** When the main input was painted (wall clock). */
  at: number;
  tap: { x: number; y: number };
  button: { x: number; y: number } | null;
}

/**
 * BENCH_TOOL_READY_TRACE=dir: each run's Chrome trace (main thread tasks, network, paints) written to dir, to open in
 * DevTools' Performance panel and see where a run's time went.
 */
const TRACE_DIR = process.env.BENCH_TOOL_READY_TRACE;
const TRACE_CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading,v8.execute";

/** Starts tracing the page when TRACE_DIR is set; the returned function ends it and writes the trace (named `name`). */
async function startTrace(cdp: CDPSession, name: string): Promise<() => Promise<void>> {
  if (!TRACE_DIR) return async () => {};
  const traced: unknown[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => traced.push(...value));
  await cdp.send("Tracing.start", { categories: TRACE_CATEGORIES, transferMode: "ReportEvents" });
  return async () => {
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
    mkdirSync(TRACE_DIR, { recursive: true });
    writeFileSync(path.join(TRACE_DIR, `${name.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${Date.now()}.json`), JSON.stringify({ traceEvents: traced }));
  };
}

async function oneRun(browser: Browser, origin: string, c: ToolReadyCase): Promise<ToolReadyRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const run: ToolReadyRun = { ready: null, fcp: null, inputVisible: null, acted: null, firstInteraction: null, firstInteractionEvents: [], error: null, pageErrors: [] };
  const events: EventEntry[] = [];
  const seen: { firstInput: EventEntry | null; fcp: number | null } = { firstInput: null, fcp: null };
  let targetFound: (target: Target) => void = () => {};
  const target = new Promise<Target>((resolve) => (targetFound = resolve));
  let shownAt: (at: number) => void = () => {};
  const shown = new Promise<number>((resolve) => (shownAt = resolve));
  try {
    await context.exposeBinding("__benchReport", (_source, kind: string, data: unknown) => {
      if (kind === "event") events.push(data as EventEntry);
      else if (kind === "first-input") seen.firstInput ??= data as EventEntry;
      else if (kind === "fcp") seen.fcp ??= data as number;
      else if (kind === "target") targetFound(data as Target);
      else if (kind === "shown") shownAt(data as number);
    });
    await context.addInitScript({ content: pageWatcher(c) });
    const page = await context.newPage();
    let resultShown = false;
    void shown.then(() => (resultShown = true));
    page.on("pageerror", (error) => run.pageErrors.push(`${error.message} (${page.url()}${resultShown ? ", after the result showed" : ""})`));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: THROTTLING.rttMs,
      downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
      uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });

    const endTrace = await startTrace(cdp, c.path);

    await page.goto(`${origin}${c.path}`, { waitUntil: "commit", timeout: WAIT_MS });
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const since = (at: number) => at - timeOrigin;
    const found = await within(target, `the field labelled "${c.label}" was never painted`);
    run.inputVisible = since(found.at);
    run.acted = since(await perform(cdp, visit(c, found.tap, found.button), found.at));
    try {
      run.ready = since(await within(shown, "the result never showed"));
    } catch (error) {
      // What the page holds instead: the field (a key lost or doubled shows there) and the result.
      const held = await page.evaluate<{ value: string | null; result: Array<string | null> }>("window.__benchHeld()");
      throw new Error(`${(error as Error).message}: the field held ${JSON.stringify(held.value)}, ${c.result.selector} ${JSON.stringify(held.result)}`);
    } finally {
      run.fcp = seen.fcp === null ? null : since(seen.fcp);
      // The first interaction's last entries are reported after the frame it painted: give the browser a moment.
      await sleep(1000);
      const first = seen.firstInput;
      if (first) {
        const id = first.interactionId || Math.min(...events.map((e) => e.interactionId));
        const entries = [first, ...events.filter((e) => e.interactionId === id && !(e.name === first.name && e.start === first.start))];
        run.firstInteraction = Math.max(...entries.map((e) => e.duration));
        run.firstInteractionEvents = entries.map((e) => ({
          name: e.name,
          inputDelay: Math.round(e.processingStart - e.start),
          processing: Math.round(e.processingEnd - e.processingStart),
          presentation: Math.round(e.start + e.duration - e.processingEnd),
          duration: e.duration,
        }));
      }
    }
    await endTrace();
  } catch (error) {
    run.error = (error as Error).message.split("\n")[0] ?? String(error);
  } finally {
    await context.close();
  }
  return run;
}

/** `promise`, or an error after WAIT_MS. */
async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} in ${WAIT_MS / 1000} s`)), WAIT_MS)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tool ready on each of `cases` (default: the six tools, or those BENCH_ROUTES names) on the server at `origin`
 * (default: the site's; the framework floor's app is measured the same way, pages/floor.ts). `label` names the
 * server in the log.
 */
export async function measureToolReady(
  failures: string[],
  { origin = ORIGIN, cases = ONLY_ROUTES.length ? TOOL_READY_CASES.filter((c) => ONLY_ROUTES.includes(c.path)) : TOOL_READY_CASES, label = "tool ready" }: { origin?: string; cases?: readonly ToolReadyCase[]; label?: string } = {},
): Promise<ToolReadyResult[]> {
  if (!cases.length) return [];
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  const results: ToolReadyResult[] = [];
  try {
    for (const c of cases) {
      const runs: ToolReadyRun[] = [];
      for (let i = 0; i < SETTINGS.toolReadyRuns; i++) runs.push(await oneRun(browser, origin, c));
      const result: ToolReadyResult = {
        path: c.path,
        does: c.does,
        runs,
        // A run whose result never showed counts as never ready: the median cannot hide it.
        readyP50: runs.some((r) => r.ready === null) ? null : median(runs.map((r) => r.ready)),
        firstInteractionP50: median(runs.map((r) => r.firstInteraction)),
      };
      results.push(result);
      log(`${label} ${c.path.padEnd(20)} ${runs.map((r) => (r.ready === null ? "✗" : seconds(r.ready))).join(" / ")} · first interaction ${runs.map((r) => ms(r.firstInteraction)).join(" / ")}`);
      for (const [i, r] of runs.entries()) {
        if (r.error) failures.push(`${label} ${c.path}, run ${i + 1}: ${r.error}`);
        if (r.pageErrors.length) failures.push(`${label} ${c.path}, run ${i + 1}: page errors ${r.pageErrors.join(" | ")}`);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Prints the two tables (tool ready, first interaction) against their targets; returns the misses. */
export function printToolReady(results: readonly ToolReadyResult[]): string[] {
  const misses: string[] = [];
  const how = `Chromium, ${THROTTLING.rttMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbit/s down, ${THROTTLING.uploadBitsPerSecond / 1e3} kbit/s up, CPU ${THROTTLING.cpuSlowdown}× slower, 412×823 phone, empty cache; keys every ${SETTINGS.keyIntervalMs} ms from the moment the input shows`;
  console.log(`\nTool ready: navigation start → the result of what was typed shows (${how}); p50 of ${SETTINGS.toolReadyRuns}, target ≤ ${seconds(TARGETS.toolReadyMs)}`);
  console.log(
    table(
      ["route", "visitor", "FCP p50", "input painted p50", "last input p50", "then the result p50", "ready p50 / target", "runs"],
      results.map((r) => {
        const ok = r.readyP50 === null ? false : r.readyP50 <= TARGETS.toolReadyMs;
        if (!ok) misses.push(`${r.path}: tool ready ${r.readyP50 === null ? "never (a run's result did not show)" : seconds(r.readyP50)} > ${seconds(TARGETS.toolReadyMs)} (p50 of ${r.runs.length})`);
        return [
          r.path,
          r.does,
          seconds(median(r.runs.map((x) => x.fcp))),
          seconds(median(r.runs.map((x) => x.inputVisible))),
          seconds(median(r.runs.map((x) => x.acted))),
          seconds(median(r.runs.filter((x) => x.ready !== null && x.acted !== null).map((x) => x.ready! - x.acted!))),
          `${r.readyP50 === null ? "never" : seconds(r.readyP50)} / ${seconds(TARGETS.toolReadyMs)} ${mark(ok)}`,
          r.runs.map((x) => (x.ready === null ? "✗" : (x.ready / 1000).toFixed(2))).join(" "),
        ];
      }),
    ),
  );
  console.log(`\nFirst interaction's INP: its longest event (Event Timing, threshold 16 ms, as web-vitals), same runs; p50 of ${SETTINGS.toolReadyRuns}, target ≤ ${TARGETS.firstInteractionMs} ms`);
  console.log(
    table(
      ["route", "first interaction", "p50 / target", "runs", "slowest event of the median run (delay + processing + presentation)"],
      results.map((r) => {
        const p50 = r.firstInteractionP50;
        const ok = p50 === null ? null : p50 <= TARGETS.firstInteractionMs;
        if (ok === false) misses.push(`${r.path}: first interaction ${ms(p50)} > ${TARGETS.firstInteractionMs} ms (p50 of ${r.runs.length})`);
        if (p50 === null) misses.push(`${r.path}: no interaction reported by the browser`);
        const sorted = r.runs.filter((x) => x.firstInteraction !== null).sort((a, b) => a.firstInteraction! - b.firstInteraction!);
        const middle = sorted[Math.floor((sorted.length - 1) / 2)];
        const slowest = middle?.firstInteractionEvents.reduce((a, b) => (b.duration > a.duration ? b : a));
        return [
          r.path,
          middle?.firstInteractionEvents[0]?.name ?? "—",
          `${ms(p50)} / ${TARGETS.firstInteractionMs} ms ${mark(ok ?? false)}`,
          r.runs.map((x) => (x.firstInteraction === null ? "—" : String(Math.round(x.firstInteraction)))).join(" "),
          slowest ? `${slowest.name}: ${slowest.inputDelay} + ${slowest.processing} + ${slowest.presentation} ms` : "—",
        ];
      }),
    ),
  );
  return misses;
}
