import { allUnits, compoundResults, conversionFormula, exactDigits, inUnit, readConverterInput, type ConvertMode, type ConverterSpec } from "@/lib/engines/units/converter";
import { exactDecimal, type Ratio } from "@/lib/engines/units/decimal";
import { formatQuantity, MAX_SIGNIFICANT } from "@/lib/engines/units/display";
import { requireUnit } from "@/lib/engines/units/units";
import { trimEndOf } from "@/lib/engines/text/trim";

/**
 * The converter's units engine behind one function: what the converter shows for a value, as plain data. The server
 * renders the first view (the default value's result, the all-units table, the formula) with it; in the browser this
 * module (the 167-unit table, exact arithmetic, display) loads on the first touch, focus or key press in the converter
 * (components/converter/unit-converter.tsx), so it is not part of the page's first load.
 */

export interface ShownText {
  text: string;
  exact: boolean;
}

export type ConverterView =
  | { status: "empty" }
  | { status: "error"; message: string }
  | {
      status: "ok";
      shown: ShownText;
      /** "5 ft 3 in" as typed (normalized), or the formula's input with its unit: the statement's left side. */
      subject: string;
      /** The formula's input number and unit ("63", "in"). */
      formulaInput: string;
      inputSymbol: string;
      /** "You typed 12 in: that is 30.48 cm": the typed value in the From unit, when the text had units of its own. */
      inputText: ShownText | null;
      formulaGeneral: string;
      formulaApplied: string;
      compounds: readonly ShownText[];
      rows: readonly { id: string; label: string; symbol: string; shown: ShownText }[];
    };

export interface ConverterInputs {
  text: string;
  fromId: string;
  toId: string;
  mode: ConvertMode;
  significant: number | undefined;
}

const capital = (s: string) => `${s[0]?.toUpperCase() ?? ""}${s.slice(1)}`;

/** The pickers' options for a converter, [id, "Centimeters (cm)"] — rendered by the server, so the client needs no unit table. */
export interface UnitOptions {
  common: readonly (readonly [id: string, label: string])[];
  more: readonly (readonly [id: string, label: string])[];
  symbols: Readonly<Record<string, string>>;
}

export function unitOptions(spec: ConverterSpec): UnitOptions {
  const option = (id: string) => {
    const u = requireUnit(id);
    return [id, `${capital(u.name)} (${u.symbol})`] as const;
  };
  const symbols = Object.fromEntries([...spec.units, ...(spec.more ?? [])].map((id) => [id, requireUnit(id).symbol]));
  return { common: spec.units.map(option), more: (spec.more ?? []).map(option), symbols };
}

export function converterView(spec: ConverterSpec, { text, fromId, toId, mode, significant }: ConverterInputs): ConverterView {
  const from = requireUnit(fromId);
  const to = requireUnit(toId);
  const read = readConverterInput(text, spec, from, mode);
  if (read.status !== "ok") return read;
  const result = inUnit(read.si, to, mode);
  const exactUpTo = exactDigits(spec);
  const shown = formatQuantity(result, { significant, group: true, exactUpTo });
  // The formula starts from one unit: for "5 ft 3 in" the smallest part's (63 in × 2.54), unless that is the target.
  const lastPart = read.parts[read.parts.length - 1]?.unit ?? read.unit;
  const formulaUnit = read.parts.length > 1 && lastPart.id !== to.id ? lastPart : read.unit;
  const scientific = SCIENTIFIC.test(text);
  const input = echo(inUnit(read.si, formulaUnit, mode), scientific);
  const formula = conversionFormula(formulaUnit, to, mode);
  const typed = read.parts.length > 1 ? read.parts.map((p) => `${echo(p.value, scientific).text} ${p.unit.symbol}`).join(" ") : null;
  return {
    status: "ok",
    shown: { text: shown.text, exact: shown.exact },
    subject: typed ?? `${input.exact ? "" : "≈ "}${input.text} ${formulaUnit.symbol}`,
    formulaInput: input.text,
    inputSymbol: formulaUnit.symbol,
    inputText: read.typedUnits && read.unit.id !== from.id ? pick(formatQuantity(inUnit(read.si, from, mode), { group: true, exactUpTo })) : null,
    formulaGeneral: formula.general,
    // "≈" in the worked formula when its input had to be rounded (11 st 6 lb is 11.428571… st).
    formulaApplied: formula.apply(input.text, { text: shown.text, exact: shown.exact && input.exact }),
    compounds: compoundResults(read.si, spec, to).map(pick),
    rows: allUnits(read.si, spec, mode, significant).map((row) => ({ id: row.unit.id, label: capital(row.unit.plural), symbol: row.unit.symbol, shown: pick(row.shown) })),
  };
}

/** Significant digits up to which the value typed is echoed in full: every digit of a long number someone typed. */
const ECHO_DIGITS = 60;

/** A number written in E notation ("1e31", "2.5E-7"). */
const SCIENTIFIC = /[0-9.][eE][+-]?[0-9]/;

/**
 * The value typed, as the statement and formula repeat it: written as the person wrote it. Typed in full, it is echoed
 * in full when it is a decimal of up to ECHO_DIGITS significant digits (1,234,567,890,123,456,789,012,345,678,901 — not
 * 1.23456789e+30); typed in E notation (1e31), it stays in E notation past the range where results switch to it, not
 * 32 digits long; anything else is rounded and marked.
 */
function echo(value: Ratio, scientific: boolean): ShownText {
  const decimal = exactDecimal(value, { group: true });
  const fits = decimal !== null && trimEndOf(decimal.replace(/^[-0.,]+/, "").replace(/[^0-9]/g, ""), "0").length <= ECHO_DIGITS;
  if (fits && !scientific) return { text: decimal, exact: true };
  const shown = pick(formatQuantity(value, { group: true, significant: MAX_SIGNIFICANT }));
  // In E notation only where results use it too (from 10^15 and below 10^-6); 1e3 reads 1,000 as before.
  return fits && !shown.text.includes("e") ? { text: decimal, exact: true } : shown;
}

function pick(q: { text: string; exact: boolean }): ShownText {
  return { text: q.text, exact: q.exact };
}
