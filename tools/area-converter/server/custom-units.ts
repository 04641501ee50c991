import "server-only";
import { lockExistingAccount } from "@/lib/platform/db/account-lock";
import { z } from "@/lib/platform/zod";
import { prisma, Prisma } from "@/lib/platform/db";
import { areaEntitlements, requireFeature, type AreaEntitlements } from "@/tools/area-converter/plans/area-access";
import { AREA_UNITS, builtInUnit, formatFactor, type ConvertibleUnit } from "@/tools/area-converter/logic/area";
import { compare, fromNumber, parseDecimal, toNumber } from "@/lib/engines/units/decimal";
import { CUSTOM_FACTOR_MAX, CUSTOM_FACTOR_MIN, CUSTOM_UNIT_MESSAGES, CUSTOM_UNIT_PREFIX, MAX_CUSTOM_UNITS } from "@/tools/area-converter/logic/custom-unit-rules";
import { UserFacingError } from "@/lib/platform/errors";


/**
 * Custom area units (Basic and above): a name, a symbol and the unit's size in square meters, per account, usable in
 * the converter like the built-in units. Shared by the server actions and the REST API.
 */

function exactConstant(text: string) {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(`Bad constant ${text}`);
  return parsed.value;
}
const FACTOR_MIN = exactConstant(CUSTOM_FACTOR_MIN);
const FACTOR_MAX = exactConstant(CUSTOM_FACTOR_MAX);

/** Refuses control characters, and a leading = + - @ that spreadsheets would run as a formula in exported CSV. */
const SAFE_TEXT = /^(?![=+\-@])[^\p{Cc}]*$/u;

export const customUnitSchema = z.object({
  name: z
    .string({ error: "Please enter a name for the unit" })
    .trim()
    .min(1, "Please enter a name for the unit")
    .max(50, "Please keep the name to 50 characters or fewer")
    .regex(SAFE_TEXT, "The name can't start with = + - @ or contain control characters"),
  symbol: z
    .string({ error: "Please enter a symbol" })
    .trim()
    .min(1, "Please enter a symbol")
    .max(12, "Please keep the symbol to 12 characters or fewer")
    .regex(/^[\p{L}\p{N}²³][\p{L}\p{N}²³ .'/_-]*$/u, "Use letters, digits, ², ³, spaces and . ' / _ - in the symbol"),
  factor: z.union([z.string(), z.number()], { error: CUSTOM_UNIT_MESSAGES.factorInvalid }).transform((raw, ctx) => {
    const parsed = typeof raw === "number" && !Number.isFinite(raw) ? null : parseDecimal(String(raw));
    if (!parsed || !parsed.ok) {
      const message = !parsed || parsed.reason === "invalid" ? CUSTOM_UNIT_MESSAGES.factorInvalid : parsed.reason === "too_long" ? CUSTOM_UNIT_MESSAGES.factorTooLong : CUSTOM_UNIT_MESSAGES.factorRange;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    if (parsed.value.n <= BigInt(0)) {
      ctx.addIssue({ code: "custom", message: CUSTOM_UNIT_MESSAGES.factorNotPositive });
      return z.NEVER;
    }
    if (compare(parsed.value, FACTOR_MIN) < 0 || compare(parsed.value, FACTOR_MAX) > 0) {
      ctx.addIssue({ code: "custom", message: CUSTOM_UNIT_MESSAGES.factorRange });
      return z.NEVER;
    }
    return toNumber(parsed.value);
  }),
});

export type CustomUnitInput = z.input<typeof customUnitSchema>;

/** A custom unit as the page and the API show it. `id` is what conversions refer to ("custom:<uuid>"). */
export interface CustomUnitView {
  id: string;
  name: string;
  symbol: string;
  /** Square meters in one unit. */
  factorText: string;
  createdAt: string;
}

type Row = { id: string; name: string; symbol: string; factor: number; createdAt: Date };

function view(row: Row): CustomUnitView {
  return {
    id: `${CUSTOM_UNIT_PREFIX}${row.id}`,
    name: row.name,
    symbol: row.symbol,
    factorText: formatFactor(fromNumber(row.factor)),
    createdAt: row.createdAt.toISOString(),
  };
}

function convertible(row: Row): ConvertibleUnit {
  return { id: `${CUSTOM_UNIT_PREFIX}${row.id}`, name: row.name, symbol: row.symbol, factor: fromNumber(row.factor) };
}

/** "FT 2", "ft²" and "ft2" are the same symbol: lower case, superscripts as digits, no spaces or dots. */
export function normalizeSymbol(symbol: string): string {
  return symbol.toLowerCase().replace(/²/g, "2").replace(/³/g, "3").replace(/[\s.]+/g, "");
}

const BUILT_IN_SYMBOLS = new Set(AREA_UNITS.flatMap((u) => [normalizeSymbol(u.symbol), normalizeSymbol(u.id)]));

export function isCustomUnitId(id: string): boolean {
  return id.startsWith(CUSTOM_UNIT_PREFIX);
}

export async function listCustomUnits(userId: string): Promise<CustomUnitView[]> {
  const rows = await prisma.customUnit.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(view);
}

/** Custom units of a user as convertible units (for "convert to all units"). */
export async function customConvertibles(userId: string): Promise<ConvertibleUnit[]> {
  const rows = await prisma.customUnit.findMany({ where: { userId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(convertible);
}

export async function createCustomUnit(userId: string, input: unknown): Promise<CustomUnitView> {
  const e = await areaEntitlements(userId);
  requireFeature(e, "customUnits");
  const data = customUnitSchema.parse(input);
  const normalized = normalizeSymbol(data.symbol);
  if (BUILT_IN_SYMBOLS.has(normalized)) {
    throw new UserFacingError(`“${data.symbol}” is a built-in unit. Please choose another symbol.`, "conflict", "Error", { symbol: "Already a built-in unit" });
  }
  try {
    return await prisma.$transaction(async (tx) => {
      // One writer per account at a time, so the count and the normalized-symbol check cannot race.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`custom-units:${userId}`}))`;
      // The account stays until the unit is in (a deletion then removes it too), or was deleted meanwhile: say so.
      await lockExistingAccount(tx, userId, "FOR KEY SHARE");
      const existing = await tx.customUnit.findMany({ where: { userId }, select: { symbol: true } });
      if (existing.length >= MAX_CUSTOM_UNITS) throw new UserFacingError(CUSTOM_UNIT_MESSAGES.tooMany, "conflict");
      if (existing.some((u) => normalizeSymbol(u.symbol) === normalized)) {
        throw new UserFacingError(`You already have a unit with the symbol “${data.symbol}”.`, "conflict", "Error", { symbol: "Already in use" });
      }
      return view(await tx.customUnit.create({ data: { userId, name: data.name, symbol: data.symbol, factor: data.factor } }));
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new UserFacingError(`You already have a unit with the symbol “${data.symbol}”.`, "conflict", "Error", { symbol: "Already in use" });
    }
    throw error;
  }
}

/** Deletes one of the user's custom units (allowed on every plan: it is the user's data). */
export async function deleteCustomUnit(userId: string, id: string): Promise<void> {
  const rowId = isCustomUnitId(id) ? id.slice(CUSTOM_UNIT_PREFIX.length) : id;
  const { count } = await prisma.customUnit.deleteMany({ where: { id: rowId, userId } });
  if (count === 0) throw new UserFacingError(CUSTOM_UNIT_MESSAGES.notFound, "not_found");
}

/**
 * The unit behind an id from a request: a built-in id ("ft2") or one of the user's own custom units ("custom:<uuid>").
 * Another account's unit is "not found"; a custom unit without the plan for it is forbidden.
 */
export async function resolveUnit(id: string, userId: string | null, e: AreaEntitlements): Promise<ConvertibleUnit> {
  const builtIn = builtInUnit(id);
  if (builtIn) return builtIn;
  if (!isCustomUnitId(id)) {
    throw new UserFacingError("Unknown unit. Please choose a unit from the list.", "validation", "Error", { unit: "Unknown unit" });
  }
  requireFeature(e, "customUnits");
  const row = userId ? await prisma.customUnit.findFirst({ where: { id: id.slice(CUSTOM_UNIT_PREFIX.length), userId } }) : null;
  if (!row) throw new UserFacingError(CUSTOM_UNIT_MESSAGES.notFound, "validation");
  return convertible(row);
}
