import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "color-picker",
  name: "Color Picker",
  description: "Pick a colour from a square, the screen or an image, convert it to HEX, RGB, HSL, OKLCH and more, and check its WCAG contrast.",
  route: "/color-picker",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["color", "colour", "picker", "hex", "rgb", "hsl", "oklch", "cmyk", "contrast", "eyedropper", "palette"],
  icon: "Pipette",
  createdAt: "2026-11-24",
  related: ["css-formatter", "image-converter", "qr-generator", "css-minifier"],
} satisfies Tool & { status: "available" };
