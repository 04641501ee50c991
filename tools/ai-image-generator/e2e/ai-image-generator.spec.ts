import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@/e2e/support/test";
import sharp from "sharp";
import { signInViaApi } from "../../../e2e/support/auth";
import { createUserInDb } from "../../../e2e/support/db";
import { shot } from "../../../e2e/support/shots";

/** The AI Image Generator against the fake provider that scripts/e2e.ts starts (tests/support/fake-ai.ts). */

test("a Basic account makes two landscape images, downloads one as PNG and as WebP, and finds them in its history", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  expect((await page.goto("/ai-image-generator"))?.status()).toBe(200);
  const tool = page.locator("[data-tool-ui='ai-image-generator']");
  const prompt = `A lighthouse at dawn ${randomUUID().slice(0, 8)}`;
  await tool.getByLabel("Prompt", { exact: true }).fill(prompt);
  await tool.getByText("Landscape", { exact: true }).click();
  await tool.getByLabel("Images", { exact: true }).selectOption("2");
  await tool.getByRole("button", { name: "Generate" }).click();
  const gallery = tool.getByTestId("image-gallery");
  await expect(gallery.getByRole("img")).toHaveCount(2);
  await shot(page, "ai-image-generator");

  const [png] = await Promise.all([page.waitForEvent("download"), gallery.getByRole("button", { name: "PNG" }).first().click()]);
  expect(png.suggestedFilename()).toMatch(/^a-lighthouse-at-dawn-.*-1\.png$/);
  const pngMeta = await sharp(await readFile(await png.path())).metadata();
  expect([pngMeta.format, pngMeta.width, pngMeta.height]).toEqual(["png", 1536, 1024]);
  const [webp] = await Promise.all([page.waitForEvent("download"), gallery.getByRole("button", { name: "WebP" }).first().click()]);
  expect(webp.suggestedFilename()).toMatch(/-1\.webp$/);
  const webpMeta = await sharp(await readFile(await webp.path())).metadata();
  expect([webpMeta.format, webpMeta.width, webpMeta.height]).toEqual(["webp", 1536, 1024]);

  // Kept in the history, which survives a reload: settings back in the form, one deleted.
  const history = tool.getByTestId("image-history");
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await page.reload();
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("img").first()).toHaveJSProperty("naturalWidth", 1536);
  await shot(page, "ai-image-generator-history");
  await history.getByRole("button", { name: /^Use the settings of/ }).first().click();
  await expect(tool.getByLabel("Prompt", { exact: true })).toHaveValue(prompt);
  await expect(tool.getByRole("radio", { name: "Landscape" })).toBeChecked();
  await history.getByRole("button", { name: /^Delete / }).first().click();
  await expect(history.getByRole("listitem")).toHaveCount(1);
  expect(errors).toEqual([]);
});
