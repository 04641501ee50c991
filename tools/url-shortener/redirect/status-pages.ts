import { site } from "@/lib/platform/config/site";

/**
 * The small HTML pages the redirect answers with when it cannot redirect: rendered once per process, in the site's
 * look (Geist/system font, indigo brand; dark when the system is, the site's default theme, as no script can read a
 * visitor's own choice here), with no script and no external resource so they are safe and instant on
 * our domain and on custom domains alike — except the site's font, Geist, which comes from our origin
 * (public/fonts, sent with CORS so custom domains may use it too) and falls back to the system font when it cannot.
 */

// The Latin part of Geist Sans, weights 400-700 (scripts/subset-fonts.ts): a fraction of the full font.
const FONT_URL = `${site.url}/fonts/geist-sans-latin.woff2`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

interface PageParts {
  /** The big line above the heading: an HTTP status, or an icon (inline SVG markup, as no image may be fetched). */
  status: string | { icon: string };
  title: string;
  heading: string;
  message: string;
  /** Markup after the message (already escaped): the password form, the inspector's facts. */
  body?: string;
}

function page({ status, title, heading, message, body = "" }: PageParts): Buffer {
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
:root{color-scheme:light dark;--canvas:#f8fafc;--surface:#fff;--line:#e2e8f0;--ink:#0f172a;--muted:#475569;--faint:#64748b;--accent:#4f46e5;--brand:#4f46e5;--brand-hover:#4338ca;--brand-text:#4338ca;--tint:#eef2ff;--tint-hover:#e0e7ff;--field:#cbd5e1;--error:#b91c1c;--error-bg:#fef2f2;--error-line:#fecaca;--ok:#dcfce7;--ok-text:#166534;--warn:#fef3c7;--warn-text:#92400e;--bad:#fee2e2;--bad-text:#991b1b}
@media (prefers-color-scheme:dark){:root{--canvas:#020617;--surface:#0f172a;--line:#334155;--ink:#f1f5f9;--muted:#cbd5e1;--faint:#a3b1c6;--accent:#a5b4fc;--brand:#5b54ea;--brand-hover:#4f46e5;--brand-text:#a5b4fc;--tint:#1e1b4b;--tint-hover:#312e81;--field:#475569;--error:#fca5a5;--error-bg:#450a0a;--error-line:#7f1d1d;--ok:#14532d;--ok-text:#bbf7d0;--warn:#451a03;--warn-text:#fde68a;--bad:#450a0a;--bad-text:#fecaca}}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:var(--canvas);color:var(--ink);font-family:"Geist",ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;line-height:1.5}
main{max-width:32rem;width:100%;text-align:center;background:var(--surface);border:1px solid var(--line);border-radius:16px;padding:40px 28px;box-shadow:0 1px 2px rgba(15,23,42,.06)}
.status{font-size:3.5rem;font-weight:800;letter-spacing:-.04em;color:var(--accent);margin:0}
h1{font-size:1.5rem;margin:8px 0 12px;letter-spacing:-.01em}
p{color:var(--muted);margin:0 0 28px}
nav{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}
nav a{display:inline-flex;align-items:center;height:40px;padding:0 16px;border-radius:8px;font-weight:500;font-size:.875rem;text-decoration:none}
a.primary{background:var(--brand);color:#fff}
a.primary:hover{background:var(--brand-hover)}
a.secondary{background:var(--tint);color:var(--brand-text)}
a.secondary:hover{background:var(--tint-hover)}
a:focus-visible{outline:2px solid var(--brand);outline-offset:2px}
.brand{margin-top:28px;font-size:.8125rem;color:var(--faint)}
form{display:flex;flex-direction:column;gap:8px;text-align:left;margin:0 0 28px}
label{font-weight:500;font-size:.875rem}
input{height:44px;padding:0 12px;border:1px solid var(--field);border-radius:8px;font:inherit;font-size:1rem;width:100%;background:var(--surface);color:var(--ink)}
input:focus-visible{outline:2px solid var(--brand);outline-offset:1px}
button{height:44px;border:0;border-radius:8px;background:var(--brand);color:#fff;font:inherit;font-weight:500;cursor:pointer}
button:hover{background:var(--brand-hover)}
button:focus-visible{outline:2px solid var(--brand);outline-offset:2px}
.error{color:var(--error);background:var(--error-bg);border:1px solid var(--error-line);border-radius:8px;padding:8px 12px;margin:0;font-size:.875rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;text-align:left;margin:0 0 28px;font-size:.9375rem}
dt{color:var(--faint)}
dd{margin:0;overflow-wrap:anywhere}
dd a{color:var(--brand-text);font-weight:500}
.status svg{display:block;margin:0 auto;width:56px;height:56px}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;font-size:.8125rem;font-weight:600}
.ok{background:var(--ok);color:var(--ok-text)}.warn{background:var(--warn);color:var(--warn-text)}.bad{background:var(--bad);color:var(--bad-text)}
@media (max-width:420px){main{padding:32px 20px}dl{grid-template-columns:1fr;gap:2px}dd{margin-bottom:10px}}
</style>
</head>
<body>
<main>
<p class="status">${typeof status === "string" ? escapeHtml(status) : status.icon}</p>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
${body}<nav><a class="primary" href="${escapeHtml(home)}">Return to Home</a><a class="secondary" href="${escapeHtml(shortener)}">Create a short link</a></nav>
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

/** When the link cannot be looked up (the database is unreachable): nothing is known of the link, so nothing is said of it. */
export const unavailablePage = page({
  status: "503",
  title: "Short link unavailable",
  heading: "This short link can't be opened right now",
  message: "We could not look it up just now: the fault is ours, not the link's. Please try again in a minute.",
});

// ---------------------------------------------------------------------------------------------------------------------
// Password-protected links: a plain HTML form posted back to the short URL itself (it works without JavaScript, on
// our domain and on custom domains alike). Nothing of the link is in these pages: they are the same for every link.

function passwordForm(error: string | null): string {
  const alert = error ? `<p class="error" role="alert" id="password-error">${escapeHtml(error)}</p>\n` : "";
  const described = error ? ' aria-invalid="true" aria-describedby="password-error"' : "";
  return `<form method="post">
${alert}<label for="password">Password</label>
<input id="password" name="password" type="password" required autocomplete="off" autofocus${described}>
<button type="submit">Continue</button>
</form>
`;
}

/** Lucide's lock and search icons, drawn in the brand colour. */
function icon(paths: string): { icon: string } {
  return {
    icon: `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${paths}</svg>`,
  };
}
const LOCK_ICON = icon('<rect width="18" height="11" x="3" y="11" rx="2" ry="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/>');
const SEARCH_ICON = icon('<circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/>');

export const PASSWORD_HEADING = "This link is protected";
export const WRONG_PASSWORD_MESSAGE = "That password is not right. Check it and try again.";
export const CROSS_SITE_PASSWORD_MESSAGE = "The password must be sent from the page of this link. Enter it here.";

function passwordPage(error: string | null): Buffer {
  return page({
    status: LOCK_ICON,
    title: "Password required",
    heading: PASSWORD_HEADING,
    message: "Its owner asked for a password before it opens. Enter the password you were given to continue.",
    body: passwordForm(error),
  });
}

export const passwordRequiredPage = passwordPage(null);
export const wrongPasswordPage = passwordPage(WRONG_PASSWORD_MESSAGE);
export const crossSitePasswordPage = passwordPage(CROSS_SITE_PASSWORD_MESSAGE);

/** Too many wrong passwords from one address: `wait` says for how long ("15 minutes"). */
export function tooManyPasswordsPage(message: string): Buffer {
  return passwordPage(`Too many wrong passwords for this link. ${message}`);
}

// ---------------------------------------------------------------------------------------------------------------------
// The link inspector (`/s/{code}+`): where a short link leads, without going there.

export interface InspectedLink {
  shortUrl: string;
  /** null when it must not be shown (a password-protected, deleted or disabled link). */
  target: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Epoch milliseconds, or null. */
  expiresAt: number | null;
  state: "active" | "expired" | "disabled" | "deleted";
  protected: boolean;
  /** Where an expired link sends people instead (its fallback URL), or null. */
  fallback: string | null;
  /** Where some visitors go instead (device and country targeting), one line each; empty when hidden or none. */
  targeted: { label: string; url: string }[];
  /** Its public stats page, when its owner made the stats public; else null. */
  statsUrl: string | null;
}

export const INSPECTOR_HEADING = "Where this short link leads";
export const HIDDEN_DESTINATION = "Hidden: the link is protected by a password";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

const STATE_BADGES: Record<InspectedLink["state"], string> = {
  active: '<span class="badge ok">Active</span>',
  expired: '<span class="badge warn">Expired</span>',
  disabled: '<span class="badge bad">Disabled by its owner</span>',
  deleted: '<span class="badge bad">Deleted</span>',
};

export function inspectorPage(link: InspectedLink, now = Date.now()): Buffer {
  const rows: [string, string][] = [["Short link", escapeHtml(link.shortUrl)]];
  if (link.target !== null) {
    rows.push(["Destination", `<a href="${escapeHtml(link.target)}" rel="noopener noreferrer nofollow">${escapeHtml(link.target)}</a>`]);
    rows.push(["Domain", `<strong>${escapeHtml(hostOf(link.target))}</strong>`]);
    for (const { label, url } of link.targeted) {
      rows.push([`From ${escapeHtml(label)}`, `<a href="${escapeHtml(url)}" rel="noopener noreferrer nofollow">${escapeHtml(url)}</a> (<strong>${escapeHtml(hostOf(url))}</strong>)`]);
    }
  } else if (link.protected) {
    rows.push(["Destination", escapeHtml(HIDDEN_DESTINATION)]);
  }
  rows.push(["Created", `${escapeHtml(dateFormat.format(link.createdAt))} UTC`]);
  rows.push(["Status", STATE_BADGES[link.state] + (link.protected ? ' <span class="badge warn">Password-protected</span>' : "")]);
  if (link.state === "expired" && link.fallback !== null) {
    rows.push(["Now leads to", `<a href="${escapeHtml(link.fallback)}" rel="noopener noreferrer nofollow">${escapeHtml(link.fallback)}</a>`]);
  }
  // By the date itself: a link out of clicks can still have its date ahead, a disabled one behind.
  if (link.expiresAt !== null) rows.push([link.expiresAt <= now ? "Expired" : "Expires", `${escapeHtml(dateFormat.format(link.expiresAt))} UTC`]);
  if (link.statsUrl !== null) rows.push(["Stats", `<a href="${escapeHtml(link.statsUrl)}" rel="nofollow">See its public stats</a>`]);
  const facts = `<dl>\n${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join("\n")}\n</dl>\n`;
  return page({
    status: SEARCH_ICON,
    title: "Link inspector",
    heading: INSPECTOR_HEADING,
    message:
      link.target !== null
        ? "Check the domain before you go: the short link sends you to the destination below. Nothing was counted."
        : link.protected
          ? "This link asks for a password before it opens, so where it leads stays private."
          : "This link no longer leads anywhere.",
    body: facts,
  });
}

/** Headers of the HTML pages above: not cached (the link may come back), not indexed, nothing external allowed. */
export const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; font-src ${new URL(site.url).origin}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
} as const;

/**
 * The password page's headers: its form posts to the page itself, and the answer to the right password redirects to
 * the destination, which browsers also check against form-action (so any web address is allowed after 'self').
 */
/** The unavailable page's: browsers and crawlers may come back in half a minute. */
export const UNAVAILABLE_PAGE_HEADERS = { ...PAGE_HEADERS, "Retry-After": "30" } as const;

export const FORM_PAGE_HEADERS = {
  ...PAGE_HEADERS,
  "Content-Security-Policy": PAGE_HEADERS["Content-Security-Policy"].replace("form-action 'none'", "form-action 'self' https: http:"),
} as const;
