import "server-only";
import { lockExistingAccount } from "@/lib/platform/db/account-lock";
import { createHash, randomBytes } from "node:crypto";
import { z } from "@/lib/platform/zod";
import { bearerKey, MISSING_KEY_MESSAGE } from "@/lib/domain/api/bearer";
import { prisma } from "@/lib/platform/db";
import { entitlements, type BillableUser } from "@/lib/domain/plans/entitlements";
import { cheapestPlanWith, plans } from "@/lib/domain/plans";
import { BILLABLE_FIELDS, userEntitlements } from "@/lib/domain/plans/user-entitlements";
import { UserFacingError } from "@/lib/platform/errors";

/**
 * API keys (Premium and Enterprise): `utl_` + 32 random base64url characters (192 bits). Only a SHA-256 of the key
 * is stored — a key is as random as a password hash's salt, so a slow hash adds nothing — and the key is shown once,
 * at creation. Keys identify their owner to the REST API; the owner's plan is checked on every request, so a
 * downgraded account's keys stop working without being deleted.
 */

export const API_KEY_PREFIX = "utl_";
export const MAX_ACTIVE_KEYS = 10;
/** How many leading characters of a key are kept in clear, to tell keys apart in the list. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
/** lastUsedAt is written at most this often per key (one write per minute, not one per request). */
const LAST_USED_RESOLUTION_MS = 60_000;

const API_PLAN = cheapestPlanWith((e) => e.api);

export const API_KEY_MESSAGES = {
  notIncluded: `API access is part of the ${API_PLAN.name} plan and above. Upgrade to create API keys.`,
  tooMany: `You can have up to ${MAX_ACTIVE_KEYS} active API keys. Revoke one you no longer use first.`,
  notFound: "This API key does not exist or is not yours.",
  missing: MISSING_KEY_MESSAGE,
  invalid: "Invalid API key.",
  revoked: "This API key has been revoked.",
  planLacksApi: (planName: string) => `API access is part of the ${API_PLAN.name} plan and above; this key's account is on the ${planName} plan.`,
} as const;

export const apiKeyNameSchema = z
  .string({ error: "Please name the key, e.g. “Website” or “Zapier”." })
  .trim()
  .min(1, "Please name the key, e.g. “Website” or “Zapier”.")
  .max(50, "Please keep the name to 50 characters or fewer.")
  .regex(/^[^\p{Cc}]*$/u, "The name can't contain control characters.");

/** An API key as its owner sees it in the list (never the key itself). */
export interface ApiKeyView {
  id: string;
  name: string;
  /** The first characters of the key, e.g. "utl_Ab12Cd34". */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

type KeyRow = { id: string; name: string; prefix: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };

function view(row: KeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** A new random key (not stored). */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(24).toString("base64url")}`;
}

async function requireApiPlan(userId: string): Promise<void> {
  if (!(await userEntitlements(userId)).api) throw new UserFacingError(API_KEY_MESSAGES.notIncluded, "forbidden", "Upgrade required");
}

/**
 * Creates a key and returns it in clear — the only time it is ever available. The user's row is locked while the
 * active keys are counted, so concurrent requests cannot pass the limit together.
 */
export async function createApiKey(userId: string, input: { name: unknown }): Promise<{ key: string; apiKey: ApiKeyView }> {
  const name = apiKeyNameSchema.safeParse(input.name);
  if (!name.success) {
    const message = name.error.issues[0]?.message ?? "Invalid key name";
    throw new UserFacingError(message, "validation", "Error", { name: message });
  }
  await requireApiPlan(userId);
  const key = generateApiKey();
  const row = await prisma.$transaction(async (tx) => {
    await lockExistingAccount(tx, userId, "FOR UPDATE");
    const active = await tx.apiKey.count({ where: { userId, revokedAt: null } });
    if (active >= MAX_ACTIVE_KEYS) throw new UserFacingError(API_KEY_MESSAGES.tooMany, "conflict");
    return tx.apiKey.create({
      data: { userId, name: name.data, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), keyHash: hashApiKey(key) },
    });
  });
  return { key, apiKey: view(row) };
}

/** The user's keys, active first, newest first. Revoked keys stay listed (greyed) so the owner sees what stopped. */
export async function listApiKeys(userId: string): Promise<ApiKeyView[]> {
  const rows = await prisma.apiKey.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(view).sort((a, b) => Number(a.revokedAt !== null) - Number(b.revokedAt !== null));
}

/** Revokes one of the user's keys at once (idempotent: revoking a revoked key keeps its first revocation time). */
export async function revokeApiKey(userId: string, id: unknown): Promise<ApiKeyView> {
  const parsed = z.uuid().safeParse(id);
  const row = parsed.success ? await prisma.apiKey.findFirst({ where: { id: parsed.data, userId } }) : null;
  if (!row) throw new UserFacingError(API_KEY_MESSAGES.notFound, "not_found");
  if (row.revokedAt) return view(row);
  // Only an unrevoked key is stamped: of two revocations at once, the later one keeps the first one's time.
  await prisma.apiKey.updateMany({ where: { id: row.id, revokedAt: null }, data: { revokedAt: new Date() } });
  const revoked = await prisma.apiKey.findUnique({ where: { id: row.id } });
  if (!revoked) throw new UserFacingError(API_KEY_MESSAGES.notFound, "not_found"); // its account was deleted meanwhile
  return view(revoked);
}

export type ApiKeyOwner = BillableUser & { id: string; email: string };

export type ApiKeyCheck =
  | { ok: true; keyId: string; user: ApiKeyOwner }
  | { ok: false; status: 401 | 403; code: "unauthorized" | "forbidden"; message: string; keyId?: string };

/**
 * Who a request's key belongs to, and whether their plan still includes the API. Records when the key was last
 * used (at most once a minute).
 */
export async function authenticateApiKey(authorization: string | null, now = new Date()): Promise<ApiKeyCheck> {
  const key = bearerKey(authorization);
  if (!key) return { ok: false, status: 401, code: "unauthorized", message: API_KEY_MESSAGES.missing };
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 100) return { ok: false, status: 401, code: "unauthorized", message: API_KEY_MESSAGES.invalid };
  const row = await prisma.apiKey.findUnique({
    where: { keyHash: hashApiKey(key) },
    select: { id: true, revokedAt: true, user: { select: { id: true, email: true, ...BILLABLE_FIELDS } } },
  });
  if (!row) return { ok: false, status: 401, code: "unauthorized", message: API_KEY_MESSAGES.invalid };
  if (row.revokedAt) return { ok: false, status: 401, code: "unauthorized", message: API_KEY_MESSAGES.revoked };
  const allowed = entitlements(row.user, now);
  if (!allowed.api) {
    const lapsed = row.user.plan !== allowed.plan ? ` (its ${plans[row.user.plan].name} subscription is ${row.user.status.replace(/_/g, " ")})` : "";
    return { ok: false, status: 403, code: "forbidden", message: API_KEY_MESSAGES.planLacksApi(`${plans[allowed.plan].name}${lapsed}`), keyId: row.id };
  }
  await prisma.apiKey.updateMany({
    where: { id: row.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: new Date(now.getTime() - LAST_USED_RESOLUTION_MS) } }] },
    data: { lastUsedAt: now },
  });
  return { ok: true, keyId: row.id, user: row.user };
}
