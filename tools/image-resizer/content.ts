import type { ToolContent } from "@/tools/types";
import { formatBytes } from "@/lib/engines/image/sizes";
import { LIMITS } from "./logic/resize";

/**
 * The Image Resizer page's words (tools/types.ts ToolContent). Bounds come from logic/resize.ts; the worked examples
 * are cases of logic/resize.test.ts, the EXIF examples of lib/engines/image/image.test.ts.
 */
const megapixels = (LIMITS.maxPixels / 1e6).toLocaleString("en-US");
const maxSide = LIMITS.maxSide.toLocaleString("en-US");

export const content: ToolContent = {
  seo: {
    title: "Image Resizer — Resize, Crop, Rotate and Flip Images Without Uploading",
    description: `Resize a photo by pixels, percent or longest side, crop it to 1:1, 4:3, 16:9 or 9:16, rotate and flip it, all in your browser. Sideways phone photos come out upright and the GPS location is removed. Free, no upload, no daily limit.`,
    keywords: ["resize image", "image resizer", "crop image", "resize photo", "rotate image", "flip image", "resize image to 1080x1080", "change image size"],
    ogHeading: "Image Resizer",
  },
  intro:
    "Resize by pixels, percent or longest side, crop to a shape, rotate and flip. All in your browser: nothing is uploaded, and the GPS location is left out.",
  featureList: [
    "Resize by width and height (aspect ratio locked or not), by percent, or by the longest side",
    "Crop with 1:1, 4:3, 16:9 and 9:16 presets or freely, by pointer, keyboard or exact pixel fields",
    "Rotate left or right and flip horizontally or vertically, in any combination",
    "Phone photos turned upright by their EXIF orientation before anything else",
    "The saved image carries no EXIF: no camera details, no date, no GPS location",
    "Save as JPG, PNG or WebP (AVIF where the browser can encode it)",
    `Images up to ${formatBytes(LIMITS.maxFileBytes)} and ${megapixels} megapixels; results up to ${maxSide} px a side`,
  ],
  features: {
    title: "One image, exactly the size you need",
    items: [
      {
        title: "Pixels, percent or longest side",
        body: "Type 1080 for the width and the height follows the aspect ratio, or unlock it; halve everything with 50%; or make the longest side 1600 px whatever the orientation.",
        icon: "Sparkles",
      },
      {
        title: "Crop to the shape the site wants",
        body: "Square for a profile picture, 16:9 for a banner, 9:16 for a story: the box keeps the shape to the pixel while you move and resize it.",
        icon: "Zap",
      },
      {
        title: "Upright and without your location",
        body: "A photo stored on its side is turned the way your phone showed it, and the file you save holds pixels only: no GPS position, camera or date.",
        icon: "ShieldCheck",
      },
      {
        title: "Never leaves your device",
        body: "Decoding, cropping, scaling and saving all happen in your browser with a canvas. Nothing is uploaded, so private photos stay private.",
        icon: "BarChart3",
      },
    ],
  },
  howTo: {
    title: "How to resize an image",
    items: [
      {
        title: "Choose an image",
        body: `Drop it on the box or press Choose an image: JPG, PNG, WebP, AVIF, GIF or BMP, up to ${formatBytes(LIMITS.maxFileBytes)} and ${megapixels} megapixels.`,
      },
      {
        title: "Turn and crop it",
        body: "Rotate or flip it if needed, pick a crop shape, then drag the box or focus it and use the arrow keys (Shift + arrows resize it). The X, Y, width and height fields set it to the pixel.",
      },
      {
        title: "Set the size and save",
        body: "Type a width or height, a percentage or the longest side, choose the format, press Resize and download the result.",
      },
    ],
  },
  useCases: {
    title: "What people resize images for",
    items: [
      { title: "Profile pictures and social posts", body: "1:1 at 1080 × 1080 for Instagram, 16:9 for a YouTube thumbnail at 1280 × 720, 9:16 for a story." },
      {
        title: "Forms with size rules",
        body: "Passport and visa photos that must be exactly 600 × 600 px, or documents whose longest side may be at most 2000 px.",
      },
      { title: "Websites and e-mail", body: "A 6000 px camera photo scaled to 1600 px for a blog: a fraction of the bytes, and it still fills the screen." },
    ],
  },
  examples: {
    title: "Worked examples",
    items: [
      { term: "4000 × 3000, width 1080, aspect locked", text: "1080 × 810: the height follows the width, 1080 × 3000 ÷ 4000." },
      { term: "4000 × 3000 at 25%", text: "1000 × 750." },
      { term: "3000 × 4000 (portrait), longest side 1600", text: "1200 × 1600: the longest side is the height here." },
      { term: "4000 × 3000, crop 16:9", text: "The largest 16:9 box is 4000 × 2250, centred: 375 px cut from the top and the bottom." },
      {
        term: "A 40 × 20 JPG with EXIF orientation 6",
        text: "Shown and saved 20 × 40, upright, with no EXIF block at all — the orientation tag and the GPS position are both gone.",
      },
    ],
  },
  faq: [
    {
      question: "Is my image uploaded?",
      answer:
        "No. The image is decoded, cropped, scaled and saved by your browser itself, with a canvas. Nothing is sent to our server, and the page works offline once loaded.",
    },
    {
      question: "Does resizing remove the GPS location?",
      answer:
        "Yes. The saved file is written from pixels only, so the EXIF block — GPS position, camera model, date — is not in it. The page tells you when the photo you opened had a location.",
    },
    {
      question: "Why was my photo sideways in other tools?",
      answer:
        "Phones store many photos on their side with an EXIF orientation tag that says how to turn them. This page reads it (values 1 to 8 in the EXIF standard) and turns the pixels before you crop, so what you see is what you get.",
    },
    {
      question: "How do I crop with the keyboard?",
      answer:
        "Press Tab until the crop box is focused (it gets an outline). Arrow keys move it by a hundredth of the image; Shift + arrow keys resize it, keeping the shape you chose. Or type exact X, Y, width and height values in the fields under the picture.",
    },
    {
      question: "Can I make an image bigger?",
      answer: `Yes, up to ${maxSide} pixels a side and ${megapixels} megapixels, but enlarging cannot add detail: the pixels are stretched and the picture gets soft. For print, keep the original size.`,
    },
    {
      question: "Which format should I save as?",
      answer:
        "JPG for photos, PNG for screenshots, logos and anything with transparency, WebP for the web (smaller than both). JPG and WebP are saved at quality 92; to make the file smaller still, use the Image Compressor after.",
    },
  ],
};
