import { beforeAll, describe, expect, it } from "vitest";
import * as qrRoute from "@/app/api/v1/qr/route";
import * as qrDownloadRoute from "@/app/api/qr/download/route";
import * as schemas from "@/tools/api-schemas";
import { createQrCode, downloadQr } from "@/tools/qr-generator/server/service";
import { mmToPt } from "@/tools/qr-generator/server/render-pdf";
import { UserFacingError } from "@/lib/platform/errors";
import { prisma } from "@/lib/platform/db";
import { createVisitor, uniqueIp } from "../support/factories";
import { call, expectError, userWithKey } from "../support/api-call";
import { decodePng } from "../support/qr-decode";
import { ensureZbar, zbarDecode } from "../support/zbar";
import { ensurePoppler, pdfInfo, pdfToPng } from "../support/pdf";

/**
 * The PDF download through every door: the studio's download (token) route and the REST API (format and Accept).
 * Each file is measured by pdfinfo and read back from pdftoppm's raster by jsQR and zbar.
 */

const studio = {
  dots: { shape: "rounded", gradient: { type: "linear", rotation: 30, stops: [{ offset: 0, color: "#1e3a8a" }, { offset: 1, color: "#7c3aed" }] } },
  eyeFrame: { shape: "extra-rounded", gradient: { type: "radial", stops: [{ offset: 0, color: "#111827" }, { offset: 1, color: "#be185d" }] } },
  frame: { style: "banner-bottom", text: "Сканируйте меня", color: "#1e3a8a" },
};

function expectPdf(bytes: Uint8Array, mm: number, payload: string) {
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const info = pdfInfo(bytes);
  expect(Math.abs(info.width - mmToPt(mm))).toBeLessThan(0.01);
  expect(Math.abs(info.height - mmToPt(mm))).toBeLessThan(0.01);
  const png = pdfToPng(bytes, 200);
  expect(decodePng(png)).toBe(payload);
  expect(zbarDecode(png)).toBe(payload);
}

beforeAll(() => {
  ensureZbar();
  ensurePoppler();
});

describe("PDF from the studio's download route", () => {
  it("renders a generated code as a PDF of the chosen size, and refuses a size out of range", async () => {
    const actor = { visitorId: (await createVisitor()).id, ip: uniqueIp() };
    const { data } = await createQrCode(actor, { content: { type: "url", url: "https://example.com/pdf" }, options: studio });
    const file = await downloadQr({ token: data.downloadToken, format: "pdf", size: 500, pdfSize: 80 }, null);
    expect(file).toMatchObject({ contentType: "application/pdf", filename: "qrcode.pdf" });
    expectPdf(file.body as Buffer, 80, "https://example.com/pdf");
    // Without pdfSize: the default 50 mm.
    expectPdf((await downloadQr({ token: data.downloadToken, format: "pdf", size: 500 }, null)).body as Buffer, 50, "https://example.com/pdf");

    for (const pdfSize of [19, 501, 50.25, "fifty", null]) {
      const error = await downloadQr({ token: data.downloadToken, format: "pdf", size: 500, pdfSize }, null).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UserFacingError);
      expect((error as Error).message).toBe("PDF size must be a number of millimetres from 20 to 500 (at most one decimal)");
    }

    const response = await qrDownloadRoute.POST(
      new Request("http://127.0.0.1:3000/api/qr/download", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://127.0.0.1:3000" },
        body: JSON.stringify({ token: data.downloadToken, format: "pdf", size: 500, pdfSize: 25.4 }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="qrcode.pdf"');
    expectPdf(new Uint8Array(await response.arrayBuffer()), 25.4, "https://example.com/pdf");
  });
});

describe("PDF from the REST API", () => {
  it("answers base64 PDF in JSON with format pdf, and the file itself with Accept: application/pdf", async () => {
    const { key } = await userWithKey();
    const asJson = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "PDF via API", options: studio, format: "pdf", pdfSize: 120 } });
    expect(asJson.status).toBe(200);
    const qr = schemas.qrResponseSchema.parse(asJson.json);
    expect(qr).toMatchObject({ payload: "PDF via API", format: "pdf", pdfSize: 120, contentType: "application/pdf" });
    expectPdf(Buffer.from(qr.data, "base64"), 120, "PDF via API");

    const raw = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "PDF via API", options: { logo: { image: "star", size: 0.2 } } }, headers: { accept: "application/pdf" } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-type")).toBe("application/pdf");
    expectPdf(new Uint8Array(await raw.response.arrayBuffer()), 50, "PDF via API");
  });

  it("answers 400 naming pdfSize for a bad size, 400 for a call to action the PDF cannot draw, and 422 for a design that does not scan", async () => {
    const { user, key } = await userWithKey();
    const tooSmall = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "x", format: "pdf", pdfSize: 10 } });
    expect(expectError(tooSmall, 400, "validation_error").fields).toEqual({ pdfSize: "PDF size must be a number of millimetres from 20 to 500 (at most one decimal)" });
    const cjk = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "x", format: "pdf", options: { frame: { style: "outline", text: "扫码 Scan" } } } });
    expect(expectError(cjk, 400, "validation_error").message).toMatch(/no letters for “扫” “码”.*download PNG or SVG/);
    const refused = await call(qrRoute.POST, "POST", "/qr", { key, body: { text: "No quiet zone", format: "pdf", options: { margin: 0, frame: { style: "banner-top", text: "Scan" } } } });
    expect(expectError(refused, 422, "does_not_scan").message).toMatch(/does not scan/);
    // Refusals cost nothing: no use counted, no history written.
    expect(await prisma.qrCode.count({ where: { userId: user.id } })).toBe(0);
  });
});
