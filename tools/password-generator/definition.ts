import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "password-generator",
  name: "Password Generator",
  description: "Strong random passwords, EFF passphrases and PINs from the Web Crypto API, with the strength in bits and the time to crack.",
  route: "/password-generator",
  category: "generators",
  status: "available",
  pro: false,
  keywords: ["password", "random", "secure", "passphrase", "pin", "diceware", "strength", "generator"],
  icon: "KeyRound",
  createdAt: "2026-11-24",
  related: ["one-time-link", "random-generator", "qr-generator", "url-shortener"],
} satisfies Tool & { status: "available" };
