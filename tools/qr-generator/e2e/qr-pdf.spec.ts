import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@/e2e/support/test";
import { ensureZbar, zbarDecode } from "@/tests/support/zbar";
import { ensurePoppler, pdfInfo, pdfToPng } from "@/tests/support/pdf";
import { decodePng } from "@/tests/support/qr-decode";
import { downloadQr } from "@/e2e/support/qr";

async function shot(page: Page, name: string, target?: ReturnType<Page["locator"]>) {
  // eslint-disable-next-line no-restricted-syntax -- a test run's screenshot folder, not app configuration
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const path = `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`;
  await (target ? target.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

test.describe("QR PDF download", () => {
  test.beforeAll(() => {
    ensureZbar();
    ensurePoppler();
  });

  test("a framed design downloads as a PDF of the size typed in mm that scans; a size out of range is refused on the page", async ({ page }) => {
    test.setTimeout(90_000);
    const url = `https://example.com/print/${randomUUID()}`;
    await page.goto("/qrgenerator");
    await page.getByLabel("Website URL").fill(url);
    await expect.poll(() => page.getByTestId("qr-payload").textContent()).toBe(url);
    await page.getByRole("tab", { name: "Design" }).click();
    await page.getByLabel("Frame", { exact: true }).selectOption("banner-bottom");
    await page.getByLabel("Call to action").fill("Scan me · Сканируй");

    const controls = page.getByTestId("qr-counting-note").locator("..");
    const field = page.getByLabel("PDF for print");
    await expect(field).toHaveValue("50");
    await field.fill("5");
    await page.getByRole("button", { name: "Download PDF", exact: true }).click();
    await expect(page.getByText("PDF size must be a number of millimetres from 20 to 500 (at most one decimal)")).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await shot(page, "qr-pdf-refused", controls);

    await field.fill("80");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    const pdf = await downloadQr(page, "Download PDF");
    expect(pdf.filename).toBe("qrcode.pdf");
    expect(pdf.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const info = pdfInfo(pdf.body);
    expect(Math.abs(info.width - (80 * 72) / 25.4)).toBeLessThan(0.01);
    expect(Math.abs(info.height - (80 * 72) / 25.4)).toBeLessThan(0.01);
    const png = pdfToPng(pdf.body, 150);
    expect(zbarDecode(png)).toBe(url);
    expect(decodePng(png)).toBe(url);
    await shot(page, "qr-pdf-controls", controls);
    await shot(page, "qr-pdf-page");
  });
});
