import { describe, expect, it } from "vitest";
import { isScanPath, scanUrlOf } from "@/tools/url-shortener/logic/trigger";

describe("the QR code's URL", () => {
  it("is the short URL with qr=1", () => {
    expect(scanUrlOf("https://utilify.app/s/k3x9qa")).toBe("https://utilify.app/s/k3x9qa?qr=1");
    expect(scanUrlOf("https://go.example.com/sale")).toBe("https://go.example.com/sale?qr=1");
  });

  it("reads back as a scan", () => {
    expect(isScanPath(new URL(scanUrlOf("https://utilify.app/s/k3x9qa")).pathname + "?qr=1")).toBe(true);
  });
});

describe("telling a scan from a click by the request path", () => {
  it.each([
    ["/s/abc?qr=1", true],
    ["/abc?qr=1", true],
    ["/s/abc/?qr=1", true],
    ["/s/abc?utm_source=x&qr=1", true],
    ["/s/abc?qr=1&utm_source=x", true],
    ["/s/abc?qr=0&qr=1", true],
    ["/s/abc?qr=%31", true],
    ["/s/abc", false],
    ["/s/abc?", false],
    ["/s/abc?qr", false],
    ["/s/abc?qr=", false],
    ["/s/abc?qr=0", false],
    ["/s/abc?qr=true", false],
    ["/s/abc?xqr=1", false],
    ["/s/abc?QR=1", false],
    ["/s/abc#?qr=1", false],
    ["/s/abc?a=1#qr=1", false],
  ])("%s → %s", (path, scan) => {
    expect(isScanPath(path)).toBe(scan);
  });
});
