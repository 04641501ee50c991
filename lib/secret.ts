/** The server secret (NEXTAUTH_SECRET) that signs sessions and visitor cookies. Required in production. */
export function serverSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === "production" && process.env.E2E !== "1") {
    throw new Error("NEXTAUTH_SECRET is not set. Generate one with `openssl rand -base64 32` and set it.");
  }
  return "development-only-secret-change-me";
}
