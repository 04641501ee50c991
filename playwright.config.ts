import { defineConfig, devices } from "@playwright/test";

// Started by scripts/e2e.ts, which provides a throwaway migrated database (DATABASE_URL) and a production build.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  // Site-wide journeys in e2e/, each tool's own in tools/<id>/e2e/ (docs/architecture.md "The tool module").
  testDir: ".",
  testMatch: ["e2e/**/*.spec.ts", "tools/*/e2e/**/*.spec.ts"],
  testIgnore: ["**/node_modules/**"],
  fullyParallel: false,
  workers: 1,
  // One retry, reported as "flaky". Pages fetch their scripts after the first paint (ops/deferred-scripts.ts), so tests
  // act on pages that are not hydrated yet, as visitors on slow phones do; what they type, click, press, drop and submit
  // then is kept (e2e/deferred-scripts.spec.ts, e2e/early-typing.spec.ts, each failing without its fix). Still open,
  // seen once in four CI runs: text typed while the page's own content hydrates after the root layout's commit (the
  // recording ends at that commit; the page's content seems to hydrate in a boundary of its own) is not handed back.
  // A test that fails twice fails.
  retries: 1,
  reporter: [["list"]],
  // Whole journeys (sign in → checkout → webhook → success) take longer on a loaded 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: {
    command: `node --import tsx --import ./scripts/server-only.mjs server.ts`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      E2E: "1",
      NEXT_PUBLIC_SITE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      // The operator of e2e/site-ux.spec.ts's /admin/messages checks.
      ADMIN_EMAILS: "e2e-admin@example.test",
    },
  },
});
