/**
 * The REST API's error vocabulary: codes, their HTTP statuses and the one JSON shape every error has. Framework-
 * and database-free, so that proxy.ts can answer in the same shape.
 */

export type ApiErrorCode =
  | "validation_error"
  | "invalid_json"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "limit_reached"
  | "internal_error";

export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  validation_error: 400,
  invalid_json: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  limit_reached: 429,
  internal_error: 500,
};

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
  get status(): number {
    return API_ERROR_STATUS[this.code];
  }
}

export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields && Object.keys(fields).length ? { fields } : {}) } };
}

