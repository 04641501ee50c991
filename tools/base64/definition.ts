import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "base64",
  name: "Base64 Encode and Decode",
  description: "Encode and decode Base64: UTF-8 text and files, URL-safe with or without padding, data URLs with an image preview. Bad input is pointed at, character by character.",
  route: "/base64",
  category: "converters",
  status: "available",
  pro: false,
  keywords: ["base64", "base64 decode", "base64 encode", "decode", "encode", "data url", "url-safe", "base64url", "image to base64", "rfc 4648"],
  icon: "Binary",
  createdAt: "2026-11-29",
  related: ["jwt-decoder", "hash-generator", "file-type-checker", "json-formatter"],
} satisfies Tool & { status: "available" };
