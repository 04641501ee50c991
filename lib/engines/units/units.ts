import { editDistance } from "@/lib/engines/text/edit-distance";
import { div, mul, parseDecimal, ratio, sub, type Ratio } from "./decimal";
import type { Dimension } from "./dimension";

/**
 * The one unit table of the site: every converter, the unit calculator and the area calculator read it. A value v in
 * a unit is v × factor + offset in the SI coherent unit of its dimension (m, m², m³, kg, s, K, m/s, N, J, W, Pa…),
 * and every factor is an EXACT rational taken from the unit's legal definition: the international yard and pound
 * (1959: 1 yd = 0.9144 m, 1 lb = 0.45359237 kg), US customary volumes from 1 gal = 231 in³, the imperial gallon
 * (4.54609 L), the nautical mile (1852 m), standard gravity (9.80665 m/s²), and temperature scales with an exact 5/9.
 * Data sizes count in bytes (1 B = 8 bit): SI prefixes are powers of 1000, IEC prefixes (Ki, Mi…) powers of 1024.
 * No rounded factor (mathjs's acre = 4046.86 m², tablespoon = 15 mL) is ever computed with. Pure.
 */

export type UnitKind =
  | "length"
  | "area"
  | "volume"
  | "mass"
  | "temperature"
  | "time"
  | "speed"
  | "acceleration"
  | "force"
  | "energy"
  | "power"
  | "pressure"
  | "frequency"
  | "fuel economy"
  | "data size";

/** How a unit is grouped in lists. */
export type UnitSystem = "Metric" | "Imperial" | "US" | "Other";

export interface UnitDefinition {
  id: string;
  /** Singular name, lower case unless a proper name ("meter", "square foot", "degree Celsius"). */
  name: string;
  plural: string;
  symbol: string;
  /** Other spellings read as this unit ("metre", "feet", "′", "sq ft"). */
  aliases: readonly string[];
  /**
   * Spellings read as this unit only where a quantity of its kind is expected (a converter of that kind), because
   * elsewhere they mean another unit or are ambiguous: in a data-size converter "mb" is a megabyte (in the unit
   * calculator it stays the millibar), in a volume converter "oz" is the US fluid ounce (elsewhere the ounce of weight).
   */
  kindAliases?: readonly string[];
  kind: UnitKind;
  dimension: Dimension;
  /** One unit in the SI coherent unit of its dimension, exactly. */
  factor: Ratio;
  /** Added after the factor (temperature scales): v × factor + offset. */
  offset?: Ratio;
  /** Why the factor is what it is, in words ("0.3048 m (international foot, 1959)"). */
  definition: string;
  system: UnitSystem;
}

/** Exact decimal text as a ratio ("0.3048"). */
function dec(text: string): Ratio {
  const parsed = parseDecimal(text);
  if (!parsed.ok) throw new Error(`Bad factor ${text}`);
  return parsed.value;
}

const frac = (n: number | bigint, d: number | bigint = 1): Ratio => ratio(n, d);
const times = (...factors: Ratio[]): Ratio => factors.reduce((a, b) => mul(a, b), frac(1));

// Definitions every other factor is built from.
const INCH = dec("0.0254");
const FOOT = dec("0.3048");
const YARD = dec("0.9144");
const MILE = dec("1609.344");
const NAUTICAL_MILE = frac(1852);
const SURVEY_FOOT = frac(1200, 3937);
const POUND = dec("0.45359237");
const GRAVITY = dec("9.80665");
const US_GALLON = times(frac(231), INCH, INCH, INCH); // 0.003785411784 m³
const US_FLUID_OUNCE = div(US_GALLON, frac(128));
const IMPERIAL_GALLON = dec("0.00454609");
const IMPERIAL_FLUID_OUNCE = div(IMPERIAL_GALLON, frac(160));
const LITRE = dec("0.001");
const HOUR = frac(3600);
const POUND_FORCE = mul(POUND, GRAVITY); // 4.4482216152605 N
const MM_HG = dec("133.322387415");

const DIMENSIONS: Record<Exclude<UnitKind, "fuel economy">, Dimension> = {
  length: { length: 1 },
  area: { length: 2 },
  volume: { length: 3 },
  mass: { mass: 1 },
  temperature: { temperature: 1 },
  time: { time: 1 },
  speed: { length: 1, time: -1 },
  acceleration: { length: 1, time: -2 },
  force: { mass: 1, length: 1, time: -2 },
  energy: { mass: 1, length: 2, time: -2 },
  power: { mass: 1, length: 2, time: -3 },
  pressure: { mass: 1, length: -1, time: -2 },
  frequency: { time: -1 },
  "data size": { information: 1 },
};

interface Spec {
  id: string;
  symbol: string;
  name: string;
  plural?: string;
  factor: Ratio;
  definition: string;
  aliases?: readonly string[];
  kindAliases?: readonly string[];
  system?: UnitSystem;
  offset?: Ratio;
  dimension?: Dimension;
}

function kindOf(kind: UnitKind, system: UnitSystem, specs: readonly Spec[]): UnitDefinition[] {
  return specs.map((s) => {
    const dimension = s.dimension ?? (kind === "fuel economy" ? undefined : DIMENSIONS[kind]);
    if (!dimension) throw new Error(`Unit ${s.id} needs a dimension`);
    return {
      id: s.id,
      name: s.name,
      plural: s.plural ?? `${s.name}s`,
      symbol: s.symbol,
      aliases: s.aliases ?? [],
      ...(s.kindAliases ? { kindAliases: s.kindAliases } : {}),
      kind,
      dimension,
      factor: s.factor,
      ...(s.offset ? { offset: s.offset } : {}),
      definition: s.definition,
      system: s.system ?? system,
    };
  });
}

const LENGTH = kindOf("length", "Metric", [
  { id: "nm", symbol: "nm", name: "nanometer", factor: dec("1e-9"), definition: "10⁻⁹ m", aliases: ["nanometre", "nanometres"] },
  { id: "um", symbol: "µm", name: "micrometer", factor: dec("1e-6"), definition: "10⁻⁶ m", aliases: ["μm", "um", "micron", "microns", "micrometre", "micrometres"] },
  { id: "mm", symbol: "mm", name: "millimeter", factor: dec("0.001"), definition: "0.001 m", aliases: ["millimetre", "millimetres"] },
  { id: "cm", symbol: "cm", name: "centimeter", factor: dec("0.01"), definition: "0.01 m", aliases: ["centimetre", "centimetres"] },
  { id: "dm", symbol: "dm", name: "decimeter", factor: dec("0.1"), definition: "0.1 m", aliases: ["decimetre", "decimetres"] },
  { id: "m", symbol: "m", name: "meter", factor: frac(1), definition: "The SI unit of length", aliases: ["metre", "metres"] },
  { id: "km", symbol: "km", name: "kilometer", factor: frac(1000), definition: "1000 m", aliases: ["kilometre", "kilometres", "kms"] },
  { id: "in", symbol: "in", name: "inch", plural: "inches", factor: INCH, definition: "2.54 cm exactly (international inch, 1959)", aliases: ["″", '"', "''", "inches", "in."], system: "Imperial" },
  { id: "ft", symbol: "ft", name: "foot", plural: "feet", factor: FOOT, definition: "12 in = 0.3048 m exactly (international foot, 1959)", aliases: ["′", "'", "feet", "ft."], system: "Imperial" },
  { id: "yd", symbol: "yd", name: "yard", factor: YARD, definition: "3 ft = 0.9144 m exactly (international yard, 1959)", aliases: ["yds"], system: "Imperial" },
  { id: "mi", symbol: "mi", name: "mile", factor: MILE, definition: "5280 ft = 1609.344 m exactly (statute mile)", aliases: ["miles"], system: "Imperial" },
  { id: "nmi", symbol: "nmi", name: "nautical mile", factor: NAUTICAL_MILE, definition: "1852 m exactly (international, 1929)", aliases: ["NM", "nautical miles"], system: "Other" },
  { id: "mil", symbol: "mil", name: "thou", plural: "thou", factor: mul(INCH, dec("0.001")), definition: "0.001 in", aliases: ["thou", "mils"], system: "Imperial" },
  { id: "hand", symbol: "hh", name: "hand", factor: mul(INCH, frac(4)), definition: "4 in (horse heights)", aliases: ["hands"], system: "Imperial" },
  { id: "ftm", symbol: "ftm", name: "fathom", factor: mul(FOOT, frac(6)), definition: "6 ft", aliases: ["fathoms"], system: "Imperial" },
  { id: "rd", symbol: "rd", name: "rod", factor: mul(FOOT, dec("16.5")), definition: "16.5 ft (also pole or perch)", aliases: ["rods", "pole", "perch"], system: "Other" },
  { id: "ch", symbol: "ch", name: "chain", factor: mul(FOOT, frac(66)), definition: "66 ft (Gunter's chain)", aliases: ["chains"], system: "Other" },
  { id: "fur", symbol: "fur", name: "furlong", factor: mul(FOOT, frac(660)), definition: "660 ft = 1/8 mile", aliases: ["furlongs"], system: "Other" },
  { id: "lea", symbol: "lea", name: "league", factor: mul(MILE, frac(3)), definition: "3 miles", aliases: ["leagues"], system: "Other" },
  { id: "ftUS", symbol: "ft (US survey)", name: "US survey foot", plural: "US survey feet", factor: SURVEY_FOOT, definition: "1200/3937 m (retired in 2022; old US land records)", aliases: ["survey foot", "survey feet", "ftUS"], system: "US" },
  { id: "miUS", symbol: "mi (US survey)", name: "US survey mile", factor: mul(SURVEY_FOOT, frac(5280)), definition: "5280 US survey feet", aliases: ["survey mile", "survey miles"], system: "US" },
  { id: "angstrom", symbol: "Å", name: "ångström", factor: dec("1e-10"), definition: "10⁻¹⁰ m", aliases: ["angstrom", "angstroms", "Å"], system: "Other" },
  { id: "au", symbol: "au", name: "astronomical unit", factor: frac(149597870700), definition: "149,597,870,700 m exactly (IAU 2012)", aliases: ["AU", "astronomical units"], system: "Other" },
  { id: "ly", symbol: "ly", name: "light-year", factor: frac(9460730472580800), definition: "299,792,458 m/s × 365.25 days = 9,460,730,472,580,800 m", aliases: ["light year", "light years", "lightyear", "lightyears"], system: "Other" },
]);

const AREA = kindOf("area", "Metric", [
  { id: "m2", symbol: "m²", name: "square meter", factor: frac(1), definition: "The SI unit of area", aliases: ["sq m", "sqm", "square metre", "square metres"] },
  { id: "km2", symbol: "km²", name: "square kilometer", factor: frac(1000000), definition: "1000 m × 1000 m", aliases: ["sq km", "square kilometre", "square kilometres"] },
  { id: "cm2", symbol: "cm²", name: "square centimeter", factor: dec("0.0001"), definition: "0.01 m × 0.01 m", aliases: ["sq cm", "square centimetre", "square centimetres"] },
  { id: "mm2", symbol: "mm²", name: "square millimeter", factor: dec("0.000001"), definition: "0.001 m × 0.001 m", aliases: ["sq mm", "square millimetre", "square millimetres"] },
  { id: "ha", symbol: "ha", name: "hectare", factor: frac(10000), definition: "100 m × 100 m", aliases: ["hectares"] },
  { id: "a", symbol: "a", name: "are", factor: frac(100), definition: "10 m × 10 m", aliases: ["ares"] },
  { id: "ft2", symbol: "ft²", name: "square foot", plural: "square feet", factor: mul(FOOT, FOOT), definition: "0.3048 m × 0.3048 m (international foot)", aliases: ["sq ft", "sqft", "sq. ft.", "square feet"], system: "Imperial" },
  { id: "yd2", symbol: "yd²", name: "square yard", factor: mul(YARD, YARD), definition: "9 ft²", aliases: ["sq yd", "sq yds"], system: "Imperial" },
  { id: "in2", symbol: "in²", name: "square inch", plural: "square inches", factor: mul(INCH, INCH), definition: "0.0254 m × 0.0254 m", aliases: ["sq in", "square inches"], system: "Imperial" },
  { id: "mi2", symbol: "mi²", name: "square mile", factor: mul(MILE, MILE), definition: "640 acres (1 mile = 5280 ft)", aliases: ["sq mi"], system: "Imperial" },
  { id: "ac", symbol: "ac", name: "acre", factor: times(frac(43560), FOOT, FOOT), definition: "43,560 ft²", aliases: ["acres"], system: "Imperial" },
  { id: "rd2", symbol: "rd²", name: "square rod", factor: times(dec("272.25"), FOOT, FOOT), definition: "16.5 ft × 16.5 ft = 272.25 ft²", aliases: ["sq rd"], system: "Other" },
  { id: "ch2", symbol: "ch²", name: "square chain", factor: times(frac(4356), FOOT, FOOT), definition: "66 ft × 66 ft = 4,356 ft² (1/10 acre)", aliases: ["sq ch"], system: "Other" },
  { id: "fur2", symbol: "fur²", name: "square furlong", factor: times(frac(435600), FOOT, FOOT), definition: "660 ft × 660 ft = 10 acres", aliases: ["sq fur"], system: "Other" },
]);

const VOLUME = kindOf("volume", "Metric", [
  { id: "m3", symbol: "m³", name: "cubic meter", factor: frac(1), definition: "The SI unit of volume", aliases: ["cu m", "cubic metre", "cubic metres"] },
  { id: "L", symbol: "L", name: "liter", factor: LITRE, definition: "1 dm³ = 0.001 m³", aliases: ["l", "litre", "litres", "ℓ"] },
  { id: "dL", symbol: "dL", name: "deciliter", factor: mul(LITRE, dec("0.1")), definition: "0.1 L", aliases: ["dl", "decilitre", "decilitres"] },
  { id: "cL", symbol: "cL", name: "centiliter", factor: mul(LITRE, dec("0.01")), definition: "0.01 L", aliases: ["cl", "centilitre", "centilitres"] },
  { id: "mL", symbol: "mL", name: "milliliter", factor: mul(LITRE, dec("0.001")), definition: "0.001 L = 1 cm³", aliases: ["ml", "millilitre", "millilitres"] },
  { id: "cm3", symbol: "cm³", name: "cubic centimeter", factor: dec("1e-6"), definition: "0.01 m × 0.01 m × 0.01 m = 1 mL", aliases: ["cc", "cu cm", "cubic centimetre", "cubic centimetres"] },
  { id: "mm3", symbol: "mm³", name: "cubic millimeter", factor: dec("1e-9"), definition: "0.001 m × 0.001 m × 0.001 m", aliases: ["cubic millimetre", "cubic millimetres"] },
  { id: "km3", symbol: "km³", name: "cubic kilometer", factor: dec("1e9"), definition: "1000 m × 1000 m × 1000 m", aliases: ["cubic kilometre", "cubic kilometres"] },
  { id: "in3", symbol: "in³", name: "cubic inch", plural: "cubic inches", factor: times(INCH, INCH, INCH), definition: "0.0254 m × 0.0254 m × 0.0254 m", aliases: ["cu in", "cubic inches"], system: "Imperial" },
  { id: "ft3", symbol: "ft³", name: "cubic foot", plural: "cubic feet", factor: times(FOOT, FOOT, FOOT), definition: "1728 in³", aliases: ["cu ft", "cubic feet"], system: "Imperial" },
  { id: "yd3", symbol: "yd³", name: "cubic yard", factor: times(YARD, YARD, YARD), definition: "27 ft³", aliases: ["cu yd"], system: "Imperial" },
  { id: "gal", symbol: "gal", name: "US gallon", factor: US_GALLON, definition: "231 in³ = 3.785411784 L exactly", aliases: ["gallon", "gallons", "US gal", "gal (US)"], system: "US" },
  { id: "qt", symbol: "qt", name: "US quart", factor: div(US_GALLON, frac(4)), definition: "1/4 US gallon = 32 US fl oz", aliases: ["quart", "quarts"], system: "US" },
  { id: "pt", symbol: "pt", name: "US pint", factor: div(US_GALLON, frac(8)), definition: "1/8 US gallon = 16 US fl oz", aliases: ["pint", "pints"], system: "US" },
  { id: "cup", symbol: "cup", name: "US cup", factor: mul(US_FLUID_OUNCE, frac(8)), definition: "8 US fl oz = 236.5882365 mL (US customary cup)", aliases: ["cups", "c"], system: "US" },
  { id: "floz", symbol: "fl oz", name: "US fluid ounce", factor: US_FLUID_OUNCE, definition: "1/128 US gallon = 29.5735295625 mL", aliases: ["floz", "fluid ounce", "fluid ounces", "fl. oz.", "fl.oz"], kindAliases: ["oz", "ounce", "ounces"], system: "US" },
  { id: "tbsp", symbol: "tbsp", name: "US tablespoon", factor: div(US_FLUID_OUNCE, frac(2)), definition: "1/2 US fl oz = 14.78676478125 mL", aliases: ["tablespoon", "tablespoons", "Tbsp", "T", "tbs", "tbsp."], system: "US" },
  { id: "tsp", symbol: "tsp", name: "US teaspoon", factor: div(US_FLUID_OUNCE, frac(6)), definition: "1/6 US fl oz = 4.92892159375 mL", aliases: ["teaspoon", "teaspoons", "tsp."], system: "US" },
  { id: "cupLegal", symbol: "cup (US legal)", name: "US legal cup", factor: mul(LITRE, dec("0.24")), definition: "240 mL exactly (US nutrition labelling, 21 CFR 101.9)", aliases: ["legal cup", "legal cups"], system: "US" },
  { id: "cupMetric", symbol: "cup (metric)", name: "metric cup", factor: mul(LITRE, dec("0.25")), definition: "250 mL exactly (Australia, Canada, New Zealand, South Africa recipes)", aliases: ["metric cups"], system: "Other" },
  { id: "bbl", symbol: "bbl", name: "barrel of oil", plural: "barrels of oil", factor: mul(US_GALLON, frac(42)), definition: "42 US gallons", aliases: ["barrel", "barrels", "oil barrel"], system: "US" },
  { id: "galImp", symbol: "gal (imp)", name: "imperial gallon", factor: IMPERIAL_GALLON, definition: "4.54609 L exactly (UK, 1985)", aliases: ["imp gal", "UK gallon", "UK gallons"], system: "Imperial" },
  { id: "qtImp", symbol: "qt (imp)", name: "imperial quart", factor: div(IMPERIAL_GALLON, frac(4)), definition: "1/4 imperial gallon", aliases: ["imp qt", "UK quart"], system: "Imperial" },
  { id: "ptImp", symbol: "pt (imp)", name: "imperial pint", factor: div(IMPERIAL_GALLON, frac(8)), definition: "1/8 imperial gallon = 568.26125 mL", aliases: ["imp pt", "UK pint", "UK pints"], system: "Imperial" },
  { id: "flozImp", symbol: "fl oz (imp)", name: "imperial fluid ounce", factor: IMPERIAL_FLUID_OUNCE, definition: "1/160 imperial gallon = 28.4130625 mL", aliases: ["imp fl oz", "UK fl oz"], system: "Imperial" },
]);

const MASS = kindOf("mass", "Metric", [
  { id: "ug", symbol: "µg", name: "microgram", factor: dec("1e-9"), definition: "10⁻⁶ g", aliases: ["μg", "ug", "mcg", "microgramme", "microgrammes"] },
  { id: "mg", symbol: "mg", name: "milligram", factor: dec("1e-6"), definition: "0.001 g", aliases: ["milligramme", "milligrammes"] },
  { id: "g", symbol: "g", name: "gram", factor: dec("0.001"), definition: "0.001 kg", aliases: ["gramme", "grammes", "grams"] },
  { id: "kg", symbol: "kg", name: "kilogram", factor: frac(1), definition: "The SI unit of mass", aliases: ["kilo", "kilos", "kilogramme", "kilogrammes", "kgs"] },
  { id: "t", symbol: "t", name: "tonne", factor: frac(1000), definition: "1000 kg (metric ton)", aliases: ["metric ton", "metric tons", "tonnes"] },
  { id: "gr", symbol: "gr", name: "grain", factor: mul(POUND, frac(1, 7000)), definition: "1/7000 lb = 64.79891 mg exactly", aliases: ["grains"], system: "Imperial" },
  { id: "dr", symbol: "dr", name: "dram", factor: mul(POUND, frac(1, 256)), definition: "1/16 oz (avoirdupois)", aliases: ["drams", "drachm"], system: "Imperial" },
  { id: "oz", symbol: "oz", name: "ounce", factor: mul(POUND, frac(1, 16)), definition: "1/16 lb = 28.349523125 g exactly (avoirdupois)", aliases: ["ounces"], system: "Imperial" },
  { id: "lb", symbol: "lb", name: "pound", factor: POUND, definition: "0.45359237 kg exactly (international pound, 1959)", aliases: ["lbs", "pounds", "#"], system: "Imperial" },
  { id: "st", symbol: "st", name: "stone", plural: "stone", factor: mul(POUND, frac(14)), definition: "14 lb = 6.35029318 kg", aliases: ["stones"], system: "Imperial" },
  { id: "cwtUS", symbol: "cwt (US)", name: "US hundredweight", factor: mul(POUND, frac(100)), definition: "100 lb (short hundredweight)", aliases: ["short hundredweight"], system: "US" },
  { id: "cwt", symbol: "cwt", name: "hundredweight", factor: mul(POUND, frac(112)), definition: "112 lb (long hundredweight, UK)", aliases: ["long hundredweight", "hundredweights"], system: "Imperial" },
  { id: "ton", symbol: "US ton", name: "short ton", factor: mul(POUND, frac(2000)), definition: "2000 lb = 907.18474 kg (the US ton)", aliases: ["ton", "tons", "short tons", "ton (US)", "US tons", "tn"], system: "US" },
  { id: "LT", symbol: "LT", name: "long ton", factor: mul(POUND, frac(2240)), definition: "2240 lb = 1016.0469088 kg (the UK ton)", aliases: ["long tons", "UK ton", "UK tons", "imperial ton"], system: "Imperial" },
  { id: "ozt", symbol: "oz t", name: "troy ounce", factor: mul(POUND, frac(480, 7000)), definition: "480 grains = 31.1034768 g (precious metals)", aliases: ["ozt", "troy oz", "troy ounces", "t oz"], system: "Other" },
  { id: "lbt", symbol: "lb t", name: "troy pound", factor: mul(POUND, frac(5760, 7000)), definition: "12 troy ounces = 5760 grains", aliases: ["troy lb", "troy pounds"], system: "Other" },
  { id: "dwt", symbol: "dwt", name: "pennyweight", factor: mul(POUND, frac(24, 7000)), definition: "24 grains = 1/20 troy ounce", aliases: ["pennyweights"], system: "Other" },
  { id: "ct", symbol: "ct", name: "carat", factor: dec("0.0002"), definition: "200 mg exactly (metric carat, gems)", aliases: ["carats"], system: "Other" },
]);

const KELVIN_AT_ZERO_CELSIUS = dec("273.15");
const FIVE_NINTHS = frac(5, 9);

const TEMPERATURE = kindOf("temperature", "Metric", [
  { id: "degC", symbol: "°C", name: "degree Celsius", plural: "degrees Celsius", factor: frac(1), offset: KELVIN_AT_ZERO_CELSIUS, definition: "K − 273.15", aliases: ["℃", "C", "celsius", "Celsius", "degC", "deg C", "centigrade"] },
  { id: "degF", symbol: "°F", name: "degree Fahrenheit", plural: "degrees Fahrenheit", factor: FIVE_NINTHS, offset: sub(KELVIN_AT_ZERO_CELSIUS, mul(frac(32), FIVE_NINTHS)), definition: "°C × 9/5 + 32", aliases: ["℉", "F", "fahrenheit", "Fahrenheit", "degF", "deg F"], system: "Imperial" },
  { id: "K", symbol: "K", name: "kelvin", plural: "kelvins", factor: frac(1), definition: "The SI unit of temperature; 0 K is absolute zero", aliases: ["kelvin", "Kelvin", "°K"] },
  { id: "degR", symbol: "°R", name: "degree Rankine", plural: "degrees Rankine", factor: FIVE_NINTHS, definition: "K × 9/5 (absolute zero is 0 °R)", aliases: ["Ra", "°Ra", "rankine", "Rankine", "degR"], system: "Imperial" },
  { id: "degDe", symbol: "°De", name: "degree Delisle", plural: "degrees Delisle", factor: frac(-2, 3), offset: dec("373.15"), definition: "(100 − °C) × 3/2: counts down from boiling water", aliases: ["delisle", "Delisle"], system: "Other" },
  { id: "degN", symbol: "°N", name: "degree Newton", plural: "degrees Newton", factor: frac(100, 33), offset: KELVIN_AT_ZERO_CELSIUS, definition: "°C × 33/100", aliases: ["newton scale"], system: "Other" },
  { id: "degRe", symbol: "°Ré", name: "degree Réaumur", plural: "degrees Réaumur", factor: frac(5, 4), offset: KELVIN_AT_ZERO_CELSIUS, definition: "°C × 4/5", aliases: ["°Re", "réaumur", "Réaumur", "reaumur", "Reaumur"], system: "Other" },
  { id: "degRo", symbol: "°Rø", name: "degree Rømer", plural: "degrees Rømer", factor: frac(40, 21), offset: sub(KELVIN_AT_ZERO_CELSIUS, frac(100, 7)), definition: "°C × 21/40 + 7.5", aliases: ["°Ro", "rømer", "Rømer", "romer", "Romer"], system: "Other" },
]);

const TIME = kindOf("time", "Metric", [
  { id: "ns", symbol: "ns", name: "nanosecond", factor: dec("1e-9"), definition: "10⁻⁹ s", aliases: ["nanoseconds"] },
  { id: "us", symbol: "µs", name: "microsecond", factor: dec("1e-6"), definition: "10⁻⁶ s", aliases: ["μs", "us", "microseconds"] },
  { id: "ms", symbol: "ms", name: "millisecond", factor: dec("0.001"), definition: "0.001 s", aliases: ["milliseconds"] },
  { id: "s", symbol: "s", name: "second", factor: frac(1), definition: "The SI unit of time", aliases: ["sec", "secs", "seconds"] },
  { id: "min", symbol: "min", name: "minute", factor: frac(60), definition: "60 s", aliases: ["mins", "minutes"] },
  { id: "h", symbol: "h", name: "hour", factor: HOUR, definition: "60 min = 3600 s", aliases: ["hr", "hrs", "hours"] },
  { id: "d", symbol: "d", name: "day", factor: frac(86400), definition: "24 h = 86,400 s", aliases: ["days"] },
  { id: "wk", symbol: "wk", name: "week", factor: frac(604800), definition: "7 days", aliases: ["weeks"] },
  { id: "mo", symbol: "mo", name: "month", factor: frac(2629800), definition: "1/12 of a Julian year = 30.4375 days (an average month)", aliases: ["months"], system: "Other" },
  { id: "yr", symbol: "yr", name: "year", factor: frac(31557600), definition: "365.25 days (Julian year, as astronomers count)", aliases: ["years", "y"], system: "Other" },
]);

const SPEED = kindOf("speed", "Metric", [
  { id: "m/s", symbol: "m/s", name: "meter per second", plural: "meters per second", factor: frac(1), definition: "The SI unit of speed", aliases: ["mps", "metres per second", "m/sec"] },
  { id: "km/h", symbol: "km/h", name: "kilometer per hour", plural: "kilometers per hour", factor: div(frac(1000), HOUR), definition: "1000 m / 3600 s", aliases: ["kph", "kmh", "kmph", "km/hr", "kilometres per hour"] },
  { id: "mph", symbol: "mph", name: "mile per hour", plural: "miles per hour", factor: div(MILE, HOUR), definition: "1609.344 m / 3600 s", aliases: ["mi/h", "mi/hr"], system: "Imperial" },
  { id: "ft/s", symbol: "ft/s", name: "foot per second", plural: "feet per second", factor: FOOT, definition: "0.3048 m/s", aliases: ["fps", "ft/sec"], system: "Imperial" },
  { id: "km/s", symbol: "km/s", name: "kilometer per second", plural: "kilometers per second", factor: frac(1000), definition: "1000 m/s", aliases: ["kilometres per second"] },
  { id: "cm/s", symbol: "cm/s", name: "centimeter per second", plural: "centimeters per second", factor: dec("0.01"), definition: "0.01 m/s", aliases: ["centimetres per second"] },
  { id: "m/min", symbol: "m/min", name: "meter per minute", plural: "meters per minute", factor: frac(1, 60), definition: "1 m / 60 s", aliases: ["metres per minute"] },
  { id: "ft/min", symbol: "ft/min", name: "foot per minute", plural: "feet per minute", factor: div(FOOT, frac(60)), definition: "0.3048 m / 60 s (lifts, air flow)", aliases: ["fpm"], system: "Imperial" },
  { id: "in/s", symbol: "in/s", name: "inch per second", plural: "inches per second", factor: INCH, definition: "0.0254 m/s", aliases: ["ips"], system: "Imperial" },
  { id: "mi/s", symbol: "mi/s", name: "mile per second", plural: "miles per second", factor: MILE, definition: "1609.344 m/s", aliases: [], system: "Imperial" },
  { id: "kn", symbol: "kn", name: "knot", factor: div(NAUTICAL_MILE, HOUR), definition: "1 nautical mile per hour = 1852 m / 3600 s", aliases: ["knots", "kt", "kts"], system: "Other" },
]);

const ACCELERATION = kindOf("acceleration", "Metric", [
  { id: "m/s2", symbol: "m/s²", name: "meter per second squared", plural: "meters per second squared", factor: frac(1), definition: "The SI unit of acceleration", aliases: ["m/s^2"] },
  { id: "gn", symbol: "g₀", name: "standard gravity", plural: "standard gravities", factor: GRAVITY, definition: "9.80665 m/s² exactly", aliases: ["gee", "g0"], system: "Other" },
]);

const FORCE = kindOf("force", "Metric", [
  { id: "N", symbol: "N", name: "newton", factor: frac(1), definition: "1 kg·m/s²", aliases: ["newtons"] },
  { id: "kN", symbol: "kN", name: "kilonewton", factor: frac(1000), definition: "1000 N", aliases: ["kilonewtons"] },
  { id: "dyn", symbol: "dyn", name: "dyne", factor: dec("0.00001"), definition: "1 g·cm/s² = 10⁻⁵ N", aliases: ["dynes"] },
  { id: "kgf", symbol: "kgf", name: "kilogram-force", plural: "kilograms-force", factor: GRAVITY, definition: "1 kg × 9.80665 m/s²", aliases: ["kp"], system: "Other" },
  { id: "lbf", symbol: "lbf", name: "pound-force", plural: "pounds-force", factor: POUND_FORCE, definition: "1 lb × 9.80665 m/s² = 4.4482216152605 N", aliases: ["pound force"], system: "Imperial" },
]);

const ENERGY = kindOf("energy", "Metric", [
  { id: "J", symbol: "J", name: "joule", factor: frac(1), definition: "1 N·m", aliases: ["joules"] },
  { id: "kJ", symbol: "kJ", name: "kilojoule", factor: frac(1000), definition: "1000 J", aliases: ["kilojoules"] },
  { id: "MJ", symbol: "MJ", name: "megajoule", factor: frac(1000000), definition: "10⁶ J", aliases: ["megajoules"] },
  { id: "Wh", symbol: "Wh", name: "watt-hour", factor: HOUR, definition: "1 W × 3600 s", aliases: ["watt hour", "watt hours"] },
  { id: "kWh", symbol: "kWh", name: "kilowatt-hour", factor: mul(HOUR, frac(1000)), definition: "1 kW × 3600 s = 3.6 MJ", aliases: ["kilowatt hour", "kilowatt hours"] },
  { id: "cal", symbol: "cal", name: "calorie", factor: dec("4.184"), definition: "4.184 J exactly (thermochemical calorie)", aliases: ["calories"], system: "Other" },
  { id: "kcal", symbol: "kcal", name: "kilocalorie", factor: frac(4184), definition: "1000 cal = 4184 J (the food Calorie)", aliases: ["Cal", "kilocalories", "Calorie", "Calories"], system: "Other" },
  { id: "BTU", symbol: "BTU", name: "British thermal unit", factor: dec("1055.05585262"), definition: "1055.05585262 J exactly (International Table BTU)", aliases: ["Btu", "btu"], system: "Imperial" },
  { id: "ftlbf", symbol: "ft·lbf", name: "foot-pound", factor: mul(FOOT, POUND_FORCE), definition: "1 ft × 1 lbf", aliases: ["ft lbf", "ft-lbf", "foot-pounds", "foot pound"], system: "Imperial" },
  { id: "eV", symbol: "eV", name: "electronvolt", factor: dec("1.602176634e-19"), definition: "1.602176634 × 10⁻¹⁹ J exactly (SI 2019)", aliases: ["electronvolts", "electron volt"], system: "Other" },
]);

const WATT_PER_HP = times(frac(550), FOOT, POUND_FORCE);

const POWER = kindOf("power", "Metric", [
  { id: "W", symbol: "W", name: "watt", factor: frac(1), definition: "1 J/s", aliases: ["watts"] },
  { id: "kW", symbol: "kW", name: "kilowatt", factor: frac(1000), definition: "1000 W", aliases: ["kilowatts"] },
  { id: "MW", symbol: "MW", name: "megawatt", factor: frac(1000000), definition: "10⁶ W", aliases: ["megawatts"] },
  { id: "hp", symbol: "hp", name: "horsepower", plural: "horsepower", factor: WATT_PER_HP, definition: "550 ft·lbf/s ≈ 745.7 W (mechanical horsepower)", aliases: ["bhp"], system: "Imperial" },
  { id: "PS", symbol: "PS", name: "metric horsepower", plural: "metric horsepower", factor: mul(frac(75), GRAVITY), definition: "75 kgf·m/s = 735.49875 W", aliases: ["cv", "ps"], system: "Other" },
  { id: "BTU/h", symbol: "BTU/h", name: "BTU per hour", plural: "BTU per hour", factor: div(dec("1055.05585262"), HOUR), definition: "1 BTU / 3600 s", aliases: ["Btu/h", "btu/h", "BTU/hr"], system: "Imperial" },
]);

const POWER_OF_TEN_PRESSURE = kindOf("pressure", "Metric", [
  { id: "Pa", symbol: "Pa", name: "pascal", factor: frac(1), definition: "1 N/m²", aliases: ["pascals"] },
  { id: "hPa", symbol: "hPa", name: "hectopascal", factor: frac(100), definition: "100 Pa (= 1 mbar)", aliases: ["hectopascals"] },
  { id: "kPa", symbol: "kPa", name: "kilopascal", factor: frac(1000), definition: "1000 Pa", aliases: ["kilopascals"] },
  { id: "MPa", symbol: "MPa", name: "megapascal", factor: frac(1000000), definition: "10⁶ Pa", aliases: ["megapascals"] },
  { id: "bar", symbol: "bar", name: "bar", factor: frac(100000), definition: "100,000 Pa", aliases: ["bars"] },
  { id: "mbar", symbol: "mbar", name: "millibar", factor: frac(100), definition: "100 Pa", aliases: ["millibars", "mb"] },
  { id: "atm", symbol: "atm", name: "standard atmosphere", factor: frac(101325), definition: "101,325 Pa exactly", aliases: ["atmosphere", "atmospheres"], system: "Other" },
  { id: "psi", symbol: "psi", name: "pound per square inch", plural: "pounds per square inch", factor: div(POUND_FORCE, mul(INCH, INCH)), definition: "1 lbf / 1 in² ≈ 6894.757 Pa", aliases: ["lbf/in²", "lbf/in2"], system: "Imperial" },
  { id: "mmHg", symbol: "mmHg", name: "millimeter of mercury", plural: "millimeters of mercury", factor: MM_HG, definition: "133.322387415 Pa (conventional)", aliases: ["mm Hg", "millimetres of mercury"], system: "Other" },
  { id: "inHg", symbol: "inHg", name: "inch of mercury", plural: "inches of mercury", factor: mul(MM_HG, dec("25.4")), definition: "25.4 mmHg", aliases: ["in Hg", "inches of mercury"], system: "Imperial" },
  { id: "Torr", symbol: "Torr", name: "torr", plural: "torr", factor: frac(101325, 760), definition: "1/760 atm", aliases: ["torr"], system: "Other" },
]);

const FREQUENCY = kindOf("frequency", "Metric", [
  { id: "Hz", symbol: "Hz", name: "hertz", plural: "hertz", factor: frac(1), definition: "1 per second", aliases: [] },
  { id: "kHz", symbol: "kHz", name: "kilohertz", plural: "kilohertz", factor: frac(1000), definition: "1000 Hz", aliases: [] },
  { id: "MHz", symbol: "MHz", name: "megahertz", plural: "megahertz", factor: frac(1000000), definition: "10⁶ Hz", aliases: [] },
  { id: "GHz", symbol: "GHz", name: "gigahertz", plural: "gigahertz", factor: frac(1000000000), definition: "10⁹ Hz", aliases: [] },
  { id: "rpm", symbol: "rpm", name: "revolution per minute", plural: "revolutions per minute", factor: frac(1, 60), definition: "1/60 Hz", aliases: ["RPM", "r/min"], system: "Other" },
]);

/**
 * Fuel economy comes in two reciprocal forms: volume per distance (L/100 km, dimension of an area) and distance per
 * volume (mpg, km/L, dimension length⁻²). convert() turns one into the other by inverting: 10 L/100 km = 10 km/L.
 */
const FUEL = kindOf("fuel economy", "Metric", [
  { id: "L/100km", symbol: "L/100 km", name: "liter per 100 kilometers", plural: "liters per 100 kilometers", factor: div(LITRE, frac(100000)), definition: "0.001 m³ / 100,000 m", dimension: { length: 2 }, aliases: ["L/100km", "l/100km", "l/100 km", "litres per 100 km"] },
  { id: "km/L", symbol: "km/L", name: "kilometer per liter", plural: "kilometers per liter", factor: div(frac(1000), LITRE), definition: "1000 m / 0.001 m³", dimension: { length: -2 }, aliases: ["km/l", "kmpl"] },
  { id: "mpg", symbol: "mpg", name: "mile per US gallon", plural: "miles per US gallon", factor: div(MILE, US_GALLON), definition: "1609.344 m / 3.785411784 L", dimension: { length: -2 }, aliases: ["mpg (US)", "MPG", "mi/gal"], system: "US" },
  { id: "mpgImp", symbol: "mpg (imp)", name: "mile per imperial gallon", plural: "miles per imperial gallon", factor: div(MILE, IMPERIAL_GALLON), definition: "1609.344 m / 4.54609 L", dimension: { length: -2 }, aliases: ["mpg (UK)", "UK mpg"], system: "Imperial" },
]);

/**
 * Data sizes, in bytes. The SI prefixes keep their SI meaning (k, M, G, T, P = 10³, 10⁶, 10⁹, 10¹², 10¹⁵: drive makers,
 * macOS since 10.6, network speeds) and the IEC 80000-13 binary prefixes (Ki, Mi, Gi, Ti, Pi = 2¹⁰ … 2⁵⁰: memory,
 * Windows Explorer, which labels them KB, MB, GB) are separate units. A capital B is the byte and a lower-case b the bit
 * where the case can tell them apart (MB and Mb); all-lower-case "mb", "gb", "kb" are how file sizes are usually
 * written, so a data-size converter reads them as bytes (kindAliases), while the unit calculator, where "mb" is the
 * millibar, does not.
 */
const DATA = (() => {
  const B = frac(1);
  const bit = frac(1, 8);
  const decimal = (power: number) => ratio(BigInt(10) ** BigInt(power), 1);
  const binary = (power: number) => ratio(BigInt(2) ** BigInt(power), 1);
  return kindOf("data size", "Metric", [
    { id: "bit", symbol: "bit", name: "bit", factor: bit, definition: "One binary digit; 8 bits make a byte", aliases: ["bits", "b"] },
    { id: "B", symbol: "B", name: "byte", factor: B, definition: "8 bits (an octet)", aliases: ["bytes", "octet", "octets"] },
    { id: "kB", symbol: "kB", name: "kilobyte", factor: decimal(3), definition: "1000 bytes (SI)", aliases: ["KB", "kilobytes", "kbyte", "kbytes"], kindAliases: ["kb"] },
    { id: "MB", symbol: "MB", name: "megabyte", factor: decimal(6), definition: "1000 kB = 1,000,000 bytes (SI)", aliases: ["megabytes", "Mbyte", "Mbytes"], kindAliases: ["mb"] },
    { id: "GB", symbol: "GB", name: "gigabyte", factor: decimal(9), definition: "1000 MB = 10⁹ bytes (SI)", aliases: ["gigabytes", "Gbyte", "Gbytes"], kindAliases: ["gb"] },
    { id: "TB", symbol: "TB", name: "terabyte", factor: decimal(12), definition: "1000 GB = 10¹² bytes (SI)", aliases: ["terabytes", "Tbyte", "Tbytes"], kindAliases: ["tb"] },
    { id: "PB", symbol: "PB", name: "petabyte", factor: decimal(15), definition: "1000 TB = 10¹⁵ bytes (SI)", aliases: ["petabytes", "Pbyte", "Pbytes"], kindAliases: ["pb"] },
    { id: "KiB", symbol: "KiB", name: "kibibyte", factor: binary(10), definition: "1024 bytes = 2¹⁰ bytes (IEC)", aliases: ["kibibytes"], system: "Other" },
    { id: "MiB", symbol: "MiB", name: "mebibyte", factor: binary(20), definition: "1024 KiB = 1,048,576 bytes (IEC)", aliases: ["mebibytes"], system: "Other" },
    { id: "GiB", symbol: "GiB", name: "gibibyte", factor: binary(30), definition: "1024 MiB = 1,073,741,824 bytes (IEC)", aliases: ["gibibytes"], system: "Other" },
    { id: "TiB", symbol: "TiB", name: "tebibyte", factor: binary(40), definition: "1024 GiB = 2⁴⁰ bytes (IEC)", aliases: ["tebibytes"], system: "Other" },
    { id: "PiB", symbol: "PiB", name: "pebibyte", factor: binary(50), definition: "1024 TiB = 2⁵⁰ bytes (IEC)", aliases: ["pebibytes"], system: "Other" },
    { id: "kbit", symbol: "kbit", name: "kilobit", factor: mul(bit, decimal(3)), definition: "1000 bits = 125 bytes (SI)", aliases: ["kilobits", "Kb", "kbits", "Kbit"] },
    { id: "Mbit", symbol: "Mbit", name: "megabit", factor: mul(bit, decimal(6)), definition: "1000 kbit = 125,000 bytes (SI)", aliases: ["megabits", "Mb", "Mbits"] },
    { id: "Gbit", symbol: "Gbit", name: "gigabit", factor: mul(bit, decimal(9)), definition: "1000 Mbit = 125,000,000 bytes (SI)", aliases: ["gigabits", "Gb", "Gbits"] },
    { id: "Tbit", symbol: "Tbit", name: "terabit", factor: mul(bit, decimal(12)), definition: "1000 Gbit = 125 GB (SI)", aliases: ["terabits", "Tb", "Tbits"] },
    { id: "Kibit", symbol: "Kibit", name: "kibibit", factor: mul(bit, binary(10)), definition: "1024 bits = 128 bytes (IEC)", aliases: ["kibibits"], system: "Other" },
    { id: "Mibit", symbol: "Mibit", name: "mebibit", factor: mul(bit, binary(20)), definition: "1024 Kibit = 131,072 bytes (IEC)", aliases: ["mebibits"], system: "Other" },
    { id: "Gibit", symbol: "Gibit", name: "gibibit", factor: mul(bit, binary(30)), definition: "1024 Mibit = 134,217,728 bytes (IEC)", aliases: ["gibibits"], system: "Other" },
    { id: "nibble", symbol: "nibble", name: "nibble", factor: frac(1, 2), definition: "4 bits = half a byte (one hex digit)", aliases: ["nibbles", "nybble", "nybbles"], system: "Other" },
  ]);
})();

export const UNITS: readonly UnitDefinition[] = [
  ...LENGTH,
  ...AREA,
  ...VOLUME,
  ...MASS,
  ...TEMPERATURE,
  ...TIME,
  ...SPEED,
  ...ACCELERATION,
  ...FORCE,
  ...ENERGY,
  ...POWER,
  ...POWER_OF_TEN_PRESSURE,
  ...FREQUENCY,
  ...FUEL,
  ...DATA,
];

export const UNIT_KINDS: readonly UnitKind[] = [
  "length",
  "area",
  "volume",
  "mass",
  "temperature",
  "time",
  "speed",
  "acceleration",
  "force",
  "energy",
  "power",
  "pressure",
  "frequency",
  "fuel economy",
  "data size",
];

const BY_ID = new Map(UNITS.map((u) => [u.id, u]));

export function unitById(id: string): UnitDefinition | undefined {
  return BY_ID.get(id);
}

/** A unit the code knows exists (throws on a typo in our own code, never on user input). */
export function requireUnit(id: string): UnitDefinition {
  const unit = BY_ID.get(id);
  if (!unit) throw new Error(`No unit ${id}`);
  return unit;
}

export function unitsOfKind(kind: UnitKind): UnitDefinition[] {
  return UNITS.filter((u) => u.kind === kind);
}

// ---------------------------------------------------------------------------------------------------------------------
// Looking units up by what people type

/** Longest unit text looked up (anything longer is no unit, and edit distances stay cheap). */
export const MAX_UNIT_TEXT = 40;

/** "m^2", "m2", "sq.ft" → "m²", "m²", "sq ft"; spaces collapsed; curly quotes kept (they are feet and inches). */
export function normalizeUnitText(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\^2|(?<=[a-zA-Z])2$/g, "²")
    .replace(/\^3|(?<=[a-zA-Z])3$/g, "³")
    .replace(/^sq\.\s?/i, "sq ")
    .replace(/^cu\.\s?/i, "cu ")
    .replace(/^square\s/i, "square ")
    .replace(/μ/g, "µ")
    .replace(/^deg(?:rees?)?\s?(?=[CFR]$)/i, "°");
}

interface SpellingTables {
  /** Every spelling of every unit, exactly as written (case matters: mm is not Mm, min is not MIN). */
  exact: Map<string, UnitDefinition>;
  /** Lower-cased spellings that belong to a single unit, for text typed in another case ("KM", "Feet"). */
  folded: Map<string, UnitDefinition | null>;
  /** Spellings read as a unit only where its kind is expected (UnitDefinition.kindAliases), per kind, lower-cased. */
  inKind: Map<UnitKind, Map<string, UnitDefinition>>;
}

function spellings(u: UnitDefinition): string[] {
  return [u.id, u.symbol, u.name, u.plural, ...u.aliases];
}

/**
 * The system written before a short spelling is part of the unit's name: "US tbsp", "US cups", "imp pt", "UK gal".
 * A unit named "US …" or "imperial …" also answers to its symbol and aliases with that qualifier in front, unless
 * another unit already has that spelling.
 */
const QUALIFIERS: readonly [namePrefix: string, written: readonly string[]][] = [
  ["US ", ["US"]],
  ["imperial ", ["imp", "imperial", "UK"]],
];

let tables: SpellingTables | null = null;

/**
 * The spelling tables, built on the first lookup by text rather than when the module loads: a converter's first
 * view and a plain number need none of them, and building them is most of this module's start-up work, which in the
 * browser would be one long task (docs/architecture.md, Page weight).
 */
function spellingTables(): SpellingTables {
  if (tables) return tables;
  const exact = new Map<string, UnitDefinition>();
  const folded = new Map<string, UnitDefinition | null>();
  const inKind = new Map<UnitKind, Map<string, UnitDefinition>>();
  for (const u of UNITS) {
    for (const s of spellings(u)) {
      const key = normalizeUnitText(s);
      const existing = exact.get(key);
      if (existing && existing !== u) throw new Error(`Unit spelling "${s}" is both ${existing.id} and ${u.id}`);
      exact.set(key, u);
    }
  }
  for (const u of UNITS) {
    for (const s of u.kindAliases ?? []) {
      const key = normalizeUnitText(s).toLowerCase();
      const table = inKind.get(u.kind) ?? new Map<string, UnitDefinition>();
      const existing = table.get(key) ?? (exact.get(key)?.kind === u.kind ? exact.get(key) : undefined);
      if (existing && existing !== u) throw new Error(`Unit spelling "${s}" is both ${existing.id} and ${u.id} in ${u.kind}`);
      table.set(key, u);
      inKind.set(u.kind, table);
    }
  }
  for (const u of UNITS) {
    const qualifiers = QUALIFIERS.find(([prefix]) => u.name.startsWith(prefix))?.[1];
    if (!qualifiers) continue;
    // "gal (imp)" and "cwt (US)" are written with the system in brackets: the word before them takes the qualifier too.
    const bracketed = /^(.+) \((?:imp|US)\)$/.exec(u.symbol)?.[1];
    for (const s of [u.symbol, u.plural, ...u.aliases, ...(bracketed ? [bracketed] : [])]) {
      // Only plain words: "tbsp", "fl oz", "cups"; not "gal (imp)" or a spelling that already names the system.
      if (!s || !/^[a-z][a-z .]*$/i.test(s) || /\b(?:US|imp|imperial|UK)\b/i.test(s)) continue;
      for (const q of qualifiers) {
        const key = normalizeUnitText(`${q} ${s}`);
        if (!exact.has(key)) exact.set(key, u);
      }
    }
  }
  for (const [key, u] of exact) {
    // One-letter symbols keep their case: "T" is not "t", "K" is not "k".
    if (key.length < 2) continue;
    const lower = key.toLowerCase();
    const existing = folded.get(lower);
    folded.set(lower, existing === undefined || existing === u ? u : null);
  }
  tables = { exact, folded, inKind };
  return tables;
}

/**
 * The unit a person means by `text`: an exact symbol, alias or name ("ft", "feet", "′", "sq ft", "°C", "celsius"),
 * case-sensitive where case matters, otherwise case-insensitive when only one unit fits. Undefined when none does.
 * With `kind` (a converter of one kind), that kind's own spellings come first: "mb" is a megabyte in a data-size
 * converter, "oz" a US fluid ounce in a volume converter.
 */
export function findUnit(text: string, kind?: UnitKind): UnitDefinition | undefined {
  if (text.length > MAX_UNIT_TEXT) return undefined;
  const key = normalizeUnitText(text);
  if (key === "") return undefined;
  const spelled = spellingTables();
  const own = kind ? spelled.inKind.get(kind) : undefined;
  const exact = spelled.exact.get(key);
  if (own && exact?.kind !== kind) {
    const local = own.get(key.toLowerCase());
    if (local) return local;
  }
  return exact ?? spelled.folded.get(key.toLowerCase()) ?? undefined;
}

/**
 * Did-you-mean candidates for text that is no unit ("fts" → ft, "kilometre" typos, "lbz" → lb): the closest
 * spellings by edit distance (at most 2, or 1 for short text), best first, at most `limit` units, optionally of one kind.
 */
export function suggestUnits(text: string, options: { kind?: UnitKind; limit?: number } = {}): UnitDefinition[] {
  const limit = options.limit ?? 3;
  if (text.length > MAX_UNIT_TEXT) return [];
  const key = normalizeUnitText(text).toLowerCase();
  if (key === "") return [];
  const maxDistance = key.length <= 3 ? 1 : 2;
  const scored = new Map<UnitDefinition, number>();
  for (const [spelling, u] of spellingTables().exact) {
    if (options.kind && u.kind !== options.kind) continue;
    const lower = spelling.toLowerCase();
    let score = editDistance(key, lower, maxDistance);
    // "fts" starts with "ft": a prefix one letter off counts as close.
    if (lower.length >= 2 && key.startsWith(lower) && key.length - lower.length === 1) score = 0.5;
    if (score > maxDistance) continue;
    const previous = scored.get(u);
    if (previous === undefined || score < previous) scored.set(u, score);
  }
  return [...scored.entries()]
    .sort((a, b) => a[1] - b[1] || UNITS.indexOf(a[0]) - UNITS.indexOf(b[0]))
    .slice(0, limit)
    .map(([u]) => u);
}
