import type { ToolContent } from "@/tools/types";
import { formatCount, MAX_PDF_PAGES, MAX_PDF_TOTAL_BYTES } from "@/lib/engines/pdf/limits";

/** The Split PDF page's words (tools/types.ts ToolContent). Limits come from lib/engines/pdf/limits.ts, never typed in. */

const MB = MAX_PDF_TOTAL_BYTES / 1024 / 1024;

export const content: ToolContent = {
  seo: {
    title: "Split PDF — Cut a PDF by Page Ranges, Every N Pages or Into Single Pages",
    description: `Split a PDF into several files: one per range (1-3, 4-8, 9-), every N pages, or one per page, downloaded together as a ZIP with file names that say which pages each holds. Runs in your browser; nothing is uploaded.`,
    keywords: ["split pdf", "pdf splitter", "separate pdf pages", "extract pages from pdf", "split pdf into single pages", "split pdf every n pages"],
  },
  intro: "Cut one PDF into several: by ranges, every N pages, or a file per page, all in one ZIP. Done on your device: the PDF is never uploaded.",
  featureList: [
    "By ranges (each range becomes one file), every N pages, or one file per page",
    "File names that say which pages they hold, such as report-pages-04-06.pdf",
    "All parts in one ZIP download; a single part downloads as a PDF",
    "The files are listed before anything is built",
    "Every page keeps its size and rotation; each part keeps the bookmarks of its pages",
    `One PDF up to ${MB} MB and ${formatCount(MAX_PDF_PAGES)} pages, split in a Web Worker in your browser: nothing is uploaded`,
  ],
  howTo: {
    title: "How to split a PDF",
    items: [
      { title: "Choose the PDF", body: "Drop it on the box or choose it. Its page count appears." },
      { title: "Say how to split", body: "By ranges: write them separated by commas, like 1-3, 4-8, 9-. Every N pages: write N. Each page: nothing to write." },
      { title: "Check the list", body: "The files the split will make are listed with their names and page counts as you type." },
      { title: "Split and download", body: "Split PDF builds the parts on your device; download them as one ZIP." },
    ],
  },
  useCases: {
    title: "What people use Split PDF for",
    items: [
      { title: "Chapters of a book or a report", body: "One file per chapter, by ranges, to send or read separately." },
      { title: "Scanned batches", body: "A scanner's 40-page run of two-page forms split every 2 pages into 20 forms." },
      { title: "Single pages to sign or share", body: "Each page as its own PDF, named by its page number." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "A 12-page report.pdf, ranges “1-3, 4-8, 9-”", text: "Three files: report-pages-01-03.pdf, report-pages-04-08.pdf and report-pages-09-12.pdf, in report-split.zip." },
      { term: "A 5-page PDF, every 2 pages", text: "Three files: pages 1–2, 3–4, and page 5 alone (the last part holds what is left)." },
      { term: "A 3-page PDF, each page", text: "report-page-1.pdf, report-page-2.pdf and report-page-3.pdf." },
      { term: "Ranges “9-12” of a 9-page PDF", text: "“Page 12 does not exist: this PDF has 9 pages.” Nothing is built until the ranges fit." },
    ],
  },
  faq: [
    {
      question: "Is my PDF uploaded?",
      answer: "No. It is read and split by your browser with pdf-lib, and the ZIP is made there too (fflate), in a Web Worker; nothing is sent to a server, logged or kept.",
    },
    {
      question: "Can ranges overlap?",
      answer: "Yes. Each range is its own file, so 1-5, 3-8 makes two files that both hold pages 3 to 5. A range written backwards, like 8-3, is refused with the way to write it.",
    },
    {
      question: "How do I write ranges?",
      answer: "Numbers and ranges separated by commas: 4- runs from page 4 to the end, -3 means up to page 3, and last is the last page. A single number makes a one-page file.",
    },
    {
      question: "Why is the ZIP not much smaller than the PDF?",
      answer: "A PDF's pages are compressed already, so zipping them again gains almost nothing; the parts are stored in the ZIP as they are. Parts that share fonts or images each carry their own copy, so together they can be larger than the original.",
    },
    {
      question: "Are bookmarks kept?",
      answer: "Yes, in each part the bookmarks of its own pages, pointing at them; bookmarks of pages in other parts are left out. Form field definitions and attachments are not carried over.",
    },
    {
      question: "Can it split password-protected PDFs?",
      answer: "No, and it says so. Open the file in a PDF reader with its password, save or print an unprotected copy, and split that.",
    },
  ],
};
