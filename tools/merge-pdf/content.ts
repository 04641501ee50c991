import type { ToolContent } from "@/tools/types";
import { formatCount, MAX_PDF_FILES, MAX_PDF_PAGES, MAX_PDF_TOTAL_BYTES } from "@/lib/engines/pdf/limits";

/** The Merge PDF page's words (tools/types.ts ToolContent). Limits come from lib/engines/pdf/limits.ts, never typed in. */

const MB = MAX_PDF_TOTAL_BYTES / 1024 / 1024;

export const content: ToolContent = {
  seo: {
    title: "Merge PDF — Combine PDF Files in Your Browser, Pages and Order Your Way",
    description: `Combine up to ${MAX_PDF_FILES} PDFs into one: drag or move them into order, pick pages from each (1-3, 5, 8-), and keep every page's size, rotation and bookmarks. Runs in your browser; nothing is uploaded.`,
    keywords: ["merge pdf", "combine pdf", "join pdf", "pdf merger", "merge pdf files", "combine pdf files", "append pdf"],
  },
  intro: "Put several PDFs together into one, in the order you choose and with the pages you choose. Merged on your device: the files are never uploaded.",
  featureList: [
    `Up to ${MAX_PDF_FILES} PDFs and ${formatCount(MAX_PDF_PAGES)} pages at once, ${MB} MB together`,
    "Reorder by dragging, or with Move up and Move down buttons that work from the keyboard",
    "Pages from each file: ranges like 1-3, 5, 8- or last, in the order written",
    "Every page keeps its size (A4, Letter or any other) and its rotation",
    "Bookmarks kept, pointing at the merged pages; those of pages left out are dropped",
    "Password-protected and damaged PDFs named with a clear message",
    "Runs in your browser in a Web Worker: nothing is uploaded",
  ],
  howTo: {
    title: "How to merge PDFs",
    items: [
      { title: "Choose the PDFs", body: "Drop them on the box or choose them; add more the same way. Each shows its page count." },
      { title: "Put them in order", body: "Drag a file up or down, or use its arrow buttons (they work with Tab and Enter). The list's order is the merged PDF's order." },
      { title: "Pick pages if you like", body: "Leave a file's Pages box empty for all of it, or write the pages to take, such as 1-3, 5 or 8- (page 8 to the end)." },
      { title: "Merge and download", body: "Merge PDFs builds the file on your device; Download merged.pdf saves it." },
    ],
  },
  useCases: {
    title: "What people use Merge PDF for",
    items: [
      { title: "One file for an application", body: "A cover letter, a CV and certificates sent as one PDF, as job portals and visa forms ask." },
      { title: "Invoices and receipts", body: "A month of invoices in one PDF for the accountant, in date order." },
      { title: "Only the pages that matter", body: "The signed pages of a contract with the annex from another file, leaving out the blank and the draft pages." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "A 3-page letter and a 2-page form, all pages", text: "A 5-page PDF: the letter's pages 1–3, then the form's pages 1–2." },
      { term: "Pages “2-3” of the letter, then “last” of the form", text: "A 3-page PDF: letter pages 2 and 3, then the form's last page." },
      { term: "Pages “3, 1” of one file", text: "Page 3 comes first, then page 1: pages are taken in the order you write them, and a page written twice appears twice." },
      { term: "Pages “12” of a 9-page file", text: "“Page 12 does not exist: letter.pdf has 9 pages.”, before anything is built." },
    ],
  },
  faq: [
    {
      question: "Are my PDFs uploaded?",
      answer: "No. The files are read and merged by your browser with pdf-lib, in a Web Worker so the page stays responsive; nothing is sent to a server, logged or kept.",
    },
    {
      question: "Are page sizes and orientation kept?",
      answer: "Yes. Each page is copied with its own size and rotation, so an A4 letter, a US Letter form and a landscape chart merge into one PDF with each page as it was.",
    },
    {
      question: "Are bookmarks kept?",
      answer: "Yes. Each file's bookmarks (its outline) go into the merged PDF in the file's place, pointing at the copied pages; a bookmark of a page you left out is dropped, and the bookmarks under it move up a level. Form field definitions and attachments are not carried over: the pages themselves look exactly as before, but the form's fields may no longer fill in.",
    },
    {
      question: "How do I write page ranges?",
      answer: "Numbers and ranges separated by commas: 1-3, 5, 8- takes pages 1, 2, 3, 5 and 8 to the end; -3 means up to page 3; last is the last page. A range written backwards, like 5-3, is refused with the way to write it, and a page past the end is named: “Page 12 does not exist: letter.pdf has 9 pages.”",
    },
    {
      question: "Can it merge password-protected PDFs?",
      answer: "No. It says which file is protected. Open that file in a PDF reader with its password, save or print an unprotected copy, and merge the copy.",
    },
    {
      question: "How many files can I merge?",
      answer: `Up to ${MAX_PDF_FILES} PDFs, ${MB} MB together and ${formatCount(MAX_PDF_PAGES)} pages in the merged file, as much as a phone's memory handles reliably. There is no daily limit and no account.`,
    },
  ],
};
