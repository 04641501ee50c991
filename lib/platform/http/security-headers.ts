/**
 * The HTTP headers every response of the site carries: applied by Next (next.config.ts `headers()`) and by the
 * server's own static-asset handler (ops/static-assets.ts), which answers without Next. One list, so the two cannot
 * drift. Why the CSP allows inline scripts: README, "Security headers and the CSP".
 */

/**
 * The policy of a page. A prerendered page allows inline scripts ('unsafe-inline'): Next's inline bootstrap and RSC
 * payload scripts differ per page, a nonce needs a per-request render, and experimental SRI hashes only script files.
 * A page rendered per request anyway (lib/platform/http/per-request-pages.ts) gets a `nonce` instead: Next puts it on
 * every script it writes, `hashes` allow the fixed inline scripts of the root layout (the theme script), and
 * 'strict-dynamic' lets those scripts load the rest. Everything else is locked to our own origin.
 */
export function contentSecurityPolicy(
  dev: boolean,
  { webAssembly = false, nonce, hashes = [] }: { webAssembly?: boolean; nonce?: string; hashes?: readonly string[] } = {},
): string {
  const scripts = nonce ? [`'nonce-${nonce}'`, ...hashes.map((hash) => `'${hash}'`), "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile, and only on the pages that need it (tools/webassembly.ts); it allows
    // no JavaScript eval.
    `script-src ${scripts.join(" ")}${webAssembly ? " 'wasm-unsafe-eval'" : ""}${dev ? " 'unsafe-eval'" : ""}`,
    // Said outright: under 'strict-dynamic' a worker would not fall back to our origin (the service worker, public/sw.js).
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    "object-src 'none'",
  ].join("; ");
}

/** The headers on every path. */
export function siteHeaders(dev: boolean): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(dev) },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
}

/** HSTS, sent only when the request reached us over https (through a TLS-terminating proxy: x-forwarded-proto). */
export const HSTS_HEADER = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" } as const;
