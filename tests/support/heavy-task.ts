import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A task module for the heavy-work pool's own tests (lib/platform/heavy-work/pool.ts), run in its worker threads:
 * - `gate`: waits until the file at `path` exists (a test holds jobs running, then lets them go), answers `value`;
 * - `spin`: a synchronous loop that never ends (only ending the worker stops it);
 * - `fail`: throws a plain error, `refuse` a user-facing one;
 * - `bytes`: answers a byte array of `size` bytes.
 */

type Input = { kind: "gate"; path: string; value: string } | { kind: "spin" } | { kind: "fail" } | { kind: "refuse" } | { kind: "bytes"; size: number };

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
  }
}
