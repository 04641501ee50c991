"use client";

import { useLatestWorker } from "@/components/lazy/use-latest-worker";
import type { GenerateRequest, WorkerResponse } from "../logic/json-to-typescript";
import { TIME_LIMIT_MS } from "../logic/limits";

const create = () => new Worker(new URL("./generate.worker.ts", import.meta.url), { type: "module", name: "json-to-typescript" });
/** No request: an answer the page never matches to its input, so only its message is shown. */
const NO_REQUEST: GenerateRequest = { text: "", rootName: "", arraySamples: false, style: "interface", detectStrings: false, target: "typescript" };
const crashed = (id: number): WorkerResponse => ({
  id,
  request: NO_REQUEST,
  result: { state: "stopped", message: "Your browser ran out of memory reading types from this JSON. Try fewer or smaller samples." },
});
const limit = {
  ms: TIME_LIMIT_MS,
  exceeded: (id: number): WorkerResponse => ({
    id,
    request: NO_REQUEST,
    result: {
      state: "stopped",
      message: `Stopped after ${TIME_LIMIT_MS / 1000} seconds: reading types from this JSON takes too long in your browser. A few representative records give the same types — try fewer samples.`,
    },
  }),
};

/** Types generated in the tool's Web Worker (ui/generate.worker.ts), the newest request winning, ended after the time limit. */
export function useGenerate() {
  return useLatestWorker<GenerateRequest, WorkerResponse>(create, crashed, limit);
}
