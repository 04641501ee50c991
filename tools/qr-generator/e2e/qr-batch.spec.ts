import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { expect, test, type Page } from "@/e2e/support/test";
import { signInViaApi } from "@/e2e/support/auth";
import { createUserInDb } from "@/e2e/support/db";
import { shot, shotOf } from "@/e2e/support/shots";
import { decodePng } from "@/tests/support/qr-decode";
import { ensureZbar, zbarDecode } from "@/tests/support/zbar";
import { ensurePoppler, pdfInfo, pdfText, pdfToPng } from "@/tests/support/pdf";

/** What a phone reads from a PNG: jsQR, else zbar (zbar reads styled codes jsQR sometimes misses). */
const read = (png: Buffer) => decodePng(png) ?? zbarDecode(png);

async function openBatch(page: Page) {
  await page.goto("/qrgenerator");
  await page.locator("summary", { hasText: "Batch (CSV)" }).click();
  await expect(page.getByTestId("qr-batch")).toBeVisible();
}

async function upload(page: Page, csv: string, name = "codes.csv") {
  await page.getByLabel("Open a CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
}

async function makeZip(page: Page, count: number): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `Make ${count} codes (ZIP)` }).click()]);
  expect(download.suggestedFilename()).toBe("qr-codes.zip");
  return unzipSync(new Uint8Array(await readFile(await download.path())));
}

test.describe("QR studio: CSV batch", () => {
  test.beforeAll(() => {
    ensureZbar();
    ensurePoppler();
  });

  test("25 URL rows become a ZIP of PNGs in the current design; every PNG decodes to its row's URL; the batch counts one use", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUserInDb();
    await signInViaApi(page, user.email, user.password);
    const tag = randomUUID().slice(0, 8);
    const urls = Array.from({ length: 25 }, (_, i) => `https://example.com/${tag}/table-${i + 1}`);
    // Two rows share a name: the second is saved as dup-2.png.
    const names = urls.map((_, i) => (i === 3 || i === 4 ? "dup" : `table-${i + 1}`));
    const csv = `\uFEFFurl,filename\r\n${urls.map((url, i) => `${url},${names[i]}`).join("\r\n")}\r\n`;

    await openBatch(page);
    await expect(page.getByTestId("qr-batch-columns")).toHaveText("url, filename");
    await expect(page.getByRole("link", { name: "Download a template CSV" })).toHaveAttribute("download", "qr-batch-url.csv");
    // The current design goes with every code.
    await page.getByRole("tab", { name: "Design" }).click();
    await page.getByTestId("qr-design").getByRole("group", { name: "Modules shape" }).getByRole("button", { name: "Dots", exact: true }).click();
    await page.getByRole("tab", { name: "Basic" }).click();
    await shot(page, "qr-batch-open");

    await upload(page, csv);
    await expect(page.getByTestId("qr-batch-ready")).toHaveText("25 rows are ready.");
    const usedBefore = await page.getByTestId("usage-meter").textContent();
    const files = await makeZip(page, 25);
    const progress = page.getByRole("progressbar", { name: "Batch progress" });
    await expect(progress).toHaveAttribute("aria-valuetext", "25 of 25");
    await expect(page.getByTestId("qr-batch-progress")).toContainText("25 of 25");
    await shot(page, "qr-batch-done");

    const entries = Object.keys(files).sort();
    expect(entries).toHaveLength(25);
    expect(entries).toContain("dup.png");
    expect(entries).toContain("dup-2.png");
    for (const [i, url] of urls.entries()) {
      const name = i === 4 ? "dup-2.png" : `${names[i]}.png`;
      const png = Buffer.from(files[name]!);
      expect((await sharp(png).metadata()).format).toBe("png");
      expect(read(png), name).toBe(url);
    }
    // One use for the whole batch.
    expect(usedBefore).toContain("0/10 used");
    await expect(page.getByTestId("usage-meter")).toContainText("1/10 used");
  });

  test("WiFi rows with quoted commas become SVG files that decode to their exact WIFI: payloads", async ({ page }) => {
    test.setTimeout(90_000);
    await openBatch(page);
    await page.getByRole("button", { name: "WiFi", exact: true }).click();
    await expect(page.getByTestId("qr-batch-columns")).toHaveText("ssid, password, encryption, hidden, filename");
    const csv = [
      "ssid,password,encryption,hidden,filename",
      `"Cafe, Terrace",coffee-1234,WPA,false,terrace`,
      `Office;5G,"s3cret:pass",WPA,yes,office`,
      `Guest,,nopass,,guest`,
    ].join("\n");
    await upload(page, csv, "wifi.csv");
    await expect(page.getByTestId("qr-batch-ready")).toHaveText("3 rows are ready.");
    await page.getByLabel("File format").selectOption("svg");
    const files = await makeZip(page, 3);
    expect(Object.keys(files).sort()).toEqual(["guest.svg", "office.svg", "terrace.svg"]);
    const expected: Record<string, string> = {
      "terrace.svg": "WIFI:T:WPA;S:Cafe\\, Terrace;P:coffee-1234;H:false;;",
      "office.svg": "WIFI:T:WPA;S:Office\\;5G;P:s3cret\\:pass;H:true;;",
      "guest.svg": "WIFI:T:nopass;S:Guest;H:false;;",
    };
    for (const [name, payload] of Object.entries(expected)) {
      const svg = Buffer.from(files[name]!);
      expect(svg.toString("utf8")).toMatch(/^<svg /);
      const png = await sharp(svg).flatten({ background: "#ffffff" }).extend({ top: 40, bottom: 40, left: 40, right: 40, background: "#ffffff" }).png().toBuffer();
      expect(read(png), name).toBe(payload);
    }
    await shot(page, "qr-batch-wifi");
  });

  test("3 rows become PDFs of the studio's PDF size with a Greek and Arabic call to action, each page decoding to its row; a text DejaVu lacks is refused before any file", async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createUserInDb();
    await signInViaApi(page, user.email, user.password);
    const tag = randomUUID().slice(0, 8);
    const urls = [1, 2, 3].map((i) => `https://example.com/${tag}/poster-${i}`);
    const csv = `url,filename\n${urls.map((url, i) => `${url},poster-${i + 1}.pdf`).join("\n")}\n`;
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/qr/fonts/")) fontRequests.push(new URL(request.url()).pathname);
    });

    await openBatch(page);
    await page.getByRole("tab", { name: "Design" }).click();
    await page.getByLabel("Frame", { exact: true }).selectOption("banner-bottom");
    await page.getByLabel("Call to action").fill("Scan · Σάρωση · امسح");
    await page.getByRole("tab", { name: "Basic" }).click();
    await page.getByLabel("PDF for print").fill("64.5");
    await upload(page, csv);
    await expect(page.getByTestId("qr-batch-ready")).toHaveText("3 rows are ready.");
    await page.getByLabel("File format").selectOption("pdf");
    await expect(page.getByTestId("qr-batch-pdf-size")).toHaveText("Each PDF is a vector page 64.5 × 64.5 mm, the size under “PDF for print”.");
    // The fonts come only with a PDF batch that has a call to action.
    expect(fontRequests).toEqual([]);

    const files = await makeZip(page, 3);
    await expect(page.getByTestId("qr-batch-progress")).toContainText("3 of 3");
    await shotOf(page.getByTestId("qr-batch"), "qr-batch-pdf-done");
    expect(Object.keys(files).sort()).toEqual(["poster-1.pdf", "poster-2.pdf", "poster-3.pdf"]);
    expect(fontRequests.sort()).toEqual(["/api/qr/fonts/DejaVuSans-Bold.ttf", "/api/qr/fonts/DejaVuSans.ttf"]);
    for (const [i, url] of urls.entries()) {
      const pdf = files[`poster-${i + 1}.pdf`]!;
      expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const info = pdfInfo(pdf);
      expect(info.pages).toBe(1);
      expect(Math.abs(info.width - (64.5 * 72) / 25.4)).toBeLessThan(0.01);
      expect(Math.abs(info.height - (64.5 * 72) / 25.4)).toBeLessThan(0.01);
      // Real text in the embedded DejaVu subset: poppler reads the Greek back.
      expect(pdfText(pdf)).toContain("Σάρωση");
      expect(zbarDecode(pdfToPng(pdf, 150)), `poster-${i + 1}.pdf`).toBe(url);
    }
    await expect(page.getByTestId("usage-meter")).toContainText("1/10 used");

    // A call to action DejaVu cannot draw: refused with the server's own words, nothing saved or counted.
    await page.getByRole("tab", { name: "Design" }).click();
    await page.getByLabel("Call to action").fill("扫一扫 Scan");
    let downloads = 0;
    page.on("download", () => downloads++);
    await page.getByRole("button", { name: "Make 3 codes (ZIP)" }).click();
    await expect(page.getByTestId("qr-batch-failed")).toHaveText(
      "The PDF's font (DejaVu Sans) has no letters for “扫” “一” in the call to action. Change the text, or download PNG or SVG. Nothing was saved or counted.",
    );
    await shotOf(page.getByTestId("qr-batch"), "qr-batch-pdf-refused");
    expect(downloads).toBe(0);
    await expect(page.getByTestId("usage-meter")).toContainText("1/10 used");

    // A PDF size the studio would refuse is refused here too, naming where to fix it.
    await page.getByLabel("PDF for print").fill("5");
    await expect(page.getByTestId("qr-batch-pdf-size")).toHaveText("PDF size must be a number of millimetres from 20 to 500 (at most one decimal): correct it under “PDF for print”.");
    await expect(page.getByRole("button", { name: "Make 3 codes (ZIP)" })).toBeDisabled();
  });

  test("the fonts route serves the two DejaVu files, immutable, and nothing else @phone", async ({ page }) => {
    for (const file of ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"]) {
      const response = await page.request.get(`/api/qr/fonts/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"]).toBe("font/ttf");
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await response.body()).subarray(0, 4).toString("hex")).toBe("00010000");
    }
    for (const path of ["DejaVuSansMono.ttf", "..%2FDejaVuSans.ttf", "..%2F..%2F..%2Fpackage.json", "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "DejaVuSans.ttf%2F", "x/..%2FDejaVuSans.ttf"]) {
      const response = await page.request.get(`/api/qr/fonts/${path}`);
      expect(response.status(), path).toBe(404);
      expect(response.headers()["cache-control"] ?? "", path).not.toContain("immutable");
    }
  });

  test("a 501-row CSV is refused with the limit, and a bad row is reported by its number; nothing is made", async ({ page }) => {
    await openBatch(page);
    const many = ["url,filename", ...Array.from({ length: 501 }, (_, i) => `https://example.com/${i},c${i}`)].join("\n");
    await upload(page, many, "many.csv");
    const errors = page.getByTestId("qr-batch-errors");
    await expect(errors).toContainText("This CSV has 501 rows: a batch makes at most 500 codes. Split it into files of 500 rows or fewer.");
    await expect(page.getByRole("button", { name: /^Make / })).toHaveCount(0);
    await shot(page, "qr-batch-501");

    await upload(page, ["url,filename", "https://example.com/a,a", "https://example.com/b,b", "https://example.com/c,c", "ftp://files.example.com/x,bad", ",empty"].join("\n"), "bad.csv");
    await expect(errors).toContainText("Nothing was generated: 2 problems.");
    await expect(errors.getByRole("listitem").nth(0)).toHaveText(/^Row 5: /);
    await expect(errors.getByRole("listitem").nth(1)).toHaveText("Row 6: Please fill in the required fields to generate QR code");
    await expect(page.getByRole("button", { name: /^Make / })).toHaveCount(0);
    await shot(page, "qr-batch-errors");
    await expect(page.getByTestId("usage-meter")).toContainText("0/10 used");
  });

  test("a 500-row batch shows its progress and can be cancelled; nothing is saved or counted @phone", async ({ page }) => {
    test.setTimeout(90_000);
    await openBatch(page);
    await upload(page, ["url,filename", ...Array.from({ length: 500 }, (_, i) => `https://example.com/long/${i},c${i}`)].join("\n"));
    await expect(page.getByTestId("qr-batch-ready")).toHaveText("500 rows are ready.");
    await page.getByRole("button", { name: "Make 500 codes (ZIP)" }).click();
    const progress = page.getByRole("progressbar", { name: "Batch progress" });
    await expect.poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 30_000 }).toBeGreaterThan(2);
    await expect(page.getByTestId("qr-batch-progress")).toHaveText(/^\d+ of 500$/);
    await shot(page, "qr-batch-progress");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("qr-batch-progress")).toHaveText(/^Cancelled after \d+ of 500: nothing was saved or counted\.$/);
    await expect(page.getByTestId("usage-meter")).toContainText("0/10 used");
  });
});
