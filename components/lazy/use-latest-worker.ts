"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { isWorkerReady } from "./worker-ready";

/**
 * A tool's heavy work in a Web Worker, where only the newest request counts: when one is still running as the next
 * arrives (a long input being processed while the visitor types), the busy worker is terminated and a fresh one
 * started, so the page never waits for an answer it no longer wants. The worker (and the library it imports) is
 * started on the first request, so none of it is in the page's first load.
 *
 * `create` makes the worker, written in the tool (`new Worker(new URL(<its worker module>, import.meta.url))`) so the
 * bundler sees the worker's path, as tools/text-diff/ui/use-diff.ts does. The worker answers each request with its `id`. `crashed` is the
 * answer to show when the worker dies (out of memory). With `limit`, a request still running `limit.ms` after the
 * worker has its code loaded (the worker posts WORKER_READY, components/lazy/worker-ready.ts, when it has) ends the
 * worker (work that never finishes, such as a regular expression backtracking without end, cannot be interrupted any
 * other way) and `limit.exceeded` is the answer. All must be the same values on every render.
 */
export function useLatestWorker<Req extends object, Res extends { id: number }>(
  create: () => Worker,
  crashed: (id: number) => Res,
  limit?: { ms: number; exceeded: (id: number) => Res },
) {
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ready = useRef(false);
  const latest = useRef(-1);
  const nextId = useRef(0);
  const [state, setState] = useState<{ response: Res | null; pending: boolean }>({ response: null, pending: false });

  const run = useCallback(
    (request: Req) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      if (worker.current && busy.current) {
        worker.current.terminate();
        worker.current = null;
      }
      /** The time limit of the request now running, from now. */
      const startLimit = () => {
        if (!limit) return;
        const id = latest.current;
        timer.current = setTimeout(() => {
          timer.current = null;
          if (id !== latest.current || !busy.current) return;
          worker.current?.terminate();
          worker.current = null;
          busy.current = false;
          setState({ response: limit.exceeded(id), pending: false });
        }, limit.ms);
      };
      if (!worker.current) {
        const w = create();
        ready.current = false;
        w.onmessage = (event: MessageEvent<Res>) => {
          if (isWorkerReady(event.data)) {
            ready.current = true;
            if (busy.current) startLimit();
            return;
          }
          busy.current = false;
          if (timer.current) clearTimeout(timer.current);
          timer.current = null;
          if (event.data.id === latest.current) setState({ response: event.data, pending: false });
        };
        w.onerror = () => {
          busy.current = false;
          if (timer.current) clearTimeout(timer.current);
          timer.current = null;
          setState({ response: crashed(latest.current), pending: false });
        };
        worker.current = w;
      }
      const id = ++nextId.current;
      latest.current = id;
      busy.current = true;
      setState((previous) => ({ ...previous, pending: true }));
      worker.current.postMessage({ ...request, id });
      if (ready.current) startLimit();
    },
    [create, crashed, limit],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      worker.current?.terminate();
    },
    [],
  );
  return { state, run };
}
