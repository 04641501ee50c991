import type { Locator, Page } from "@/e2e/support/test";

/**
 * A full-page screenshot into SHOTS_DIR (named with the viewport's width), when that is set: for looking, not asserting.
 * SHOTS_DARK=1 adds one in the dark theme (`{name}-dark-{width}.png`), then puts the light theme back.
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  if (process.env.SHOTS_DARK !== "1") return;
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: `${dir}/${name}-dark-${width}.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: "light" });
}

/** A screenshot of one element (a section of a long page) into SHOTS_DIR, when that is set. */
export async function shotOf(element: Locator, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const width = element.page().viewportSize()?.width ?? 0;
  await element.screenshot({ path: `${dir}/${name}-${width}.png` });
}
