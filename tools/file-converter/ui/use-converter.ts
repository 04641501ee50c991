"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ConvertRequest, ConvertResult } from "../logic/convert";
import type { WorkerRequest, WorkerResponse } from "../logic/worker-protocol";

/**
 * Runs conversions in a Web Worker, started on the first input. Only the newest request counts: when the worker is
 * still busy as the next one arrives (a large file while the user changes an option), it is terminated and a fresh one
 * started, so the page never waits for work it no longer wants.
 */
export function useConverter() {
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const nextId = useRef(0);
  const latest = useRef(-1);
  const [state, setState] = useState<{ result: ConvertResult; pending: boolean }>({ result: { state: "empty" }, pending: false });

  const run = useCallback((request: ConvertRequest) => {
    if (request.text.trim() === "") {
      latest.current = -1;
      setState({ result: { state: "empty" }, pending: false });
      return;
    }
    if (worker.current && busy.current) {
      worker.current.terminate();
      worker.current = null;
    }
    if (!worker.current) {
      const w = new Worker(new URL("./convert.worker.ts", import.meta.url), { type: "module", name: "file-converter" });
      w.onmessage = (event: MessageEvent<WorkerResponse>) => {
        busy.current = false;
        if (event.data.id === latest.current) setState({ result: event.data.result, pending: false });
      };
      w.onerror = () => {
        busy.current = false;
        setState({ result: { state: "error", from: request.from ?? "json", stage: "read", line: 0, column: 0, message: "The converter ran out of memory on this input. Try a smaller file." }, pending: false });
      };
      worker.current = w;
    }
    const id = ++nextId.current;
    latest.current = id;
    busy.current = true;
    setState((previous) => ({ ...previous, pending: true }));
    worker.current.postMessage({ id, request } satisfies WorkerRequest);
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);
  return { ...state, run };
}
