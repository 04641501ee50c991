import type { ToolContent } from "@/tools/types";
import { COMPRESS_LEVELS } from "@/lib/engines/pdf/compress-options";
import { formatCount, MAX_COMPRESS_IMAGE_PIXELS, MAX_PDF_PAGES, MAX_PDF_TOTAL_BYTES } from "@/lib/engines/pdf/limits";

/** The Compress PDF page's words (tools/types.ts ToolContent). Levels and limits come from lib/engines/pdf, never typed in. */

const MB = MAX_PDF_TOTAL_BYTES / 1024 / 1024;
const { less, recommended, extreme } = COMPRESS_LEVELS;
const px = (n: number) => formatCount(n);

export const content: ToolContent = {
  seo: {
    title: "Compress PDF — Reduce a PDF's File Size in Your Browser",
    description:
      "Make a PDF smaller: photos re-encoded at the level you choose (less, recommended, extreme or your own quality and size), thumbnails and unused objects dropped, the size before and after shown. Never a bigger file; nothing uploaded.",
    keywords: ["compress pdf", "reduce pdf size", "pdf compressor", "make pdf smaller", "shrink pdf file size", "compress pdf for email", "optimize pdf"],
  },
  intro:
    "Make a PDF smaller by re-encoding its photos and dropping what no reader shows. Text and drawings stay as they are. Done on your device: the PDF is never uploaded.",
  featureList: [
    `Three levels — ${less.label}, ${recommended.label}, ${extreme.label} — or your own JPEG quality and longest side`,
    "Photos re-encoded as JPEG and scaled down to the level's size; each kept only when it comes out smaller",
    "Page thumbnails, other apps' editing data and unused objects dropped; document properties only if you tick it",
    "Text, vector drawings and fonts untouched: text stays sharp, selectable and searchable",
    "The size before and after, and what was left as it was and why",
    "Never a bigger file: if it cannot be made smaller you are told, and offered the original",
    `One PDF up to ${MB} MB and ${formatCount(MAX_PDF_PAGES)} pages, compressed in a Web Worker in your browser: nothing is uploaded`,
  ],
  howTo: {
    title: "How to compress a PDF",
    items: [
      { title: "Choose the PDF", body: "Drop it on the box or choose it. Its page count and size appear." },
      { title: "Pick a level", body: `${recommended.label} suits most files. ${extreme.label} gives the smallest file for reading on screen; ${less.label} keeps more detail for print. Custom lets you set the JPEG quality and the longest side yourself.` },
      { title: "Compress", body: "Compress PDF re-encodes the photos on your device and shows the size before and after, with what it changed." },
      { title: "Download", body: "Save the smaller PDF, named like the original with -compressed at the end." },
    ],
  },
  useCases: {
    title: "What people use Compress PDF for",
    items: [
      { title: "E-mail attachments", body: "A 25 MB brochure full of photos brought under a mail server's limit." },
      { title: "Upload forms", body: "Scanned-in-colour documents made small enough for a portal that takes 5 MB at most." },
      { title: "Reading on a phone", body: "A photo-heavy report at Extreme: quick to send and open, still easy to read on a screen." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      {
        term: `A 3,200 × 2,400 px photo at ${recommended.label}`,
        text: `Scaled to ${px(recommended.maxSide)} × ${px((recommended.maxSide * 3) / 4)} px and written at JPEG quality ${recommended.quality}: drawn across an A4 page that is still about 240 pixels per inch.`,
      },
      {
        term: `An 800 × 600 px photo at ${extreme.label}`,
        text: `Smaller than ${px(extreme.maxSide)} px already, so only re-encoded at quality ${extreme.quality} — and kept as it was if that does not save at least 5 %.`,
      },
      { term: "A screenshot or a chart stored losslessly", text: "Left as it is: JPEG would blur its flat colours and sharp edges. The result says so." },
      { term: "A PDF of text only", text: "“This PDF is already as small as we can make it.” The original is offered, never a bigger file." },
    ],
  },
  faq: [
    {
      question: "Is my PDF uploaded?",
      answer: "No. It is read and rewritten by pdf-lib, and its photos are decoded and re-encoded by your browser's own image code, in a Web Worker; nothing is sent to a server, logged or kept.",
    },
    {
      question: "What does it change, and what not?",
      answer:
        "It re-encodes photos (JPEG images, and photos stored losslessly) as JPEG at the level's quality, scaled down when larger than the level's size; it drops page thumbnails, data other apps keep for editing (such as Illustrator's) and objects nothing uses, and compresses streams stored uncompressed. Text, vector drawings, fonts, links, bookmarks, form fields and attachments are left as they are.",
    },
    {
      question: "Why are some images left as they were?",
      answer: `Some cannot be re-encoded faithfully in a browser: CMYK, indexed or Lab colours, 1-bit scans, JBIG2, JPEG 2000 and fax encodings, masks, and images over ${formatCount(MAX_COMPRESS_IMAGE_PIXELS / 1e6)} million pixels. Screenshots and charts stay lossless on purpose. The result counts each kind.`,
    },
    {
      question: "Does it keep transparency?",
      answer: "Yes. An image's transparency is a separate mask in a PDF; the image under it is re-encoded and the mask is kept exactly as it was, so transparent parts stay transparent.",
    },
    {
      question: "Why is my PDF not smaller?",
      answer: "Its size is in what we leave alone — text, fonts and vector drawings, or images already compressed as far as the level goes. Then you are told “This PDF is already as small as we can make it” and offered the original, unchanged.",
    },
    {
      question: "Are the title and author removed?",
      answer: "Only if you tick Remove document properties: then the title, author, subject, keywords and the XMP metadata are dropped. By default they are kept.",
    },
    {
      question: "Can it compress password-protected PDFs?",
      answer: "No, and it says so. Open the file in a PDF reader with its password, save or print an unprotected copy, and compress that.",
    },
  ],
};
