import type { ConverterSpec } from "@/lib/engines/units/converter";
import { buildPairs, type PairsConfig } from "@/lib/engines/units/pairs";

/**
 * The weight converter: its units (all from the shared engine, lib/engines/units/units.ts: pound = 0.45359237 kg exactly,
 * troy and metric-carat units by definition) and its searched pair pages. Everything else is the shared converter
 * logic (lib/engines/units/converter.ts).
 */

export const WEIGHT_SPEC: ConverterSpec = {
  kind: "mass",
  noun: "Weight",
  units: ["mg", "g", "kg", "t", "oz", "lb", "st", "ton", "LT", "ozt", "gr", "ct"],
  more: ["ug", "dr", "cwtUS", "cwt", "lbt", "dwt"],
  defaultFrom: "kg",
  defaultTo: "lb",
  example: "68 or 11 st 6 lb",
  compounds: [
    ["st", "lb"],
    ["lb", "oz"],
  ],
};

export const WEIGHT_PAIRS_CONFIG: PairsConfig = {
  route: "/weight-converter",
  spec: WEIGHT_SPEC,
  words: {
    mg: { slug: "mg", title: "Milligrams" },
    g: { slug: "grams", title: "Grams" },
    kg: { slug: "kg", title: "Kilograms" },
    t: { slug: "tonnes", title: "Tonnes" },
    oz: { slug: "ounces", title: "Ounces" },
    lb: { slug: "lbs", title: "Pounds" },
    st: { slug: "stone", title: "Stone" },
    ton: { slug: "tons", title: "US Tons" },
    ozt: { slug: "troy-ounces", title: "Troy Ounces" },
    ct: { slug: "carats", title: "Carats" },
  },
  // Chosen by what people search: body weight (kg, lbs, stone), cooking (grams, ounces), metals and gems, freight.
  pairs: [
    ["kg", "lb"],
    ["lb", "kg"],
    ["g", "oz"],
    ["oz", "g"],
    ["st", "kg"],
    ["kg", "st"],
    ["st", "lb"],
    ["lb", "st"],
    ["ozt", "g"],
    ["g", "ozt"],
    ["oz", "lb"],
    ["lb", "oz"],
    ["g", "lb"],
    ["lb", "g"],
    ["kg", "g"],
    ["g", "kg"],
    ["mg", "g"],
    ["g", "mg"],
    ["t", "ton"],
    ["ton", "t"],
    ["ct", "g"],
    ["g", "ct"],
    ["kg", "oz"],
    ["oz", "kg"],
  ],
};

export const WEIGHT_PAIRS = buildPairs(WEIGHT_PAIRS_CONFIG);
