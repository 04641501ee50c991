import type { ConverterSpec } from "@/lib/engines/units/converter";
import { buildPairs, type PairsConfig } from "@/lib/engines/units/pairs";

/**
 * The length converter: its units (all from the shared engine, lib/engines/units/units.ts) and its searched pair pages.
 * Everything else — parsing, exact conversion, formulas, tables — is the shared converter logic (lib/engines/units/converter.ts).
 */

export const LENGTH_SPEC: ConverterSpec = {
  kind: "length",
  noun: "Length",
  units: ["nm", "um", "mm", "cm", "m", "km", "in", "ft", "yd", "mi", "nmi"],
  more: ["dm", "mil", "hand", "ftm", "rd", "ch", "fur", "lea", "ftUS", "miUS", "angstrom", "au", "ly"],
  defaultFrom: "cm",
  defaultTo: "in",
  example: "12.5 or 5 ft 3 in",
  compounds: [["ft", "in"], ["yd", "ft", "in"], ["mi", "yd"]],
  fractionOf: { in: 16 },
};

export const LENGTH_PAIRS_CONFIG: PairsConfig = {
  route: "/length-converter",
  spec: LENGTH_SPEC,
  words: {
    mm: { slug: "mm", title: "Millimeters" },
    cm: { slug: "cm", title: "Centimeters" },
    m: { slug: "meters", title: "Meters" },
    km: { slug: "km", title: "Kilometers" },
    um: { slug: "microns", title: "Microns" },
    in: { slug: "inches", title: "Inches" },
    ft: { slug: "feet", title: "Feet" },
    yd: { slug: "yards", title: "Yards" },
    mi: { slug: "miles", title: "Miles" },
    nmi: { slug: "nautical-miles", title: "Nautical Miles" },
  },
  // Chosen by what people search: the metric/imperial crossings first, then the within-system ones.
  pairs: [
    ["cm", "in"],
    ["in", "cm"],
    ["m", "ft"],
    ["ft", "m"],
    ["km", "mi"],
    ["mi", "km"],
    ["mm", "in"],
    ["in", "mm"],
    ["ft", "cm"],
    ["cm", "ft"],
    ["in", "ft"],
    ["ft", "in"],
    ["m", "yd"],
    ["yd", "m"],
    ["m", "in"],
    ["in", "m"],
    ["yd", "ft"],
    ["ft", "yd"],
    ["mi", "ft"],
    ["ft", "mi"],
    ["m", "cm"],
    ["cm", "m"],
    ["mm", "cm"],
    ["cm", "mm"],
    ["km", "m"],
    ["m", "km"],
    ["mm", "ft"],
    ["ft", "mm"],
    ["km", "ft"],
    ["ft", "km"],
    ["mi", "m"],
    ["m", "mi"],
    ["nmi", "mi"],
    ["mi", "nmi"],
    ["nmi", "km"],
    ["km", "nmi"],
    ["um", "mm"],
    ["yd", "mi"],
  ],
};

export const LENGTH_PAIRS = buildPairs(LENGTH_PAIRS_CONFIG);
