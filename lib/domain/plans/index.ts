import type { StripePriceVariable } from "@/lib/platform/config/env";

/**
 * Plans, prices, limits and entitlements (docs/product.md §3 and §4): the one config read by the pricing page, the
 * upgrade buttons, the usage core and every server-side check.
 */

import type { Plan, Tool } from "@/lib/generated/prisma/enums";
import { LINK_IMPORT_MAX_ROWS, PLAN_NAMES, planOrder } from "./names";

export { ENTERPRISE_CONTACT_PATH, LINK_IMPORT_MAX_ROWS, PLAN_NAMES, planOrder } from "./names";

/** The plan keys are the database's `Plan` enum (prisma/schema.prisma), so the code and the DB cannot drift. */
export type PlanKey = Plan;
export type PaidPlanKey = Exclude<PlanKey, "free">;
/** The metered tools: the database's `Tool` enum (usage counters are stored per tool). */
export type ToolKey = Tool;

export const FREE_DAILY_LIMITS: Readonly<Record<ToolKey, number>> = { qr: 10, url: 15, area: 50 };

/** Anonymous visitors are also capped per IP address, at this multiple of the per-visitor cap (offices share IPs). */
export const IP_LIMIT_MULTIPLIER = 5;

/** Codes in one QR CSV batch, on every plan (docs/product.md): the batch counts as one use of the QR tool. */
export const QR_BATCH_MAX_CODES = 500;

export const TOOL_LABELS: Readonly<Record<ToolKey, { name: string; unit: string; limitToast: string }>> = {
  qr: { name: "QR Code Generator", unit: "QR codes", limitToast: "Upgrade to Pro for unlimited QR code generation" },
  url: { name: "URL Shortener", unit: "short links", limitToast: "Upgrade to Pro for unlimited URL shortening" },
  area: { name: "Area Converter", unit: "area conversions", limitToast: "Upgrade to Pro for unlimited area conversions" },
};

export type AnalyticsLevel = "totals" | "timeseries" | "full";

/** What the AI tools spend (docs/product.md "AI credits"): an AI Writer answer is one text, each image one image. */
export type AiCreditKind = "text" | "image";
export type AiCredits = Readonly<Record<AiCreditKind, number>>;

/**
 * AI credits per month by plan (docs/product.md "AI credits" says why these numbers): a month is a UTC calendar month.
 * Plans at 0 cannot use the AI tools (they may only try them, AI_DAILY_TRIAL).
 */
export const AI_MONTHLY_CREDITS = {
  free: { text: 0, image: 0 },
  basic: { text: 100, image: 20 },
  premium: { text: 1_000, image: 200 },
  enterprise: { text: 5_000, image: 1_000 },
} as const satisfies Record<PlanKey, AiCredits>;

/**
 * What a visitor or a Free account may try per UTC day, counted per account, and per visitor cookie and address for
 * visitors (the address at IP_LIMIT_MULTIPLIER times this, like the daily caps). 0 = no trial: every provider call
 * costs the operator money, the pages show examples of what they do, and a free allowance reached by cookie and
 * address alone is cheap to farm by script (docs/product.md "AI credits").
 */
export const AI_DAILY_TRIAL: AiCredits = { text: 0, image: 0 };

/** "100 AI texts and 20 AI images a month": a plan's credits as the pricing page says them. */
export function aiCreditsLabel(credits: AiCredits): string {
  return `${credits.text.toLocaleString("en-US")} AI texts and ${credits.image.toLocaleString("en-US")} AI images a month`;
}

export interface PlanEntitlements {
  /** null = unlimited. */
  dailyLimits: Readonly<Record<ToolKey, number | null>>;
  customShortCodes: boolean;
  analytics: AnalyticsLevel;
  /** Conversion and QR history, custom area units. */
  history: boolean;
  /** Verified custom domains: 0 = none, null = unlimited. */
  customDomains: number | null;
  bulk: boolean;
  api: boolean;
  /**
   * Per-link controls beyond a new destination, UTM parameters and an expiry date (which every account has): a
   * password, a maximum number of clicks, a fallback URL for an expired link, and the redirect status (301, 307, 308).
   */
  linkControls: boolean;
  /** Targeting: an iOS and an Android destination and country rules per link (docs/product.md, "Links people manage"). */
  linkTargeting: boolean;
  /** How many distinct tags an account may have for its links (any number of its links may carry each); null = unlimited. */
  linkTags: number | null;
  /**
   * How long the clicks of the plan's short links are kept, in days (the partition tier of each click, fixed at click
   * time: tools/url-shortener/redirect/click-partitions.ts drops whole partitions once all their clicks are this old).
   */
  clickRetentionDays: number;
  /** AI credits per month (AI_MONTHLY_CREDITS). */
  aiCredits: AiCredits;
  /**
   * Dynamic QR codes an account may have (DYNAMIC_QR_CODES; docs/product.md, "Dynamic QR codes"), null = unlimited.
   * Over the number (a plan that ended) they keep redirecting; only making more and changing their destination stop.
   */
  dynamicQrCodes: number | null;
  /**
   * Link webhooks: how many endpoints the account may have (0 = none). Each receives signed link.created, updated,
   * deleted and clicked events (tools/url-shortener/webhooks/).
   */
  webhooks: number;
  /** Importing links from a Bitly export or a plain CSV file (tools/url-shortener/server/import.ts). */
  linkImport: boolean;
}

export interface PlanConfig {
  key: PlanKey;
  name: string;
  /** Monthly price in US cents; null = contact sales. */
  priceCents: number | null;
  priceLabel: string;
  description: string;
  /** Environment variable holding the Stripe price id (self-serve paid plans only). */
  stripePriceEnv?: StripePriceVariable;
  selfServe: boolean;
  features: string[];
  support: string;
  entitlements: PlanEntitlements;
}

const UNLIMITED: Record<ToolKey, null> = { qr: null, url: null, area: null };

/** Click retention by plan (docs/product.md §3): Free 30 days, Basic 1 year, Premium and Enterprise 3 years. */
/** The tags a Free account may have (docs/product.md, "Links people manage"); paid plans have no limit. */
export const FREE_LINK_TAGS = 5;

export const CLICK_RETENTION_DAYS = { free: 30, basic: 365, premium: 3 * 365, enterprise: 3 * 365 } as const satisfies Record<PlanKey, number>;

/** Dynamic QR codes by plan (docs/product.md, "Dynamic QR codes"): every signed-in account has a few. */
export const DYNAMIC_QR_CODES = { free: 3, basic: 100, premium: null, enterprise: null } as const satisfies Record<PlanKey, number | null>;

/** "3 dynamic QR codes", "Unlimited dynamic QR codes". */
export function dynamicQrLabel(count: number | null): string {
  return count === null ? "Unlimited dynamic QR codes" : `${count} dynamic QR code${count === 1 ? "" : "s"}`;
}

/** Webhook endpoints per account by plan: Premium's few integrations, Enterprise's more; none below Premium. */
export const WEBHOOK_ENDPOINTS = { free: 0, basic: 0, premium: 5, enterprise: 20 } as const satisfies Record<PlanKey, number>;

/** "30 days", "1 year", "3 years": a retention in days as the pricing page and the analytics page say it. */
export function retentionLabel(days: number): string {
  if (days % 365 === 0) return days === 365 ? "1 year" : `${days / 365} years`;
  return days === 1 ? "1 day" : `${days} days`;
}

export const plans: Readonly<Record<PlanKey, PlanConfig>> = {
  free: {
    key: "free",
    name: PLAN_NAMES.free,
    priceCents: 0,
    priceLabel: "$0",
    description: "Everything you need for occasional use. No account required.",
    selfServe: false,
    features: [
      `${FREE_DAILY_LIMITS.qr} QR codes per day`,
      `${FREE_DAILY_LIMITS.url} short links per day`,
      `${FREE_DAILY_LIMITS.area} area conversions per day`,
      "PNG and SVG QR downloads with all design options",
      `${dynamicQrLabel(DYNAMIC_QR_CODES.free)} with a free account: change the destination later; they never stop working`,
      "Total click counts for your links",
      "Change a link's destination, add UTM parameters and set an expiry date (with a free account)",
      `Up to ${FREE_LINK_TAGS} tags to sort your links (with a free account)`,
      `Click history kept ${retentionLabel(CLICK_RETENTION_DAYS.free)}`,
    ],
    support: "Community",
    entitlements: { dailyLimits: FREE_DAILY_LIMITS, customShortCodes: false, analytics: "totals", history: false, customDomains: 0, bulk: false, api: false, linkControls: false, linkTargeting: false, linkTags: FREE_LINK_TAGS, clickRetentionDays: CLICK_RETENTION_DAYS.free, aiCredits: AI_MONTHLY_CREDITS.free, dynamicQrCodes: DYNAMIC_QR_CODES.free, webhooks: WEBHOOK_ENDPOINTS.free, linkImport: false },
  },
  basic: {
    key: "basic",
    name: PLAN_NAMES.basic,
    priceCents: 499,
    priceLabel: "$4.99",
    description: "Unlimited everyday tools, AI credits, custom short codes and history.",
    stripePriceEnv: "STRIPE_PRICE_BASIC",
    selfServe: true,
    features: [
      "Unlimited QR codes, short links and conversions",
      dynamicQrLabel(DYNAMIC_QR_CODES.basic),
      "Custom short codes",
      "Unlimited link tags",
      "Password-protected links, expiry after a number of clicks, fallback URL and redirect status (301, 307, 308)",
      "Clicks over time for every link",
      `Click history kept ${retentionLabel(CLICK_RETENTION_DAYS.basic)}`,
      "QR code and conversion history",
      "Custom area units",
      `AI Writer and AI Image Generator: ${aiCreditsLabel(AI_MONTHLY_CREDITS.basic)}`,
      "E-mail support",
    ],
    support: "E-mail",
    entitlements: { dailyLimits: UNLIMITED, customShortCodes: true, analytics: "timeseries", history: true, customDomains: 0, bulk: false, api: false, linkControls: true, linkTargeting: false, linkTags: null, clickRetentionDays: CLICK_RETENTION_DAYS.basic, aiCredits: AI_MONTHLY_CREDITS.basic, dynamicQrCodes: DYNAMIC_QR_CODES.basic, webhooks: WEBHOOK_ENDPOINTS.basic, linkImport: false },
  },
  premium: {
    key: "premium",
    name: PLAN_NAMES.premium,
    priceCents: 1999,
    priceLabel: "$19.99",
    description: "For marketers and teams: custom domains, full analytics, bulk and API.",
    stripePriceEnv: "STRIPE_PRICE_PREMIUM",
    selfServe: true,
    features: [
      "Everything in Basic",
      dynamicQrLabel(DYNAMIC_QR_CODES.premium),
      `${aiCreditsLabel(AI_MONTHLY_CREDITS.premium)}`,
      "Up to 5 verified custom domains",
      "Referrers, countries, devices, browsers and CSV export",
      `Click history kept ${retentionLabel(CLICK_RETENTION_DAYS.premium)}`,
      "Link targeting: iOS and Android destinations and country rules",
      "Bulk shortening and bulk conversion (CSV)",
      "REST API with API keys",
      `Link webhooks: signed events to up to ${WEBHOOK_ENDPOINTS.premium} endpoints`,
      `Import links from a Bitly export or a CSV file (up to ${LINK_IMPORT_MAX_ROWS.toLocaleString("en-US")} a file)`,
      "Priority support",
    ],
    support: "Priority",
    entitlements: { dailyLimits: UNLIMITED, customShortCodes: true, analytics: "full", history: true, customDomains: 5, bulk: true, api: true, linkControls: true, linkTargeting: true, linkTags: null, clickRetentionDays: CLICK_RETENTION_DAYS.premium, aiCredits: AI_MONTHLY_CREDITS.premium, dynamicQrCodes: DYNAMIC_QR_CODES.premium, webhooks: WEBHOOK_ENDPOINTS.premium, linkImport: true },
  },
  enterprise: {
    key: "enterprise",
    name: PLAN_NAMES.enterprise,
    priceCents: null,
    priceLabel: "Contact sales",
    description: "Unlimited domains, white-label and a dedicated contact with an SLA.",
    selfServe: false,
    features: [
      "Everything in Premium",
      `${aiCreditsLabel(AI_MONTHLY_CREDITS.enterprise)}`,
      "Unlimited custom domains",
      "White-label",
      `Click history kept ${retentionLabel(CLICK_RETENTION_DAYS.enterprise)}`,
      `Link webhooks to up to ${WEBHOOK_ENDPOINTS.enterprise} endpoints`,
      "Custom integrations",
      "Dedicated support with SLA guarantees",
    ],
    support: "Dedicated, with SLA",
    entitlements: { dailyLimits: UNLIMITED, customShortCodes: true, analytics: "full", history: true, customDomains: null, bulk: true, api: true, linkControls: true, linkTargeting: true, linkTags: null, clickRetentionDays: CLICK_RETENTION_DAYS.enterprise, aiCredits: AI_MONTHLY_CREDITS.enterprise, dynamicQrCodes: DYNAMIC_QR_CODES.enterprise, webhooks: WEBHOOK_ENDPOINTS.enterprise, linkImport: true },
  },
};


export const UPGRADE_LABEL = `Upgrade to Pro — from ${plans.basic.priceLabel}/month`;

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === "string" && Object.hasOwn(plans, value);
}

export function isPaidPlan(plan: PlanKey): plan is PaidPlanKey {
  return plan !== "free";
}

/** The cheapest plan that has a feature: used by upgrade prompts to name the plan a feature needs. */
export function cheapestPlanWith(test: (e: PlanEntitlements) => boolean): PlanConfig {
  return planOrder.map((k) => plans[k]).find((p) => test(p.entitlements)) ?? plans.enterprise;
}
