import type { ToolContent } from "@/tools/types";
import { plans } from "@/lib/domain/plans";
import { formatBytes, LIMITS } from "./logic/options";
import { IMAGE_PRO_PLAN } from "./logic/plan";

/**
 * The Image Converter page's words (tools/types.ts ToolContent). Limits come from logic/options.ts; the worked examples
 * are cases of tests/integration/image-converter.test.ts.
 */
const free = formatBytes(LIMITS.freeFileBytes);
const paid = formatBytes(LIMITS.paidFileBytes);
const plan = plans[IMAGE_PRO_PLAN].name;

export const content: ToolContent = {
  seo: {
    title: "Image Converter — PNG, JPG, WebP, AVIF and ICO, Without Uploading",
    description: `Convert images between PNG, JPG and WebP in your browser, free and without uploading: quality, resize, a background for transparency, photos turned upright and GPS removed. AVIF, favicons, target size and batches with ${plan}.`,
    keywords: [
      "image converter",
      "convert image",
      "png to jpg",
      "jpg to png",
      "png to webp",
      "webp to png",
      "avif converter",
      "favicon generator",
      "compress image",
    ],
    ogHeading: "Image Converter",
  },
  intro: `Drop an image and pick PNG, JPG or WebP: it is decoded, resized and encoded in your browser, so the file never leaves your device. Sideways phone photos come out upright, and the camera's metadata, GPS location included, is left behind. AVIF, multi-size favicons, a target file size, batches to ZIP and files up to ${paid} run on our server with the ${plan} plan.`,
  featureList: [
    "Reads PNG, JPG, WebP, AVIF, GIF (first frame), BMP, SVG and ICO, detected from the file's bytes",
    "Writes PNG, JPG and WebP free in the browser, with no upload",
    "Quality slider, resize that keeps the aspect ratio, background colour for transparency",
    "EXIF rotation applied; metadata and GPS location removed",
    "Sizes before and after, and the percentage saved",
    `${plan}: AVIF and ICO (favicon, 16–256 px) output`,
    `${plan}: target-size mode — the best quality under a size such as 200 KB`,
    `${plan}: up to ${LIMITS.maxBatchFiles} files at once as a ZIP, files up to ${paid}`,
  ],
  features: {
    title: "What it does for your images",
    items: [
      {
        title: "No upload for the free path",
        body: `One image up to ${free} is converted by your browser itself. Nothing is sent anywhere, so it works for private photos and offline once the page has loaded.`,
        icon: "ShieldCheck",
      },
      {
        title: "Upright, and without your location",
        body: "Phones store photos sideways with an orientation tag; the converter turns the pixels upright. Camera model, date and GPS coordinates are not copied into the new file.",
        icon: "Sparkles",
      },
      {
        title: "Honest about the file",
        body: "The type is read from the bytes, not the name. A PDF renamed to .png is called a PDF, and an animated GIF is flagged as giving its first frame.",
        icon: "Zap",
      },
      {
        title: `${plan}: target size`,
        body: "Need it under 200 KB for a form or a CMS? The server searches the quality (at most seven tries) for the best one that fits, and says so when even the lowest quality is too big.",
        icon: "BarChart3",
      },
    ],
  },
  howTo: {
    title: "How to use the Image Converter",
    items: [
      {
        title: "Choose an image",
        body: `Drop it on the box or press Choose an image: PNG, JPG, WebP, AVIF, GIF, BMP, SVG or ICO, up to ${free} free.`,
      },
      {
        title: "Pick the format and options",
        body: "PNG, JPG or WebP; the quality for JPG and WebP; a width or height to resize to; and for JPG the colour that fills transparent areas.",
      },
      {
        title: "Convert and download",
        body: "Press Convert: you see the new size, how much smaller (or larger) it is and a preview, then Download saves it with the new extension.",
      },
    ],
  },
  useCases: {
    title: "What people use the Image Converter for",
    items: [
      {
        title: "Faster web pages",
        body: "Turn PNG screenshots and JPG photos into WebP or AVIF at a fraction of the size, resized to the width the page shows.",
      },
      {
        title: "Forms that refuse a file",
        body: "A visa photo that must be a JPG under 200 KB, a WebP that an old editor won't open, an SVG logo that a profile wants as PNG.",
      },
      {
        title: "Sharing photos safely",
        body: "Re-save a photo before posting it, so the GPS location of your home is not inside the file.",
      },
      {
        title: "Favicons",
        body: `One square logo in, one .ico with 16, 32, 48, 64, 128 and 256 px sizes out (${plan}).`,
      },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      {
        term: "A transparent PNG to JPG, background #ff8800",
        text: "JPG has no alpha channel: every transparent pixel comes out orange (255, 136, 0), not black.",
      },
      {
        term: "A 40 × 20 photo with EXIF orientation 6",
        text: "Comes out 20 × 40, upright, with no EXIF block at all: the orientation tag, camera name and GPS tags are gone.",
      },
      {
        term: "A noisy 256 × 256 image, JPG, target 20 KB",
        text: `The ${plan} server tries qualities by halving (50, 25, …) and returns the highest one whose file is at most 20 × 1024 bytes.`,
      },
      {
        term: "report.png that is really a PDF",
        text: "“This isn't an image (detected: PDF) — try PDF Converter”: the bytes start with %PDF, whatever the name says.",
      },
    ],
  },
  faq: [
    {
      question: "Are my images uploaded?",
      answer: `Not on the free path: PNG, JPG and WebP output of one image up to ${free} is made by your browser, and the file never leaves your device. Only the ${plan} features (AVIF, ICO, target size, batches and big files) send the images to our server, which converts them in memory and keeps nothing.`,
    },
    {
      question: "Why is my converted image larger than the original?",
      answer:
        "Converting a small, well-compressed JPG to PNG (lossless) or raising the quality makes the file bigger. The result shows the change in percent; for a smaller file pick WebP or JPG and a quality around 75–80, or resize it.",
    },
    {
      question: "What happens to transparency?",
      answer: "PNG, WebP, AVIF and ICO keep it. JPG cannot store it, so transparent areas are filled with the background colour you choose (white by default).",
    },
    {
      question: "Does it remove the location from my photos?",
      answer:
        "Yes. The image is re-encoded from its pixels, so EXIF data — camera, date, GPS coordinates — is not written into the new file. The orientation is applied to the pixels first, so the photo still shows the right way up.",
    },
    {
      question: "Can it convert HEIC photos from an iPhone?",
      answer:
        "Not yet: browsers other than Safari can't decode HEIC, and our server's image library has no HEIC decoder. On the iPhone, set Camera → Formats → Most Compatible, or share the photo as JPG, then convert that.",
    },
    {
      question: "What about animated GIFs?",
      answer: "The converter writes still images, so an animated GIF (or animated WebP) becomes its first frame, and the page says so.",
    },
    {
      question: `What does ${plan} add?`,
      answer: `AVIF and ICO output, target-size mode, up to ${LIMITS.maxBatchFiles} images at once downloaded as a ZIP, and files up to ${paid} each. These run on our server, which checks your plan before it reads any file.`,
    },
  ],
};
