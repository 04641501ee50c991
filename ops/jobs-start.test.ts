import { describe, expect, it, vi } from "vitest";
import { startJobs, type Job } from "@/ops/jobs";
import { runShutdownHooks } from "@/ops/shutdown";

// A file of its own: the jobs start once per process, and the shutdown sequence runs once.
describe("the server's start", () => {
  it("waits only for the first runs of the jobs marked beforeServing", async () => {
    let finishSlowFirst: () => void = () => undefined;
    const ran: string[] = [];
    const jobs: Job[] = [
      { name: "partitions", everyMs: 60_000, beforeServing: true, run: async () => void ran.push("partitions") },
      { name: "rollup", everyMs: 60_000, run: () => new Promise<void>((resolve) => (finishSlowFirst = () => resolve(void ran.push("rollup")))) },
    ];
    await startJobs(jobs);
    // Started, not awaited: the rollup's first run is still going.
    expect(ran).toEqual(["partitions"]);
    finishSlowFirst();
    await vi.waitFor(() => expect(ran).toEqual(["partitions", "rollup"]));
    await runShutdownHooks();
  });
});
