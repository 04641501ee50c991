/**
 * The QR generator's constants and option types, without zod: safe to import in client components (the page's
 * form) as well as on the server. tools/qr-generator/logic/schema.ts validates against them.
 */

import { DESIGN_DEFAULTS, type QrDesign } from "./design-options";

export const QR_TYPES = ["text", "url", "email", "phone", "sms", "wifi", "vcard", "geo"] as const;
export type QrType = (typeof QR_TYPES)[number];

export const QR_TYPE_LABELS: Readonly<Record<QrType, string>> = {
  text: "Text",
  url: "URL",
  email: "Email",
  phone: "Phone",
  sms: "SMS",
  wifi: "WiFi",
  vcard: "Contact (vCard)",
  geo: "Location",
};

export const ERROR_CORRECTION_LEVELS = ["L", "M", "Q", "H"] as const;
export type ErrorCorrection = (typeof ERROR_CORRECTION_LEVELS)[number];
export const ERROR_CORRECTION_LABELS: Readonly<Record<ErrorCorrection, { name: string; recovery: string }>> = {
  L: { name: "Low", recovery: "about 7%" },
  M: { name: "Medium", recovery: "about 15%" },
  Q: { name: "Quartile", recovery: "about 25%" },
  H: { name: "High", recovery: "about 30%" },
};

/** On-screen sizes (px); downloads go up to DOWNLOAD_MAX_SIZE. */
export const QR_SIZES = [100, 200, 300, 400, 500] as const;
export const DOWNLOAD_SIZES = [100, 200, 300, 400, 500, 1000, 1500, 2000] as const;
export const DOWNLOAD_MIN_SIZE = 100;
export const DOWNLOAD_MAX_SIZE = 2000;
export const MARGIN_MAX = 10;
/** The PDF download's page: a square this many millimetres wide (docs/product.md § QR PDF). */
export const PDF_MIN_MM = 20;
export const PDF_MAX_MM = 500;
export const PDF_DEFAULT_MM = 50;
export const PDF_SIZE_MESSAGE = `PDF size must be a number of millimetres from ${PDF_MIN_MM} to ${PDF_MAX_MM} (at most one decimal)`;
/** Whether `mm` is a page size the PDF download takes (the server's pdfSizeSchema is the judge; the page mirrors it). */
export const isPdfSize = (mm: number) => Number.isFinite(mm) && mm >= PDF_MIN_MM && mm <= PDF_MAX_MM && Math.abs(mm * 10 - Math.round(mm * 10)) < 1e-9;
export const WIFI_ENCRYPTIONS = ["WPA", "WEP", "nopass"] as const;
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

export const QR_DEFAULTS = {
  size: 200,
  errorCorrection: "M",
  margin: 4,
  foreground: "#000000",
  background: "#ffffff",
  ...DESIGN_DEFAULTS,
} as const satisfies QrOptions;

/** The spec's message for empty content; also used for every missing required field. */
export const REQUIRED_MESSAGE = "Please fill in the required fields to generate QR code";

export interface QrOptions extends QrDesign {
  size: number;
  errorCorrection: ErrorCorrection;
  margin: number;
  /** Normalised hex, "#rrggbb" or "#rrggbbaa". */
  /** The modules' colour, and the eyes' unless they have their own. */
  foreground: string;
  /** "#ffffff00" for a transparent background. */
  background: string;
}

/** How the symbol is drawn, without the on-screen size (downloads choose their own size). */
export type QrStyle = Omit<QrOptions, "size">;
