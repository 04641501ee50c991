import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the site shell: the header search marks itself ready (components/layout/header). */
export async function shellHydrated(page: Page): Promise<void> {
  await expect(page.locator('input[data-site-search][data-ready="true"]').first()).toBeAttached();
}
