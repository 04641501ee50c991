import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { checkFile, UNREADABLE, type CheckResult } from "./check";
import { extensionsOf, fileExtension, hexRows, type FileReport } from "./report";
import { HEAD_BYTES, TAIL_BYTES, type BlobLike } from "./sample";

/** Real signature bytes, checked through file-type's own detector as the page does. */

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
};

/** A 1×1 PNG. */
const PNG = Uint8Array.from(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
const PDF = bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n");
/** A DOS stub whose pointer at 0x3C leads to the "PE\0\0" header at 0x80, as every Windows program has. */
const MZ = (() => {
  const out = concat(bytes("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"), new Uint8Array(112), bytes("PE\0\0\x4c\x01"), new Uint8Array(58));
  out[0x3c] = 0x80;
  return out;
})();
/** The same stub with no PE header behind it. */
const MZ_ONLY = concat(bytes("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00"), new Uint8Array(112));
const ELF = concat(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), new Uint8Array(56));

/** A ZIP of stored entries (local headers, central directory, end record), as Office writes its documents. */
function zip(entries: [string, string][]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const n = utf8(name);
    const data = utf8(content);
    const local = new Uint8Array(30 + n.byteLength);
    const v = new DataView(local.buffer);
    v.setUint32(0, 0x04034b50, true);
    v.setUint16(4, 20, true);
    v.setUint32(18, data.byteLength, true);
    v.setUint32(22, data.byteLength, true);
    v.setUint16(26, n.byteLength, true);
    local.set(n, 30);
    const central = new Uint8Array(46 + n.byteLength);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint32(20, data.byteLength, true);
    c.setUint32(24, data.byteLength, true);
    c.setUint16(28, n.byteLength, true);
    c.setUint32(42, offset, true);
    central.set(n, 46);
    locals.push(local, data);
    centrals.push(central);
    offset += local.byteLength + data.byteLength;
  }
  const dir = concat(...centrals);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, entries.length, true);
  e.setUint16(10, entries.length, true);
  e.setUint32(12, dir.byteLength, true);
  e.setUint32(16, offset, true);
  return concat(...locals, dir, end);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const DOCX = zip([
  ["[Content_Types].xml", contentTypes("application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml")],
  ["word/document.xml", "<w:document/>"],
]);
const DOCM = zip([
  ["[Content_Types].xml", contentTypes("application/vnd.ms-word.document.macroEnabled.main+xml")],
  ["word/document.xml", "<w:document/>"],
  ["word/vbaProject.bin", "\xd0\xcf\x11\xe0"],
]);

class FakeFile implements BlobLike {
  readonly reads: [number, number][] = [];
  constructor(
    readonly name: string,
    private readonly content: Uint8Array,
    readonly size = content.byteLength,
  ) {}
  slice(start = 0, end = this.size) {
    this.reads.push([start, end]);
    const content = this.content;
    const size = this.size;
    return {
      arrayBuffer: async () => {
        // Bytes beyond the content (a "2 GB" file) read as zeros; reading more than a slice would be a bug.
        if (end - start > HEAD_BYTES) throw new Error(`read ${end - start} bytes at once`);
        const out = new Uint8Array(end - start);
        if (start < content.byteLength) out.set(content.subarray(start, Math.min(end, content.byteLength)));
        void size;
        return out.buffer;
      },
    };
  }
}

async function check(name: string, content: Uint8Array, size?: number): Promise<CheckResult> {
  return checkFile(new FakeFile(name, content, size), (b) => fileTypeFromBuffer(b));
}

function known(result: CheckResult): Exclude<FileReport, { status: "empty" }> {
  if (result.status !== "known") throw new Error(`expected a known type, got ${result.status}: ${"message" in result ? result.message : ""}`);
  return result;
}

describe("real type from the bytes", () => {
  it.each([
    ["photo.png", "PNG image", "image/png", PNG],
    ["photo.jpg", "JPEG image", "image/jpeg", JPEG],
    ["report.pdf", "PDF document", "application/pdf", PDF],
    ["setup.exe", "Windows program (PE)", "application/x-msdownload", MZ],
    ["tool", "Linux / Unix program (ELF)", "application/x-elf", ELF],
    ["letter.docx", "Word document", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", DOCX],
    ["letter.docm", "Word document with macros", "application/vnd.ms-word.document.macroenabled.12", DOCM],
    ["logo.svg", "SVG image", "image/svg+xml", utf8('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')],
    ["drawing.svg", "SVG image", "image/svg+xml", utf8('<?xml version="1.0"?>\n<!-- made by hand -->\n<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>')],
    ["data.json", "JSON", "application/json", utf8('{"a": [1, 2, {"b": null}]}')],
    ["events.jsonl", "JSON Lines", "application/jsonl", utf8('{"a":1}\n{"a":2}\n')],
    ["page.html", "HTML document", "text/html", utf8("<!DOCTYPE html>\n<html lang=en><title>x</title></html>")],
    ["feed.xml", "RSS feed", "application/rss+xml", utf8('<?xml version="1.0"?><rss version="2.0"><channel/></rss>')],
    ["config.xml", "XML document", "application/xml", utf8('<?xml version="1.0" encoding="UTF-8"?>\n<config><a>1</a></config>')],
    ["people.csv", "CSV (comma-separated values)", "text/csv", utf8('name,age\n"Doe, Jane",41\nBob,7\n')],
    ["people.tsv", "TSV (tab-separated values)", "text/tab-separated-values", utf8("name\tage\nJane\t41\n")],
    ["run.sh", "Shell script", "text/x-shellscript", utf8("#!/usr/bin/env bash\necho hi\n")],
    ["notes.txt", "Plain text", "text/plain", utf8("Just some words.\nAnd more.")],
  ])("%s → %s (%s)", async (name, type, mime, content) => {
    const report = known(await check(name, content));
    expect(report.detected?.name).toBe(type);
    expect(report.detected?.mime).toBe(mime);
    expect(report.mismatch).toBeNull();
  });

  it('says "Empty file" for 0 bytes, without reading', async () => {
    const file = new FakeFile("empty.txt", new Uint8Array(0));
    const result = await checkFile(file, (b) => fileTypeFromBuffer(b));
    expect(result).toMatchObject({ status: "empty", message: "Empty file: it has no bytes, so it has no type." });
    expect(file.reads).toEqual([]);
  });

  it("names the first bytes of an unknown binary format", async () => {
    const result = await check("blob.dat", new Uint8Array([0x00, 0x13, 0x37, 0xc0, 0xde, 0x00, 0xff, 0x01]));
    expect(result).toMatchObject({ status: "unknown", message: "Unknown format — first bytes: 00 13 37 C0 DE 00 FF 01" });
  });

  it("says the file couldn't be read when the browser refuses", async () => {
    const file = { name: "gone.bin", size: 10, slice: () => ({ arrayBuffer: () => Promise.reject(new Error("NotReadableError")) }) };
    expect(await checkFile(file, (b) => fileTypeFromBuffer(b))).toEqual({ status: "unreadable", name: "gone.bin", size: 10, message: UNREADABLE });
  });
});

describe("extension mismatch", () => {
  it.each([
    ["photo.jpg", PNG, "The extension doesn't match: the name says .jpg, the bytes are a PNG image (.png)."],
    ["report.docx", PDF, "The extension doesn't match: the name says .docx, the bytes are a PDF document (.pdf)."],
    ["letter.docx", DOCM, "The extension doesn't match: the name says .docx, the bytes are a Word document with macros (.docm)."],
    ["image", PNG, '"image" has no extension: as a PNG image it would be .png.'],
    ["people.json", utf8("name,age\nJane,41\n"), "The extension doesn't match: the name says .json, the bytes are a CSV (comma-separated values) (.csv)."],
  ])("%s", async (name, content, message) => {
    expect(known(await check(name, content)).mismatch).toBe(message);
  });

  it.each([
    ["photo.JPEG", JPEG],
    ["photo.jfif", JPEG],
    ["script.py", utf8("print('hi')\n")],
    ["index.htm", utf8("<!doctype html><p>x")],
    ["map.geojson", utf8('{"type":"FeatureCollection","features":[]}')],
    ["data.txt", utf8('{"a":1}')],
  ])("accepts %s", async (name, content) => {
    expect(known(await check(name, content)).mismatch).toBeNull();
  });

  it('says "matches" only of an extension the detected type uses', async () => {
    expect(known(await check("photo.JPEG", JPEG)).extensionNote).toEqual({ level: "match", text: "The extension .jpeg matches the contents." });
    expect(known(await check("data.txt", utf8('{"a":1}'))).extensionNote).toEqual({
      level: "match",
      text: ".txt is an extension for plain text, and the contents are text, so the name fits.",
    });
    expect(known(await check("photo.jpg", PNG)).extensionNote).toBeNull();
    expect(known(await check("tool", ELF)).extensionNote).toBeNull();
  });

  // The MZ stub without a PE header is a type with no standard extension: nothing there can confirm the name.
  const STUB_16 = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]);
  it.each([
    ["photo.jpg", STUB_16, "The extension doesn't match: the name says .jpg, but the bytes are not a JPEG image."],
    ["invoice.pdf.exe", MZ_ONLY, "The extension doesn't match: the name says .exe, but the bytes are not a Windows program (PE)."],
    ["sheet.xlsx", MZ_ONLY, "The extension doesn't match: the name says .xlsx, but the bytes are not an Excel workbook."],
    ["notes.txt", MZ_ONLY, "The extension doesn't match: the name says .txt, but the bytes are not text."],
  ])("never says %s matches bytes of a type with no standard extension", async (name, content, message) => {
    const report = known(await check(name, content));
    expect(report.detected?.ext).toEqual([]);
    expect(report.mismatch).toBe(message);
    expect(report.extensionNote).toBeNull();
  });

  it("says a name it cannot check is neither confirmed nor ruled out", async () => {
    const stub = known(await check("data.bin", MZ_ONLY));
    expect(stub.mismatch).toBeNull();
    expect(stub.extensionNote).toEqual({ level: "info", text: "This kind of content has no standard extension, so .bin can be neither confirmed nor ruled out." });
    expect(known(await check("stub", MZ_ONLY)).extensionNote).toBeNull();
    expect(known(await check("stub.", MZ_ONLY)).extensionNote).toBeNull();
  });
});

describe("encodings", () => {
  const utf16le = (text: string) => Uint8Array.from(Buffer.from(text, "utf16le"));
  it.each([
    ["plain ASCII", utf8("hello"), "ASCII"],
    ["UTF-8", utf8("Grüße aus Zürich"), "UTF-8"],
    ["UTF-8 with a BOM", concat(new Uint8Array([0xef, 0xbb, 0xbf]), utf8("héllo")), "UTF-8 with BOM"],
    ["FF FE", concat(new Uint8Array([0xff, 0xfe]), utf16le("hello world")), "UTF-16 LE"],
    ["FE FF", concat(new Uint8Array([0xfe, 0xff]), Uint8Array.from(Buffer.from("hello world", "utf16le").swap16())), "UTF-16 BE"],
    ["UTF-16 LE without a BOM", utf16le("hello world, plain"), "UTF-16 LE"],
    ["FF FE 00 00", concat(new Uint8Array([0xff, 0xfe, 0, 0]), new Uint8Array([0x68, 0, 0, 0, 0x69, 0, 0, 0])), "UTF-32 LE"],
    ["Windows-1252", new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]), "8-bit (Windows-1252 or another legacy code page)"],
  ])("%s", async (_, content, encoding) => {
    expect(known(await check("text.txt", content)).detected?.encoding).toBe(encoding);
  });

  it("reads JSON in UTF-16 as JSON", async () => {
    const report = known(await check("data.json", concat(new Uint8Array([0xff, 0xfe]), utf16le('{"ok":true}'))));
    expect(report.detected).toMatchObject({ name: "JSON", encoding: "UTF-16 LE" });
  });

  it("says when JSON does not parse", async () => {
    expect(known(await check("bad.json", utf8('{"a": 1,}'))).detected?.note).toMatch(/^looks like JSON but does not parse/);
  });
});

describe("safety hints", () => {
  const levels = (r: CheckResult) => (r.status === "known" || r.status === "unknown" ? r.hints.map((h) => h.level) : []);
  const texts = (r: CheckResult) => (r.status === "known" || r.status === "unknown" ? r.hints.map((h) => h.text).join(" | ") : "");

  it("flags a double extension and the program inside (invoice.pdf.exe)", async () => {
    const result = await check("invoice.pdf.exe", MZ);
    expect(levels(result)).toEqual(["danger", "danger"]);
    expect(texts(result)).toMatch(/Double extension: “invoice\.pdf\.exe” looks like a \.pdf but ends in \.exe/);
    expect(texts(result)).toMatch(/This is a program \(Windows program \(PE\)\)/);
  });

  it("calls a file a program only with a Windows program header behind its MZ", async () => {
    const text = known(await check("sales.txt", utf8("MZ sales report, third quarter\nNorth: 12\nSouth: 9\n")));
    expect(text.detected?.name).toBe("Plain text");
    expect(levels(text)).toEqual([]);
    const stub = known(await check("data.bin", MZ_ONLY));
    expect(stub.detected?.name).toBe("Starts like a program (MZ), without a Windows program header");
    expect(levels(stub)).toEqual(["warning"]);
    expect(texts(stub)).toMatch(/^It starts like a program/);
  });

  it("flags a program named as a document (MZ bytes in a .pdf)", async () => {
    const result = known(await check("invoice.pdf", MZ));
    expect(result.mismatch).toMatch(/the bytes are a Windows program/);
    expect(levels(result)).toEqual(["danger"]);
  });

  it("flags an extension pushed out of view by spaces", async () => {
    expect(texts(await check("invoice.pdf          .exe", MZ))).toMatch(/The name pads its real extension with spaces/);
    expect(texts(await check("holiday photo.png", PNG))).toBe("");
  });

  it("flags a right-to-left override in the name", async () => {
    expect(texts(await check("photo\u202Egnp.exe", MZ))).toMatch(/hidden text-direction character/);
  });

  it("flags macros: docm bytes and a vbaProject.bin", async () => {
    expect(texts(await check("letter.docm", DOCM))).toMatch(/Office document with macros/);
    expect(texts(await check("letter.docx", DOCX))).toBe("");
  });

  it("flags an SVG with script, and not a clean one", async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
    ]) {
      expect(texts(await check("logo.svg", utf8(svg))), svg).toMatch(/^SVG with script/);
    }
    expect(texts(await check("logo.svg", utf8('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>')))).toBe("");
  });

  it("flags a PDF with JavaScript", async () => {
    expect(texts(await check("form.pdf", concat(PDF, bytes("2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj"))))).toMatch(/^PDF with JavaScript/);
  });

  it("flags a ZIP hidden after an image (a polyglot)", async () => {
    const big = concat(JPEG, new Uint8Array(HEAD_BYTES + 10), zip([["x.txt", "x"]]));
    expect(texts(await check("cat.jpg", big))).toMatch(/^Polyglot: a ZIP archive is hidden at the end of this JPEG image/);
  });
});

describe("reading only a slice", () => {
  it("reads a 2 GB file as its first 1 MB and last 64 KB", async () => {
    const file = new FakeFile("movie.pdf", PDF, 2 * 1024 ** 3);
    const report = known(await checkFile(file, (b) => fileTypeFromBuffer(b)));
    expect(report.detected?.name).toBe("PDF document");
    expect(file.reads).toEqual([
      [0, HEAD_BYTES],
      [2 * 1024 ** 3 - TAIL_BYTES, 2 * 1024 ** 3],
    ]);
    expect(report.bytesRead).toBe(HEAD_BYTES + TAIL_BYTES);
    expect(report.size).toBe(2 * 1024 ** 3);
  });
});

describe("names and hex view", () => {
  it.each([
    ["invoice.pdf.exe", ["pdf", "exe"], "exe"],
    ["Photo.JPG", ["jpg"], "jpg"],
    [".bashrc", [], null],
    ["README", [], null],
    ["archive.tar.gz", ["tar", "gz"], "gz"],
    ["C:\\Users\\me\\a.b.txt", ["b", "txt"], "txt"],
  ])("%s", (name, all, last) => {
    expect(extensionsOf(name)).toEqual(all);
    expect(fileExtension(name)).toBe(last);
  });

  it("shows 16 bytes a row with offset, hex and printable ASCII", () => {
    expect(hexRows(PNG.subarray(0, 20))).toEqual([
      { offset: "00000000", hex: "89 50 4E 47 0D 0A 1A 0A 00 00 00 0D 49 48 44 52", ascii: ".PNG........IHDR" },
      { offset: "00000010", hex: "00 00 00 01", ascii: "...." },
    ]);
  });
});
