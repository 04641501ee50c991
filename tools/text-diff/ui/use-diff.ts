"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { DiffRequest, DiffResponse } from "../logic/diff";

export type DiffState = { response: DiffResponse | null; pending: boolean };

/**
 * Runs the diff in a Web Worker. Only the newest request counts: when one is still running as the next arrives (a long
 * comparison while the user types), the busy worker is terminated and a fresh one started, so the page never waits for
 * an answer it no longer wants.
 */
export function useDiff() {
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const latest = useRef(-1);
  const nextId = useRef(0);
  const [state, setState] = useState<DiffState>({ response: null, pending: false });

  const run = useCallback((request: Omit<DiffRequest, "id">) => {
    if (worker.current && busy.current) {
      worker.current.terminate();
      worker.current = null;
    }
    if (!worker.current) {
      const w = new Worker(new URL("./diff.worker.ts", import.meta.url), { type: "module", name: "text-diff" });
      w.onmessage = (event: MessageEvent<DiffResponse>) => {
        busy.current = false;
        if (event.data.id === latest.current) setState({ response: event.data, pending: false });
      };
      w.onerror = () => {
        busy.current = false;
        const message = "Your browser ran out of memory comparing these texts. Compare smaller parts.";
        setState({ response: { id: latest.current, run: { state: "too-large", message } }, pending: false });
      };
      worker.current = w;
    }
    const id = ++nextId.current;
    latest.current = id;
    busy.current = true;
    setState((previous) => ({ ...previous, pending: true }));
    worker.current.postMessage({ ...request, id } satisfies DiffRequest);
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);
  return { state, run };
}
