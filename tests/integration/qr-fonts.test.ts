import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as fontsRoute from "@/app/api/qr/fonts/[file]/route";

/**
 * GET /api/qr/fonts/<file>: the two DejaVu files the QR PDF writes its call to action in (Debian's fonts-dejavu-core
 * on this machine, as on our servers), for the batch's PDFs made in the browser — and nothing else.
 */

const get = (file: string) => fontsRoute.GET(new Request(`http://127.0.0.1:3000/api/qr/fonts/${encodeURIComponent(file)}`), { params: Promise.resolve({ file }) });

describe("GET /api/qr/fonts/<file>", () => {
  it.each(["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"])("%s: the system's file, cached for a year as immutable", async (file) => {
    const response = await get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/ttf");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(readFileSync(`/usr/share/fonts/truetype/dejavu/${file}`))).toBe(true);
  });

  it.each([
    "DejaVuSansMono.ttf",
    "DejaVuSerif.ttf",
    "dejavusans.ttf",
    "DejaVuSans",
    "DejaVuSans.ttf ",
    "",
    "../DejaVuSans.ttf",
    "../../../../etc/passwd",
    "..%2FDejaVuSans.ttf",
    "..%2f..%2fetc%2fpasswd",
    "%2E%2E%2FDejaVuSans.ttf",
    "dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "DejaVuSans.ttf/",
    "DejaVuSans.ttf\u0000",
    "DejaVuSans.ttf%00",
    "DejaVuSans.ttf?x=1",
  ])("%j: 404 in the API's error shape, no file read", async (file) => {
    const response = await get(file);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      ok: false,
      code: "not_found",
      error: "No such font: the QR code PDF uses DejaVuSans-Bold.ttf and DejaVuSans.ttf only.",
    });
  });
});
