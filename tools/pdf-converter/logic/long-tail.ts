import { DPIS } from "./limits";

/**
 * The long-tail pages (/pdf-converter/pdf-to-jpg, …): each prerendered with its own title, words and the tool preset
 * to that conversion; any other slug is a 404 (app/(site)/pdf-converter/[page]/page.tsx, dynamicParams = false).
 */
export interface ConversionPage {
  slug: string;
  name: string;
  heading: string;
  title: string;
  description: string;
  keywords: string[];
  preset: { mode: "pdf-to-images" | "images-to-pdf" | "pdf-to-text"; format?: "png" | "jpg" };
  explanation: readonly string[];
  example: { label: string; text: string };
}

const dpiList = DPIS.join(", ");

export const CONVERSION_PAGES: readonly ConversionPage[] = [
  {
    slug: "pdf-to-jpg",
    name: "PDF to JPG",
    heading: "PDF to JPG Converter",
    title: "PDF to JPG — Convert PDF Pages to JPG Images in Your Browser",
    description: `Convert PDF pages to JPG images at ${dpiList} DPI, with page ranges such as 1-3,5. Converted in your browser; the PDF is never uploaded.`,
    keywords: ["pdf to jpg", "pdf to jpeg", "convert pdf to jpg", "pdf page to image"],
    preset: { mode: "pdf-to-images", format: "jpg" },
    explanation: [
      "Each page you choose is drawn on white paper at the resolution you pick and saved as a JPG. JPG suits pages that are mostly photographs: the files are small and look the same to the eye.",
      "For pages of text and line drawings, PNG keeps every edge sharp; the PDF to PNG page has that preset.",
    ],
    example: { label: "An A4 page at 150 DPI", text: "595.28 × 841.89 points ÷ 72 × 150 = 1240 × 1754 pixels." },
  },
  {
    slug: "pdf-to-png",
    name: "PDF to PNG",
    heading: "PDF to PNG Converter",
    title: "PDF to PNG — Sharp PNG Images of PDF Pages, at up to 300 DPI",
    description: `Convert PDF pages to lossless PNG images at ${dpiList} DPI. Choose pages such as 1-3,5. Runs in your browser, no upload.`,
    keywords: ["pdf to png", "convert pdf to png", "pdf page to png", "pdf to png high resolution"],
    preset: { mode: "pdf-to-images", format: "png" },
    explanation: [
      "PNG is lossless: text, thin lines and flat colours come out exactly as drawn, which makes it the right format for documents, charts and slides.",
      "The resolution sets the pixel size: 72 DPI matches the PDF's points one to one, 150 DPI suits screens, and 300 DPI is what print shops ask for.",
    ],
    example: { label: "A US Letter page at 300 DPI", text: "612 × 792 points ÷ 72 × 300 = 2550 × 3300 pixels." },
  },
  {
    slug: "jpg-to-pdf",
    name: "JPG to PDF",
    heading: "JPG to PDF Converter",
    title: "JPG to PDF — Photos into One PDF, Without Re-compressing Them",
    description: "Put JPG photos into one PDF on A4, Letter or pages that fit each photo, with margins and the order you set. The photos go in byte for byte; nothing is uploaded.",
    keywords: ["jpg to pdf", "jpeg to pdf", "convert jpg to pdf", "photo to pdf"],
    preset: { mode: "images-to-pdf" },
    explanation: [
      "Many converters decode your photo and compress it again, losing a little quality each time. Here a JPEG's own bytes are placed in the PDF unchanged, so the PDF holds exactly the photo you took.",
      "Each photo gets its own page, centred inside the margins with its proportions kept; a landscape photo turns an A4 or Letter page sideways.",
    ],
    example: { label: "Two photos, A4, 10 mm margins", text: "A 3000 × 4000 portrait photo fills a portrait A4 page inside 28.35-point margins; a 4000 × 3000 one gets a landscape page. Two photos, two pages, in your order." },
  },
  {
    slug: "png-to-pdf",
    name: "PNG to PDF",
    heading: "PNG to PDF Converter",
    title: "PNG to PDF — Screenshots and Images into One PDF",
    description: "Turn PNG screenshots and images into one PDF, every pixel kept, on A4, Letter or pages the size of each image. Made in your browser.",
    keywords: ["png to pdf", "convert png to pdf", "screenshot to pdf", "image to pdf"],
    preset: { mode: "images-to-pdf" },
    explanation: [
      "PNG images are stored losslessly in the PDF, transparency included, so screenshots keep their crisp text.",
      "Choose “Fit image” to make each page exactly the size of its image (at 96 pixels to the inch) plus the margins, the best choice for screenshots.",
    ],
    example: { label: "A 960 × 480 screenshot, Fit image, no margins", text: "960 × 72 ÷ 96 = 720 points wide and 360 points high: a page exactly the image's size." },
  },
  {
    slug: "images-to-pdf",
    name: "Images to PDF",
    heading: "Images to PDF Converter",
    title: "Images to PDF — Combine JPG, PNG and WebP into One PDF",
    description: "Combine JPG, PNG and WebP images into one PDF, reorder them, pick A4, Letter or fit, and add margins. Converted in your browser; nothing is sent.",
    keywords: ["images to pdf", "combine images into pdf", "multiple images to pdf", "webp to pdf"],
    preset: { mode: "images-to-pdf" },
    explanation: [
      "Add images, then move them up and down: the list order is the page order. JPEG photos go in unchanged; PNG keeps every pixel; WebP, GIF and BMP images are redrawn as lossless PNG first.",
      "Page size and margins apply to every page, and each image keeps its proportions.",
    ],
    example: { label: "Two images", text: "Two images give a two-page PDF, the first image on page 1." },
  },
  {
    slug: "pdf-to-text",
    name: "PDF to text",
    heading: "PDF to Text Converter",
    title: "PDF to Text — Copy the Text out of a PDF, Scans Recognised",
    description: "Extract the text of a PDF to copy or save as .txt, page by page. Scanned PDFs without a text layer are recognised. Runs in your browser, no upload.",
    keywords: ["pdf to text", "extract text from pdf", "pdf to txt", "copy text from pdf"],
    preset: { mode: "pdf-to-text" },
    explanation: [
      "The text comes from the PDF's own text layer, line by line, with pages separated by a page break. Nothing is guessed, so what you get is exactly what the PDF contains.",
      "A scanned PDF has pictures of pages and no text layer; the converter says so (“No selectable text — looks like a scan”) rather than giving you an empty file.",
    ],
    example: { label: "A two-page PDF", text: "“Quarterly figures” on page 1 and “Page two” on page 2 come out as two lines with a page break between them." },
  },
];

export const conversionPage = (slug: string) => CONVERSION_PAGES.find((p) => p.slug === slug);
export const conversionPagePath = (page: Pick<ConversionPage, "slug">) => `/pdf-converter/${page.slug}`;
