/**
 * Domains we refuse to shorten (docs/product.md §5). A host is blocked when it equals a listed domain or is a subdomain
 * of one. Keep each group small and justified: this is a safety net, not a reputation service.
 *
 * - Link shorteners: a short link to another short link hides the real destination from people and from our checks,
 *   and is the classic way to launder a blocked target.
 * - IP loggers: pages that exist to capture the IP address of whoever clicks.
 * - Test threats: Google Safe Browsing's test hosts, which security tools use to check that phishing and malware
 *   links are refused.
 */

export type BlockReason = "shortener" | "ip-logger" | "threat";

const GROUPS: Record<BlockReason, readonly string[]> = {
  shortener: [
    "bit.ly", "bitly.com", "tinyurl.com", "t.co", "goo.gl", "ow.ly", "is.gd", "v.gd", "buff.ly", "cutt.ly", "rebrand.ly",
    "shorturl.at", "rb.gy", "t.ly", "tiny.cc", "bl.ink", "short.io", "dub.sh", "s.id", "lnkd.in", "shorte.st", "adf.ly",
    "ouo.io", "bc.vc", "clck.ru", "qr.ae", "trib.al", "soo.gd", "u.to", "x.gd", "2u.pw", "linktr.ee",
  ],
  "ip-logger": [
    "grabify.link", "iplogger.org", "iplogger.com", "iplogger.ru", "iplogger.co", "iplogger.info", "2no.co", "yip.su",
    "blasze.com", "blasze.tk", "ps3cfw.com", "bmwforum.co", "leancoding.co", "spottyfly.com", "stopify.co",
    "curiouscat.club", "catsnthings.fun", "catsnthing.com", "joinmy.site", "quickmessage.us", "fortnight.space",
    "fortnitechat.site", "gamingfun.me", "headshot.monster", "screenshare.pics", "lovebird.guru", "trulove.guru",
    "dateing.club", "shrekis.life", "otherhalf.life", "imageshare.best", "xtube.cyou",
  ],
  threat: ["testsafebrowsing.appspot.com", "malware.testing.google.test"],
};

const BLOCKED = new Map<string, BlockReason>();
for (const [reason, domains] of Object.entries(GROUPS) as [BlockReason, readonly string[]][]) {
  for (const domain of domains) BLOCKED.set(domain, reason);
}

/** Why `hostname` (lowercase, no trailing dot) is blocked, or null when it is not. */
export function blockedReason(hostname: string): BlockReason | null {
  let host = hostname;
  for (;;) {
    const reason = BLOCKED.get(host);
    if (reason) return reason;
    const dot = host.indexOf(".");
    if (dot < 0) return null;
    host = host.slice(dot + 1);
  }
}

export const BLOCK_MESSAGES: Record<BlockReason, string> = {
  shortener: "Links to other URL shorteners can't be shortened. Please use the final destination URL instead.",
  "ip-logger": "This domain is blocked because it is used to track the IP addresses of people who click.",
  threat: "This domain is blocked because it is known for phishing or malware.",
};
