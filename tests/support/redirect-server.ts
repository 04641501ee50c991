import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { createInterface } from "node:readline";
import type { AddressInfo } from "node:net";
import { requestListener } from "@/server";

/**
 * server.ts's own request listener (the one entry point: client IP, the redirect, then Next) on a random loopback
 * port, with a stand-in for Next: requests the redirect does not take get a 404 marked `x-fallthrough: next`, so
 * tests can tell the two apart. (What Next then answers is pinned by e2e/redirect-paths.spec.ts.)
 */
export async function startRedirectServer(): Promise<{ origin: string; port: number; close: () => Promise<void> }> {
  const server = createServer(
    requestListener(async (_req, res) => {
      res.writeHead(404, { "x-fallthrough": "next" });
      res.end("next");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { rawRequest, type RawResponse } from "./raw-request";

/**
 * Another process serving redirects (./redirect-process.ts), as another instance of the site would: its port, and how
 * to stop it. `env` adds to or overrides the environment (e.g. a DATABASE_URL nothing answers).
 */
export async function startRedirectProcess(env: Record<string, string> = {}): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./scripts/server-only.mjs", "tests/support/redirect-process.ts"], {
    env: { ...process.env, NODE_ENV: "test", ...env },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (status) => reject(new Error(`redirect process exited with ${status}`)));
    createInterface({ input: child.stdout }).once("line", resolve);
  });
  return {
    port: (JSON.parse(line) as { port: number }).port,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin.end();
      await exited;
    },
  };
}
