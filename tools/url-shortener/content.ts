import type { ToolContent } from "@/tools/types";
import { BULK_LINKS_MAX } from "./logic/bulk-list";
import { cheapestPlanWith, FREE_DAILY_LIMITS, plans } from "@/lib/domain/plans";
import { site } from "@/lib/platform/config/site";

const BULK_PLAN = cheapestPlanWith((e) => e.bulk);

/** The shortener page's words (tools/types.ts ToolContent), rendered on the server by the shared tool page. */

const FEATURES = [
  {
    title: "Real redirects in milliseconds",
    body: "Short links answer with a genuine HTTP 302 straight from our server: no interstitial page, no ads, no waiting.",
    icon: "Zap",
  },
  {
    title: "Honest click analytics",
    body: "Every click is counted. Link previews from Slack, WhatsApp or X and search crawlers are counted apart, so the numbers mean people.",
    icon: "BarChart3",
  },
  {
    title: "Custom short codes",
    body: `Choose memorable links like /s/spring-sale on the ${plans.basic.name} plan and above. Codes are case-sensitive and never reused.`,
    icon: "Sparkles",
  },
  {
    title: "Your own domain",
    body: `On ${plans.premium.name}, serve short links from a domain you own, such as links.yourbrand.com/sale, after a quick DNS check.`,
    icon: "Globe",
  },
  {
    title: "A QR code for every link",
    body: "Each short link has a QR code one click away, ready to download as PNG or SVG for print, packaging and slides.",
    icon: "QrCode",
  },
  {
    title: "Safe by default",
    body: "We refuse links to private networks, login details in URLs, other shorteners and known IP loggers, so our links stay trustworthy.",
    icon: "ShieldCheck",
  },
] as const;

const STEPS = [
  { title: "Paste your long URL", body: "Copy the address of the page you want to share and paste it into the box. https:// is added if you leave it out." },
  { title: "Choose options (optional)", body: "On a paid plan, open Advanced (Pro) to pick your own short code or one of your verified domains." },
  { title: "Shorten", body: "Press Shorten URL. Your short link appears at the top of Recent links, ready to use." },
  { title: "Share and track", body: "Copy the link or download its QR code, share it anywhere, and watch the click count grow." },
] as const;

const USE_CASES = [
  { title: "Social media", body: "Fit links into posts and bios, and see which platform sends the most visitors.", icon: "MessageSquare" },
  { title: "Marketing campaigns", body: "Keep long UTM-tagged URLs out of sight and compare campaigns by clicks over time.", icon: "Megaphone" },
  { title: "Print and packaging", body: "Put a short, typeable link and its QR code on flyers, posters, menus and business cards.", icon: "Printer" },
  { title: "Text messages", body: "Send links that fit in an SMS and do not break across lines.", icon: "Mail" },
  { title: "Events and invitations", body: "Share one short link to your registration page, slides or livestream.", icon: "CalendarDays" },
  { title: "Documentation and support", body: "Give customers links that are easy to read aloud and to type from a screenshot.", icon: "Link2" },
] as const;

const FAQ = [
  {
    question: "Is the URL shortener free?",
    answer: `Yes. You can create up to ${FREE_DAILY_LIMITS.url} short links per day for free, without an account; the count resets at 00:00 UTC. Paid plans from ${plans.basic.priceLabel}/month remove the limit.`,
  },
  {
    question: "How long do my short links last?",
    answer: "Forever, as long as you do not delete them: links do not expire and keep redirecting whether or not you have an account or a paid plan. You can disable a link to pause it (visitors see that it is disabled) and enable it again, or delete it for good; a deleted short code is never given to anyone else.",
  },
  {
    question: "Can I see how many people clicked my link?",
    answer: `Yes. Every link shows its total clicks. ${plans.basic.name} adds clicks per day for the last 30 days, and ${plans.premium.name} adds referrers, countries, devices, browsers, operating systems and a CSV export.`,
  },
  {
    question: "Can I choose my own short code?",
    answer: `Yes, on the ${plans.basic.name} plan and above: 3 to 50 letters, numbers, hyphens or underscores. Codes are case-sensitive, so /s/Sale and /s/sale are different links, and words such as "admin" or "pricing" are reserved.`,
  },
  {
    question: "Can I use my own domain for short links?",
    answer: `Yes, on ${plans.premium.name} (up to ${plans.premium.entitlements.customDomains} domains) and ${plans.enterprise.name} (unlimited). Add the domain, create the TXT and CNAME records we show you, and verify it. Only verified domains can be used.`,
  },
  {
    question: "Can I shorten many URLs at once?",
    answer: `Yes, on ${BULK_PLAN.name} and ${plans.enterprise.name}: paste up to ${BULK_LINKS_MAX} URLs, one per line, or upload a CSV file with a url column and an optional code column for custom short codes. You get a table with each short link, or the reason a line could not be shortened, and can download it as CSV.`,
  },
  {
    question: "Are bots and link previews counted as clicks?",
    answer: "No. When a link is pasted into Slack, WhatsApp, X, Facebook, Discord or Telegram, their preview robots fetch it; we detect them and search crawlers and count them separately from human clicks.",
  },
  {
    question: "Which links can't be shortened?",
    answer: "Only http:// and https:// links can be shortened. We refuse links that contain a username or password, point to localhost or a private network, lead to another URL shortener, or belong to known IP loggers and phishing test sites.",
  },
  {
    question: "How fast are the redirects?",
    answer: `A ${site.name} short link answers with an HTTP 302 redirect straight from our server in a few milliseconds. There is no "Redirecting..." page, no countdown and no advertising in between.`,
  },
  {
    question: "Do I need an account?",
    answer: "No. Links you create without an account belong to your browser and appear under Recent links. When you sign up or sign in, they move into your account so that you can manage them anywhere.",
  },
];

export const content: ToolContent = {
  seo: {
    title: "Free URL Shortener with Click Analytics",
    description:
      "Shorten long URLs into short links that redirect in milliseconds. Track clicks, referrers and devices, use custom short codes and your own domain.",
    keywords: ["url shortener", "link shortener", "short link", "custom short url", "link analytics"],
    ogHeading: "Free URL Shortener",
  },
  // U+2011 keeps "sign-up" on one line.
  intro: "Turn long links into short URLs that redirect in milliseconds, and see how many people click them. No sign\u2011up needed.",
  featureList: FEATURES.map((f) => f.title),
  features: {
    title: "Short links you can trust",
    description: `${site.name} short links are real server redirects backed by a database, not links that live in one browser.`,
    items: FEATURES,
  },
  howTo: { title: "How to shorten a URL", items: STEPS },
  useCases: { title: "What people use short links for", items: USE_CASES },
  faq: FAQ,
};
