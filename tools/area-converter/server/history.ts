import "server-only";
import { prisma, type Prisma } from "@/lib/platform/db";
import { areaUnit, builtInUnit, convertExact, showArea, type ConvertibleUnit } from "@/tools/area-converter/logic/area";
import { fromNumber, isZero, toNumber, type Ratio } from "@/lib/engines/units/decimal";
import { isCustomUnitId } from "@/tools/area-converter/server/custom-units";

/**
 * Conversion history (Basic and above): every counted conversion of a signed-in paid user, the newest 100 per account.
 * Rows name built-in units by id ("ft2") and custom units by symbol ("custom-symbol:bigha"), so an entry still reads
 * right after its custom unit was deleted.
 */

export const HISTORY_LIMIT = 100;
const CUSTOM_SYMBOL_PREFIX = "custom-symbol:";

export interface HistoryEntry {
  id: string;
  /** The value converted, as a number text ("2.5", "1e+300"). */
  value: string;
  fromSymbol: string;
  toSymbol: string;
  /** Built-in unit id to convert again with; null for custom units (the page matches them by symbol). */
  fromId: string | null;
  toId: string | null;
  result: string;
  /** False when `result` is rounded (shown with "≈"). */
  exact: boolean;
  createdAt: string;
}

function storedUnit(unit: ConvertibleUnit): string {
  return isCustomUnitId(unit.id) ? `${CUSTOM_SYMBOL_PREFIX}${unit.symbol}` : unit.id;
}

function unitOf(stored: string): { symbol: string; id: string | null } {
  if (stored.startsWith(CUSTOM_SYMBOL_PREFIX)) return { symbol: stored.slice(CUSTOM_SYMBOL_PREFIX.length), id: null };
  return { symbol: areaUnit(stored)?.symbol ?? stored, id: builtInUnit(stored) ? stored : null };
}


type Row = { id: string; fromUnit: string; toUnit: string; value: number; result: number; createdAt: Date };

function entry(row: Row): HistoryEntry {
  const from = unitOf(row.fromUnit);
  const to = unitOf(row.toUnit);
  // Built-in units convert again exactly (the float column holds a rounding); custom units may be gone.
  const fromUnit = from.id ? builtInUnit(from.id) : undefined;
  const toUnit = to.id ? builtInUnit(to.id) : undefined;
  const result = showArea(fromUnit && toUnit ? convertExact(fromNumber(row.value), fromUnit, toUnit) : fromNumber(row.result));
  return {
    id: row.id,
    value: String(row.value),
    fromSymbol: from.symbol,
    toSymbol: to.symbol,
    fromId: from.id,
    toId: to.id,
    result: result.text,
    exact: result.exact,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records a conversion in the caller's transaction (the one that counted it) and keeps only the newest 100.
 * The columns are floats: a value or result beyond their range (above about 1.8e308 or below about 5e-324, reachable
 * only at the edges of the input range) is not recorded rather than stored wrong; null then.
 */
export async function recordConversion(
  tx: Prisma.TransactionClient,
  userId: string,
  conversion: { value: Ratio; from: ConvertibleUnit; to: ConvertibleUnit; result: Ratio },
): Promise<HistoryEntry | null> {
  const value = toNumber(conversion.value);
  const result = toNumber(conversion.result);
  const fits = (n: number, exact: Ratio) => Number.isFinite(n) && (n !== 0 || isZero(exact));
  if (!fits(value, conversion.value) || !fits(result, conversion.result)) return null;
  const row = await tx.conversion.create({
    data: { userId, fromUnit: storedUnit(conversion.from), toUnit: storedUnit(conversion.to), value, result },
  });
  await tx.$executeRaw`
    DELETE FROM "Conversion" WHERE "userId" = ${userId} AND "id" NOT IN (
      SELECT "id" FROM "Conversion" WHERE "userId" = ${userId} ORDER BY "createdAt" DESC, "id" DESC LIMIT ${HISTORY_LIMIT}
    )`;
  return entry(row);
}

export async function listHistory(userId: string, limit = HISTORY_LIMIT): Promise<HistoryEntry[]> {
  const rows = await prisma.conversion.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(limit, HISTORY_LIMIT),
  });
  return rows.map(entry);
}

/** Deletes the user's whole history; returns how many entries went. */
export async function clearHistory(userId: string): Promise<number> {
  const { count } = await prisma.conversion.deleteMany({ where: { userId } });
  return count;
}
