"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { PREVIEW_UNRESPONSIVE_MS, type ConsoleLevel, type PreviewDocument, type PreviewMessage, type PreviewPing } from "../logic/preview-protocol";

type Files = { html: string; css: string; js: string };
type Run = PreviewDocument & { token: string };
type Entry = { id: number; level: ConsoleLevel; text: string; where: string | null };
/** Why no preview runs: the Stop button, or a frame that stopped answering. */
type Stopped = null | "stop" | "unresponsive";

const LEVELS = new Set<ConsoleLevel>(["log", "info", "warn", "error", "debug"]);
/** The console keeps the latest entries only, so a chatty loop cannot fill the page's memory. */
const MAX_ENTRIES = 500;
/** How often the editor asks the preview whether its thread is free. */
const PING_EVERY_MS = 500;
/** A new frame's allowance to load its document before its silence counts. */
const PREVIEW_START_MS = 5000;
const TONE: Record<ConsoleLevel, string> = {
  log: "text-ink",
  info: "text-ink",
  debug: "text-muted",
  warn: "text-amber-900 bg-amber-50",
  error: "text-red-800 bg-red-50",
};

/**
 * The live preview and its console. Each run is a new iframe with sandbox="allow-scripts" and no allow-same-origin
 * (an opaque origin: no access to our page, cookies or storage) and a srcdoc built by logic/preview.ts, whose CSP
 * denies every network request. Messages are accepted only from the current run's frame and carry its token.
 */
export function Preview({ files, autoRun, onAutoRunChange }: { files: Files; autoRun: boolean; onAutoRunChange: (on: boolean) => void }) {
  const ids = useId();
  const [run, setRun] = useState<Run | null>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [stopped, setStopped] = useState<Stopped>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const current = useRef<Run | null>(null);
  const filesRef = useRef(files);
  const nextId = useRef(0);
  useEffect(() => {
    filesRef.current = files;
    current.current = run;
  });

  const start = useCallback(async () => {
    const { buildPreview } = await import("../logic/preview");
    const token = crypto.randomUUID();
    const built = buildPreview(filesRef.current, token);
    setEntries([]);
    setStopped(null);
    setRun({ token, srcdoc: built.srcdoc, locate: built.locate });
  }, []);

  const empty = !files.html.trim() && !files.css.trim() && !files.js.trim();

  useEffect(() => {
    if (!autoRun) return;
    // Emptied files clear the preview; anything else reruns it once typing pauses.
    const timer = setTimeout(
      () => {
        if (!empty) return void start();
        setRun(null);
        setEntries([]);
      },
      empty ? 0 : 600,
    );
    return () => clearTimeout(timer);
  }, [files, autoRun, empty, start]);

  /** When the current run last showed it was alive (at first: a moment ahead, its allowance to start). */
  const lastAlive = useRef(0);
  const stop = useCallback(
    (why: Exclude<Stopped, null>) => {
      onAutoRunChange(false);
      setRun(null);
      setStopped(why);
    },
    [onAutoRunChange],
  );

  // The watchdog: ping the frame; one that leaves the pings unanswered for PREVIEW_UNRESPONSIVE_MS is torn down. The
  // clock counts only while this page's own timer runs on time: when the editor itself was held up, the answers may
  // still be waiting in its queue, and the frame is not to blame.
  useEffect(() => {
    if (!run) return;
    // A frame's first sign of life may never leave it when its code blocks at once (the browser sends it after the
    // task), so the clock starts now, with time to load the document first.
    lastAlive.current = performance.now() + PREVIEW_START_MS - PREVIEW_UNRESPONSIVE_MS;
    let lastTick = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      const late = now - lastTick > 2 * PING_EVERY_MS;
      lastTick = now;
      if (late) lastAlive.current = Math.max(lastAlive.current, now);
      else if (now - lastAlive.current > PREVIEW_UNRESPONSIVE_MS) return stop("unresponsive");
      const ping: PreviewPing = { utilifyPing: run.token };
      frame.current?.contentWindow?.postMessage(ping, "*");
    }, PING_EVERY_MS);
    return () => clearInterval(timer);
  }, [run, stop]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      const live = current.current;
      if (!live || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = event.data as Partial<PreviewMessage> | null;
      if (!message || message.utilifyPreview !== live.token) return;
      if ("alive" in message) {
        lastAlive.current = performance.now();
        return;
      }
      const data = message as Partial<Extract<PreviewMessage, { level: ConsoleLevel }>>;
      if (typeof data.text !== "string" || !data.level || !LEVELS.has(data.level)) return;
      const entry: Entry = { id: nextId.current++, level: data.level, text: data.text, where: typeof data.line === "number" ? live.locate(data.line) : null };
      setEntries((list) => (list.length >= MAX_ENTRIES ? [...list.slice(list.length - MAX_ENTRIES + 1), entry] : [...list, entry]));
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  return (
    <section aria-labelledby={`${ids}-title`} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${ids}-title`} className="mr-auto text-sm font-semibold text-ink">
          Preview
        </h2>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={autoRun} onChange={(event) => onAutoRunChange(event.target.checked)} className="size-4 accent-brand-600" />
          Run as I type
        </label>
        <Button size="sm" onClick={() => void start()} disabled={empty}>
          Run
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!run}
          onClick={() => stop("stop")}
        >
          Stop
        </Button>
      </div>
      <div className="overflow-hidden rounded-lg border border-line bg-surface">
        {run ? (
          <iframe
            key={run.token}
            ref={frame}
            title="Preview of your page"
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            srcDoc={run.srcdoc}
            className="block h-80 w-full bg-white"
            data-testid="code-preview"
          />
        ) : (
          <p className="flex h-80 items-center justify-center p-4 text-center text-sm text-muted">
            {stopped === "unresponsive"
              ? `The preview stopped answering for ${PREVIEW_UNRESPONSIVE_MS / 1000} s and was stopped (a loop that never ends is the usual cause). Press Run to start it again.`
              : stopped
                ? "Preview stopped. Press Run to start it again."
                : empty ? "Write some HTML, CSS or JavaScript to see it here." : "Press Run to see the preview."}
          </p>
        )}
      </div>
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-ink">Console</h3>
        <Button size="sm" variant="ghost" onClick={() => setEntries([])} disabled={entries.length === 0}>
          Clear
        </Button>
      </div>
      <div role="log" aria-label="Console" className="max-h-48 min-h-16 overflow-auto rounded-lg border border-line bg-slate-50 font-mono text-xs" data-testid="code-console">
        {entries.length === 0 ? <p className="p-2 text-muted">console.log, warnings and errors of the preview appear here.</p> : null}
        {entries.map((entry) => (
          <p key={entry.id} className={cn("border-b border-line px-2 py-1 break-words whitespace-pre-wrap last:border-b-0", TONE[entry.level])}>
            {entry.text}
            {entry.where ? <span className="text-muted"> ({entry.where})</span> : null}
          </p>
        ))}
      </div>
    </section>
  );
}
