import { describe, expect, it } from "vitest";
import { binaryRefusal, detectBinary, knownBinaryFormat, SNIFF_BYTES } from "./binary";

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("telling text files from binary ones (every text tool's file check)", () => {
  it.each([
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "a PNG image"],
    [bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), "a WebP image"],
    [bytes(0x50, 0x4b, 0x03, 0x04, 0x14), "a ZIP archive (or an Office document)"],
    [bytes(0x4d, 0x5a, 0x90), "a Windows program"],
  ])("names a known signature (%#)", (head, name) => {
    expect(knownBinaryFormat(head)).toBe(name);
    expect(binaryRefusal("f.txt", head)).toBe(`f.txt is ${name}, not a text file.`);
  });

  it("reads NUL bytes in the first slice as binary data, but not UTF-16 with its byte order mark", () => {
    expect(detectBinary(bytes(0x61, 0x00, 0x62))).toBe("binary data");
    expect(detectBinary(bytes(0xff, 0xfe, 0x61, 0x00))).toBeUndefined();
    expect(binaryRefusal("x", bytes(0x61, 0x00), "code")).toBe("x is binary data, not code.");
  });

  it("judges only the first slice: a NUL past it does not count, text is never refused", () => {
    const late = new Uint8Array(SNIFF_BYTES + 10).fill(0x61);
    late[SNIFF_BYTES + 5] = 0;
    expect(binaryRefusal("late.txt", late)).toBeUndefined();
    expect(binaryRefusal("notes.md", utf8("# Über ✓\n"))).toBeUndefined();
  });

  it("does not take text that begins like a printable magic number for that format", () => {
    for (const text of ["BM,2024-01-01,42\n", "MZ is a postcode prefix", "%PDF-1.7 notes", "RIFF....WAVE in prose", "ID3 tags explained"]) {
      expect(knownBinaryFormat(utf8(text)), text).toBeUndefined();
      expect(binaryRefusal("notes.txt", utf8(text)), text).toBeUndefined();
    }
    expect(knownBinaryFormat(bytes(0x42, 0x4d, 0x36, 0x00, 0x0c, 0x00))).toBe("a BMP image");
    expect(knownBinaryFormat(bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3))).toBe("a PDF document");
  });
});
