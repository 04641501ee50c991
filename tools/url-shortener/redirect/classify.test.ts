import { describe, expect, it } from "vitest";
import { classifyAgent, isBotAgent, referrerHost } from "@/tools/url-shortener/redirect/classify";

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const FIREFOX_ANDROID_TABLET = "Mozilla/5.0 (Android 14; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0";

describe("classifyAgent", () => {
  it("reads device type, browser and OS of people's browsers", () => {
    expect(classifyAgent(CHROME_WINDOWS)).toEqual({ device: "desktop", browser: "Chrome", os: "Windows", bot: false });
    expect(classifyAgent(SAFARI_IPHONE)).toEqual({ device: "mobile", browser: "Mobile Safari", os: "iOS", bot: false });
    expect(classifyAgent(FIREFOX_ANDROID_TABLET)).toMatchObject({ device: "tablet", browser: "Firefox", os: "Android", bot: false });
  });

  it("flags crawlers, link-preview fetchers and agentless requests as bots", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Twitterbot/1.0",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "WhatsApp/2.23.20.0 A",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "TelegramBot (like TwitterBot)",
      "curl/8.5.0",
      "",
    ]) {
      expect(isBotAgent(ua), ua).toBe(true);
      expect(classifyAgent(ua).bot, ua).toBe(true);
    }
    expect(classifyAgent("Twitterbot/1.0").device).toBe("bot");
  });
});

describe("referrerHost", () => {
  it("keeps only the referring host", () => {
    expect(referrerHost("https://www.google.com/search?q=secret")).toBe("google.com");
    expect(referrerHost("https://news.ycombinator.com/item?id=1")).toBe("news.ycombinator.com");
    expect(referrerHost("android-app://com.slack/")).toBeNull();
    expect(referrerHost("not a url")).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });
});
