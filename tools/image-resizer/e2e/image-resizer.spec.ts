import { readFile } from "node:fs/promises";
import { axe } from "@/e2e/support/axe";
import sharp from "sharp";
import { expect, test, type Page } from "@/e2e/support/test";
import { shot } from "@/e2e/support/shots";
import { findExif, readExif } from "@/lib/engines/image/exif";

/** The Image Resizer, all in the browser: a sideways photo with a GPS position, cropped, turned, resized and decoded back. */

/** Stored 400 × 200 — left half red, right half blue — with EXIF orientation 6 (shown turned 90° clockwise) and GPS. */
function sidewaysPhoto() {
  const red = { create: { width: 200, height: 200, channels: 3 as const, background: "#ff0000" } };
  return sharp({ create: { width: 400, height: 200, channels: 3, background: "#0000ff" } })
    .composite([{ input: { create: red.create }, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "2/1 21/1 0/1" } })
    .toBuffer();
}

async function downloaded(page: Page, name: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Download ${name}` }).click()]);
  expect(download.suggestedFilename()).toBe(name);
  return readFile(await download.path());
}

async function pixelAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

test("a sideways photo: upright, cropped square by keyboard and pointer, turned, flipped, resized, saved without EXIF @phone", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
  });
  expect((await page.goto("/image-resizer"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Image Resizer");
  await expect(page.getByRole("button", { name: "Choose an image" })).toBeInViewport();

  const photo = await sidewaysPhoto();
  expect(readExif(photo)).toEqual({ orientation: 6, hasGps: true });
  await page.getByLabel("Image to resize").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
  const tool = page.locator("[data-tool-ui='image-resizer']");
  // Upright: 200 wide, 400 high — the red half on top.
  await expect(page.getByTestId("source-size")).toHaveText(/^200 × 400 px/);
  await expect(tool).toContainText("EXIF orientation 6: stored on its side, to be turned 90° clockwise. Shown and saved upright.");
  await expect(tool).toContainText("This photo holds a GPS location: the resized image will not.");

  await page.getByText("1:1", { exact: true }).click();
  await expect(page.getByLabel("Crop Y")).toHaveValue("100");
  await expect(page.getByLabel("Crop height")).toHaveValue("200");

  // Keyboard: arrows move by a hundredth of the longest side (4 px), Shift + arrows resize keeping 1:1.
  const box = page.getByTestId("crop-box");
  await box.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Crop Y")).toHaveValue("104");
  await page.keyboard.press("Shift+ArrowLeft");
  await expect(page.getByLabel("Crop width")).toHaveValue("196");
  await expect(page.getByLabel("Crop height")).toHaveValue("196");
  // Until a size is typed, the output size follows the crop.
  await expect(page.getByLabel("Width (px)")).toHaveValue("196");

  // Pointer: drag the box up, from the middle of the screen so the whole drag stays in view and below the header.
  // Instant: the page scrolls smoothly (globals.css), and a box measured mid-scroll is not where the pointer lands.
  await box.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  const bounds = (await box.boundingBox())!;
  await page.mouse.move(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
  await page.mouse.down();
  await page.mouse.move(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2 - 200, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByLabel("Crop Y")).toHaveValue("0");
  await shot(page, "image-resizer");

  // Turned right (400 × 200, red on the right), the square crop centred again; flipped: red on the left.
  await page.getByRole("button", { name: "Rotate right" }).click();
  await expect(page.getByLabel("Crop X")).toHaveValue("100");
  await expect(page.getByLabel("Crop width")).toHaveValue("200");
  await page.getByRole("button", { name: "Flip horizontal" }).click();

  await page.getByLabel("Width (px)").fill("100");
  await expect(page.getByLabel("Height (px)")).toHaveValue("100");
  await page.getByText("PNG", { exact: true }).click();
  await page.getByRole("button", { name: "Resize to 100 × 100" }).click();
  await expect(page.getByTestId("resize-result")).toContainText("photo-100x100.png: 100 × 100 px");
  const png = await downloaded(page, "photo-100x100.png");
  const meta = await sharp(png).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 100, 100]);
  const [left, right] = [await pixelAt(png, 10, 50), await pixelAt(png, 90, 50)];
  expect(left[0]).toBeGreaterThan(200); // red
  expect(left[2]).toBeLessThan(60);
  expect(right[2]).toBeGreaterThan(200); // blue
  expect(right[0]).toBeLessThan(60);
  expect(findExif(png)).toBeNull();

  // The same as a JPG: no APP1 EXIF segment, so no orientation and no GPS.
  await page.getByText("Same (JPG)", { exact: true }).click();
  await page.getByRole("button", { name: "Resize to 100 × 100" }).click();
  const jpg = await downloaded(page, "photo-100x100.jpg");
  expect((await sharp(jpg).metadata()).format).toBe("jpeg");
  expect(findExif(jpg)).toBeNull();
  expect(readExif(jpg)).toBeNull();

  expect(sent).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect((await axe(page).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});
