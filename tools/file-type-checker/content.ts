import type { ToolContent } from "@/tools/types";
import { MAX_FILES } from "./logic/check";

/**
 * The File Type Checker page's words (tools/types.ts ToolContent). The examples are vectors of
 * logic/report.test.ts: the same bytes and the same answers.
 */
export const content: ToolContent = {
  seo: {
    title: "File Type Checker — Find a File's Real Type and MIME From Its Bytes",
    description:
      "Drop any file to see what it really is: type and MIME type read from its signature bytes, the extension it should have, a warning when the name lies, safety hints for hidden programs and macros, and a hex view. Nothing is uploaded.",
    keywords: ["file type checker", "what file type is this", "mime type checker", "file extension checker", "file signature", "magic bytes"],
    ogHeading: "File Type Checker",
  },
  intro:
    "A file's name can say anything; its first bytes can't. Drop one or many files to see their real type and MIME type, the extension each should have, whether the name matches, and warnings for programs dressed as documents, Office macros and scripted SVGs. Files are read in your browser and never uploaded.",
  featureList: [
    "Real type and MIME type from the file's signature bytes (the file-type library)",
    "Text formats recognised from their content: JSON, JSON Lines, CSV, TSV, XML, SVG, HTML, RSS, scripts",
    "Encoding and byte-order mark: ASCII, UTF-8, UTF-16 and UTF-32 (LE/BE), legacy 8-bit",
    "Expected extension and a warning when the name doesn't match",
    "Safety hints: double extensions, programs, macro documents, SVG and PDF with script, polyglots",
    "Hex and ASCII view of the first 64 bytes",
    `Up to ${MAX_FILES} files at once, any size: only the start (and end) of each is read`,
    "Runs in your browser: no upload",
  ],
  features: {
    title: "More than the extension says",
    items: [
      { title: "Signatures, not names", body: "PNG, JPEG, PDF, ZIP, Office, executables and 150+ other formats are recognised by their magic bytes, so renaming a file doesn't fool it.", icon: "Zap" },
      { title: "Text, too", body: "Signature tools give up on text. This one reads it: JSON that parses, CSV with a steady column count, SVG and HTML by their root element, and the encoding by its byte-order mark.", icon: "Sparkles" },
      { title: "Safety at a glance", body: "invoice.pdf.exe, a Word file with a macro project, an SVG with an onload handler, a ZIP tucked behind a photo: each gets a plain warning.", icon: "ShieldCheck" },
      { title: "Huge files, no wait", body: "Only the first megabyte and the last 64 KB of a file are read, so a 4 GB video is checked as fast as a photo, and nothing leaves your device.", icon: "BarChart3" },
    ],
  },
  howTo: {
    title: "How to use the File Type Checker",
    items: [
      { title: "Drop or choose files", body: `Drag files onto the box or press Choose files. Up to ${MAX_FILES} at a time, of any type and size.` },
      { title: "Read the real type", body: "Each file shows its type, MIME type and the extension that type is written with, and whether it was found from signature bytes or from its text." },
      { title: "Check the warnings", body: "A mismatch between name and contents, a hidden program, macros or script are shown in amber or red above the hex view." },
      { title: "Look at the bytes", body: "The first 64 bytes in hex and ASCII show the signature itself: 89 50 4E 47 for PNG, 25 50 44 46 (%PDF) for PDF, 4D 5A (MZ) for Windows programs." },
    ],
  },
  useCases: {
    title: "What people use the File Type Checker for",
    items: [
      { title: "Suspicious attachments", body: "Before opening a download, see whether that “invoice” is really a PDF or a program with a second extension." },
      { title: "Files that won't open", body: "A photo that no app opens is often a HEIC or WebP with a .jpg name. The checker says what it is, so you can pick the right converter." },
      { title: "Uploads and data work", body: "Confirm a CSV is comma- or semicolon-separated, a JSON file parses, or a text export is UTF-16 before importing it." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "photo.jpg starting 89 50 4E 47", text: "The bytes are a PNG image (image/png). Warning: “The extension doesn't match: the name says .jpg, the bytes are a PNG image (.png).”" },
      { term: "invoice.pdf.exe starting 4D 5A", text: "A Windows program (application/x-msdownload) when the MZ stub points to a PE header. Two red warnings: the double extension, and that it runs code when opened. A text that merely starts with the letters MZ is text." },
      { term: "A file starting FF FE", text: "A UTF-16 LE byte-order mark: the text is decoded as UTF-16 and then recognised (plain text, JSON, CSV…), not mistaken for audio." },
      { term: "logo.svg with onload=\"…\"", text: "An SVG image (image/svg+xml) flagged “SVG with script”: opened in a browser, it can run JavaScript." },
      { term: "A 0-byte file", text: "“Empty file: it has no bytes, so it has no type.”" },
    ],
  },
  faq: [
    {
      question: "How does it know the real type?",
      answer:
        "Most formats start with a fixed signature, often called magic bytes: %PDF- for PDF, 89 50 4E 47 for PNG, PK for ZIP-based files such as .docx. The checker compares the file's first bytes with the signatures of 150+ formats (the open-source file-type library) and, for text, reads the content itself.",
    },
    {
      question: "Are my files uploaded?",
      answer:
        "No. They are read by your browser with the File API and never sent anywhere; the page works offline once loaded. Only the first megabyte and the last 64 KB of each file are read.",
    },
    {
      question: "What does “the extension doesn't match” mean?",
      answer:
        "The name ends in one extension but the bytes belong to another format. Often harmless (a PNG saved as .jpg), sometimes a trick: a program named .pdf. Rename harmless files to the expected extension so apps open them correctly.",
    },
    {
      question: "Why is a .docm or .xlsm flagged?",
      answer:
        "Those are Office files with a VBA macro project, which runs code when you click Enable content. The checker also finds the macro project (vbaProject.bin) inside a file that was renamed .docx.",
    },
    {
      question: "Can it tell which encoding a text file uses?",
      answer:
        "Yes: a byte-order mark names UTF-8, UTF-16 or UTF-32 exactly; without one it checks for ASCII, valid UTF-8, UTF-16 by its zero bytes, and otherwise reports a legacy 8-bit code page such as Windows-1252, which can't be told apart from its cousins by bytes alone.",
    },
    {
      question: "What if the format is unknown?",
      answer:
        "It says “Unknown format” and shows the first bytes, which you can search for. Formats without a signature, like some raw data files, can only be recognised by how they were made.",
    },
  ],
};
