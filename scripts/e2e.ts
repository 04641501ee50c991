import { spawnSync } from "node:child_process";
import { startTestDatabase } from "../tests/support/test-database";

/**
 * `npm run test:e2e`: Chromium (Debian's), a throwaway migrated Postgres, a production build, then Playwright
 * (whose webServer starts server.ts against that database). Extra arguments go to `playwright test`.
 */

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status ?? 1;
}

async function main() {
  if (run("bash", ["scripts/ensure-chromium.sh"]) !== 0) process.exit(1);
  const db = await startTestDatabase();
  let status = 1;
  try {
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-only-secret-not-for-production",
    };
    if (process.env.E2E_SKIP_BUILD !== "1") {
      // The site URL is baked into prerendered pages (canonical URLs): build for the e2e origin.
      const port = process.env.E2E_PORT ?? "3100";
      status = run("npx", ["next", "build"], { ...env, NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`, E2E: "1" });
      if (status !== 0) return;
    }
    status = run("npx", ["playwright", "test", ...process.argv.slice(2)], env);
  } finally {
    await db.stop();
    process.exit(status);
  }
}

void main();
