import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { startFakeAi } from "../tests/support/fake-ai";
import { startFakeStripe } from "../tests/support/fake-stripe";
import { e2eServerDir } from "../e2e/support/server-dir";
import { e2eSiteUrl, startTestDatabase } from "../tests/support/test-database";
import { bundleServer } from "./bundle-server.mjs";
import { buildIfNeeded } from "./build";

/**
 * `npm run test:e2e`: Chromium's headless shell (Debian's), a throwaway migrated Postgres, a production build, then Playwright
 * (whose webServer starts server.ts against that database). Extra arguments go to `playwright test`.
 *
 * Payments run against the fake Stripe server of tests/support/fake-stripe.ts, started here on a free loopback port:
 * its STRIPE_* variables reach the app server through Playwright's webServer (which inherits this environment). The AI
 * tools run the same way against the fake OpenAI-compatible server of tests/support/fake-ai.ts (its AI_* variables).
 */

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status ?? 1;
}

/** Like run, without blocking this process's event loop (the fake Stripe server lives in it). */
function runAsync(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

async function main() {
  if (run("bash", ["scripts/ensure-chromium.sh", "shell"]) !== 0) process.exit(1);
  const db = await startTestDatabase();
  const port = process.env.E2E_PORT ?? "3100";
  const stripe = await startFakeStripe({
    webhookSecret: "whsec_e2e_fake_stripe_secret",
    webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
    port: Number(process.env.E2E_STRIPE_PORT ?? 0),
  });
  const ai = await startFakeAi({ apiKey: "sk-e2e-fake-ai-key", port: Number(process.env.E2E_AI_PORT ?? 0) });
  let status = 1;
  try {
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      NEXT_TELEMETRY_DISABLED: "1",
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "e2e-only-secret-not-for-production",
      ...stripe.env(),
      ...ai.env(),
    };
    if (process.env.E2E_SKIP_BUILD !== "1") {
      // The site URL is baked into prerendered pages (canonical URLs): build for the e2e origin.
      // Reused when fresh (the shutdown integration test builds for this origin too: one build per test run).
      if (!(await buildIfNeeded({ ...env, NEXT_PUBLIC_SITE_URL: e2eSiteUrl(port) }))) return;
    }
    // The server runs compiled, as `npm start` runs it (playwright.config.ts starts it from this folder).
    await bundleServer(e2eServerDir(port));
    // Specs import server modules (lib/platform/db, lib/domain/limits/usage…) to set up and check data: every Node process Playwright
    // starts resolves `server-only` to its no-op, as the app server does (scripts/server-only.mjs).
    const serverOnly = `--import ${path.resolve("scripts/server-only.mjs")}`;
    const testEnv = { ...env, NODE_OPTIONS: [process.env.NODE_OPTIONS, serverOnly].filter(Boolean).join(" ") };
    status = await runAsync("npx", ["playwright", "test", ...process.argv.slice(2)], testEnv);
  } finally {
    await stripe.stop();
    await ai.stop();
    await db.stop();
    process.exit(status);
  }
}

void main();
