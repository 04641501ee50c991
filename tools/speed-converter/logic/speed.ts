import type { ConverterSpec } from "@/lib/engines/units/converter";
import { buildPairs, type PairsConfig } from "@/lib/engines/units/pairs";

/**
 * The speed converter: its units (all from the shared engine, lib/engines/units/units.ts: mile = 1609.344 m, knot =
 * 1852 m per hour, both exact) and its searched pair pages. Mach is left out on purpose: it is a ratio to the speed
 * of sound, which depends on the air's temperature, so no fixed factor converts it (the FAQ says so). Everything else
 * is the shared converter logic (lib/engines/units/converter.ts).
 */

export const SPEED_SPEC: ConverterSpec = {
  kind: "speed",
  noun: "Speed",
  units: ["km/h", "m/s", "mph", "kn", "ft/s"],
  more: ["km/s", "cm/s", "m/min", "ft/min", "in/s", "mi/s"],
  defaultFrom: "km/h",
  defaultTo: "mph",
  example: "100 or 60 mph",
  notUnits: Object.fromEntries(
    ["mach", "ma", "mach number"].map((word) => [
      word,
      "Mach isn't a fixed speed: it is a multiple of the speed of sound, which changes with the air's temperature (about 343 m/s at 20 °C, 295 m/s where airliners cruise). Enter a speed, e.g. 100 or 60 mph.",
    ]),
  ),
};

export const SPEED_PAIRS_CONFIG: PairsConfig = {
  route: "/speed-converter",
  spec: SPEED_SPEC,
  words: {
    "km/h": { slug: "kmh", title: "Kilometers per Hour" },
    "m/s": { slug: "m-s", title: "Meters per Second" },
    mph: { slug: "mph", title: "Miles per Hour" },
    kn: { slug: "knots", title: "Knots" },
    "ft/s": { slug: "ft-s", title: "Feet per Second" },
  },
  // Chosen by what people search: road speeds (km/h, mph), wind and boats (knots), physics (m/s), and ft/s.
  pairs: [
    ["km/h", "mph"],
    ["mph", "km/h"],
    ["kn", "km/h"],
    ["km/h", "kn"],
    ["kn", "mph"],
    ["mph", "kn"],
    ["m/s", "km/h"],
    ["km/h", "m/s"],
    ["m/s", "mph"],
    ["mph", "m/s"],
    ["kn", "m/s"],
    ["m/s", "kn"],
    ["ft/s", "mph"],
    ["mph", "ft/s"],
    ["ft/s", "m/s"],
    ["m/s", "ft/s"],
    ["ft/s", "km/h"],
    ["km/h", "ft/s"],
  ],
  // Road speeds people look up, in steps of 10.
  tableValues: {
    "km/h": ["1", "5", "10", "20", "30", "40", "50", "60", "70", "80", "90", "100", "110", "120", "130", "140", "150", "160", "180", "200", "250", "300"],
    mph: ["1", "5", "10", "15", "20", "25", "30", "35", "40", "45", "50", "55", "60", "65", "70", "75", "80", "90", "100", "120", "150", "200"],
  },
  exampleValues: { "km/h": "100", mph: "60", kn: "20", "m/s": "10", "ft/s": "10" },
};

export const SPEED_PAIRS = buildPairs(SPEED_PAIRS_CONFIG);
