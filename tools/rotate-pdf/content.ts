import type { ToolContent } from "@/tools/types";
import { formatCount, MAX_PDF_PAGES, MAX_PDF_TOTAL_BYTES } from "@/lib/engines/pdf/limits";

/** The Rotate PDF page's words (tools/types.ts ToolContent). Limits come from lib/engines/pdf/limits.ts, never typed in. */

const MB = MAX_PDF_TOTAL_BYTES / 1024 / 1024;

export const content: ToolContent = {
  seo: {
    title: "Rotate PDF — Rotate, Delete and Reorder PDF Pages With Thumbnails",
    description: "Turn PDF pages by 90° one by one or all at once, delete pages and drag them into a new order, seeing each page as a thumbnail, then save the PDF. Runs in your browser; nothing is uploaded.",
    keywords: ["rotate pdf", "organize pdf pages", "reorder pdf pages", "delete pages from pdf", "remove pdf pages", "rearrange pdf pages", "turn pdf pages"],
  },
  intro: "Turn, delete and reorder a PDF's pages, seeing each one, then save. Done on your device: the PDF is never uploaded.",
  featureList: [
    "A thumbnail of every page, drawn as you scroll",
    "Rotate one page or all pages by 90° left or right",
    "Delete pages, and restore them before saving",
    "Reorder by dragging, or with Move earlier and Move later buttons that work from the keyboard",
    "The rotation is set in the PDF, not drawn into the page: text stays sharp and selectable",
    "Deleted pages are left out of the saved file, not hidden in it",
    `One PDF up to ${MB} MB and ${formatCount(MAX_PDF_PAGES)} pages, saved in a Web Worker in your browser: nothing is uploaded`,
  ],
  howTo: {
    title: "How to rotate and organise PDF pages",
    items: [
      { title: "Choose the PDF", body: "Drop it on the box or choose it; its pages appear as thumbnails." },
      { title: "Rotate", body: "Use a page's turn buttons, or Rotate all left / right for every page at once. The thumbnail turns as the page will." },
      { title: "Delete and reorder", body: "The bin button deletes a page (press it again to restore it); drag a page, or use its arrow buttons, to move it." },
      { title: "Save", body: "Save PDF writes the new PDF on your device; download it." },
    ],
  },
  useCases: {
    title: "What people use Rotate PDF for",
    items: [
      { title: "Scans the wrong way up", body: "A scanner's sideways or upside-down pages turned the right way for reading and printing." },
      { title: "Landscape tables", body: "A wide table's page turned so it reads without tilting the screen." },
      { title: "Tidying a document", body: "Blank and duplicate pages deleted, and an appendix moved to the end, before sending." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "A page already set to 90°, rotated right once", text: "It is saved at 180°: a turn is added to the rotation the page has." },
      { term: "Rotate all left on a 3-page PDF", text: "Every page turns 90° anticlockwise (saved as 270° for a page that had none)." },
      { term: "Pages 1–4, page 4 moved first and page 2 deleted", text: "A 3-page PDF: page 4, page 1, page 3." },
      { term: "Every page deleted", text: "“Every page is deleted: keep at least one page to save a PDF.”" },
    ],
  },
  faq: [
    {
      question: "Is my PDF uploaded?",
      answer: "No. The thumbnails are drawn by pdf.js and the new PDF is written by pdf-lib, both in your browser; nothing is sent to a server, logged or kept.",
    },
    {
      question: "Does rotating lower the quality?",
      answer: "No. The page's rotation is a setting in the PDF (its /Rotate entry), so the page's text, lines and images are left exactly as they were: text stays sharp and can still be selected and searched.",
    },
    {
      question: "Are deleted pages really gone?",
      answer: "Yes. The saved PDF is a new file with only the pages you kept copied into it, so a deleted page's text and images are not left hidden inside it.",
    },
    {
      question: "How do I reorder pages without a mouse?",
      answer: "Each page has Move earlier and Move later buttons: Tab to them and press Enter. A screen reader hears where the page moved, such as “Page 4 moved to position 1 of 4.”",
    },
    {
      question: "Are bookmarks kept?",
      answer: "Yes, pointing at the pages in their new places; a bookmark of a deleted page is dropped. Form field definitions and attachments are not carried over.",
    },
    {
      question: "Can it open password-protected PDFs?",
      answer: "No, and it says so. Open the file in a PDF reader with its password, save or print an unprotected copy, and use that.",
    },
  ],
};
