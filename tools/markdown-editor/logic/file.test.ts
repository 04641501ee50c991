import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES, readMarkdownFile } from "./file";

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("opening a file", () => {
  it.each([
    ["notes.md", utf8("# Hi\n\nÜber ✓"), "# Hi\n\nÜber ✓"],
    ["bom.md", bytes(0xef, 0xbb, 0xbf, 0x61), "a"],
    ["empty.md", bytes(), ""],
  ])("reads %s", (name, data, text) => {
    expect(readMarkdownFile(name, data)).toEqual({ ok: true, text });
  });

  it.each([
    ["x.png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "x.png is a PNG image, not Markdown text."],
    ["x.md", bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x25, 0xe2, 0xe3), "x.md is a PDF document, not Markdown text."],
    ["x.docx", bytes(0x50, 0x4b, 0x03, 0x04), "x.docx is a ZIP archive (or an Office document), not Markdown text."],
    ["x.bin", bytes(0x61, 0x00, 0x62), "x.bin is binary data, not Markdown text."],
    ["latin1.md", bytes(0x63, 0x61, 0x66, 0xe9), "latin1.md isn't UTF-8 text. Save it as UTF-8 in your editor and open it again."],
  ])("refuses %s", (name, data, error) => {
    expect(readMarkdownFile(name, data)).toEqual({ ok: false, error });
  });

  it("refuses a file over the size limit before decoding it", () => {
    expect(readMarkdownFile("big.md", new Uint8Array(MAX_FILE_BYTES + 1))).toEqual({ ok: false, error: "big.md is 2.0 MB; the editor opens files up to 2 MB." });
  });
});
