import { afterEach, describe, expect, it, vi } from "vitest";
import { startJobs, type Job } from "@/ops/jobs";
import { runShutdownHooks } from "@/ops/shutdown";

afterEach(() => vi.useRealTimers());

describe("the background jobs", () => {
  it("run at start, then on their schedule, never overlapping; a failed run is logged and retried; shutdown waits for a run", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const runs: string[] = [];
    let finishSlow: () => void = () => undefined;
    let slowRuns = 0;
    let failures = 0;
    const jobs: Job[] = [
      {
        name: "slow",
        everyMs: 1000,
        beforeServing: true,
        run: () => {
          slowRuns++;
          runs.push(`slow ${slowRuns}`);
          // The first run ends at once; later ones wait until the test lets them finish.
          if (slowRuns === 1) return Promise.resolve("first done");
          return new Promise<void>((resolve) => (finishSlow = resolve));
        },
      },
      {
        name: "flaky",
        everyMs: 5000,
        beforeServing: true,
        run: async () => {
          runs.push("flaky");
          if (failures++ === 0) throw new Error("database away");
        },
      },
    ];

    await startJobs(jobs);
    expect(runs).toEqual(["slow 1", "flaky"]);
    expect(log).toHaveBeenCalledWith("[jobs] slow: first done");
    expect(error).toHaveBeenCalledWith("[jobs] flaky failed, will retry:", "database away");

    // A run still going when its next tick comes is not started again.
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.filter((r) => r.startsWith("slow"))).toEqual(["slow 1", "slow 2"]);
    // The failed job runs again at its next tick.
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs.filter((r) => r === "flaky")).toHaveLength(2);

    // Shutdown stops the timers and waits for the run in progress.
    let shutDown = false;
    const shutdown = runShutdownHooks().then(() => (shutDown = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(shutDown).toBe(false);
    finishSlow();
    await shutdown;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs.filter((r) => r.startsWith("slow"))).toEqual(["slow 1", "slow 2"]);
    expect(runs.filter((r) => r === "flaky")).toHaveLength(2);
  });
});
