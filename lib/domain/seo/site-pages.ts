import { site } from "@/lib/platform/config/site";

/**
 * Search-engine text of the site's own pages (not the tools'): title, description and keywords. tools/page-registry.ts adds
 * every tool page, long-tail page and coming-soon page to these, and page metadata, Open Graph images
 * (app/og/[...slug]) and the sitemap all read that one registry, so a page is described once.
 */

export interface PageSeo {
  path: string;
  /** Page title without the " | Utilify" suffix. */
  title: string;
  description: string;
  keywords: string[];
  /** Listed in sitemap.xml and open to crawlers. */
  indexed: boolean;
  /** Short heading drawn on the Open Graph image; defaults to the title. */
  ogHeading?: string;
}

export const sitePages: readonly PageSeo[] = [
  {
    path: "/",
    title: `${site.name} — ${site.tagline}`,
    description: site.description,
    keywords: ["free online tools", "qr code generator", "url shortener", "area converter", "online utilities"],
    indexed: true,
    ogHeading: site.tagline,
  },
  {
    path: "/pricing",
    title: "Pricing — Free, Basic, Premium and Enterprise Plans",
    description:
      "Use every Utilify tool for free within daily limits, or upgrade for unlimited use, custom short codes, custom domains, analytics, bulk operations and the API.",
    keywords: ["utilify pricing", "url shortener pricing", "qr code generator pro", "plans"],
    indexed: true,
    ogHeading: "Simple, Transparent Pricing",
  },
  {
    path: "/about",
    title: "About Utilify",
    description: "Why we build Utilify: fast, honest, free online tools that respect your time and your privacy.",
    keywords: ["about utilify", "free tools", "online utilities"],
    indexed: true,
  },
  {
    path: "/contact",
    title: "Contact Us",
    description: `Questions, feedback or an Enterprise enquiry? Send us a message and we reply within ${site.responseTime}.`,
    keywords: ["contact utilify", "support", "enterprise"],
    indexed: true,
  },
  {
    path: "/community",
    title: "Community",
    description: "Join the Utilify community: suggest the tools we build next, see what is coming for the community and read its guidelines.",
    keywords: ["utilify community", "feature requests", "suggest a tool"],
    indexed: true,
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description: "What Utilify collects, why, how long we keep it and the choices you have.",
    keywords: ["privacy policy", "data protection", "utilify privacy"],
    indexed: true,
  },
  {
    path: "/terms-of-service",
    title: "Terms of Service",
    description: "The terms that apply when you use Utilify's tools, accounts and paid plans.",
    keywords: ["terms of service", "terms and conditions", "utilify terms"],
    indexed: true,
  },
  {
    path: "/developers",
    title: "REST API — Short Links, QR Codes and Area Conversion",
    description:
      "Create short links, read click analytics, generate QR codes and convert areas from your own code with the Utilify REST API. Keys, limits, examples and OpenAPI 3.1.",
    keywords: ["url shortener api", "qr code api", "link analytics api", "area conversion api", "rest api"],
    indexed: true,
    ogHeading: "Utilify API for Developers",
  },
  {
    path: "/coming-soon",
    title: "Coming Soon",
    description: "This tool is on its way. Explore the tools that are already available in the meantime.",
    keywords: [],
    indexed: false,
  },
  { path: "/success", title: "Payment Successful", description: "Your subscription is active.", keywords: [], indexed: false },
  { path: "/cancel", title: "Payment Cancelled", description: "No charge was made.", keywords: [], indexed: false },
  {
    path: "/offline",
    title: "You're Offline",
    description: "This page has not been opened on this device yet; the tools you have opened before work offline.",
    keywords: [],
    indexed: false,
  },
  { path: "/account", title: "Your Account", description: "Your plan, usage, links and settings.", keywords: [], indexed: false },
  {
    path: "/verify-email",
    title: "Verify Your E-mail",
    description: "Confirm the e-mail address of your Utilify account.",
    keywords: [],
    indexed: false,
  },
  {
    path: "/reset-password",
    title: "Reset Your Password",
    description: "Choose a new password for your Utilify account.",
    keywords: [],
    indexed: false,
  },

];
