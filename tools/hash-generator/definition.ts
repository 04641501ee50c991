import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "hash-generator",
  name: "Hash Generator",
  description: "MD5, SHA-1, SHA-256, SHA-384, SHA-512 and SHA-3 of text or a file of any size, HMAC with a key, and a check against the hash you expect.",
  route: "/hash-generator",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["hash", "md5", "sha1", "sha256", "sha384", "sha512", "sha3", "hmac", "checksum", "file hash", "sha256 checksum", "digest"],
  icon: "FingerprintPattern",
  createdAt: "2026-11-29",
  related: ["base64", "uuid-generator", "password-generator", "jwt-decoder"],
} satisfies Tool & { status: "available" };
