import { ratio } from "./decimal";
import type { UnitDefinition } from "./units";

/**
 * Units only the unit calculator reads, on top of the shared table (units.ts): temperature CHANGES. 20 °C is a point
 * on a scale that starts at −273.15 °C, so 20 °C + 5 °C has no single meaning; 20 °C + 5 Δ°C (a change of five
 * degrees) does, and is 25 °C. A change has no offset: 1 Δ°C = 1 K, 1 Δ°F = 5/9 K exactly. Pure.
 */
export const TEMPERATURE_CHANGE_UNITS: readonly UnitDefinition[] = [
  {
    id: "dC",
    name: "degree Celsius (change)",
    plural: "degrees Celsius (change)",
    symbol: "Δ°C",
    aliases: ["ΔC", "delta C", "delta °C", "deltaC", "Δ℃"],
    kind: "temperature",
    dimension: { temperature: 1 },
    factor: ratio(1),
    definition: "A change of 1 °C = a change of 1 K",
    system: "Metric",
  },
  {
    id: "dF",
    name: "degree Fahrenheit (change)",
    plural: "degrees Fahrenheit (change)",
    symbol: "Δ°F",
    aliases: ["ΔF", "delta F", "delta °F", "deltaF", "Δ℉"],
    kind: "temperature",
    dimension: { temperature: 1 },
    factor: ratio(5, 9),
    definition: "A change of 1 °F = a change of 5/9 K",
    system: "Imperial",
  },
  {
    id: "dK",
    name: "kelvin (change)",
    plural: "kelvins (change)",
    symbol: "ΔK",
    aliases: ["delta K", "deltaK"],
    kind: "temperature",
    dimension: { temperature: 1 },
    factor: ratio(1),
    definition: "A change of 1 K",
    system: "Metric",
  },
];

const BY_SPELLING = new Map<string, UnitDefinition>();
for (const unit of TEMPERATURE_CHANGE_UNITS) {
  for (const spelling of [unit.id, unit.symbol, unit.name, unit.plural, ...unit.aliases]) BY_SPELLING.set(spelling.toLowerCase(), unit);
}

/** A temperature-change unit spelled `text` ("Δ°C", "delta F"), or undefined. */
export function findTemperatureChangeUnit(text: string): UnitDefinition | undefined {
  if (text.length > 40) return undefined;
  return BY_SPELLING.get(text.trim().replace(/\s+/g, " ").toLowerCase());
}

/** The change unit of an offset scale (°C → Δ°C, °F → Δ°F), for showing a difference of two temperatures. */
export function temperatureChangeUnitFor(unit: UnitDefinition): UnitDefinition | undefined {
  if (unit.id === "degC") return TEMPERATURE_CHANGE_UNITS[0];
  if (unit.id === "degF") return TEMPERATURE_CHANGE_UNITS[1];
  if (unit.id === "K") return TEMPERATURE_CHANGE_UNITS[2];
  return undefined;
}
