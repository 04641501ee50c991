import type { ToolContent } from "@/tools/types";
import { FREE_MAX_FILE_BYTES, FREE_MAX_IMAGES, PAID_MAX_FILE_BYTES, PAID_MAX_FILES } from "./logic/limits";
import { PDF_PLAN } from "./logic/plan";

/** The PDF Converter page's words (tools/types.ts ToolContent). Limits come from logic/limits.ts, never typed in. */

const MB = 1024 * 1024;
const FREE_MB = FREE_MAX_FILE_BYTES / MB;
const PAID_MB = PAID_MAX_FILE_BYTES / MB;

export const content: ToolContent = {
  seo: {
    title: "PDF Converter — PDF to JPG or PNG, Images to PDF, PDF to Text",
    description: `Turn PDF pages into JPG or PNG at 72, 150 or 300 DPI, put images together into a PDF, or pull the text out of a PDF. Free in your browser for one file up to ${FREE_MB} MB, nothing uploaded.`,
    keywords: ["pdf converter", "pdf to jpg", "pdf to png", "jpg to pdf", "images to pdf", "pdf to text", "convert pdf to image"],
  },
  intro: `PDF pages to JPG or PNG, images to a PDF, and a PDF's text, done in your browser: the file never leaves your device. ${PDF_PLAN.name} adds several files at once, 300 DPI, ZIP downloads and files up to ${PAID_MB} MB.`,
  featureList: [
    "PDF to JPG or PNG, one image per page, at 72, 150 or 300 DPI",
    "Page ranges such as 1-3,5",
    "JPG, PNG and WebP images to one PDF, in the order you set, on A4, Letter or pages that fit the image, with margins",
    "JPEG photos embedded as they are, without re-compressing",
    "PDF to plain text, with scanned PDFs recognised",
    "Password-protected PDFs opened with their password",
    `Free in the browser for one PDF up to ${FREE_MB} MB, nothing uploaded`,
    `${PDF_PLAN.name}: up to ${PAID_MAX_FILES} files at once, files up to ${PAID_MB} MB, 300 DPI and ZIP downloads`,
  ],
  howTo: {
    title: "How to use the PDF Converter",
    items: [
      { title: "Pick the conversion", body: "PDF to images, images to PDF, or PDF to text." },
      { title: "Choose your file", body: "Drop a PDF or images on the box, or choose them. A password-protected PDF asks for its password." },
      { title: "Set the options", body: "Image format, resolution and pages for PDF to images; order, page size and margins for images to PDF." },
      { title: "Convert and download", body: "Each page appears with its own download link; the PDF or the text is ready to save or copy." },
    ],
  },
  useCases: {
    title: "What people use the PDF Converter for",
    items: [
      { title: "Slides and posts", body: "Turn a page of a report or a flyer into a PNG for a presentation, a chat or a social post." },
      { title: "Forms and receipts", body: "Put phone photos of receipts or signed pages into one PDF to send to accounts or a landlord." },
      { title: "Print shops", body: "Render pages at 300 DPI, the resolution printers ask for, and download them all in one ZIP." },
      { title: "Quoting and search", body: "Copy the text out of a PDF to quote it, translate it or search it, and find out at once when a PDF is only a scan." },
    ],
  },
  faq: [
    {
      question: "Is my PDF uploaded?",
      answer: `Not on the free path: one PDF up to ${FREE_MB} MB, or up to ${FREE_MAX_IMAGES} images, is read and converted by your browser with pdf.js and pdf-lib, and nothing leaves your device. Only the ${PDF_PLAN.name} options (several files, 300 DPI, ZIP, larger files) send the files to our server, which converts them and keeps nothing.`,
    },
    {
      question: "How big are the images at each DPI?",
      answer:
        "A PDF measures pages in points, 72 to the inch, so a page is (width in points ÷ 72 × DPI) pixels wide. An A4 page at 150 DPI is 1240 × 1754 pixels; a US Letter page at 300 DPI is 2550 × 3300 pixels; at 72 DPI a page's pixels match its points.",
    },
    {
      question: "PNG or JPG?",
      answer: "PNG keeps text and lines perfectly sharp and suits documents; JPG makes smaller files and suits pages that are mostly photos. Both are rendered on white paper.",
    },
    {
      question: "How do I choose pages?",
      answer: "Type page numbers and ranges separated by commas, such as 1-3,5 for pages 1, 2, 3 and 5; 4- means from page 4 to the end. Leave it empty for every page. A page past the end is named: a 12-page PDF answers “Pages must be within 1–12”.",
    },
    {
      question: "Are my photos re-compressed when I make a PDF?",
      answer: "No. JPEG photos go into the PDF byte for byte, so they keep their exact quality and the PDF is barely bigger than the photos. PNG images keep every pixel. Each image keeps its proportions and is centred inside the margins; A4 and Letter pages turn sideways for a landscape image.",
    },
    {
      question: "Why does it say “No selectable text — looks like a scan”?",
      answer: "The PDF's pages are pictures of text, as a scanner or a phone camera makes them, with no text layer to copy from. Reading such pages needs OCR (optical character recognition), which this converter does not do.",
    },
    {
      question: "Can it open password-protected PDFs?",
      answer: "Yes, when you know the password: the converter asks for it, and says “Incorrect password” if it does not match. The password is used only to open the file.",
    },
    {
      question: "What does the paid plan add?",
      answer: `${PDF_PLAN.name} (${PDF_PLAN.priceLabel}/month) converts up to ${PAID_MAX_FILES} files at once and files up to ${PAID_MB} MB, renders pages at 300 DPI and downloads them in one ZIP. The plan is checked on our server, so these options work only for a signed-in ${PDF_PLAN.name} or higher account.`,
    },
  ],
};
