"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { formatJson, type FormatRequest, type FormatResult, type WorkerRequest, type WorkerResponse } from "../logic/json-formatter";
import type { RepairResult } from "@/lib/engines/json/repair";

/**
 * Text of up to this many characters is formatted on the page, at once: a few milliseconds of work even on a slow
 * phone, where the worker's first answer waited for its code to download and start (about a second under the page
 * bench's throttling). Longer text, a pasted or opened file, goes to the worker.
 */
const INLINE_CHARS = 32 * 1024;

/**
 * Runs the formatter: short text on the page, the rest (and repair) in a Web Worker. Only the newest request counts:
 * when one is still running as the next arrives (a large file being parsed while the user types), the busy worker is
 * terminated (and a fresh one started when needed), so the page never waits for work it no longer wants.
 */
export function useFormatter() {
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const nextId = useRef(0);
  const latest = useRef({ format: -1, repair: -1 });
  const [format, setFormat] = useState<{ result: FormatResult; pending: boolean }>({ result: { kind: "empty" }, pending: false });
  const [repair, setRepair] = useState<{ result: RepairResult | null; pending: boolean }>({ result: null, pending: false });

  /** Ends the worker if it is still on a request: that request is no longer wanted. */
  const stopBusy = useCallback(() => {
    if (!worker.current || !busy.current) return;
    worker.current.terminate();
    worker.current = null;
    busy.current = false;
  }, []);

  const start = useCallback(() => {
    stopBusy();
    if (!worker.current) {
      const w = new Worker(new URL("./format.worker.ts", import.meta.url), { type: "module", name: "json-formatter" });
      w.onmessage = (event: MessageEvent<WorkerResponse>) => {
        const message = event.data;
        busy.current = false;
        if (message.op === "format" && message.id === latest.current.format) setFormat({ result: message.result, pending: false });
        if (message.op === "repair" && message.id === latest.current.repair) setRepair({ result: message.result, pending: false });
      };
      w.onerror = () => {
        busy.current = false;
        setFormat({ result: { kind: "too-large", message: "The formatter ran out of memory on this input. Try a smaller file." }, pending: false });
      };
      worker.current = w;
    }
    busy.current = true;
    return worker.current;
  }, [stopBusy]);

  const run = useCallback(
    (request: FormatRequest) => {
      if (request.text.trim() === "") {
        latest.current.format = -1;
        setFormat({ result: { kind: "empty" }, pending: false });
        return;
      }
      const id = ++nextId.current;
      latest.current.format = id;
      latest.current.repair = -1;
      setRepair({ result: null, pending: false });
      if (request.text.length <= INLINE_CHARS) {
        stopBusy();
        setFormat({ result: formatJson(request), pending: false });
        return;
      }
      setFormat((previous) => ({ ...previous, pending: true }));
      start().postMessage({ id, op: "format", request } satisfies WorkerRequest);
    },
    [start, stopBusy],
  );

  const runRepair = useCallback(
    (text: string) => {
      const id = ++nextId.current;
      latest.current.repair = id;
      setRepair({ result: null, pending: true });
      start().postMessage({ id, op: "repair", text } satisfies WorkerRequest);
    },
    [start],
  );

  const clearRepair = useCallback(() => {
    latest.current.repair = -1;
    setRepair({ result: null, pending: false });
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);

  return { format, repair, run, runRepair, clearRepair };
}
