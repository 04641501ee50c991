import { uniqueIp } from "./factories";

/** A request to the REST API (`/api/v1{path}`) with an API key and a JSON body, from an address of its own. */
export function apiRequest(method: string, path: string, key: string, body?: unknown): Request {
  return new Request(`http://127.0.0.1:3000/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "x-forwarded-for": uniqueIp() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
