import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { UAParser } from "ua-parser-js";

/**
 * What a click's User-Agent and Referer tell us: device type, browser, OS, whether it is a bot, and the referring
 * host. Runs when buffered clicks are flushed, not on the redirect's request path; parsed agents are memoised
 * because real traffic repeats a few thousand agents.
 */

export interface ClickTraits {
  device: string | null;
  browser: string | null;
  os: string | null;
  bot: boolean;
}

/**
 * Link-preview fetchers that unfurl a link when it is pasted into a chat: they are not people clicking. isbot knows
 * most of them; this list makes sure the common ones count as bots whatever isbot's version.
 */
const PREVIEW_AGENTS =
  /slackbot|slack-imgproxy|twitterbot|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|discordbot|telegrambot|linkedinbot|skypeuripreview|microsoftpreview|pinterestbot|redditbot|embedly|iframely|vkshare|applebot|google-pagerenderer|bitlybot|mastodon|bluesky|cardyb|zoombot|line-poker|kakaotalk-scrap/i;

const DEVICE_TYPES = new Set(["mobile", "tablet", "smarttv", "console", "wearable", "xr", "embedded"]);

const traitCache = new LRUCache<string, ClickTraits>({ max: 5_000 });
/** Referer → host, memoised like the agents (a busy link's clicks repeat a few referrers; a URL parse each is not free). */
const referrerCache = new LRUCache<string, string | 0>({ max: 5_000 });

export function isBotAgent(userAgent: string): boolean {
  // No User-Agent at all: scripts and scanners, not browsers.
  if (!userAgent.trim()) return true;
  return PREVIEW_AGENTS.test(userAgent) || isbot(userAgent);
}

export function classifyAgent(userAgent: string): ClickTraits {
  const cached = traitCache.get(userAgent);
  if (cached) return cached;
  const bot = isBotAgent(userAgent);
  let traits: ClickTraits;
  if (!userAgent.trim()) {
    traits = { device: null, browser: null, os: null, bot };
  } else {
    const parsed = UAParser(userAgent);
    const type = parsed.device.type;
    traits = {
      device: bot ? "bot" : type && DEVICE_TYPES.has(type) ? type : "desktop",
      browser: parsed.browser.name ?? null,
      os: parsed.os.name ?? null,
      bot,
    };
  }
  traitCache.set(userAgent, traits);
  return traits;
}

/** The referring site's hostname ("news.ycombinator.com"), or null for direct visits and unreadable values. */
export function referrerHost(referer: string | undefined | null): string | null {
  if (!referer) return null;
  const cached = referrerCache.get(referer);
  if (cached !== undefined) return cached || null;
  const host = parseReferrerHost(referer);
  if (referer.length <= 2048) referrerCache.set(referer, host ?? 0);
  return host;
}

function parseReferrerHost(referer: string): string | null {
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.replace(/^www\./, "").slice(0, 253) || null;
  } catch {
    return null;
  }
}
