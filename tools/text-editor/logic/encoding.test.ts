import { describe, expect, it } from "vitest";
import { countEol, saveText, type Eol } from "./encoding";
import { binaryType, openBytes } from "./open";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

/** Opens, then saves with what was detected: the bytes must come back identical. */
function roundTrip(input: Uint8Array, encoding?: string): Uint8Array {
  const opened = openBytes(input, encoding);
  if (!opened.ok) throw new Error(opened.error);
  const saved = saveText(opened.text, opened.encoding, opened.bom, opened.eol);
  if (!saved.ok) throw new Error(saved.error);
  return saved.bytes;
}

describe("open then save gives identical bytes", () => {
  it.each<[string, Uint8Array, string | undefined]>([
    ["UTF-8, LF", ascii("héllo\nwörld\n"), undefined],
    ["UTF-8 with BOM, CRLF", bytes(0xef, 0xbb, 0xbf, ...ascii("a€\r\nb\r\n")), undefined],
    ["UTF-8 without a final newline", ascii("one\ntwo"), undefined],
    ["UTF-8 emoji and CJK", ascii("👩🏽‍💻 日本語\n"), undefined],
    ["CR line endings", ascii("a\rb\rc"), undefined],
    // "café – naïve\r\n" in Windows-1252: é = E9, – = 96, ï = EF; invalid as UTF-8, so detected as legacy.
    ["Windows-1252, CRLF", bytes(0x63, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x6e, 0x61, 0xef, 0x76, 0x65, 0x0d, 0x0a, 0x80, 0x0d, 0x0a), undefined],
    ["UTF-16 LE with BOM", bytes(0xff, 0xfe, 0x68, 0x00, 0x69, 0x00, 0x0d, 0x00, 0x0a, 0x00, 0x3d, 0xd8, 0x00, 0xde), undefined],
    ["UTF-16 BE with BOM", bytes(0xfe, 0xff, 0x00, 0x68, 0x00, 0x69, 0x00, 0x0a), undefined],
    ["UTF-16 LE without BOM", bytes(0x68, 0x00, 0x65, 0x00, 0x6c, 0x00, 0x6c, 0x00, 0x6f, 0x00, 0x0a, 0x00), undefined],
    ["KOI8-R chosen by the user", bytes(0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4, 0x0a), "koi8-r"],
    ["Windows-1251 chosen by the user", bytes(0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2, 0x0d, 0x0a), "windows-1251"],
  ])("%s", (_, input, encoding) => {
    expect(Array.from(roundTrip(input, encoding))).toEqual(Array.from(input));
  });
});

describe("openBytes", () => {
  // Node's TextDecoder (small ICU) reads 0x80–0x9F of Windows-1252 as Latin-1 controls; browsers follow the WHATWG
  // table (0x80 = €), which the e2e test checks. Here the vector stays in the range both agree on.
  it("reads Windows-1252 text and reports what it found", () => {
    const opened = openBytes(bytes(0x63, 0x61, 0x66, 0xe9, 0x0d, 0x0a, 0xe0));
    expect(opened).toEqual({ ok: true, text: "café\nà", encoding: "windows-1252", bom: false, eol: "\r\n", mixedEol: false, guessed: true });
  });

  it("flags mixed line endings and keeps the most common one", () => {
    const opened = openBytes(ascii("a\r\nb\r\nc\nd"));
    expect(opened).toMatchObject({ ok: true, text: "a\nb\nc\nd", eol: "\r\n", mixedEol: true });
  });

  it.each([
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), "a PNG image"],
    [bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x25, 0xe2, 0xe3, 0xcf, 0xd3), "a PDF document"],
    [bytes(0x50, 0x4b, 0x03, 0x04, 0x14), "a ZIP archive (or an Office document)"],
    [bytes(0xff, 0xd8, 0xff, 0xe0), "a JPEG image"],
    [bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), "a WebP image"],
    [bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1), "a Linux program (ELF)"],
    [bytes(0x41, 0x00, 0x00, 0x00, 0x42, 0x07, 0x00, 0x01), "binary data"],
  ])("refuses binary files with their type (%#)", (input, type) => {
    expect(binaryType(input)).toBe(type);
    expect(openBytes(input)).toEqual({ ok: false, error: `This is ${type}, not text, so it was not opened.` });
  });

  it("does not take UTF-16 text for binary", () => {
    expect(binaryType(bytes(0x68, 0x00, 0x69, 0x00, 0x0a, 0x00, 0x6f, 0x00))).toBeNull();
  });
});

describe("saveText", () => {
  it.each<[Eol, string]>([
    ["\n", "a\nb"],
    ["\r\n", "a\r\nb"],
    ["\r", "a\rb"],
  ])("writes line endings as %j", (eol, expected) => {
    const saved = saveText("a\nb", "utf-8", false, eol);
    expect(saved.ok && new TextDecoder().decode(saved.bytes)).toBe(expected);
  });

  it("says which character a legacy encoding can't hold, and where", () => {
    expect(saveText("ok\nprice: 5 ₽", "windows-1252", false, "\r\n")).toEqual({
      ok: false,
      error: "“₽” (line 2, column 10) can't be written in Western (Windows-1252 / ISO-8859-1). Remove it, or save as UTF-8.",
    });
  });

  it("refuses to write a read-only legacy encoding", () => {
    const saved = saveText("x", "shift_jis", false, "\n");
    expect(saved.ok ? "" : saved.error).toBe("Your browser can read Japanese (Shift_JIS) but not write it. Save as UTF-8, which every current program reads.");
  });

  it("counts line endings of each kind", () => {
    expect(countEol("a\r\nb\nc\rd\r\n")).toEqual({ lf: 1, crlf: 2, cr: 1 });
  });
});
