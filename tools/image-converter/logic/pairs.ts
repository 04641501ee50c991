import { FORMAT_LABEL, FREE_OUTPUT_FORMATS, type InputFormat, type OutputFormat } from "./formats";

/**
 * The long-tail pages (/image-converter/png-to-webp, …): the searched conversions, each prerendered with the converter
 * preset to its output and words of its own. HEIC has no page: neither browsers nor our server (sharp's prebuilt libvips
 * has no HEVC decoder) can decode it.
 */

export interface ImagePair {
  slug: string;
  path: string;
  from: InputFormat;
  to: OutputFormat;
  heading: string;
  title: string;
  description: string;
  keywords: string[];
  /** Whether the pair runs on the free, in-browser path. */
  free: boolean;
  /** Why people make this conversion, and what changes. */
  why: string;
  /** What to watch for. */
  watch: string;
}

const WORDS: Record<string, { why: string; watch: string }> = {
  "png-to-webp": {
    why: "WebP keeps transparency and, at quality 80, is usually a fraction of a PNG screenshot or illustration's size: the quickest win for a slow web page.",
    watch: "Quality below 100 is lossy: keep the PNG as the master copy if you will edit the image again.",
  },
  "jpg-to-webp": {
    why: "A JPG photo re-encoded as WebP at a similar quality is typically a quarter to a third smaller, and every current browser shows WebP.",
    watch: "Converting one lossy format to another loses a little more detail: start from the original photo, and keep quality around 80.",
  },
  "png-to-jpg": {
    why: "Photos saved as PNG are huge. JPG is what cameras, e-mail and most upload forms expect, at a fraction of the size.",
    watch: "JPG has no transparency: transparent areas get the background colour you pick (white unless you change it).",
  },
  "jpg-to-png": {
    why: "PNG is lossless: a JPG converted to PNG won't lose anything more when you edit and save it again, and editors that only take PNG accept it.",
    watch: "The PNG is usually several times larger than the JPG, and it cannot bring back detail the JPG already dropped.",
  },
  "webp-to-png": {
    why: "Older editors, slide tools and some upload forms still refuse WebP. PNG opens everywhere and keeps the transparency.",
    watch: "An animated WebP becomes one still image: the first frame.",
  },
  "webp-to-jpg": {
    why: "JPG is the format every app, printer and form accepts. A WebP saved from a web page becomes an ordinary photo file.",
    watch: "Transparent areas get the background colour you pick; an animated WebP gives its first frame.",
  },
  "svg-to-png": {
    why: "Many places that take a logo (social profiles, documents, app stores) want a bitmap. Set the width and the SVG is drawn sharp at exactly that size.",
    watch: "Fonts the SVG doesn't embed are drawn with this browser's fonts; external images inside an SVG are not loaded.",
  },
  "png-to-avif": {
    why: "AVIF is the smallest of the web formats at the same visual quality, often half of a WebP, with transparency: for sites that count every kilobyte.",
    watch: "AVIF output is encoded on our server and is part of the Basic plan; encoding large images takes a few seconds.",
  },
};

const PAIRS: readonly [InputFormat, OutputFormat][] = [
  ["png", "webp"],
  ["jpeg", "webp"],
  ["png", "jpeg"],
  ["jpeg", "png"],
  ["webp", "png"],
  ["webp", "jpeg"],
  ["svg", "png"],
  ["png", "avif"],
];

const slugPart = (format: InputFormat | OutputFormat) => (format === "jpeg" ? "jpg" : format);

export const IMAGE_PAIRS: readonly ImagePair[] = PAIRS.map(([from, to]) => {
  const slug = `${slugPart(from)}-to-${slugPart(to)}`;
  const a = FORMAT_LABEL[from];
  const b = FORMAT_LABEL[to];
  const free = FREE_OUTPUT_FORMATS.includes(to);
  const words = WORDS[slug]!;
  return {
    slug,
    path: `/image-converter/${slug}`,
    from,
    to,
    heading: `${a} to ${b} Converter`,
    title: `${a} to ${b} — Convert ${a} Images to ${b}${free ? " Free, Without Uploading" : ""}`,
    description: free
      ? `Convert ${a} to ${b} in your browser: quality, resize, background colour for transparency, EXIF rotation and metadata removed. Nothing is uploaded.`
      : `Convert ${a} to ${b} with quality or a target file size, batches to ZIP and metadata removed. ${b} output is part of the Basic plan.`,
    keywords: [
      `${a.toLowerCase()} to ${b.toLowerCase()}`,
      `convert ${a.toLowerCase()} to ${b.toLowerCase()}`,
      `${a.toLowerCase()} to ${b.toLowerCase()} converter`,
    ],
    free,
    ...words,
  };
});

export function imagePair(slug: string): ImagePair | undefined {
  return IMAGE_PAIRS.find((pair) => pair.slug === slug);
}
