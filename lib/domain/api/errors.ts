import type { ApiErrorCode } from "@/lib/platform/errors";

/**
 * The REST API's error vocabulary: codes, their HTTP statuses and the one JSON shape every error has. Framework-
 * and database-free, so that proxy.ts can answer in the same shape.
 */

export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } };
}

