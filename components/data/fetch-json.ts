/** A non-OK answer of our API: its status, and its own message when it sent one (`{ error }`). */
export class FetchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

/** GET `url` as JSON, never from the HTTP cache; a non-OK answer throws a FetchError (offline: fetch's TypeError). */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new FetchError(response.status, typeof body?.error === "string" ? body.error : `Request failed (${response.status})`);
  }
  return (await response.json()) as T;
}
