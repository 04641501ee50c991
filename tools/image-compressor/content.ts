import type { ToolContent } from "@/tools/types";
import { formatBytes } from "@/lib/engines/image/sizes";
import { LIMITS } from "./logic/compress";

/**
 * The Image Compressor page's words (tools/types.ts ToolContent). Bounds come from logic/compress.ts; the worked
 * examples are cases of logic/compress.test.ts and the e2e journey.
 */
const perFile = formatBytes(LIMITS.maxFileBytes);
const megapixels = (LIMITS.maxPixels / 1e6).toLocaleString("en-US");

export const content: ToolContent = {
  seo: {
    title: "Image Compressor — Compress JPG, PNG, WebP and AVIF Without Uploading",
    description: `Make photos and images smaller in your browser: a quality slider or "at most N KB", before and after side by side, up to ${LIMITS.maxFiles} images at once as a ZIP. Nothing is uploaded, there is no daily limit, and a file is never made bigger.`,
    keywords: [
      "compress image",
      "image compressor",
      "compress jpg",
      "compress png",
      "compress jpeg to 100kb",
      "reduce image size",
      "compress photo",
      "webp compressor",
    ],
    ogHeading: "Image Compressor",
  },
  intro: "Make JPG, PNG, WebP and AVIF files smaller by quality or to a size in KB. Your images are compressed in this browser and never uploaded.",
  featureList: [
    "JPG, PNG, WebP and AVIF in; the same format or JPG, WebP, PNG or AVIF (where the browser can encode it) out",
    "A quality slider, or a target size: the highest quality whose file is at most N KB",
    "Before and after on one picture, with a divider moved by pointer or keyboard",
    `Batches of up to ${LIMITS.maxFiles} images, downloaded one by one or as a ZIP`,
    "Never bigger: when re-encoding does not shrink a file, the original is kept and the page says so",
    "Runs in the browser, in a background worker where the browser allows: nothing is uploaded",
    "Photos are turned upright by their EXIF orientation; camera and GPS metadata are not written",
  ],
  features: {
    title: "Smaller files, told honestly",
    items: [
      {
        title: "Private by design",
        body: "Decoding and encoding happen in your browser. The images never reach our server, so you can compress passport scans and family photos without a second thought.",
        icon: "ShieldCheck",
      },
      {
        title: "Exactly under a size",
        body: 'Forms that say "JPG under 200 KB": choose Target size and the page tries qualities by halving — at most seven encodes — and keeps the highest one that fits.',
        icon: "Sparkles",
      },
      {
        title: "Never a bigger file",
        body: "A photo already compressed harder than you ask, or a PNG saved well, would grow when re-encoded. Then you get the original back, with both sizes shown.",
        icon: "BarChart3",
      },
      {
        title: "Stays responsive",
        body: "The encoding runs in a Web Worker with an OffscreenCanvas where the browser has one, so a batch of large photos doesn't freeze the page.",
        icon: "Zap",
      },
    ],
  },
  howTo: {
    title: "How to compress an image",
    items: [
      {
        title: "Choose your images",
        body: `Drop them on the box or press Choose images: JPG, PNG, WebP or AVIF, up to ${LIMITS.maxFiles} at a time, each up to ${perFile} and ${megapixels} megapixels.`,
      },
      {
        title: "Pick the output and how to compress",
        body: "Keep each file's format or choose JPG, WebP, PNG or AVIF. Then set a quality (75 is a good start for photos) or a target size in KB.",
      },
      {
        title: "Compress, compare and download",
        body: "Press Compress. Each file shows its size before and after; drag the divider on the picture to compare them, then download a file or all of them as a ZIP.",
      },
    ],
  },
  useCases: {
    title: "What people compress images for",
    items: [
      {
        title: "Upload limits",
        body: "Job portals, visa and exam applications that accept a JPG of at most 100 or 200 KB.",
      },
      {
        title: "Faster websites",
        body: "Hero images and product photos re-encoded as WebP at quality 75–80: often a third of the original JPG.",
      },
      {
        title: "E-mail and chat",
        body: "A dozen phone photos of 4 MB each shrink to a ZIP that fits in one e-mail.",
      },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      {
        term: "A 1.8 MB phone JPG at quality 75",
        text: "Typically 300–500 KB, with no difference you can see at normal size; the EXIF block, GPS included, is not written.",
      },
      {
        term: "A 3000 × 2000 photo, target 200 KB",
        text: "The page encodes at quality 50, then 75 or 25 and so on, and keeps the highest quality whose file is at most 204,800 bytes.",
      },
      {
        term: "A JPG saved at quality 40, compressed at 90",
        text: 'Re-encoding at a higher quality makes it bigger, so the original is kept: "Kept the original … no smaller."',
      },
      {
        term: "A screenshot PNG as WebP",
        text: "Text and flat colours compress well in WebP: often 60–80% smaller than the PNG, transparency kept.",
      },
      {
        term: "A noisy 100 KB image, target 5 KB",
        text: "Even quality 1 is over 5 KB: the page says it cannot reach the target and points you to the Image Resizer.",
      },
    ],
  },
  faq: [
    {
      question: "Are my images uploaded?",
      answer:
        "No. The page decodes and re-encodes them with your browser's own image encoders (a canvas), so the files never leave your device. It keeps working offline once the page has loaded.",
    },
    {
      question: "Why is my image not smaller?",
      answer:
        "Some files are compressed as far as they go: a JPG saved at low quality, or a PNG with few colours. Re-encoding them at a higher quality would make them bigger, so the page keeps the original and shows both sizes. Choose a lower quality, WebP, or make the image smaller with the Image Resizer.",
    },
    {
      question: "What quality should I use?",
      answer:
        "For photos, 70–80 looks the same as the original at normal viewing size and saves the most. Below 50 you start to see blocks around edges and in skies. Screenshots with text look best as PNG or as WebP at 80 or more.",
    },
    {
      question: 'How does "at most N KB" work?',
      answer:
        "File size grows with quality, so the page searches it by halving: quality 50, then 75 or 25, and so on — at most seven encodes — and keeps the highest quality whose file fits (1 KB = 1,024 bytes). If even quality 1 is too big, it says so: then the image has too many pixels for that size, and resizing it is the way.",
    },
    {
      question: "Why can't I choose AVIF?",
      answer:
        "AVIF is offered only when your browser can encode it, which the page checks when it loads. Many browsers can show AVIF but cannot write it; WebP is close in size for most photos and written by every current browser.",
    },
    {
      question: "Is the metadata removed?",
      answer:
        "A compressed file is written from pixels only, so camera details, the date and GPS location are not in it, and the photo is turned upright first. A file kept as the original (because compressing did not shrink it) is your untouched file, metadata included.",
    },
    {
      question: "What are the limits?",
      answer: `Up to ${LIMITS.maxFiles} files at once, each up to ${perFile} and ${megapixels} megapixels (a 48-megapixel phone photo passes). There is no daily limit and no account.`,
    },
  ],
};
