import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@/e2e/support/test";
import { readPng } from "@/tests/support/qr-decode";
import { ensureZbar, zbarDecode } from "@/tests/support/zbar";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb } from "@/e2e/support/db";
import { downloadQr } from "@/e2e/support/qr";

async function shot(page: Page, name: string) {
  // eslint-disable-next-line no-restricted-syntax -- a test run's screenshot folder, not app configuration
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

test.describe("QR design studio", () => {
  // zbar reads the download as a phone does; jsQR alone misses about one styled code in eight at this size while
  // zbar reads them all (the page's own check reads the design with jsQR at the scales it finds reliable).
  test.beforeAll(() => ensureZbar());

  test("shapes, a gradient and a framed call to action: the downloaded PNG is framed and scans @phone", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUserInDb({ plan: "basic" });
    await signInViaApi(page, user.email, user.password);
    const url = `https://example.com/studio/${randomUUID()}`;
    await page.goto("/qrgenerator");
    await page.getByLabel("Website URL").fill(url);
    await expect.poll(() => page.getByTestId("qr-payload").textContent()).toBe(url);

    await page.getByRole("tab", { name: "Design" }).click();
    const design = page.getByTestId("qr-design");
    await design.getByRole("group", { name: "Modules shape" }).getByRole("button", { name: "Dots", exact: true }).click();
    await design.getByRole("group", { name: "Eye frames shape" }).getByRole("button", { name: "Leaf", exact: true }).click();
    await design.getByRole("group", { name: "Eye centres shape" }).getByRole("button", { name: "Extra rounded", exact: true }).click();
    await page.getByLabel("Modules colour", { exact: true }).selectOption("gradient");
    await page.getByLabel("Modules gradient colour 2", { exact: true }).fill("#be185d");
    await page.getByLabel("Frame", { exact: true }).selectOption("bubble");
    await page.getByLabel("Call to action").fill("Scannez-moi ✓");

    // The preview is the design: taller than wide with its frame, gradient and text.
    const preview = page.getByTestId("qr-preview");
    await expect.poll(async () => decodeURIComponent((await preview.getAttribute("src")) ?? "")).toContain("Scannez-moi ✓</text>");
    expect(decodeURIComponent((await preview.getAttribute("src")) ?? "")).toContain('stop-color="#be185d"');
    await shot(page, "qr-studio");

    await page.getByLabel("Download size").selectOption("1000");
    const png = await downloadQr(page, "Download PNG");
    const image = readPng(png.body);
    expect(image.width).toBe(1000);
    expect(image.height).toBeGreaterThan(1000);
    expect(zbarDecode(png.body)).toBe(url);
  });

  test("a look sets shapes, colours and frame in one click and is shown pressed until a choice changes; its download scans @phone", async ({ page }) => {
    test.setTimeout(90_000);
    const url = `https://example.com/look/${randomUUID()}`;
    await page.goto("/qrgenerator");
    await page.getByLabel("Website URL").fill(url);
    await expect.poll(() => page.getByTestId("qr-payload").textContent()).toBe(url);

    await page.getByRole("tab", { name: "Design" }).click();
    const looks = page.getByTestId("qr-design").getByRole("group", { name: "Looks" });
    await expect(looks.getByRole("button", { name: "Classic" })).toHaveAttribute("aria-pressed", "true");
    await looks.getByRole("button", { name: "Ocean" }).click();
    await expect(looks.getByRole("button", { name: "Ocean" })).toHaveAttribute("aria-pressed", "true");
    await expect(looks.getByRole("button", { name: "Classic" })).toHaveAttribute("aria-pressed", "false");
    const preview = page.getByTestId("qr-preview");
    await expect.poll(async () => decodeURIComponent((await preview.getAttribute("src")) ?? "")).toContain('stop-color="#0e7490"');
    const modules = page.getByTestId("qr-design").getByRole("group", { name: "Modules shape" });
    await expect(modules.getByRole("button", { name: "Classy rounded", exact: true })).toHaveAttribute("aria-pressed", "true");

    await looks.getByRole("button", { name: "Scan me" }).click();
    await expect(page.getByLabel("Call to action")).toHaveValue("Scan me");
    await expect.poll(async () => decodeURIComponent((await preview.getAttribute("src")) ?? "")).toContain("Scan me</text>");
    await shot(page, "qr-looks");
    const png = await downloadQr(page, "Download PNG");
    expect(readPng(png.body).height).toBeGreaterThan(readPng(png.body).width);
    expect(zbarDecode(png.body)).toBe(url);

    // Any choice of one's own leaves the look.
    await modules.getByRole("button", { name: "Dots", exact: true }).click();
    await expect(looks.getByRole("button", { pressed: true })).toHaveCount(0);
  });

  test("a signed-in user saves a look under a name, applies it in a click after a reload, and deletes it", async ({ page }) => {
    test.setTimeout(90_000);
    const user = await createUserInDb({ plan: "free" });
    await signInViaApi(page, user.email, user.password);
    const url = `https://example.com/saved/${randomUUID()}`;
    await page.goto("/qrgenerator");
    await page.getByLabel("Website URL").fill(url);
    await expect.poll(() => page.getByTestId("qr-payload").textContent()).toBe(url);
    await page.getByRole("tab", { name: "Design" }).click();
    const design = page.getByTestId("qr-design");
    const saved = design.getByRole("group", { name: "Your designs" });
    await expect(saved).toContainText("None yet");

    // A look of one's own: Sunset with a framed call to action of one's own words.
    await design.getByRole("group", { name: "Looks" }).getByRole("button", { name: "Sunset" }).click();
    await page.getByLabel("Frame", { exact: true }).selectOption("bubble");
    await page.getByLabel("Call to action").fill("Carte du jour");
    await saved.getByLabel("Save this look as").fill("Bistro menu");
    // Enter saves the design, it does not generate a code.
    await saved.getByLabel("Save this look as").press("Enter");
    const bistro = saved.getByRole("button", { name: "Bistro menu", exact: true });
    await expect(bistro).toHaveAttribute("aria-pressed", "true");
    await expect(saved.getByLabel("Save this look as")).toHaveValue("");
    await shot(page, "qr-saved-designs");

    // After a reload the studio starts plain; the saved design brings the whole look back in one click.
    await page.reload();
    await page.getByLabel("Website URL").fill(url);
    await page.getByRole("tab", { name: "Design" }).click();
    await expect(bistro).toHaveAttribute("aria-pressed", "false");
    await bistro.click();
    await expect(bistro).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Call to action")).toHaveValue("Carte du jour");
    const preview = page.getByTestId("qr-preview");
    await expect.poll(async () => decodeURIComponent((await preview.getAttribute("src")) ?? "")).toContain("Carte du jour</text>");
    const png = await downloadQr(page, "Download PNG");
    expect(zbarDecode(png.body)).toBe(url);

    await saved.getByRole("button", { name: "Delete the design “Bistro menu”" }).click();
    await expect(bistro).toHaveCount(0);
    await expect(saved).toContainText("None yet");
  });

  test("a visitor is offered to sign in to save designs", async ({ page }) => {
    await page.goto("/qrgenerator");
    await page.getByLabel("Website URL").fill("https://example.com/visitor");
    await page.getByRole("tab", { name: "Design" }).click();
    const saved = page.getByTestId("qr-saved-designs");
    await expect(saved).toContainText("Sign in to save your designs and apply them in one click.");
    await expect(saved.getByRole("button", { name: "Sign in" })).toBeVisible();
  });
});
