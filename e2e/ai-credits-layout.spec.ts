import { expect, test } from "@/e2e/support/test";
import { signInViaApi } from "./support/auth";
import { createUserInDb } from "./support/db";

/**
 * An AI tool's credits arrive after its page is usable, and on a phone their line wraps to two or three rows: the
 * action button must not move when they do. (It did: a tap pressed "Generate" where it was and let go where the
 * credits had pushed it, so no click happened.)
 */
const TOOLS = [
  { path: "/ai-image-generator", action: "Generate" },
  { path: "/ai-image-editor", action: "Edit image" },
  { path: "/ai-writer", action: "Draft from a brief" },
];

for (const tool of TOOLS) {
  test(`${tool.path}: the action button stays put when the credits arrive @both`, async ({ page }) => {
    const user = await createUserInDb({ plan: "basic" });
    await signInViaApi(page, user.email, user.password);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/ai/credits", async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest("**/api/ai/credits");
    expect((await page.goto(tool.path))?.status()).toBe(200);
    await asked;
    const button = page.getByRole("button", { name: tool.action, exact: true });
    await expect(button).toBeVisible();
    const before = await button.boundingBox();
    release();
    await expect(page.getByTestId("ai-credits-line")).toBeVisible();
    expect((await button.boundingBox())?.y).toBe(before?.y);
  });
}
