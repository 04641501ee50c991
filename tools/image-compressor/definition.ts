import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "image-compressor",
  name: "Image Compressor",
  description: "Compress JPG, PNG, WebP and AVIF in your browser: a quality slider or a target size in KB, before/after, batches as a ZIP.",
  route: "/image-compressor",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: [
    "compress image",
    "image compressor",
    "reduce image size",
    "compress jpg",
    "compress png",
    "compress webp",
    "image size reducer",
    "photo compressor",
  ],
  icon: "Minimize2",
  createdAt: "2026-11-29",
  related: ["image-resizer", "image-converter", "file-type-checker", "pdf-converter"],
} satisfies Tool & { status: "available" };
