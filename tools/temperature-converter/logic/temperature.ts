import { convert } from "@/lib/engines/units/convert";
import type { ConverterSpec } from "@/lib/engines/units/converter";
import { parseDecimal } from "@/lib/engines/units/decimal";
import { formatQuantity, type FormattedQuantity } from "@/lib/engines/units/display";
import { buildPairs, type PairsConfig } from "@/lib/engines/units/pairs";
import { requireUnit } from "@/lib/engines/units/units";

/**
 * The temperature converter: its scales (the shared engine's, with exact 5/9 and offsets: lib/engines/units/units.ts), its
 * searched pair pages and the common reference temperatures. Readings below absolute zero are refused and a
 * difference mode converts changes (lib/engines/units/converter.ts).
 */

export const TEMPERATURE_SPEC: ConverterSpec = {
  kind: "temperature",
  noun: "Temperature",
  units: ["degC", "degF", "K", "degR"],
  more: ["degDe", "degN", "degRe", "degRo"],
  defaultFrom: "degC",
  defaultTo: "degF",
  example: "21.5 or -40",
  temperature: true,
};

export const TEMPERATURE_PAIRS_CONFIG: PairsConfig = {
  route: "/temperature-converter",
  spec: TEMPERATURE_SPEC,
  words: {
    degC: { slug: "celsius", title: "Celsius" },
    degF: { slug: "fahrenheit", title: "Fahrenheit" },
    K: { slug: "kelvin", title: "Kelvin" },
    degR: { slug: "rankine", title: "Rankine" },
  },
  pairs: [
    ["degC", "degF"],
    ["degF", "degC"],
    ["degC", "K"],
    ["K", "degC"],
    ["degF", "K"],
    ["K", "degF"],
    ["degF", "degR"],
    ["degR", "degF"],
  ],
  tableValues: {
    degC: ["-40", "-30", "-20", "-10", "-5", "0", "5", "10", "15", "20", "25", "30", "35", "37", "40", "50", "60", "70", "80", "90", "100", "150", "180", "200", "220", "250"],
    degF: ["-40", "-20", "0", "10", "20", "32", "40", "50", "60", "68", "70", "80", "90", "98.6", "100", "120", "150", "200", "212", "250", "300", "350", "375", "400", "425", "450"],
    K: ["0", "50", "100", "200", "233.15", "250", "273.15", "280", "290", "293.15", "300", "310.15", "350", "373.15", "400", "500", "1000"],
    degR: ["0", "100", "200", "300", "400", "459.67", "491.67", "500", "527.67", "600", "671.67", "700", "800", "1000"],
  },
  exampleValues: { degC: "37", degF: "98.6", K: "300", degR: "500" },
};

export const TEMPERATURE_PAIRS = buildPairs(TEMPERATURE_PAIRS_CONFIG);

/** Temperatures people look up, defined in the unit they are usually quoted in. */
const REFERENCE_POINTS: readonly { label: string; value: string; unit: string }[] = [
  { label: "Absolute zero", value: "0", unit: "K" },
  { label: "Celsius and Fahrenheit agree", value: "-40", unit: "degC" },
  { label: "Water freezes (at 1 atm)", value: "0", unit: "degC" },
  { label: "Room temperature", value: "20", unit: "degC" },
  { label: "Human body (typical)", value: "37", unit: "degC" },
  { label: "Water boils (at 1 atm)", value: "100", unit: "degC" },
  { label: "Oven, moderate", value: "180", unit: "degC" },
  { label: "Oven, hot", value: "220", unit: "degC" },
];

export interface ReferencePoint {
  label: string;
  /** The point on °C, °F and K, each with "=" or "≈". */
  values: { unit: string; shown: FormattedQuantity }[];
}

export const REFERENCE_UNITS = ["degC", "degF", "K"] as const;

export function referencePoints(): ReferencePoint[] {
  return REFERENCE_POINTS.map((p) => {
    const parsed = parseDecimal(p.value);
    if (!parsed.ok) throw new Error(p.value);
    const from = requireUnit(p.unit);
    return {
      label: p.label,
      values: REFERENCE_UNITS.map((id) => ({ unit: requireUnit(id).symbol, shown: formatQuantity(convert(parsed.value, from, requireUnit(id)), { group: true }) })),
    };
  });
}
