import type { ToolContent } from "@/tools/types";
import { MAX_MARKDOWN_CHARS } from "./logic/markdown-editor";

const limit = MAX_MARKDOWN_CHARS.toLocaleString("en-US");

/**
 * The Markdown Editor page's words (tools/types.ts ToolContent). Worked examples reuse the vectors of
 * logic/engine.test.ts and logic/format.test.ts.
 */
export const content: ToolContent = {
  seo: {
    title: "Markdown Editor Online — Live Preview, GitHub Tables, Export to HTML and PDF",
    description:
      "Write Markdown beside a live preview that scrolls with you: GitHub tables, task lists, footnotes and code highlighting. Autosaved in your browser; export .md, standalone HTML or PDF, copy as rich text. Nothing is uploaded.",
    keywords: ["markdown editor", "online markdown editor", "markdown preview", "markdown to html", "markdown to pdf", "readme editor", "gfm editor"],
    ogHeading: "Markdown Editor",
  },
  intro:
    "Type Markdown and read the result as you go: beside the editor and scrolled to the same place on a wide screen, one tap away (Write / Preview) on a phone. Tables, task lists, footnotes and coloured code work as on GitHub; the document is kept in your browser as you type and never sent anywhere.",
  featureList: [
    "Live preview beside the editor, with scroll sync both ways",
    "CommonMark plus GitHub tables, task lists, strikethrough, autolinks and footnotes",
    "Code highlighting for 19 languages, loaded only when a code block names one",
    "Toolbar and keyboard shortcuts; lists continue when you press Enter",
    "Autosaved in your browser",
    "Download .md or a standalone .html file; print or save as PDF",
    "Copy the HTML, or copy as rich text for Gmail, Google Docs and Word",
    "A sanitised preview: scripts, event handlers, frames and javascript: links are removed",
    "Runs in the browser: nothing you type is uploaded",
  ],
  features: {
    title: "An editor you can paste anything into",
    items: [
      {
        title: "A preview that can't be turned against you",
        body: "Markdown may hold raw HTML, so a pasted README could carry a script. Every render goes through DOMPurify: no <script>, no onerror= handlers, no iframes or forms, and links to javascript: or data: lose their address.",
        icon: "ShieldCheck",
      },
      {
        title: "Scroll sync that keeps its place",
        body: "Each block of the preview knows the line it came from, so scrolling either side brings the other to the same paragraph — through long tables and code blocks too, not just by percentage.",
        icon: "Zap",
      },
      {
        title: "GitHub's Markdown, to the spec",
        body: "The parser passes the CommonMark 0.31.2 spec examples and adds what GitHub adds: tables with alignment, - [x] task lists, ~~strikethrough~~, bare https:// links and [^1] footnotes.",
        icon: "Sparkles",
      },
      {
        title: "Out in the format you need",
        body: "A .md file, a standalone .html page with its styles inside, a PDF from the print dialog, raw HTML for a CMS, or rich text that pastes into an e-mail with its headings and lists intact.",
        icon: "BarChart3",
      },
    ],
  },
  howTo: {
    title: "How to use the Markdown Editor",
    items: [
      { title: "Write or open a document", body: "Type in the Markdown pane, drop a .md file on it, or press Example to see every feature at once. Your document is saved in this browser as you type." },
      { title: "Format with the toolbar or keys", body: "Bold (Ctrl+B), italic (Ctrl+I), link (Ctrl+K), inline code (Ctrl+E), strikethrough (Ctrl+Shift+X), lists (Ctrl+Shift+7, 8 and 9), quote (Ctrl+Shift+.); ⌘ instead of Ctrl on a Mac. Press a button again to undo its format." },
      { title: "Read the preview", body: "On a wide screen the preview sits beside the editor and scrolls with it; on a phone, switch between Write and Preview." },
      { title: "Export", body: "Download .md (Ctrl+S) or .html, Print / PDF, Copy HTML, or Copy rich text to paste formatted text into Gmail or Google Docs." },
    ],
  },
  useCases: {
    title: "What people use the Markdown Editor for",
    items: [
      { title: "READMEs and docs", body: "Draft a README or a wiki page and see the tables, task lists and code blocks as GitHub will show them before you commit." },
      { title: "Notes that become e-mails", body: "Write in plain Markdown, then copy as rich text and paste into Gmail or Outlook with headings, lists and links intact." },
      { title: "Handouts and reports", body: "Turn a Markdown file into a clean PDF or a single HTML page you can send or host, with no converter to install." },
      { title: "Checking someone else's Markdown", body: "Paste a file you were sent and read it safely: anything that could run in your browser is stripped from the preview." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "- [x] done", text: "A list item starting with [x] or [ ] becomes a checkbox, ticked or not, with the item's text as its label." },
      { term: "| a | b |  then  |:--|--:|", text: "A GitHub table; the colons set each column's alignment — here the first column left, the second right." },
      { term: "Text[^1] … [^1]: First.", text: "A footnote: a numbered link in the text and the note at the end of the document, linked back." },
      { term: "[x](javascript:alert(1))", text: "Shown as a link without an address: the sanitiser keeps the text and drops the javascript: target." },
      { term: "<img src=x onerror=alert(1)>", text: "Shown as an image with no onerror handler: the script never runs." },
      { term: "Select “word”, press Ctrl+B", text: "“**word**”; press Ctrl+B again and it is plain “word” again." },
    ],
  },
  faq: [
    {
      question: "Which Markdown does the editor follow?",
      answer:
        "CommonMark 0.31.2, the standard most sites build on (it passes the spec's examples), plus GitHub's extensions: tables, task lists, strikethrough, autolinked https:// addresses and e-mail addresses, and footnotes. Raw HTML such as <details>, <kbd> or <sup> works as on GitHub.",
    },
    {
      question: "Is it safe to paste Markdown from somewhere else?",
      answer:
        "Yes. The preview is cleaned by DOMPurify before it is shown: <script>, <iframe>, <object>, forms, inline styles and every on… event handler are removed, and links or images pointing at javascript:, vbscript: or data: pages lose their address. The exported HTML is the same cleaned HTML.",
    },
    {
      question: "Where is my document saved?",
      answer:
        "In your browser's local storage on this device, a moment after you stop typing; it is there when you come back. It is never uploaded. If your browser's storage is full, the editor says so — download the .md file to keep it. Clearing your browser's site data deletes it.",
    },
    {
      question: "How do I save as PDF?",
      answer:
        "Press Print / PDF and choose “Save as PDF” as the printer. Only the document is printed, with its own styles — no page header, menus or editor.",
    },
    {
      question: "What is the difference between Copy HTML and Copy rich text?",
      answer:
        "Copy HTML puts the HTML source on your clipboard, for a CMS or a code editor. Copy rich text puts formatted text there, with the Markdown as the plain-text version, so pasting into Gmail, Google Docs or Word keeps headings, bold, lists, links and tables.",
    },
    {
      question: "Why don't images from other websites show in the preview?",
      answer:
        "The page only loads images from this site or embedded in the document (data:image/…), so opening a document never tells another server that you read it. The image links are kept, and they show in the downloaded .html file.",
    },
    {
      question: "How long can a document be?",
      answer: `Up to ${limit} characters — about 250 pages. Longer text stays in the editor and can be downloaded, but the preview asks you to split it.`,
    },
  ],
};
