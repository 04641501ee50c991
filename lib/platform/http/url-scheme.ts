/**
 * Reading the scheme of a URL typed by a person, shared by the URL shortener's targets and the QR generator's URL
 * type (both accept `example.com` as `https://example.com`). Pure: safe in the browser.
 */

/** The scheme of `input` in lower case ("mailto", "javascript"), or null when it has none (`example.com:8080/x`). */
export function schemeOf(input: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(input);
  if (!match) return null;
  // "host:port…" looks like a scheme to the regex: digits up to the path, query, fragment or end are a port.
  return /^\d+(?:[/?#]|$)/.test(input.slice(match[0].length)) ? null : (match[1] ?? "").toLowerCase();
}

/** `example.com`, `example.com:8080/x` and `localhost:3000` get https://; `javascript:…` and `mailto:…` keep their scheme. */
export function withScheme(input: string): string {
  return schemeOf(input) === null ? `https://${input.replace(/^\/+/, "")}` : input;
}
