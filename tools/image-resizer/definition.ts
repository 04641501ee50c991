import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "image-resizer",
  name: "Image Resizer",
  description: "Resize images by pixels, percent or longest side; crop to 1:1, 4:3, 16:9 or 9:16; rotate and flip. In your browser, location data removed.",
  route: "/image-resizer",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["resize image", "image resizer", "crop image", "rotate image", "flip image", "resize photo", "image dimensions", "change image size"],
  icon: "Crop",
  createdAt: "2026-11-29",
  related: ["image-compressor", "image-converter", "file-type-checker", "color-picker"],
} satisfies Tool & { status: "available" };
