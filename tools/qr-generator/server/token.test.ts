import { DESIGN_DEFAULTS } from "@/tools/qr-generator/logic/design-options";
import { describe, expect, it } from "vitest";
import { DOWNLOAD_TOKEN_TTL_SECONDS, InvalidTokenError, signDownloadToken, verifyDownloadToken } from "./token";
import { defined } from "@/tests/support/defined";

const style = { errorCorrection: "Q" as const, margin: 2, foreground: "#1e3a8a", background: "#ffffff00", ...DESIGN_DEFAULTS };

function swapPayload(token: string, payload: string): string {
  const [body, sig] = token.split(".");
  const decoded = JSON.parse(Buffer.from(defined(body, "token body"), "base64url").toString("utf8"));
  decoded.p = payload;
  return `${Buffer.from(JSON.stringify(decoded)).toString("base64url")}.${sig}`;
}

describe("download tokens", () => {
  it("round-trips the payload and style, non-ASCII included", () => {
    const token = signDownloadToken("WIFI:T:WPA;S:Café ☕;P:12345678;H:false;;", style);
    expect(verifyDownloadToken(token)).toEqual({ payload: "WIFI:T:WPA;S:Café ☕;P:12345678;H:false;;", style });
  });

  it("does not depend on the key order of the style", () => {
    const reordered = { background: style.background, foreground: style.foreground, margin: style.margin, errorCorrection: style.errorCorrection, ...DESIGN_DEFAULTS };
    expect(verifyDownloadToken(signDownloadToken("x", reordered)).style).toEqual(style);
  });

  it("signs a studio design from the page's options (size left out) and gives it back whole", () => {
    const design = {
      ...style,
      dots: { shape: "dots" as const, gradient: { type: "radial" as const, rotation: 0, stops: [{ offset: 0, color: "#000000" }, { offset: 1, color: "#1e3a8a" }] } },
      eyeFrame: { shape: "leaf" as const, color: "#111827" },
      eyeCenter: { shape: "rounded" as const },
      frame: { style: "bubble" as const, text: "Scannez-moi ✓", color: "#7c3aed" },
    };
    expect(verifyDownloadToken(signDownloadToken("x", { ...design, size: 300 } as typeof design)).style).toEqual(design);
  });

  it("refuses a token whose payload or style was changed", () => {
    const token = signDownloadToken("https://example.com", style);
    expect(() => verifyDownloadToken(swapPayload(token, "https://evil.example"))).toThrow(InvalidTokenError);
    const [body, sig] = token.split(".");
    const decoded = JSON.parse(Buffer.from(defined(body, "token body"), "base64url").toString("utf8"));
    decoded.s.foreground = "#000000";
    expect(() => verifyDownloadToken(`${Buffer.from(JSON.stringify(decoded)).toString("base64url")}.${sig}`)).toThrow(InvalidTokenError);
  });

  it("refuses forged and malformed tokens", () => {
    const body = Buffer.from(JSON.stringify({ v: 1, p: "free code", s: style, x: 9_999_999_999 })).toString("base64url");
    for (const forged of [`${body}.${"A".repeat(43)}`, `${body}.`, body, "", "a.b.c", 42, null, `${body}.${body}`]) {
      expect(() => verifyDownloadToken(forged)).toThrow("This download link is not valid. Generate the QR code again.");
    }
  });

  it("expires after a day", () => {
    const issued = new Date("2026-05-01T12:00:00Z");
    const token = signDownloadToken("x", style, issued);
    expect(() => verifyDownloadToken(token, new Date(issued.getTime() + (DOWNLOAD_TOKEN_TTL_SECONDS - 1) * 1000))).not.toThrow();
    expect(() => verifyDownloadToken(token, new Date(issued.getTime() + (DOWNLOAD_TOKEN_TTL_SECONDS + 1) * 1000))).toThrow(/expired/);
  });
});
