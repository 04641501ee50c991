import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A task module for the heavy-work pool's own tests (lib/platform/heavy-work/pool.ts), run in its worker processes:
 * - `gate`: waits until the file at `path` exists (a test holds jobs running, then lets them go), answers `value`;
 * - `spin`: a synchronous loop that never ends (only ending the worker stops it);
 * - `fail`: throws a plain error, `refuse` a user-facing one;
 * - `bytes`: answers a byte array of `size` bytes;
 * - `priority`: after some file reads (libuv's pool at work), answers the CPU priority (nice) of each of the worker's
 *   threads, from Linux's /proc.
 */

type Input = { kind: "gate"; path: string; value: string } | { kind: "spin" } | { kind: "fail" } | { kind: "refuse" } | { kind: "bytes"; size: number } | { kind: "priority" };

export async function run(input: Input): Promise<unknown> {
  switch (input.kind) {
    case "gate":
      while (!existsSync(input.path)) await sleep(10);
      return input.value;
    case "spin":
      for (;;) {
        // never returns
      }
    case "fail":
      throw new Error("the task broke");
    case "refuse": {
      const { UserFacingError } = await import("@/lib/platform/errors");
      throw new UserFacingError("This file is not one we convert.");
    }
    case "bytes":
      return { data: new Uint8Array(input.size).fill(7) };
    case "priority": {
      const { readdir, readFile } = await import("node:fs/promises");
      const threads = await readdir("/proc/self/task");
      const stats = await Promise.all(threads.map((id) => readFile(`/proc/self/task/${id}/stat`, "utf8")));
      // Field 19 of stat is the nice value; fields are counted after the command name's closing parenthesis.
      return stats.map((stat) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
    }
  }
}
