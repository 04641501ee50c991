import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

export * from "@playwright/test";

/**
 * Every spec's `test`: Playwright's own, with each test coming from its own client address.
 *
 * The e2e server runs with TRUST_PROXY (as behind a reverse proxy), so X-Forwarded-For is the client's address. Tests
 * run side by side, and budgets kept per address (the free daily allowance of a network, sign-up and contact limits)
 * would otherwise be shared by every test of the run: one test spending its network's allowance would change what
 * another one sees. The address is derived from the test's id, so a test keeps it across its pages and requests.
 */
export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, provide, testInfo) => {
    const bytes = createHash("sha256").update(testInfo.testId).digest();
    await provide(`10.${bytes[0]}.${bytes[1]}.${bytes[2]}`);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": clientIp });
  },
});
