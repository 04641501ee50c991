"use client";

import { useLatestWorker } from "@/components/lazy/use-latest-worker";
import type { DiffRequest, DiffResponse } from "../logic/diff";

const create = () => new Worker(new URL("./diff.worker.ts", import.meta.url), { type: "module", name: "text-diff" });
const crashed = (id: number): DiffResponse => ({
  id,
  run: { state: "too-large", message: "Your browser ran out of memory comparing these texts. Compare smaller parts." },
});

/** The diff, run in its Web Worker (tools/text-diff/ui/diff.worker.ts), the newest request winning. */
export function useDiff() {
  return useLatestWorker<Omit<DiffRequest, "id">, DiffResponse>(create, crashed);
}
