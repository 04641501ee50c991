import { describe, expect, it } from "vitest";
import { isShuttingDown, onShutdown, runShutdownHooks } from "@/ops/shutdown";

describe("the shutdown sequence", () => {
  it("runs the stages in order whatever the order of registration, each hook once, even when one fails", async () => {
    const ran: string[] = [];
    onShutdown("stop postgres", () => void ran.push("database"), "database");
    onShutdown("close pools", () => void ran.push("close"), "close");
    onShutdown("flush clicks", async () => {
      await new Promise((r) => setTimeout(r, 10));
      ran.push("flush");
      // Registered while the sequence runs (a first click during the drain): its stage has not run yet, so it runs.
      onShutdown("late flush", () => void ran.push("late close"), "close");
    });
    onShutdown("failing", () => {
      throw new Error("boom");
    }, "flush");
    onShutdown("drain server", () => void ran.push("server"), "server");

    expect(isShuttingDown()).toBe(false);
    const first = runShutdownHooks();
    const second = runShutdownHooks(); // a second signal: the same run, nothing twice
    expect(isShuttingDown()).toBe(true);
    await Promise.all([first, second]);
    expect(ran).toEqual(["server", "flush", "close", "late close", "database"]);
  });
});
