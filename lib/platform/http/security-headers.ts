/**
 * The HTTP headers every response of the site carries: applied by Next (next.config.ts `headers()`) and by the
 * server's own static-asset handler (ops/static-assets.ts), which answers without Next. One list, so the two cannot
 * drift. Why the CSP allows inline scripts: README, "Security headers and the CSP".
 */

/**
 * Next's inline bootstrap and RSC payload scripts need 'unsafe-inline' without per-request nonces, and nonces would
 * make every prerendered page dynamic; experimental SRI hashes only script files. Everything else is locked to our
 * own origin.
 */
export function contentSecurityPolicy(dev: boolean, { webAssembly = false }: { webAssembly?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets WebAssembly compile, and only on the pages that need it (tools/webassembly.ts); it allows
    // no JavaScript eval.
    `script-src 'self' 'unsafe-inline'${webAssembly ? " 'wasm-unsafe-eval'" : ""}${dev ? " 'unsafe-eval'" : ""}`,
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
