import { existsSync } from "node:fs";
import path from "node:path";
import { availableTools, comingSoonTools } from "@/tools/catalogue";
import { liveTools } from "@/tools/registry";

/** The route sweep: every public route of docs/product.md §1 and every catalogue route (e2e/routes.spec.ts, e2e/html-validate.spec.ts). */

export interface RouteCase {
  path: string;
  /** The registry entry (title, indexed) when it differs from the path (query strings). */
  seoPath?: string;
  status: number;
  /** Expected H1 text; undefined = any non-empty text (pages owned by other branches). */
  h1?: string | RegExp;
}

function pageExists(route: string): boolean {
  return ["app/(site)", "app"].some((dir) => existsSync(path.join(process.cwd(), dir, route, "page.tsx")));
}

export const routes: RouteCase[] = [
  { path: "/", status: 200, h1: "Free Online Tools to Simplify Everyday Tasks" },
  { path: "/pricing", status: 200, h1: "Simple, Transparent Pricing" },
  { path: "/about", status: 200, h1: "About Utilify" },
  { path: "/community", status: 200, h1: "Join the Utilify Community" },
  { path: "/privacy-policy", status: 200, h1: "Privacy Policy" },
  { path: "/terms-of-service", status: 200, h1: "Terms of Service" },
  { path: "/landing", status: 200, h1: "Every Everyday Tool in One Place" },
  { path: "/developers", status: 200, h1: "Utilify API for Developers" },
  // Without a Checkout session to confirm, the success page claims nothing (e2e/billing.spec.ts pays for real).
  { path: "/success?plan=basic", seoPath: "/success", status: 200, h1: "We could not confirm this payment" },
  { path: "/cancel", status: 200, h1: "Payment Cancelled" },
  { path: "/offline", status: 200, h1: "You're offline" },
  // A link that is not ours verifies nothing and says so (tests/integration/verify-email.test.ts covers real links).
  { path: "/verify-email?token=bogus", seoPath: "/verify-email", status: 200, h1: "Verify Your E-mail" },
  { path: "/coming-soon", status: 200, h1: "New Tool" },
  ...comingSoonTools.map((tool) => ({ path: tool.route, status: 200, h1: tool.name })),
  // Live tools are served by app/(site)/[tool] from the registry; their H1 is the tool's name.
  ...availableTools.map((tool) => ({ path: tool.route, status: 200, h1: tool.name })),
  ...liveTools.flatMap((m) => (m.longTail ?? []).slice(0, 1).map((page) => ({ path: page.path, status: 200 }))),
  // The long-tail page with the longest exact numbers (28 digits in its lead and its table), which must wrap or scroll.
  { path: "/data-size-converter/tb-to-tib", status: 200 },
  ...["/contact"].filter(pageExists).map((route) => ({ path: route, status: 200 })),
];

