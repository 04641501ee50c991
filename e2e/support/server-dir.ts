import path from "node:path";

/**
 * Where the e2e runner (scripts/e2e.ts) compiles the server for a run on `port`, and where playwright.config.ts starts
 * it: one folder per port, so runs side by side never replace each other's server.
 */
export function e2eServerDir(port: number | string): string {
  return path.join("dist", `e2e-${port}`);
}
