import { site } from "@/lib/platform/config/site";

/**
 * The small HTML pages the redirect answers with when it cannot redirect: rendered once per process, in the site's
 * look (Geist/system font, indigo brand), with no script and no external resource so they are safe and instant on
 * our domain and on custom domains alike — except the site's font, Geist, which comes from our origin
 * (public/fonts, sent with CORS so custom domains may use it too) and falls back to the system font when it cannot.
 */

// The Latin part of Geist Sans, weights 400-700 (scripts/subset-fonts.ts): a fraction of the full font.
const FONT_URL = `${site.url}/fonts/geist-sans-latin.woff2`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function page({ status, title, heading, message }: { status: string; title: string; heading: string; message: string }): Buffer {
  const home = `${site.url}/`;
  const shortener = `${site.url}/urlshortener`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<style>
@font-face{font-family:"Geist";src:url("${escapeHtml(FONT_URL)}") format("woff2");font-weight:400 700;font-style:normal;font-display:swap}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:#f8fafc;color:#0f172a;font-family:"Geist",ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;line-height:1.5}
main{max-width:32rem;width:100%;text-align:center;background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:40px 28px;box-shadow:0 1px 2px rgba(15,23,42,.06)}
.status{font-size:3.5rem;font-weight:800;letter-spacing:-.04em;color:#4f46e5;margin:0}
h1{font-size:1.5rem;margin:8px 0 12px;letter-spacing:-.01em}
p{color:#475569;margin:0 0 28px}
nav{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}
a{display:inline-flex;align-items:center;height:40px;padding:0 16px;border-radius:8px;font-weight:500;font-size:.875rem;text-decoration:none}
a.primary{background:#4f46e5;color:#fff}
a.primary:hover{background:#4338ca}
a.secondary{background:#eef2ff;color:#4338ca}
a.secondary:hover{background:#e0e7ff}
a:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
.brand{margin-top:28px;font-size:.8125rem;color:#64748b}
</style>
</head>
<body>
<main>
<p class="status">${escapeHtml(status)}</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
<nav><a class="primary" href="${escapeHtml(home)}">Return to Home</a><a class="secondary" href="${escapeHtml(shortener)}">Create a short link</a></nav>
<div class="brand">${escapeHtml(site.name)} · Free URL shortener</div>
</main>
</body>
</html>
`;
  return Buffer.from(html, "utf8");
}

export const NOT_FOUND_HEADING = "Shortened URL not found";

export const notFoundPage = page({
  status: "404",
  title: NOT_FOUND_HEADING,
  heading: NOT_FOUND_HEADING,
  message: "This short link does not exist. Check that you copied the whole link, including capital letters.",
});

export const disabledPage = page({
  status: "410",
  title: "Short link disabled",
  heading: "This short link has been disabled",
  message: "Its owner has turned this link off, so it no longer leads anywhere. If you were expecting a page, ask the person who shared the link for a new one.",
});

export const deletedPage = page({
  status: "410",
  title: "Short link deleted",
  heading: "This short link has been deleted",
  message: "Its owner has deleted this link, so it no longer leads anywhere. If you were expecting a page, ask the person who shared the link for a new one.",
});

export const EXPIRED_HEADING = "This link has expired";

export const expiredPage = page({
  status: "410",
  title: "Short link expired",
  heading: EXPIRED_HEADING,
  message: "Its owner set it to stop working after a date or a number of clicks, and that time has come. If you were expecting a page, ask the person who shared the link for a new one.",
});

export const loopPage = page({
  status: "508",
  title: "Short link loops",
  heading: "This short link leads back to itself",
  message: "It points at another short link of ours that leads back here, so following it would never end. If you were expecting a page, ask the person who shared the link for a new one.",
});

/** Headers of the HTML pages above: not cached (the link may come back), not indexed, nothing external allowed. */
export const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; font-src ${new URL(site.url).origin}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
} as const;
