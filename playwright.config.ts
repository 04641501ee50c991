import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eServerDir } from "./e2e/support/server-dir";

// Started by scripts/e2e.ts, which provides a throwaway migrated database (DATABASE_URL) and a production build.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Chromium's headless shell (scripts/ensure-chromium.sh installs it), as Playwright's own headless runs use: the pages'
// work is the same, and each page costs about 30 % less CPU than in full Chromium (the route sweep at 375 px: 6.8 min
// instead of 9.6 on 2 cores). The page benchmark measures in full Chromium.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: [
    "--no-sandbox",
    // A frame of another site (the Code Editor's sandboxed preview) in its own process, as desktop Chrome runs it; the
    // headless shell would share the page's process, and an endless loop in the frame would freeze the page with it.
    "--site-per-process",
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
  // Tests run side by side: each makes its own data and comes from its own client address (e2e/support/test.ts).
  // Part of a test's time is waiting (scripts held back, a key every 35 ms), so one worker more than the cores pays.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // No retries: a test that fails once is a bug in the test or in the code.
  retries: 0,
  reporter: [["list"]],
  // Timeouts catch a hang, never measure speed (speed goals are in `npm run bench`): whole journeys (sign in →
  // checkout → webhook → success) and pages whose scripts were held back take several times longer on a loaded 2-core
  // machine than on a quiet one, and a passing test never waits for them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // The site's service worker (public/sw.js) would answer requests that specs route or hold back; only
    // e2e/installable.spec.ts, which tests it, allows it.
    serviceWorkers: "block",
    // Recording a trace of every test (to keep the failing ones) costs about a third of the run on 2 cores: off unless
    // asked for (E2E_TRACE=retain-on-failure npm run test:e2e -- <spec>).
    trace: (process.env.E2E_TRACE as "retain-on-failure" | undefined) ?? "off",
    launchOptions: chromium,
  },
  // A test tagged @phone runs at 375 px on a touch phone, where most visitors arrive; one tagged @both at 375 and 1440 px
  // (the site's own controls: palette, theme, favourites, dialogs, toasts, and a layout that changes with the width);
  // every other test at 1440 px. A tool's journey runs at one width: what it checks is the same at both. The route
  // sweep checks every page at 375 px (layout, overflow, axe in both themes) and what every page serves at 1440 px.
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions: chromium }, grepInvert: /@phone/ },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions: chromium }, grep: /@phone|@both/ },
  ],
  webServer: {
    // The compiled server (scripts/e2e.ts compiles it before the run), as `npm start` runs it.
    command: `node --enable-source-maps ${path.join(e2eServerDir(port), "server.mjs")}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      E2E: "1",
      // Each test's client address arrives in X-Forwarded-For (e2e/support/test.ts), as behind a reverse proxy.
      TRUST_PROXY: "1",
      NEXT_PUBLIC_SITE_URL: baseURL,
      NEXTAUTH_URL: baseURL,
      // The operator of e2e/site-ux.spec.ts's /admin/messages checks.
      ADMIN_EMAILS: "e2e-admin@example.test",
    },
  },
});
