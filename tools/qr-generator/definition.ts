import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "qr-generator",
  name: "QR Code Generator",
  description: "Create QR codes for links, text, e-mail, phone, SMS, WiFi, contacts and locations. Download PNG or SVG.",
  route: "/qrgenerator",
  category: "generators",
  status: "available",
  pro: false,
  keywords: ["qr", "qr code", "barcode", "wifi qr", "vcard", "generator"],
  icon: "QrCode",
  createdAt: "2026-11-22",
  related: ["url-shortener", "password-generator", "color-picker", "image-converter"],
} satisfies Tool & { status: "available" };
