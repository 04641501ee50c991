/**
 * The /developers page's request examples, each written once and shown both as curl and as JavaScript (fetch), so
 * the two never disagree. `path` is relative to the API's base URL.
 */

export interface ApiExample {
  id: string;
  title: string;
  method: "GET" | "POST" | "DELETE";
  path: string;
  body?: unknown;
  /** Extra request headers (besides Authorization and Content-Type). */
  headers?: Record<string, string>;
  /** What the JavaScript example does with the response. */
  handle?: "json" | "png" | "none";
  note?: string;
}

export const API_EXAMPLES: readonly ApiExample[] = [
  {
    id: "create-link",
    title: "Shorten a URL",
    method: "POST",
    path: "/links",
    body: { url: "https://example.com/spring-sale?utm_source=newsletter", customCode: "spring-sale" },
    note: "Answers 201 with the link; 409 if the custom code is taken.",
  },
  {
    id: "bulk-links",
    title: "Shorten many URLs at once",
    method: "POST",
    path: "/links/bulk",
    body: { links: [{ url: "https://example.com/a" }, { url: "https://example.com/b", customCode: "page-b" }] },
    note: "Up to 100 links; each result says ok or gives the error for that link.",
  },
  {
    id: "list-links",
    title: "List your links, newest first",
    method: "GET",
    path: "/links?limit=50",
    note: "Pass nextCursor as ?cursor= for the next page.",
  },
  {
    id: "link-stats",
    title: "Get a link's analytics",
    method: "GET",
    path: "/links/LINK_ID/stats",
  },
  {
    id: "qr-png",
    title: "Generate a WiFi QR code as a PNG file",
    method: "POST",
    path: "/qr",
    headers: { Accept: "image/png" },
    body: { content: { type: "wifi", ssid: "Cafe Guest", password: "coffee-please", encryption: "WPA" }, size: 1000, options: { errorCorrection: "Q" } },
    handle: "png",
    note: "Without the Accept header the answer is JSON with the SVG markup or a base64 PNG.",
  },
  {
    id: "area-convert",
    title: "Convert acres to square feet",
    method: "POST",
    path: "/area/convert",
    body: { from: "ac", to: "ft2", values: ["1", "2.5", "40"] },
    note: "Send value for one number or values for up to 1,000.",
  },
  {
    id: "delete-link",
    title: "Delete a link",
    method: "DELETE",
    path: "/links/LINK_ID",
    handle: "none",
    note: "Answers 204; the short URL answers 410 Gone from then on.",
  },
];

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function curlExample(example: ApiExample, baseUrl: string): string {
  // The address quoted: "?" and "&" in a query are a glob and a background job to zsh and bash.
  const lines = [`curl${example.method === "GET" ? "" : ` -X ${example.method}`} ${shellQuote(`${baseUrl}${example.path}`)}`, `  -H "Authorization: Bearer $UTILIFY_API_KEY"`];
  for (const [name, value] of Object.entries(example.headers ?? {})) lines.push(`  -H "${name}: ${value}"`);
  if (example.body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d ${shellQuote(JSON.stringify(example.body))}`);
  }
  if (example.handle === "png") lines.push("  -o wifi.png");
  return lines.join(" \\\n");
}

export function javascriptExample(example: ApiExample, baseUrl: string): string {
  const headers = [`Authorization: \`Bearer \${process.env.UTILIFY_API_KEY}\``];
  for (const [name, value] of Object.entries(example.headers ?? {})) headers.push(`${JSON.stringify(name)}: ${JSON.stringify(value)}`);
  if (example.body !== undefined) headers.push(`"Content-Type": "application/json"`);
  const options = [
    ...(example.method === "GET" ? [] : [`  method: "${example.method}",`]),
    `  headers: {\n${headers.map((h) => `    ${h},`).join("\n")}\n  },`,
    ...(example.body !== undefined ? [`  body: JSON.stringify(${JSON.stringify(example.body, null, 2).replace(/\n/g, "\n  ")}),`] : []),
  ];
  const request = `const response = await fetch("${baseUrl}${example.path}", {\n${options.join("\n")}\n});`;
  const check = `if (!response.ok && response.status !== 204) throw new Error((await response.json()).error.message);`;
  const handle =
    example.handle === "png"
      ? `await writeFile("wifi.png", Buffer.from(await response.arrayBuffer())); // import { writeFile } from "node:fs/promises"`
      : example.handle === "none"
        ? ""
        : "console.log(await response.json());";
  return [request, check, handle].filter(Boolean).join("\n");
}
