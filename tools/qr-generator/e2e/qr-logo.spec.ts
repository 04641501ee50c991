import { randomUUID } from "node:crypto";
import { axe } from "@/e2e/support/axe";
import sharp from "sharp";
import { PNG } from "pngjs";
import { expect, test, type Page } from "@/e2e/support/test";
import { ensureZbar, zbarDecode } from "@/tests/support/zbar";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb } from "@/e2e/support/db";
import { downloadQr } from "@/e2e/support/qr";

/** A 200 × 120 PNG logo: a dark red disc on a transparent ground. */
function logoPng(): Buffer {
  const image = new PNG({ width: 200, height: 120 });
  for (let y = 0; y < 120; y++) for (let x = 0; x < 200; x++) if ((x - 100) ** 2 + (y - 60) ** 2 < 55 ** 2) image.data.set([153, 27, 27, 255], (y * 200 + x) * 4);
  return PNG.sync.write(image);
}

async function start(page: Page): Promise<string> {
  const user = await createUserInDb({ plan: "basic" });
  await signInViaApi(page, user.email, user.password);
  const url = `https://example.com/logo/${randomUUID()}`;
  await page.goto("/qrgenerator");
  await page.getByLabel("Website URL").fill(url);
  await expect.poll(() => page.getByTestId("qr-payload").textContent()).toBe(url);
  await page.getByRole("tab", { name: "Design" }).click();
  return url;
}

const previewSvg = async (page: Page) => decodeURIComponent((await page.getByTestId("qr-preview").getAttribute("src")) ?? "");

test.describe("QR studio logo", () => {
  test.beforeAll(() => ensureZbar());

  test("an uploaded PNG logo and an icon: downloads carry the logo and scan; a hostile file is refused", async ({ page }) => {
    test.setTimeout(90_000);
    const url = await start(page);
    const logo = page.getByTestId("qr-logo");

    await page.getByLabel("Or upload your logo").setInputFiles({ name: "logo.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(logo.getByText("The logo must be a PNG, JPEG, WebP or SVG image.")).toBeVisible();

    await page.getByLabel("Or upload your logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng() });
    await expect(page.getByTestId("qr-logo-file-name")).toHaveText("Using logo.png.");
    await page.getByLabel(/^Logo size/).fill("30");
    await expect(page.getByText("Logo size: 30 % of the code's width")).toBeVisible();
    await expect.poll(() => previewSvg(page)).toContain('href="data:image/png;base64,');
    await expect(page.getByText(/error correction H \(High\)/)).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);

    await page.getByLabel("Download size").selectOption("1000");
    const png = await downloadQr(page, "Download PNG");
    expect(zbarDecode(png.body)).toBe(url);
    // The download is the design with the logo: the disc's red in the middle of the code (Skia resamples the colour).
    const image = PNG.sync.read(png.body);
    let red = 0;
    for (let y = 350; y < 650; y++)
      for (let x = 350; x < 650; x++) {
        const at = (y * image.width + x) * 4;
        if (image.data[at]! > 120 && image.data[at + 1]! < 70 && image.data[at + 2]! < 70) red++;
      }
    expect(red).toBeGreaterThan(300);

    await logo.getByRole("button", { name: "Location", exact: true }).click();
    await expect.poll(() => previewSvg(page)).toContain('transform="translate(');
    const svg = await downloadQr(page, "Download SVG");
    const svgText = svg.body.toString("utf8");
    expect(svgText).toContain('transform="translate(');
    expect(svgText).not.toContain("data:image/png");
    expect(zbarDecode(await sharp(svg.body).flatten({ background: "#ffffff" }).png().toBuffer())).toBe(url);
  });

  test("an icon at 375 px: error correction says it is raised to H, and the PNG scans @phone", async ({ page }) => {
    test.setTimeout(90_000);
    const url = await start(page);
    await page.getByTestId("qr-logo").getByRole("button", { name: "WiFi", exact: true }).click();
    // The Design tab with its logo choices fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByRole("tab", { name: "Advanced" }).click();
    await expect(page.getByLabel("Error correction")).toBeDisabled();
    await expect(page.getByLabel("Error correction")).toHaveValue("H");
    await expect(page.getByTestId("qr-ec-logo-note")).toContainText("Raised to H (High) while a logo is on");
    expect((await axe(page).analyze()).violations).toEqual([]);
    const png = await downloadQr(page, "Download PNG");
    expect(zbarDecode(png.body)).toBe(url);
  });
});
