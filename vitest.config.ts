import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; tests import server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "tools/**/*.test.ts", "ops/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // Tests assert outcomes, never speed (speed goals are in `npm run bench`); vitest's 5 s default made CPU-heavy
          // cases (PDFs, QR decoding, statistics, bounded parsers) fail on a loaded 2-core machine. A hang still fails.
          testTimeout: 60_000,
          // A suite's beforeAll may install a Debian package on a fresh machine (scripts/ensure-zbar.sh: apt-get update
          // and install, one worker installing while the others wait): vitest's 10 s hook default failed CI's first run.
          hookTimeout: 300_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/setup.ts"],
          // One database for the run: files run one after another; tests use unique data.
          fileParallelism: false,
          testTimeout: 30_000,
          // 300 s: a beforeAll may install a Debian package on a fresh machine (scripts/ensure-poppler.sh).
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
