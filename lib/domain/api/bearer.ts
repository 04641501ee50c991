/** Reading the API key of a request (shared by the API's key check and the optimistic gate in proxy.ts). */

export const MISSING_KEY_MESSAGE = "Missing API key. Send it as `Authorization: Bearer <key>`.";

/** The key of an `Authorization: Bearer utl_…` header, or null. */
export function bearerKey(header: string | null): string | null {
  const match = header?.match(/^\s*Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
