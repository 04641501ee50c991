import { Plan } from "@/lib/generated/prisma/enums";

/**
 * The plans' names and order, apart from the full table in ./index.ts (prices, features, entitlements): what an upgrade
 * button needs in the browser, without the table on every tool page's first load (docs/architecture.md, "Page weight").
 * index.ts builds its table from these and re-exports them.
 */
export const PLAN_NAMES = { free: "Free", basic: "Basic", premium: "Premium", enterprise: "Enterprise" } as const satisfies Record<Plan, string>;

/** Cheapest first: the order of the schema's enum (a new plan must be added there, then to `plans`). */
export const planOrder: readonly Plan[] = Object.values(Plan);

export const ENTERPRISE_CONTACT_PATH = "/contact?subject=Enterprise";

/** Links in one import file, on every plan that has imports (docs/product.md, "Importing links"); client-safe here. */
export const LINK_IMPORT_MAX_ROWS = 10_000;
