// The part of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    [key: string]: unknown;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: (RequestParams & { setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams })[];
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p99: number;
    total: number;
    sent?: number;
  }

  interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Instance, Options, Result };
}
