import { axe } from "@/e2e/support/axe";
import { expect, test, type Page } from "@/e2e/support/test";

/** The Color Picker (figures from tools/color-picker/logic/*.test.ts). */

async function open(page: Page, path = "/color-picker") {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return errors;
}

/** The tool is server-rendered; it works once its part of the page has hydrated. */
async function load(page: Page) {
  await expect(page.locator("[data-tool-area] > [data-hydrated]").first()).toBeAttached();
  await expect(page.locator("[data-tool-ui='color-picker']")).toBeVisible();
}

/** Axe over the page, less the specimens that show the user's own colours on purpose (low contrast is the point). */
const checkAxe = (page: Page) => axe(page).exclude("[data-specimen]").analyze();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A 20 × 10 PNG, left half #ff5733 and right half #1e90ff, drawn by the browser itself. */
async function twoColourPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 20;
    canvas.height = 10;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#ff5733";
    ctx.fillRect(0, 0, 10, 10);
    ctx.fillStyle = "#1e90ff";
    ctx.fillRect(10, 0, 10, 10);
    return canvas.toDataURL("image/png").split(",")[1]!;
  });
  return Buffer.from(base64, "base64");
}

test("converts, checks contrast, picks from an image and keeps the colour in the URL @phone", async ({ page }) => {
  const errors = await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Color Picker");
  // The server renders the tool with the starting colour in every format.
  await expect(field(page, "RGB")).toHaveValue("rgb(30, 144, 255)");
  await load(page);

  // Typing a hex updates every format.
  await field(page, "HEX").fill("#ff5733");
  await expect(field(page, "RGB")).toHaveValue("rgb(255, 87, 51)");
  await expect(field(page, "HSL")).toHaveValue("hsl(11, 100%, 60%)");
  await expect(field(page, "CMYK")).toHaveValue("cmyk(0%, 66%, 80%, 0%)");
  await expect(field(page, "OKLCH")).toHaveValue("oklch(68.04% 0.21 33.69)");
  await expect(page.getByTestId("current-hex")).toHaveText("#ff5733");
  await expect(page).toHaveURL(/\?color=ff5733$/);

  // Editing another format: bare numbers in the RGB field.
  await field(page, "RGB").fill("119 119 119");
  await expect(field(page, "HEX")).toHaveValue("#777777");

  // #777 on white: 4.478, a fail for AA, never rounded up; the nearest pass is #767676.
  await expect(page.getByTestId("contrast-ratio")).toHaveText("4.478:1");
  await expect(page.getByTestId("wcag-aa")).toContainText("Fail");
  await expect(page.getByTestId("wcag-aa-large")).toContainText("Pass");
  await page.getByTestId("wcag-aa").getByRole("button", { name: "Use #767676" }).click();
  await expect(field(page, "HEX")).toHaveValue("#767676");
  await expect(page.getByTestId("contrast-ratio")).toHaveText("4.542:1");
  await expect(page.getByTestId("wcag-aa")).toContainText("Pass");

  // Keyboard on the hue slider (ARIA slider).
  const hue = page.getByRole("slider", { name: "Hue" });
  await field(page, "HEX").fill("#ff0000");
  await hue.focus();
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await expect(hue).toHaveAttribute("aria-valuenow", "20");
  await expect(field(page, "HSL")).toHaveValue("hsl(20, 100%, 50%)");
  // Alpha is kept in every format.
  const alpha = page.getByRole("slider", { name: "Alpha" });
  await alpha.focus();
  await page.keyboard.press("PageDown");
  await page.keyboard.press("PageDown");
  await page.keyboard.press("PageDown");
  await page.keyboard.press("PageDown");
  await page.keyboard.press("PageDown");
  await expect(field(page, "RGB")).toHaveValue(/^rgba\(255, 85, 0, 0\.5\)$/);
  await expect(field(page, "HEX")).toHaveValue("#ff550080");

  // Out-of-gamut OKLCH is said so.
  await field(page, "OKLCH").fill("oklch(70% 0.4 150)");
  await expect(page.getByTestId("gamut-note")).toContainText("outside sRGB");

  // Pick from an image: the right half is #1e90ff.
  await page.getByLabel("Image file").setInputFiles({ name: "two.png", mimeType: "image/png", buffer: await twoColourPng(page) });
  const canvas = page.getByTestId("image-canvas");
  await expect(canvas).toBeVisible();
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
  await expect(field(page, "HEX")).toHaveValue("#1e90ff");
  await expect(field(page, "CSS name")).toHaveValue("dodgerblue");

  // Palette export.
  await page.getByText("JSON", { exact: true }).click();
  await expect(page.getByTestId("palette-export")).toContainText('"brand": {');

  // The URL keeps the colour: a reload opens it again.
  await expect(page).toHaveURL(/\?color=1e90ff$/);
  await page.reload();
  await expect(field(page, "HEX")).toHaveValue("#1e90ff");

  expect((await checkAxe(page)).violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("bad input gets a specific message in place; a non-image file is named @phone", async ({ page }) => {
  const errors = await open(page);
  await load(page);
  const hex = field(page, "HEX");
  await hex.fill("#12345");
  await hex.press("Enter");
  await expect(page.getByText("A hex colour has 3, 4, 6 or 8 digits; #12345 has 5.")).toBeVisible();
  await expect(hex).toHaveAttribute("aria-invalid", "true");
  await field(page, "RGB").fill("rgb(300, 0, 0)");
  await expect(page.getByTestId("gamut-note")).toContainText("clamped");
  await page.getByLabel("Image file").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByText("notes.png isn't an image this browser can open.", { exact: false })).toBeVisible();
  expect((await checkAxe(page)).violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("a conversion page converts its pair; an unknown pair is a 404", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/color-picker/hex-to-rgb");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("HEX to RGB Converter");
  await expect(page.getByLabel("RGB", { exact: true })).toHaveValue("rgb(255, 87, 51)");
  await page.getByLabel("HEX", { exact: true }).fill("#abc");
  await expect(page.getByLabel("RGB", { exact: true })).toHaveValue("rgb(170, 187, 204)");
  await page.getByLabel("HEX", { exact: true }).fill("#zzz");
  await expect(page.getByText("#zzz isn't a colour")).toBeVisible();
  await expect(page.getByRole("row", { name: /dodgerblue/ })).toContainText("rgb(30, 144, 255)");
  expect((await checkAxe(page)).violations).toEqual([]);
  expect((await request.get("/color-picker/hex-to-banana")).status()).toBe(404);
  expect(errors).toEqual([]);
});

test("typing before the page's script has run is kept: the tool loads and converts it", async ({ page }) => {
  // Hold every script until the typing is done, as on a slow phone where the visitor types before hydration.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/color-picker/hex-to-rgb", { waitUntil: "commit" });
  const hex = page.getByLabel("HEX", { exact: true });
  await hex.fill("#abc");
  release();
  await expect(page.locator("[data-tool-ui='color-picker']")).toBeVisible();
  await expect(page.getByLabel("RGB", { exact: true })).toHaveValue("rgb(170, 187, 204)");
  await expect(hex).toBeFocused();
});

test("Copy link copies a full address that opens the same colour", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const errors = await open(page, "/color-picker?color=1e90ff");
  await load(page);
  await page.getByRole("button", { name: "Copy link" }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^https?:\/\/[^/]+\/color-picker\?color=/);
  await open(page, new URL(link).pathname + new URL(link).search);
  await load(page);
  await expect(page.getByRole("button", { name: "Copy hex" })).toBeVisible();
  expect(link).toContain("1e90ff");
  expect(errors).toEqual([]);
});
