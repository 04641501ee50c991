import { expect, type Page } from "@/e2e/support/test";

/** The header search once React has hydrated the site shell (it marks itself ready; components/layout/header). */
export const SHELL_READY = 'input[data-site-search][data-ready="true"]';

/** Waits until React has hydrated the site shell. */
export async function shellHydrated(page: Page): Promise<void> {
  await expect(page.locator(SHELL_READY).first()).toBeAttached();
}
