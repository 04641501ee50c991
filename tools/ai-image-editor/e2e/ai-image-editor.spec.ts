import { axe } from "@/e2e/support/axe";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@/e2e/support/test";
import sharp from "sharp";
import { signInViaApi } from "../../../e2e/support/auth";
import { createUserInDb } from "../../../e2e/support/db";
import { shot } from "../../../e2e/support/shots";

/** The AI Image Editor against the fake provider that scripts/e2e.ts starts (tests/support/fake-ai.ts). */

async function harbourPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 30, g: 110, b: 170 },
    },
  })
    .png()
    .toBuffer();
}

async function openWithImage(page: Page, width: number, height: number) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  expect((await page.goto("/ai-image-editor"))?.status()).toBe(200);
  const tool = page.locator("[data-tool-ui='ai-image-editor']");
  await tool
    .getByLabel("Image to edit")
    .setInputFiles({
      name: "Harbour view.png",
      mimeType: "image/png",
      buffer: await harbourPng(width, height),
    });
  await expect(tool.getByTestId("editor-image-size")).toContainText(
    `Harbour view.png: ${width} × ${height} pixels.`,
  );
  return { tool, errors };
}

async function downloaded(page: Page, button: ReturnType<Page["locator"]>) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    button.click(),
  ]);
  const meta = await sharp(await readFile(await file.path())).metadata();
  return {
    name: file.suggestedFilename(),
    format: meta.format,
    width: meta.width,
    height: meta.height,
  };
}

test.describe("AI Image Editor", () => {
  test("a Basic account paints a stroke, describes the change and downloads the edit as PNG and WebP", async ({
    page,
  }) => {
    const { tool, errors } = await openWithImage(page, 600, 400);
    await expect(
      tool.getByRole("button", { name: "Edit image" }),
    ).toBeEnabled();
    // Without paint an edit has nothing to change: the page says so and sends nothing.
    await tool
      .getByLabel("Describe the change")
      .fill(`A red sailing boat ${randomUUID().slice(0, 8)}`);
    await tool.getByRole("button", { name: "Edit image" }).click();
    await expect(tool.getByTestId("image-editor-error")).toHaveText(
      "Paint over the area to change first, or mark an area with the keyboard controls.",
    );

    const canvas = tool.getByTestId("mask-canvas");
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.6, {
      steps: 8,
    });
    await page.mouse.up();
    await expect(tool.getByTestId("editor-image-size")).toContainText(
      "The painted area will change",
    );
    await tool.getByRole("button", { name: "Edit image" }).click();

    const result = page.getByTestId("editor-result");
    await expect(
      result.getByRole("img", { name: "Before: your image" }),
    ).toBeVisible();
    await expect(result.getByTestId("editor-after")).toBeVisible();
    await expect(tool.getByTestId("image-editor-error")).toHaveCount(0);
    await shot(page, "ai-image-editor");
    expect(
      (await axe(page).analyze()).violations.map((v) => v.id),
    ).toEqual([]);

    expect(
      await downloaded(page, result.getByRole("button", { name: "PNG" })),
    ).toEqual({
      name: "harbour-view-edited-1.png",
      format: "png",
      width: 1536,
      height: 1024,
    });
    expect(
      await downloaded(page, result.getByRole("button", { name: "WebP" })),
    ).toEqual({
      name: "harbour-view-edited-1.webp",
      format: "webp",
      width: 1536,
      height: 1024,
    });
    expect(errors).toEqual([]);
  });

  test("on a phone a finger paints the mask, Before and After switch, and the edit downloads @phone", async ({
    page,
  }) => {
    const { tool, errors } = await openWithImage(page, 400, 600);
    const canvas = tool.getByTestId("mask-canvas");
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // A touch stroke through the browser's own touch input (pointer events of type "touch").
    const cdp = await page.context().newCDPSession(page);
    const at = (fx: number, fy: number) => [
      { x: box.x + box.width * fx, y: box.y + box.height * fy },
    ];
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchStart",
      touchPoints: at(0.3, 0.3),
    });
    for (let i = 1; i <= 6; i++)
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: at(0.3 + i * 0.05, 0.3 + i * 0.03),
      });
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchEnd",
      touchPoints: [],
    });
    await expect(tool.getByTestId("editor-image-size")).toContainText(
      "The painted area will change",
    );

    await tool
      .getByLabel("Describe the change")
      .fill(`A lighthouse ${randomUUID().slice(0, 8)}`);
    await tool.getByRole("button", { name: "Edit image" }).click();
    const result = page.getByTestId("editor-result");
    await expect(result.getByTestId("editor-after")).toBeVisible();
    await expect(
      result.getByRole("img", { name: "Before: your image" }),
    ).toBeHidden();
    await result.getByText("Before", { exact: true }).first().click();
    await expect(
      result.getByRole("img", { name: "Before: your image" }),
    ).toBeVisible();
    await expect(result.getByTestId("editor-after")).toBeHidden();
    await shot(page, "ai-image-editor");
    expect(
      (await axe(page).analyze()).violations.map((v) => v.id),
    ).toEqual([]);

    expect(
      await downloaded(page, result.getByRole("button", { name: "PNG" })),
    ).toEqual({
      name: "harbour-view-edited-1.png",
      format: "png",
      width: 1024,
      height: 1536,
    });
    expect(errors).toEqual([]);
  });

  test("keyboard users mark an area and get variations, and a file over the bounds is refused before it is read", async ({
    page,
  }) => {
    const { tool, errors } = await openWithImage(page, 500, 500);
    await tool.getByText("Variations", { exact: true }).click();
    await tool.getByLabel("Results", { exact: true }).selectOption("2");
    await tool.getByRole("button", { name: "Make variations" }).click();
    const result = page.getByTestId("editor-result");
    await expect(
      result.getByRole("button", { name: /^Result \d$/ }),
    ).toHaveCount(2);
    await result.getByRole("button", { name: "Result 2" }).click();
    expect(
      await downloaded(page, result.getByRole("button", { name: "PNG" })),
    ).toEqual({
      name: "harbour-view-variation-2.png",
      format: "png",
      width: 1024,
      height: 1024,
    });

    await tool.getByText("Edit the painted area", { exact: true }).click();
    await tool.getByLabel("Area", { exact: true }).selectOption("top");
    await tool.getByRole("button", { name: "Mark this area" }).click();
    await expect(tool.getByTestId("editor-image-size")).toContainText(
      "The painted area will change",
    );
    await tool.getByRole("button", { name: "Clear" }).click();
    await expect(tool.getByTestId("editor-image-size")).toContainText(
      "Paint over the area to change",
    );

    await tool
      .getByLabel("Image to edit")
      .setInputFiles({
        name: "wide.png",
        mimeType: "image/png",
        buffer: await harbourPng(4097, 10),
      });
    await expect(tool.getByTestId("editor-load-error")).toHaveText(
      "wide.png is 4,097 × 10 pixels: the AI Image Editor takes up to 4,096 pixels a side. Make it smaller with the Image Resizer first.",
    );
    expect(errors).toEqual([]);
  });
});
