import "server-only";
import { z } from "@/lib/platform/zod";
import { withUse, type Actor, type ToolUsage } from "@/lib/domain/limits/usage";
import { areaEntitlements, requireFeature, type AreaEntitlements } from "@/tools/area-converter/plans/area-access";
import { builtInUnit, convertExact, parseAreaValue, quickReference, showArea, AREA_MESSAGES, AREA_UNITS, type ConvertibleUnit, type QuickReference } from "@/tools/area-converter/logic/area";
import { mapInSlices } from "@/lib/platform/forms/slices";
import { bulkCsv, convertBulkInSlices, readBulkValuesInSlices, BULK_MAX_CHARS, BULK_MAX_VALUES, type BulkLineError, type BulkTable, type BulkValue } from "@/tools/area-converter/logic/bulk";
import { customConvertibles, listCustomUnits, resolveUnit, type CustomUnitView } from "@/tools/area-converter/server/custom-units";
import { listHistory, recordConversion, type HistoryEntry } from "@/tools/area-converter/server/history";
import { NotSignedInError, UserFacingError } from "@/lib/platform/errors";

/**
 * The area converter's server side: validate → check the plan → count one use and do the work in the same
 * transaction. Server actions call these with the current actor; the REST API will call them with the key's owner.
 */

function userIdOf(actor: Actor): string | null {
  return "userId" in actor ? actor.userId : null;
}

const unitId = z.string({ error: "Please choose a unit" }).trim().min(1, "Please choose a unit").max(80, "Unknown unit");

export const convertInputSchema = z.object({
  value: z.union([z.string(), z.number()], { error: AREA_MESSAGES.invalid }),
  from: unitId,
  to: unitId,
});

export interface UnitRef {
  id: string;
  name: string;
  symbol: string;
}

export interface AreaConversion {
  /** The value as typed (trimmed, without thousands separators). */
  value: string;
  from: UnitRef;
  to: UnitRef;
  /** The result as displayed (6 decimals or 6 significant digits, scientific for extremes). */
  result: string;
  /** False when `result` is a rounding of the exact result. */
  exact: boolean;
  quickReference: QuickReference;
  /** The history entry written for this conversion (paid plans), so the page can show it without a reload. */
  historyEntry: HistoryEntry | null;
}

function validationError(message: string, field: string): UserFacingError {
  return new UserFacingError(message, "validation", "Error", { [field]: message });
}

/** One counted conversion. Invalid input throws before the limit is checked, so it never counts. */
export async function convertArea(actor: Actor, input: unknown): Promise<{ conversion: AreaConversion; usage: ToolUsage }> {
  const fields = convertInputSchema.safeParse(input);
  if (!fields.success) {
    const valueIssue = fields.error.issues.find((i) => i.path[0] === "value");
    throw valueIssue ? validationError(AREA_MESSAGES.invalid, "value") : validationError(fields.error.issues[0]?.message ?? AREA_MESSAGES.invalid, "unit");
  }
  const parsed = parseAreaValue(fields.data.value);
  if (!parsed.ok) throw validationError(parsed.error, "value");

  const userId = userIdOf(actor);
  const e = await areaEntitlements(userId);
  const from = await resolveUnit(fields.data.from, userId, e);
  const to = await resolveUnit(fields.data.to, userId, e);
  const exact = convertExact(parsed.value, from, to);
  const shown = showArea(exact);

  const { result: historyEntry, usage } = await withUse("area", actor, async (tx) =>
    userId && e.history ? recordConversion(tx, userId, { value: parsed.value, from, to, result: exact }) : null,
  );
  return {
    conversion: {
      value: parsed.text,
      from: { id: from.id, name: from.name, symbol: from.symbol },
      to: { id: to.id, name: to.name, symbol: to.symbol },
      result: shown.text,
      exact: shown.exact,
      quickReference: quickReference(parsed.value, parsed.text, from, to),
      historyEntry,
    },
    usage,
  };
}

export const ALL_UNITS = "all";

export const bulkInputSchema = z.object({
  text: z.string({ error: "Please enter at least one value, one per line." }).max(BULK_MAX_CHARS, `The list is too long: up to ${BULK_MAX_CHARS.toLocaleString("en-US")} characters at a time.`),
  from: unitId,
  /** A unit id, or "all" for every unit (built-in and the user's custom units) except the one converted from. */
  to: unitId,
  column: z.string().max(100).optional().nullable(),
  hasHeader: z.boolean().optional(),
});

export type AreaBulkResult = BulkTable & { csv: string };

/** Bulk conversions need a signed-in account whose plan includes them. */
async function bulkEntitlements(actor: Actor): Promise<{ userId: string; e: AreaEntitlements }> {
  const userId = userIdOf(actor);
  if (!userId) throw new NotSignedInError();
  const e = await areaEntitlements(userId);
  requireFeature(e, "bulk");
  return { userId, e };
}

/** Converts the good values (at least one) and counts one use for the whole request. */
async function convertCounted(actor: Actor, values: BulkValue[], errors: BulkLineError[], from: ConvertibleUnit, targets: ConvertibleUnit[]) {
  if (values.length === 0) {
    const first = errors[0];
    throw validationError(first ? `No line holds a valid number (line ${first.line}: ${first.error}).` : "No line holds a valid number.", "text");
  }
  const table = await convertBulkInSlices(values, errors, from, targets);
  const { usage } = await withUse("area", actor, async () => null);
  return { table, usage };
}

/** A bulk conversion: counted as one use per request, and only when at least one line converts. */
export async function bulkConvertArea(actor: Actor, input: unknown): Promise<{ bulk: AreaBulkResult; usage: ToolUsage }> {
  const { userId, e } = await bulkEntitlements(actor);
  const data = bulkInputSchema.parse(input);
  const from = await resolveUnit(data.from, userId, e);
  const targets =
    data.to === ALL_UNITS
      ? [...AREA_UNITS.map((u) => builtInUnit(u.id)!), ...(e.customUnits ? await customConvertibles(userId) : [])].filter((u) => u.id !== from.id)
      : [await resolveUnit(data.to, userId, e)];

  const read = await readBulkValuesInSlices(data.text, { column: data.column, hasHeader: data.hasHeader });
  if (!read.ok) throw validationError(read.error, "text");
  const { table, usage } = await convertCounted(actor, read.values, read.errors, from, targets);
  return { bulk: { ...table, csv: bulkCsv(table) }, usage };
}

export const valuesInputSchema = z.object({
  values: z
    .array(z.union([z.string(), z.number()]), { error: "values must be an array of numbers or numeric strings" })
    .min(1, "Send at least one value")
    .max(BULK_MAX_VALUES, `Send up to ${BULK_MAX_VALUES.toLocaleString("en-US")} values at a time`),
  from: unitId,
  to: unitId,
});

/**
 * Many values from one unit to another (the REST API's batch form of convertArea): each value converts or gets its
 * own error, numbered like lines from 1; one use for the request.
 */
export async function convertAreaValues(actor: Actor, input: unknown): Promise<{ table: BulkTable; usage: ToolUsage }> {
  const { userId, e } = await bulkEntitlements(actor);
  const parsed = valuesInputSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues[0]?.message ?? AREA_MESSAGES.invalid, String(parsed.error.issues[0]?.path[0] ?? "values"));
  const from = await resolveUnit(parsed.data.from, userId, e);
  const to = await resolveUnit(parsed.data.to, userId, e);
  const values: BulkValue[] = [];
  const errors: BulkLineError[] = [];
  const parsedValues = await mapInSlices(parsed.data.values, (raw) => parseAreaValue(raw));
  parsedValues.forEach((value, i) => {
    const raw = parsed.data.values[i];
    if (value.ok) values.push({ line: i + 1, text: value.text, value: value.value });
    else errors.push({ line: i + 1, text: String(raw), error: value.error });
  });
  return convertCounted(actor, values, errors, from, [to]);
}

export interface AreaWorkspace {
  entitlements: AreaEntitlements;
  customUnits: CustomUnitView[];
  history: HistoryEntry[];
}

/** What the page shows a visitor beyond the static content: their plan's features, custom units and history. */
export async function areaWorkspace(userId: string | null): Promise<AreaWorkspace> {
  const e = await areaEntitlements(userId);
  if (!userId) return { entitlements: e, customUnits: [], history: [] };
  const [customUnits, history] = await Promise.all([listCustomUnits(userId), e.history ? listHistory(userId) : Promise.resolve([])]);
  return { entitlements: e, customUnits, history };
}
