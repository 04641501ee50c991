import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "image-converter",
  name: "Image Converter",
  description: "Convert images to PNG, JPG, WebP, AVIF and ICO: quality, resize, target size, metadata removed.",
  route: "/image-converter",
  category: "converters",
  status: "available",
  pro: true,
  keywords: ["image converter", "png to jpg", "jpg to png", "webp converter", "avif", "favicon", "compress image"],
  icon: "Image",
  createdAt: "2026-11-24",
  related: ["file-type-checker", "pdf-converter", "file-converter", "color-picker"],
} satisfies Tool & { status: "available" };
