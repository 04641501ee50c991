import { MESSAGES } from "../logic/limits";

/**
 * The browser's calls to the One Time Link's routes (app/api/secrets/…). Every answer becomes `{ ok, data }` or
 * `{ ok: false, status, error }` with the server's own message; a lost connection gets a message of its own.
 */

export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

const OFFLINE = "We couldn't reach the server. Check your connection and try again.";

async function call<T>(url: string, method: "POST" | "DELETE", body: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
  } catch {
    return { ok: false, status: 0, error: OFFLINE };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // handled below
  }
  if (response.ok && json) return { ok: true, data: json as T };
  const message = (json as { error?: { message?: unknown } } | null)?.error?.message;
  if (response.status === 413) return { ok: false, status: 413, error: MESSAGES.tooBig };
  return {
    ok: false,
    status: response.status,
    error: typeof message === "string" ? message : "Something went wrong on our side. Please try again.",
  };
}

export interface CreateBody {
  ciphertext: string;
  iv: string;
  revealToken: string;
  passphraseToken: string | null;
  expiresInSeconds: number;
  views: number;
}

export function createSecretRequest(body: CreateBody) {
  return call<{ id: string; expiresAt: string; views: number; deleteToken: string }>("/api/secrets", "POST", body);
}

export function revealSecretRequest(id: string, body: { revealToken: string; passphraseToken: string | null }) {
  return call<{ ciphertext: string; iv: string; viewsLeft: number }>(`/api/secrets/${encodeURIComponent(id)}/reveal`, "POST", body);
}

export function deleteSecretRequest(id: string, deleteToken: string) {
  return call<{ deleted: true }>(`/api/secrets/${encodeURIComponent(id)}`, "DELETE", { deleteToken });
}
