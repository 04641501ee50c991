/**
 * The File Type Checker's verdict on one file: its real type from the bytes (signatures through `file-type`, text
 * through ./text.ts), the extension that type is written with and whether the name agrees, safety hints, and the first
 * bytes for the hex view. Pure and browser-safe: it works on the sample ./sample.ts read, never on the whole file.
 */
import { hasBom, sniffText, type Encoding } from "./text";
import type { Sample } from "./sample";

/** What `file-type` answers (its FileTypeResult). */
export interface SignatureMatch {
  ext: string;
  mime: string;
}

export interface Detected {
  name: string;
  mime: string;
  /** The extensions this type is written with, the usual one first (empty: none is standard). */
  ext: readonly string[];
  /** How it was found: the file's signature bytes, or its text. */
  by: "signature" | "text";
  /** file-type's id of the type (its `ext`), or the text format's usual extension. */
  key: string;
  encoding?: Encoding;
  note?: string;
}

export type HintLevel = "danger" | "warning" | "info";
export interface Hint {
  level: HintLevel;
  text: string;
}

export type FileReport =
  | { status: "empty"; name: string; size: 0; message: string }
  | {
      status: "known" | "unknown";
      name: string;
      size: number;
      detected: Detected | null;
      /** The name's own extension (lower case), null without one. */
      extension: string | null;
      /** Set when the name's extension does not fit the detected type. */
      mismatch: string | null;
      /**
       * Without a mismatch, what can truthfully be said of the name's extension: "match" when the detected type uses
       * it (or it is a plain-text one and the bytes are text), "info" when the type has no standard extension to compare.
       */
      extensionNote: ExtensionNote | null;
      hints: Hint[];
      /** Up to HEX_BYTES first bytes, for the hex view. */
      head: Uint8Array;
      /** Bytes actually read: the head (and tail) of a large file only. */
      bytesRead: number;
      message: string | null;
    };

export interface ExtensionNote {
  level: "match" | "info";
  text: string;
}

export const HEX_BYTES = 64;

/** Human names of the types people check most; others get "<EXT> file". */
const NAMES: Record<string, string> = {
  png: "PNG image", jpg: "JPEG image", gif: "GIF image", webp: "WebP image", avif: "AVIF image", heic: "HEIC image",
  bmp: "BMP image", ico: "Windows icon", tif: "TIFF image", psd: "Photoshop document", jxl: "JPEG XL image",
  pdf: "PDF document", zip: "ZIP archive", rar: "RAR archive", "7z": "7-Zip archive", gz: "Gzip archive",
  bz2: "Bzip2 archive", xz: "XZ archive", zst: "Zstandard archive", tar: "TAR archive", cab: "Windows cabinet archive",
  docx: "Word document", xlsx: "Excel workbook", pptx: "PowerPoint presentation", odt: "OpenDocument text",
  ods: "OpenDocument spreadsheet", odp: "OpenDocument presentation", epub: "EPUB e-book", cfb: "Legacy Office / OLE2 file",
  rtf: "Rich Text document", exe: "Windows program (PE)", elf: "Linux / Unix program (ELF)", macho: "macOS program (Mach-O)",
  msi: "Windows installer", apk: "Android app (APK)", jar: "Java archive", class: "Java class file", wasm: "WebAssembly module",
  dmg: "macOS disk image", iso: "ISO disk image", mp3: "MP3 audio", wav: "WAV audio", flac: "FLAC audio", ogg: "Ogg media",
  m4a: "MPEG-4 audio", opus: "Opus audio", mp4: "MPEG-4 video", mov: "QuickTime video", webm: "WebM video", mkv: "Matroska video",
  avi: "AVI video", woff: "WOFF font", woff2: "WOFF2 font", ttf: "TrueType font", otf: "OpenType font", sqlite: "SQLite database",
  xml: "XML document", svg: "SVG image", html: "HTML document", swf: "Flash file", lnk: "Windows shortcut",
  docm: "Word document with macros", xlsm: "Excel workbook with macros", pptm: "PowerPoint presentation with macros",
  dotm: "Word template with macros", xltm: "Excel template with macros", potm: "PowerPoint template with macros",
  ppsm: "PowerPoint show with macros", xlam: "Excel add-in with macros",
};

/** Other spellings of the same type's extension. */
const ALIASES: Record<string, readonly string[]> = {
  jpg: ["jpg", "jpeg", "jpe", "jfif"],
  tif: ["tif", "tiff"],
  html: ["html", "htm", "xhtml"],
  mid: ["mid", "midi"],
  mp4: ["mp4", "m4v", "m4p"],
  m4a: ["m4a", "m4b", "m4r"],
  mov: ["mov", "qt"],
  gz: ["gz", "tgz"],
  ogg: ["ogg", "oga", "ogv", "ogx"],
  heic: ["heic", "heif"],
  cfb: ["doc", "xls", "ppt", "msg", "msi", "dot", "xlt", "pot", "pps", "vsd", "pub", "cfb"],
  zip: ["zip"],
  ttf: ["ttf"],
  xml: ["xml", "xsd", "xsl", "xslt", "plist", "kml", "gpx", "wsdl", "xaml", "csproj", "config", "resx", "dae", "xlf", "xliff", "rdf"],
  json: ["json", "geojson", "webmanifest", "map", "har", "ipynb", "jsonc"],
  exe: ["exe", "dll", "sys", "scr", "cpl", "ocx", "com", "efi", "mui"],
  elf: ["elf", "so", "o", "bin", "out", ""],
  macho: ["macho", "dylib", "bundle", ""],
};

/** Extensions any plain-text file may carry. */
const TEXT_EXTENSIONS = new Set(
  ("txt text md markdown log ini cfg conf env properties yaml yml toml csv tsv js mjs cjs ts tsx jsx css scss sass less py rb go rs " +
    "java kt c h cc cpp hpp cs php sh bash zsh ps1 bat cmd sql r swift lua pl pm tex bib srt vtt asc pem crt key pub gitignore " +
    "dockerfile makefile readme license nfo diff patch lock gradle vue svelte graphql proto").split(" "),
);

/** Names that run code when opened (Windows, scripts, installers, disk images used to smuggle them). */
const RUNS_CODE = new Set(
  "exe scr com pif bat cmd msi msp vbs vbe js jse wsf wsh hta ps1 jar lnk reg cpl scf inf apk app dmg pkg iso img vhd vhdx appimage deb rpm sh command".split(" "),
);

/** What a file usually pretends to be when it carries a second extension. */
const LOOKS_HARMLESS = new Set(
  "pdf doc docx xls xlsx ppt pptx odt ods rtf txt csv jpg jpeg png gif bmp webp heic mp3 mp4 mov avi wav zip rar html htm".split(" "),
);

const MACRO_EXTENSIONS = new Set(["docm", "dotm", "xlsm", "xltm", "xlam", "pptm", "potm", "ppsm", "sldm"]);
/** file-type ids of ZIP containers: a ZIP directory at their end is expected. */
const ZIP_BASED = new Set(["zip", "docx", "xlsx", "pptx", "dotx", "xltx", "potx", "ppsx", "docm", "xlsm", "pptm", "dotm", "xltm", "potm", "ppsm", "xlam", "odt", "ods", "odp", "odg", "epub", "jar", "apk", "xpi", "3mf", "vsdx", "ipa"]);
const EXECUTABLE_TYPES = new Set(["exe", "elf", "macho", "msi", "apk", "class", "dex", "wasm", "lnk", "swf"]);

/** "invoice.pdf            .exe": spaces before the last dot push the real extension out of view. */
function paddedExtension(name: string): boolean {
  const dot = name.lastIndexOf(".");
  return dot >= 3 && name.slice(dot - 3, dot).trim() === "" && dot < name.length - 1;
}

export function extensionsOf(name: string): string[] {
  const base = name.replace(/^.*[\\/]/, "");
  const parts = base.split(".");
  if (parts.length < 2 || (parts.length === 2 && parts[0] === "")) return []; // "README", ".bashrc"
  return parts.slice(1).map((p) => p.trim().toLowerCase());
}

export function fileExtension(name: string): string | null {
  return extensionsOf(name).at(-1) ?? null;
}

function extensionsFor(ext: string): readonly string[] {
  return ALIASES[ext] ?? [ext];
}

const ascii = (bytes: Uint8Array) => {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
};

/** A latin-1 view of bytes, for searching ASCII markers in binary files. */
function latin1(sample: Sample): string {
  return ascii(sample.head) + (sample.tail ? "\n" + ascii(sample.tail) : "");
}

function utf16leIncludes(sample: Sample, word: string): boolean {
  const needle = [...word].map((c) => c + "\0").join("");
  return latin1(sample).includes(needle);
}

export function fromSignature(match: SignatureMatch): Detected {
  return { name: NAMES[match.ext] ?? `${match.ext.toUpperCase()} file`, mime: match.mime, ext: extensionsFor(match.ext), by: "signature", key: match.ext };
}

/**
 * Whether the bytes carry a Windows program header: the MZ stub's pointer at 0x3C leads to "PE\0\0" within the
 * sample. "MZ" alone is two letters any text can start with ("MZ sales report").
 */
export function hasPeHeader(head: Uint8Array): boolean {
  if (head.length < 0x40 || head[0] !== 0x4d || head[1] !== 0x5a) return false;
  const offset = (head[0x3c]! | (head[0x3d]! << 8) | (head[0x3e]! << 16) | (head[0x3f]! << 24)) >>> 0;
  return offset >= 0x40 && offset + 4 <= head.length && head[offset] === 0x50 && head[offset + 1] === 0x45 && head[offset + 2] === 0 && head[offset + 3] === 0;
}

/** MZ without a PE header: what such a file is called, never "a program" (an old DOS program also looks like this). */
const MZ_ONLY: Detected = {
  name: "Starts like a program (MZ), without a Windows program header",
  mime: "application/octet-stream",
  ext: [],
  by: "signature",
  key: "mz",
};

/** Signature first (file-type); text sniffing for what has no signature, and for the XML family file-type only names. */
export function detect(sample: Sample, signature: SignatureMatch | undefined): Detected | null {
  // file-type names any file starting "MZ" a Windows program: that claim needs the PE header behind it.
  if (signature?.ext === "exe" && !hasPeHeader(sample.head)) {
    return detect(sample, undefined) ?? MZ_ONLY;
  }
  const isTextual = signature && (signature.mime === "application/xml" || signature.mime === "image/svg+xml" || signature.mime.startsWith("text/"));
  // A byte-order mark outweighs a weak signature: FF FE (UTF-16 LE) also reads as an MPEG audio frame sync.
  const text = !signature || isTextual || hasBom(sample.head) ? sniffText(sample.head, sample.truncated) : null;
  if (signature && !text) return fromSignature(signature);
  if (text) {
    const ext = text.format.ext[0];
    return {
      name: text.format.name,
      mime: text.format.mime,
      ext: ext === "json" || ext === "xml" ? extensionsFor(ext) : ext === "html" ? ALIASES.html! : text.format.ext,
      by: "text",
      key: ext ?? "",
      encoding: text.encoding,
      note: text.format.note,
    };
  }
  return signature ? fromSignature(signature) : null;
}

/** Extensions any binary data is saved under: they name no type. */
const GENERIC_EXTENSIONS = new Set(["bin", "dat", "data", "out", "o", "tmp", "raw"]);

/** The type a known extension stands for ("jpeg" → "JPEG image"), from the names and spellings above. */
function typeNamedBy(extension: string): string | null {
  if (extension === "" || GENERIC_EXTENSIONS.has(extension)) return null;
  if (NAMES[extension]) return NAMES[extension];
  for (const [key, spellings] of Object.entries(ALIASES)) {
    if (spellings.includes(extension)) return NAMES[key] ?? `${key.toUpperCase()} file`;
  }
  return null;
}

/** "a JPEG image", "an Excel workbook", "an MP3 audio" (acronyms said letter by letter: MP3, XML, SVG, HTML). */
function withArticle(type: string): string {
  return `${/^[AEIOUaeiou]|^(?:MP|X[A-Z]|SVG|HTML)/.test(type) ? "an" : "a"} ${type}`;
}

interface ExtensionVerdict {
  mismatch: string | null;
  note: ExtensionNote | null;
}

/** Whether the name's extension fits the detected type: a mismatch, or what may be said instead ("matches" only when it does). */
function extensionVerdict(name: string, extension: string | null, detected: Detected): ExtensionVerdict {
  const usual = detected.ext[0];
  const fits = (text: string): ExtensionVerdict => ({ mismatch: null, note: { level: "match", text } });
  const mismatch = (text: string): ExtensionVerdict => ({ mismatch: text, note: null });
  if (extension === null) {
    // "" in the list: programs often have no extension.
    if (detected.ext.length === 0 || detected.ext.includes("")) return { mismatch: null, note: null };
    return mismatch(`"${name}" has no extension: as a ${detected.name} it would be .${usual}.`);
  }
  if (detected.ext.includes(extension)) return fits(`The extension .${extension} matches the contents.`);
  // Any text may be saved as .txt (JSON, CSV, XML…), and plain text under any plain-text extension: nothing is hidden by that name.
  const plainTextName = extension === "txt" || extension === "text" || (detected.mime === "text/plain" && TEXT_EXTENSIONS.has(extension));
  if (detected.by === "text" && plainTextName) return fits(`.${extension} is an extension for plain text, and the contents are text, so the name fits.`);
  if (MACRO_EXTENSIONS.has(extension) && ["docx", "xlsx", "pptx"].includes(usual ?? "")) {
    return fits(`.${extension} is the macro-enabled spelling of this ${detected.name}, so the name fits.`);
  }
  if (detected.ext.length === 0) {
    // Nothing to compare with: say so, unless the extension claims a type these bytes are not.
    const claimed = typeNamedBy(extension) ?? (TEXT_EXTENSIONS.has(extension) && detected.by === "signature" ? "text" : null);
    if (claimed) return mismatch(`The extension doesn't match: the name says .${extension}, but the bytes are not ${claimed === "text" ? "text" : withArticle(claimed)}.`);
    return { mismatch: null, note: { level: "info", text: `This kind of content has no standard extension, so .${extension} can be neither confirmed nor ruled out.` } };
  }
  return mismatch(`The extension doesn't match: the name says .${extension}, the bytes are a ${detected.name}${usual ? ` (.${usual})` : ""}.`);
}

function safetyHints(name: string, extension: string | null, detected: Detected | null, sample: Sample): Hint[] {
  const hints: Hint[] = [];
  const exts = extensionsOf(name);
  if (/[\u202A-\u202E\u2066-\u2069]/.test(name)) {
    hints.push({ level: "danger", text: "The name contains a hidden text-direction character, a trick to make an extension like “exe.pdf” read backwards. Don't open it." });
  }
  if (exts.length >= 2 && RUNS_CODE.has(exts.at(-1)!) && LOOKS_HARMLESS.has(exts.at(-2)!)) {
    hints.push({ level: "danger", text: `Double extension: “${name}” looks like a .${exts.at(-2)!} but ends in .${exts.at(-1)!}, so it runs as a program when opened.` });
  }
  if (paddedExtension(name)) {
    hints.push({ level: "danger", text: "The name pads its real extension with spaces so that it is cut off from view." });
  }
  const usual = detected?.ext[0] ?? "";
  if (detected?.by === "signature" && EXECUTABLE_TYPES.has(detected.key)) {
    hints.push({ level: "danger", text: `This is a program (${detected.name}): it runs code on your computer when opened. Open it only if you trust where it came from.` });
  } else if (detected?.key === "mz") {
    hints.push({ level: "warning", text: "It starts like a program (the letters MZ of Windows and DOS programs) but has no Windows program header: Windows would not run it as it is. Open it only if you trust where it came from." });
  } else if (extension && RUNS_CODE.has(extension)) {
    hints.push({ level: "warning", text: `Files ending in .${extension} can run code when opened.` });
  }
  const raw = latin1(sample);
  const macroType = detected && /macroEnabled/i.test(detected.mime);
  if (macroType || (extension && MACRO_EXTENSIONS.has(extension)) || raw.includes("vbaProject.bin")) {
    hints.push({ level: "warning", text: "Office document with macros (a VBA project). Macros run code when you click “Enable content”; keep them off unless you expected them." });
  } else if (detected?.key === "cfb" || detected?.key === "msi") {
    if (utf16leIncludes(sample, "_VBA_PROJECT") || utf16leIncludes(sample, "Macros")) {
      hints.push({ level: "warning", text: "Legacy Office file with a VBA macro project. Keep macros disabled unless you expected them." });
    }
  }
  if (detected?.mime === "image/svg+xml") {
    const text = new TextDecoder().decode(sample.head);
    if (/<script[\s>]/i.test(text) || /\son[a-z]{3,20}\s*=/i.test(text) || /javascript:/i.test(text) || /<foreignObject[\s>]/i.test(text)) {
      hints.push({ level: "danger", text: "SVG with script: opened in a browser it can run JavaScript (a script element, an on… handler or a javascript: link)." });
    }
  }
  if (detected?.mime === "text/html" && /<(script|form|iframe)[\s>]/i.test(new TextDecoder().decode(sample.head))) {
    hints.push({ level: "warning", text: "HTML with scripts or forms: opened from a download it runs in your browser. Fake sign-in pages are often sent this way." });
  }
  if (detected?.mime === "application/pdf" && /\/(JavaScript|JS|Launch|EmbeddedFile)\b/.test(raw)) {
    hints.push({ level: "warning", text: "PDF with JavaScript, a launch action or embedded files. Most readers ask first; don't allow it unless you expected it." });
  }
  if (detected && !ZIP_BASED.has(detected.key) && sample.tail && ascii(sample.tail).includes("PK\x05\x06")) {
    hints.push({ level: "warning", text: `Polyglot: a ZIP archive is hidden at the end of this ${detected.name}. Some programs will open it as an archive.` });
  }
  if (detected?.by === "signature" && usual !== "pdf" && ascii(sample.head.subarray(1, 1024)).includes("%PDF-")) {
    hints.push({ level: "warning", text: `Polyglot: a PDF header sits inside this ${detected.name}, so a PDF reader may open it too.` });
  }
  return hints;
}

/** The first bytes as space-separated hex, for "Unknown format — first bytes: …". */
export function hexPreview(bytes: Uint8Array, count = 16): string {
  return [...bytes.subarray(0, count)].map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");
}

/** Rows of 16 bytes: offset, hex and ASCII (printable bytes as themselves, the rest as "."). */
export function hexRows(bytes: Uint8Array): { offset: string; hex: string; ascii: string }[] {
  const rows = [];
  for (let at = 0; at < bytes.byteLength; at += 16) {
    const chunk = bytes.subarray(at, at + 16);
    rows.push({
      offset: at.toString(16).toUpperCase().padStart(8, "0"),
      hex: [...chunk].map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" "),
      ascii: [...chunk].map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : ".")).join(""),
    });
  }
  return rows;
}

export function buildReport(name: string, size: number, sample: Sample, signature: SignatureMatch | undefined): FileReport {
  if (size === 0) return { status: "empty", name, size: 0, message: "Empty file: it has no bytes, so it has no type." };
  const detected = detect(sample, signature);
  const extension = fileExtension(name);
  const verdict = detected ? extensionVerdict(name, extension, detected) : { mismatch: null, note: null };
  return {
    status: detected ? "known" : "unknown",
    name,
    size,
    detected,
    extension,
    mismatch: verdict.mismatch,
    extensionNote: extension ? verdict.note : null, // "name." has nothing to call a match
    hints: safetyHints(name, extension, detected, sample),
    head: sample.head.subarray(0, HEX_BYTES),
    bytesRead: sample.head.byteLength + (sample.tail?.byteLength ?? 0),
    message: detected ? null : `Unknown format — first bytes: ${hexPreview(sample.head)}`,
  };
}
