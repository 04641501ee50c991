import type { ConverterSpec } from "@/lib/engines/units/converter";
import { buildPairs, type PairsConfig } from "@/lib/engines/units/pairs";

/**
 * The volume converter: metric, US customary and imperial units, all from the shared engine
 * (lib/engines/units/units.ts: US gallon = 231 in³, imperial gallon = 4.54609 L, both exact), and its searched pair
 * pages. US and imperial units are separate units with their own names. Everything else is the shared converter logic
 * (lib/engines/units/converter.ts).
 */

export const VOLUME_SPEC: ConverterSpec = {
  kind: "volume",
  noun: "Volume",
  units: ["mL", "L", "m3", "cm3", "gal", "qt", "pt", "cup", "floz", "tbsp", "tsp", "galImp", "ptImp", "flozImp"],
  more: ["dL", "cL", "mm3", "km3", "in3", "ft3", "yd3", "qtImp", "cupLegal", "cupMetric", "bbl"],
  defaultFrom: "L",
  defaultTo: "gal",
  example: "2.5 or 1 gal 2 qt",
  // US customary volumes come from 231 in³ and run to 13 exact digits (1 US tbsp = 14.78676478125 mL): shown whole.
  exactUpTo: 15,
  compounds: [
    ["gal", "qt"],
    ["qt", "pt"],
    ["cup", "tbsp", "tsp"],
    ["galImp", "ptImp"],
  ],
};

export const VOLUME_PAIRS_CONFIG: PairsConfig = {
  route: "/volume-converter",
  spec: VOLUME_SPEC,
  words: {
    mL: { slug: "ml", title: "Milliliters" },
    L: { slug: "liters", title: "Liters" },
    m3: { slug: "cubic-meters", title: "Cubic Meters" },
    cm3: { slug: "cc", title: "Cubic Centimeters" },
    ft3: { slug: "cubic-feet", title: "Cubic Feet" },
    gal: { slug: "gallons", title: "US Gallons" },
    qt: { slug: "quarts", title: "US Quarts" },
    pt: { slug: "pints", title: "US Pints" },
    cup: { slug: "cups", title: "US Cups" },
    floz: { slug: "oz", title: "US Fluid Ounces" },
    tbsp: { slug: "tablespoons", title: "Tablespoons" },
    tsp: { slug: "teaspoons", title: "Teaspoons" },
    galImp: { slug: "imperial-gallons", title: "Imperial Gallons" },
    ptImp: { slug: "uk-pints", title: "UK Pints" },
    flozImp: { slug: "uk-fl-oz", title: "UK Fluid Ounces" },
  },
  // Chosen by what people search: fuel and drinks (liters, gallons), cooking (cups, spoons, ml), the UK's units.
  pairs: [
    ["L", "gal"],
    ["gal", "L"],
    ["mL", "floz"],
    ["floz", "mL"],
    ["cup", "mL"],
    ["mL", "cup"],
    ["L", "cup"],
    ["cup", "L"],
    ["floz", "cup"],
    ["cup", "floz"],
    ["tbsp", "mL"],
    ["mL", "tbsp"],
    ["tsp", "mL"],
    ["mL", "tsp"],
    ["tbsp", "tsp"],
    ["tsp", "tbsp"],
    ["cup", "tbsp"],
    ["L", "mL"],
    ["mL", "L"],
    ["L", "floz"],
    ["floz", "L"],
    ["qt", "L"],
    ["L", "qt"],
    ["pt", "L"],
    ["L", "pt"],
    ["gal", "galImp"],
    ["galImp", "gal"],
    ["galImp", "L"],
    ["L", "galImp"],
    ["ptImp", "mL"],
    ["flozImp", "mL"],
    ["m3", "L"],
    ["L", "m3"],
    ["ft3", "gal"],
    ["gal", "ft3"],
    ["cm3", "mL"],
  ],
  // Milliliters people look up: spoons, shots, cans, bottles.
  tableValues: {
    mL: ["1", "5", "10", "15", "20", "25", "30", "50", "60", "75", "100", "125", "150", "200", "250", "300", "330", "355", "400", "500", "750", "1000"],
  },
};

export const VOLUME_PAIRS = buildPairs(VOLUME_PAIRS_CONFIG);
