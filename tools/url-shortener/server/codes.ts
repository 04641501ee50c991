import { randomInt } from "node:crypto";
import { tools, toolRedirects } from "@/tools/catalogue";

/**
 * Short codes (docs/product.md §5). Generated: 6 random base-36 characters from the CSPRNG (36^6 ≈ 2.2 billion codes;
 * a collision is retried by the caller). Custom (Basic and above): 3–50 of `A–Z a–z 0–9 - _`, case-sensitive,
 * unique per domain, never a reserved word.
 */

export const GENERATED_CODE_LENGTH = 6;
export const CUSTOM_CODE_MIN = 3;
export const CUSTOM_CODE_MAX = 50;

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

export function generateCode(length = GENERATED_CODE_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * Words that name our routes or could be mistaken for them (compared case-insensitively): every top-level route,
 * every catalogue route, and words a visitor would read as official.
 */
const RESERVED = new Set<string>([
  "api", "s", "admin", "administrator", "account", "accounts", "pricing", "about", "contact", "community",
  "privacy-policy", "privacy", "terms-of-service", "terms", "landing", "success", "cancel", "coming-soon", "links",
  "link", "login", "logout", "signin", "signout", "signup", "sign-in", "sign-up", "register", "auth", "og", "_next",
  "static", "public", "assets", "sitemap", "robots", "favicon", "icon", "manifest", "settings", "billing",
  "dashboard", "help", "support", "status", "docs", "blog", "home", "index", "www", "mail", "app", "utilify",
  "qrgenerator", "urlshortener", "area-converter", "password-reset", "reset-password", "checkout", "webhook",
  "webhooks", "stripe", "security", "legal", "abuse", "report",
  ...tools.map((tool) => tool.route.slice(1)),
  ...Object.keys(toolRedirects).map((route) => route.slice(1)),
]);

export function isReservedCode(code: string): boolean {
  return RESERVED.has(code.toLowerCase());
}

export const CODE_MESSAGES = {
  tooShort: `Custom short codes need at least ${CUSTOM_CODE_MIN} characters`,
  tooLong: `Custom short codes can be at most ${CUSTOM_CODE_MAX} characters long`,
  characters: "Custom short codes may only contain letters, numbers, hyphens (-) and underscores (_)",
  reserved: (code: string) => `"${code}" is reserved. Please choose another short code.`,
  taken: (code: string) => `The short code "${code}" is already taken. Please choose another one.`,
  retired: (code: string) =>
    `The short code "${code}" belonged to a link that was deleted. Codes are never reused, so that old shared links and printed QR codes can't lead somewhere new. Please choose another one.`,
} as const;

/** The refusal message for a custom code, or null when it is acceptable (uniqueness is checked by the database). */
export function customCodeProblem(code: string): string | null {
  if (code.length < CUSTOM_CODE_MIN) return CODE_MESSAGES.tooShort;
  if (code.length > CUSTOM_CODE_MAX) return CODE_MESSAGES.tooLong;
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return CODE_MESSAGES.characters;
  if (isReservedCode(code)) return CODE_MESSAGES.reserved(code);
  return null;
}
