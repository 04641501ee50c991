"use client";

import { useLatestWorker } from "@/components/lazy/use-latest-worker";
import { TIME_LIMIT_MS, type RegexRequest, type RegexResponse } from "../logic/regex";

const create = () => new Worker(new URL("./regex.worker.ts", import.meta.url), { type: "module", name: "regex-tester" });
const NO_REQUEST = { pattern: "", flags: "", text: "", replacement: null };
const crashed = (id: number): RegexResponse => ({
  id,
  ...NO_REQUEST,
  result: { state: "crashed", error: "Your browser ran out of memory running this pattern. Try a shorter text or a simpler pattern." },
});
const limit = {
  ms: TIME_LIMIT_MS,
  exceeded: (id: number): RegexResponse => ({
    id,
    ...NO_REQUEST,
    result: {
      state: "timeout",
      error: `Stopped after ${TIME_LIMIT_MS / 1000} seconds: this pattern takes too long on this text, most likely catastrophic backtracking — a repeat inside a repeat, like (a+)+, that can split the same characters in exponentially many ways before failing. Make the inner and outer repeats unable to match the same text, or anchor the pattern.`,
    },
  }),
};

/** The pattern run in its Web Worker (tools/regex-tester/ui/regex.worker.ts), the newest request winning, ended after the time limit. */
export function useRegex() {
  return useLatestWorker<Omit<RegexRequest, "id">, RegexResponse>(create, crashed, limit);
}
