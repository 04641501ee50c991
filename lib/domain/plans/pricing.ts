import { AI_DAILY_TRIAL, AI_MONTHLY_CREDITS, CLICK_RETENTION_DAYS, FREE_DAILY_LIMITS, IP_LIMIT_MULTIPLIER, plans, QR_BATCH_MAX_CODES, planOrder, retentionLabel, type AnalyticsLevel, type PlanConfig, type PlanKey } from "@/lib/domain/plans";
import { site } from "@/lib/platform/config/site";

/** What the pricing page shows, derived from lib/domain/plans/index.ts only (no number is written twice). */

/** "$4.99/month", "$0", or "Contact sales". */
export function priceText(plan: PlanConfig): { amount: string; period: string | null } {
  if (plan.priceCents === null) return { amount: plan.priceLabel, period: null };
  return { amount: plan.priceLabel, period: plan.priceCents > 0 ? "/month" : "forever" };
}

/** A cell of the comparison table: true = included, false = not included, string = a value. */
export type ComparisonCell = boolean | string;

export interface ComparisonRow {
  label: string;
  values: Record<PlanKey, ComparisonCell>;
}

const analyticsText: Record<AnalyticsLevel, string> = {
  totals: "Total clicks",
  timeseries: "Clicks over time",
  full: "Full: referrers, countries, devices, browsers, CSV export",
};

function perPlan(cell: (plan: PlanConfig) => ComparisonCell): Record<PlanKey, ComparisonCell> {
  return Object.fromEntries(planOrder.map((key) => [key, cell(plans[key])])) as Record<PlanKey, ComparisonCell>;
}

function dailyLimitText(limit: number | null): string {
  return limit === null ? "Unlimited" : `${limit} per day`;
}

/** A plan's AI credits of one kind: "100 a month", Free's daily trial ("2 tries a day"), or not included. */
function aiCreditText(plan: PlanConfig, kind: "text" | "image"): ComparisonCell {
  const monthly = plan.entitlements.aiCredits[kind];
  if (monthly > 0) return `${monthly.toLocaleString("en-US")} a month`;
  const trial = AI_DAILY_TRIAL[kind];
  return trial > 0 ? `${trial} ${trial === 1 ? "try" : "tries"} a day` : false;
}

export function comparisonRows(): ComparisonRow[] {
  return [
    { label: "Price", values: perPlan((p) => { const t = priceText(p); return t.period === "/month" ? `${t.amount}/month` : t.amount; }) },
    { label: "QR codes", values: perPlan((p) => dailyLimitText(p.entitlements.dailyLimits.qr)) },
    { label: "Short links", values: perPlan((p) => dailyLimitText(p.entitlements.dailyLimits.url)) },
    { label: "Area conversions", values: perPlan((p) => dailyLimitText(p.entitlements.dailyLimits.area)) },
    { label: "PNG and SVG QR downloads with all design options", values: perPlan(() => true) },
    { label: `QR code CSV batches: up to ${QR_BATCH_MAX_CODES} codes in one ZIP`, values: perPlan(() => true) },
    // Every account's: a visitor's code would have no account to edit it from.
    { label: "Dynamic QR codes (change the destination later, never held hostage)", values: perPlan((p) => { const n = p.entitlements.dynamicQrCodes; return n === null ? "Unlimited" : p.key === "free" ? `${n} with a free account` : `${n}`; }) },
    { label: "Custom short codes", values: perPlan((p) => p.entitlements.customShortCodes) },
    // Every account may change a link's destination and give it an expiry date: a visitor's links have no account yet.
    { label: "Change a link's destination, expiry date", values: perPlan((p) => (p.key === "free" ? "With a free account" : true)) },
    {
      label: "Link tags, search and filters",
      values: perPlan((p) => {
        const n = p.entitlements.linkTags;
        return n === null ? "Unlimited tags" : p.key === "free" ? `Up to ${n} tags, with a free account` : `Up to ${n} tags`;
      }),
    },
    { label: "Expiry after N clicks, fallback URL, redirect status", values: perPlan((p) => p.entitlements.linkControls) },
    { label: "Link targeting: iOS, Android and country destinations", values: perPlan((p) => p.entitlements.linkTargeting) },
    { label: "Link analytics", values: perPlan((p) => analyticsText[p.entitlements.analytics]) },
    { label: "Click history kept", values: perPlan((p) => retentionLabel(p.entitlements.clickRetentionDays)) },
    { label: "QR code and conversion history, custom area units", values: perPlan((p) => p.entitlements.history) },
    {
      label: "Verified custom domains",
      values: perPlan((p) => {
        const n = p.entitlements.customDomains;
        return n === null ? "Unlimited" : n === 0 ? false : `Up to ${n}`;
      }),
    },
    { label: "AI Writer texts", values: perPlan((p) => aiCreditText(p, "text")) },
    { label: "AI Image Generator images", values: perPlan((p) => aiCreditText(p, "image")) },
    { label: "Bulk shortening and bulk conversion (CSV)", values: perPlan((p) => p.entitlements.bulk) },
    { label: "REST API with API keys", values: perPlan((p) => p.entitlements.api) },
    { label: "Import links (Bitly export, CSV)", values: perPlan((p) => p.entitlements.linkImport) },
    { label: "Link webhooks (signed events to your server)", values: perPlan((p) => (p.entitlements.webhooks > 0 ? `Up to ${p.entitlements.webhooks} endpoints` : false)) },
    { label: "Support", values: perPlan((p) => p.support) },
  ];
}

/** The pricing FAQ: visible on the page and embedded as FAQPage JSON-LD (same array). */
/** The pricing page's questions (the shape of lib/domain/seo/jsonld's Faq, which plans do not import: seo reads the tools). */
export interface PricingFaq {
  question: string;
  answer: string;
}

export function pricingFaqs(): PricingFaq[] {
  const { basic, premium } = plans;
  const limits = `${FREE_DAILY_LIMITS.qr} QR codes, ${FREE_DAILY_LIMITS.url} short links and ${FREE_DAILY_LIMITS.area} area conversions per day`;
  return [
    {
      question: `Is ${site.name} really free?`,
      answer: `Yes. Every live tool is free to use without an account, up to ${limits}. The QR code preview is free as you type; a QR code counts once, when you first download or copy it, and restyling it or downloading it again never counts.`,
    },
    {
      question: "When do the daily limits reset?",
      answer: "Every day at 00:00 UTC. A use is one successful generate, shorten or convert; a request that is refused never counts.",
    },
    {
      question: "Why does clearing my cookies not reset the limit?",
      answer: `Free use is counted on our servers, per visitor and per network address, so the limits are fair for everyone. An office, school or mobile carrier sharing one address can use up to ${IP_LIMIT_MULTIPLIER} times the per-visitor limit before it is capped; if others on your network used it up, sign in with a verified e-mail address to keep your own allowance.`,
    },
    {
      question: "What is the difference between Basic and Premium?",
      answer: `${basic.name} (${basic.priceLabel}/month) removes the daily limits and adds custom short codes, clicks over time, history and custom area units. ${premium.name} (${premium.priceLabel}/month) adds up to ${premium.entitlements.customDomains} verified custom domains, full link analytics with CSV export, bulk operations, the REST API and link webhooks.`,
    },
    {
      question: "How do AI credits work?",
      answer: `The AI Writer and AI Image Generator run on a paid AI model, so each plan has credits per calendar month (UTC): ${basic.name} ${AI_MONTHLY_CREDITS.basic.text.toLocaleString("en-US")} texts and ${AI_MONTHLY_CREDITS.basic.image} images, ${premium.name} ${AI_MONTHLY_CREDITS.premium.text.toLocaleString("en-US")} texts and ${AI_MONTHLY_CREDITS.premium.image} images. An answer of the AI Writer is one text and each image is one image. A request that fails, times out or that you stop is given back. Unused credits do not carry over; they renew on the 1st of each month.`,
    },
    {
      question: "How do payments work?",
      answer: "Payments are handled by Stripe. You pay monthly in advance by card through Stripe Checkout; we never see or store your card number.",
    },
    {
      question: "Can I cancel or change my plan at any time?",
      answer: "Yes. Open your account page and manage your subscription in the Stripe customer portal: change plan, update your card or cancel. A cancelled plan stays active until the end of the period you paid for.",
    },
    {
      question: "What happens to my short links if I cancel?",
      answer: `Your short links and dynamic QR codes keep redirecting: a printed code is never held hostage. Paid features such as custom short codes, history, bulk operations and the API stop until you upgrade again, and the free daily limits apply; with more dynamic QR codes than your plan has, changing their destinations waits for the plan too. Clicks already recorded stay for the time of the plan they were made under; new clicks are kept ${retentionLabel(CLICK_RETENTION_DAYS.free)}.`,
    },
    {
      question: "How long are the clicks of my links kept?",
      answer: `${retentionLabel(CLICK_RETENTION_DAYS.free)} on Free, ${retentionLabel(CLICK_RETENTION_DAYS.basic)} on Basic, ${retentionLabel(CLICK_RETENTION_DAYS.premium)} on Premium and Enterprise. Each click keeps the retention of the plan you had when it happened, and is deleted within a week (Free) or a month (paid plans) after that time is up. The total click count of a link stays for as long as the link exists.`,
    },
    {
      question: "Do you offer plans for larger teams?",
      answer: "Yes. Enterprise adds unlimited custom domains, white-label, custom integrations and dedicated support with an SLA. Contact us and we will put together a plan for you.",
    },
  ];
}
