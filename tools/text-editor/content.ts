import type { ToolContent } from "@/tools/types";
import { ENCODINGS, MAX_FILE_BYTES } from "./logic/encoding";
import { FIND_TIME_LIMIT_MS } from "./logic/find";
import { LINE_TOOLS } from "./logic/lines";

const writable = ENCODINGS.filter((encoding) => encoding.writable).length;

/** The Text Editor page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of logic/*.test.ts. */
export const content: ToolContent = {
  seo: {
    title: "Online Text Editor — Notepad in Your Browser With Tabs, Autosave and Regex Replace",
    description: "A plain-text notepad that keeps your documents in your browser: tabs, autosave, find and replace with regex, sort and dedupe lines, counts, print and focus mode. Opens and saves files byte for byte — UTF-8, UTF-16, Windows-1252, CRLF. Nothing is uploaded.",
    keywords: ["online text editor", "online notepad", "notepad in browser", "regex find and replace", "remove duplicate lines", "sort lines online", "crlf to lf", "windows-1252 editor"],
    ogHeading: "Text Editor",
  },
  intro: "Write plain text in tabs that save themselves in your browser, and open and save files exactly as they were: same encoding, same byte-order mark, same line endings. Find and replace with regular expressions, tidy lines, count words — and nothing you type leaves this device.",
  featureList: [
    "Documents in tabs, autosaved in this browser (IndexedDB)",
    `Open and save files in UTF-8, UTF-16 and ${writable - 3} legacy encodings, with BOM and LF/CRLF/CR kept`,
    "An unchanged file saves back byte for byte",
    "Find and replace with regular expressions and $1 groups, run off the page's thread",
    `${LINE_TOOLS.length} line tools: sort, sort by number, reverse, dedupe, remove empty lines, trim, change case`,
    "Word, character and line counts",
    "Wrap, font size, print and a distraction-free focus mode",
    "Binary files refused with their type (PNG, PDF, ZIP…)",
  ],
  features: {
    title: "A notepad that never mangles a file",
    items: [
      { title: "Byte for byte", body: "A Windows file with CRLF line endings in Windows-1252 comes back in Windows-1252 with CRLF; a UTF-8 file with a BOM keeps its BOM. Open and save without edits and the bytes are identical.", icon: "ShieldCheck" },
      { title: "Regex that can't hang the tab", body: `Regular expressions run in a Web Worker and stop after ${FIND_TIME_LIMIT_MS / 1000} s, so a pattern that backtracks forever gets a message instead of a frozen page.`, icon: "Zap" },
      { title: "Saved as you type", body: "Every tab is kept in this browser's storage and is there after a reload or a restart — no account, no upload.", icon: "Sparkles" },
      { title: "Focus when you need it", body: "Focus mode hides everything but your words; Esc brings the tools back.", icon: "Globe" },
    ],
  },
  howTo: {
    title: "How to use the Text Editor",
    items: [
      { title: "Write or open", body: `Type in the first tab, add tabs with + New, or open a text file up to ${MAX_FILE_BYTES / 1048576} MB. The editor tells you the encoding and line endings it found.` },
      { title: "Find, replace and tidy", body: "Open Find and replace for plain or regex search ($1 inserts a group); pick a line tool and press Apply — with text selected it works on those lines only." },
      { title: "Save or print", body: "Save downloads the document with its encoding, BOM and line endings (change them first if you like). Print sends just the text to the printer." },
    ],
  },
  useCases: {
    title: "What people use the Text Editor for",
    items: [
      { title: "Quick notes that stay put", body: "Keep to-do lists and drafts in tabs that survive closing the browser." },
      { title: "Cleaning lists", body: "Sort e-mail lists, remove duplicate lines and trim stray spaces before pasting them elsewhere." },
      { title: "Fixing config and legacy files", body: "Edit a CRLF .ini or a Windows-1252 .txt without an editor turning it into something else." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "Regex replace", text: "Find (\\w+)@ and replace with $1 at: “mail ann@example.com or bob@example.org” becomes “mail ann at example.com or bob at example.org” (2 matches)." },
      { term: "Remove duplicates", text: "a, b, a, A, b (one per line) becomes a, b, A; with “ignore case” it becomes a, b." },
      { term: "Sort by number", text: "10 ten, -2 minus, none, 3.5 x sorts to -2 minus, 3.5 x, 10 ten, none: lines without a number go last." },
      { term: "A legacy file", text: "“café – naïve” and “€” on two CRLF lines in Windows-1252 (17 bytes) open as that text and, saved without changes, give back the same 17 bytes." },
      { term: "A character that doesn't fit", text: "Saving “price: 5 ₽” in Windows-1252 stops with: “₽” (line 2, column 10) can't be written in Western (Windows-1252 / ISO-8859-1). Remove it, or save as UTF-8." },
    ],
  },
  faq: [
    {
      question: "Where are my documents kept?",
      answer: "In this browser's IndexedDB, on your device. They are never sent to our server. Clearing the site's data, or using a private window, removes them — download anything you want to keep.",
    },
    {
      question: "Will saving change my file?",
      answer: "Not unless you change it. The editor records the encoding, the byte-order mark and the line endings of the file you opened and writes them back the same way; a file saved without edits is written from its original bytes.",
    },
    {
      question: "My file shows strange letters. What do I do?",
      answer: "It was probably saved in a legacy encoding. Files that are not valid UTF-8 are read as Windows-1252; if that's wrong, pick the right one under Encoding (Cyrillic, Central European, Greek, Japanese…) and the file is read again.",
    },
    {
      question: "Can a regular expression freeze the page?",
      answer: `No. Regex searches run in a Web Worker; one that takes more than ${FIND_TIME_LIMIT_MS / 1000} s is stopped and you are told the pattern backtracks too much. Patterns use JavaScript syntax with the u and m flags.`,
    },
    {
      question: "Why was my file refused?",
      answer: "It is not text: the editor looks at the first bytes and recognises images, PDFs, archives, programs and fonts, and names the type. Files with NUL bytes that aren't UTF-16 are refused as binary data.",
    },
    {
      question: "Is there a size limit?",
      answer: `Files up to ${MAX_FILE_BYTES / 1048576} MB open. Browser storage is limited too; if it fills up, you'll see “Browser storage is full — download your notes”.`,
    },
  ],
};
