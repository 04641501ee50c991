import type { Tool } from "@/lib/domain/catalogue/catalogue";

/** The catalogue entry (lib/domain/catalogue/catalogue.ts Tool): name, route, category, icon, keywords, related tools. */
export const definition = {
  id: "jwt-decoder",
  name: "JWT Decoder",
  description: "Decode a JSON Web Token: header and payload pretty-printed, exp, iat and nbf in words, and the signature verified with your secret or public key. Nothing leaves the browser.",
  route: "/jwt-decoder",
  category: "utilities",
  status: "available",
  pro: false,
  keywords: ["jwt", "jwt decode", "jwt decoder", "json web token", "jws", "verify jwt", "jwt verify", "token", "bearer", "hs256", "rs256"],
  icon: "FileKey",
  createdAt: "2026-11-29",
  related: ["base64", "hash-generator", "json-formatter", "uuid-generator"],
} satisfies Tool & { status: "available" };
