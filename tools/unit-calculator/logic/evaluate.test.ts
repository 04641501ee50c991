import { describe, expect, it } from "vitest";
import { calculate, type CalcAnswer } from "./evaluate";
import { MAX_DEPTH, MAX_INPUT_LENGTH } from "./parse";

function answer(line: string): CalcAnswer {
  const outcome = calculate(line);
  if (outcome.kind !== "ok") throw new Error(`${line}: ${outcome.kind === "error" ? outcome.message : "empty"}`);
  return outcome.answer;
}

function error(line: string): string {
  const outcome = calculate(line);
  if (outcome.kind !== "error") throw new Error(`${line}: expected an error, got ${JSON.stringify(outcome)}`);
  return outcome.message;
}

/**
 * Reference values from the definitions: 1 in = 0.0254 m, 1 ft = 0.3048 m, 1 mi = 1609.344 m (1959); 1 lb =
 * 0.45359237 kg; 1 US gal = 231 in³ = 3.785411784 L, 1 US cup = 1/16 gal, 1 tbsp = 1/256 gal; 1 imp gal = 4.54609 L;
 * °F = °C × 9/5 + 32. Each expected text is worked out by hand from them (comment), not read off the code.
 */
describe("unit calculator: results against the definitions", () => {
  it.each([
    // TOOLS.md vectors
    ["5 ft + 3 in to cm", "=", "160.02", "cm"], // 63 in × 2.54
    ["60 mph * 2.5 h to km", "=", "241.4016", "km"], // 150 mi × 1.609344
    ["100 km/h to mph", "≈", "62.1371192237334", "mph"], // 100000 / 1609.344
    ["1 acre to m^2", "=", "4046.8564224", "m²"], // 43560 × 0.09290304
    ["2 h + 30 min to min", "=", "150", "min"],
    ["6 ft 2 in to m", "=", "1.8796", "m"], // 74 × 0.0254
    // the brief's examples
    ["5 ft 3 in + 20 cm to m", "=", "1.8002", "m"], // 1.6002 + 0.2
    ["3 kg / 2 L", "=", "1.5", "kg/L"],
    ["(3 m)^2 to ft^2", "≈", "96.8751937503875", "ft²"], // 9 / 0.09290304
    ["3 cups + 2 tbsp in ml", "=", "739.3382390625", "mL"], // (3/16 + 2/256) gal × 3785.411784
    ["1 gal to L", "=", "3.785411784", "L"],
    ["1 tbsp to mL", "=", "14.78676478125", "mL"], // not mathjs's 15
    // the system written before a short spelling is part of the unit's name, not µs × tbsp
    ["1 US tbsp to mL", "=", "14.78676478125", "mL"],
    ["2 US cups to mL", "=", "473.176473", "mL"], // 16 US fl oz × 29.5735295625
    ["1 imp pt to mL", "=", "568.26125", "mL"],
    ["1 UK gal to L", "=", "4.54609", "L"],
    ["1 mi to ft", "=", "5280", "ft"],
    ["1 lb to g", "=", "453.59237", "g"],
    ["11 st 6 lb to kg", "=", "72.5747792", "kg"], // 160 × 0.45359237
    ["5'3\" to cm", "=", "160.02", "cm"],
    ["5 feet 3 inches to cm", "=", "160.02", "cm"],
    ["10 in in cm", "=", "25.4", "cm"], // "in" the inch, then "in" the keyword
    ["12 inches -> ft", "=", "1", "ft"],
    ["1 sq ft to in^2", "=", "144", "in²"],
    ["1 square foot to square inches", "=", "144", "in²"],
    ["2 m² to cm2", "=", "20000", "cm²"],
    ["1 cubic foot to L", "=", "28.316846592", "L"], // 0.3048³ m³
    ["1 ft³ to in³", "=", "1728", "in³"],
    ["9.81 m/s^2 * 80 kg", "=", "784.8", "N"],
    ["1 kW * 3 h to kWh", "=", "3", "kWh"],
    ["1 kWh to MJ", "=", "3.6", "MJ"],
    ["60 miles per hour to km/h", "=", "96.56064", "km/h"],
    ["1 kph to m/s", "≈", "0.277777777777778", "m/s"],
    ["2^10", "=", "1024", ""],
    ["2^3^2", "=", "512", ""], // right-associative: 2^(3^2)
    ["-2^2", "=", "-4", ""], // the power before the sign
    ["0.1 + 0.2", "=", "0.3", ""],
    ["1 / 3", "≈", "0.333333333333333", ""],
    ["3 m / 2 m", "=", "1.5", ""],
    ["1,000 ft to m", "=", "304.8", "m"],
    ["1e3 m to km", "=", "1", "km"],
    ["1 nautical mile to m", "=", "1852", "m"],
    ["1 fl oz to mL", "=", "29.5735295625", "mL"],
    ["2 US gallons to L", "=", "7.570823568", "L"],
    ["5 ft 3 in in cm", "=", "160.02", "cm"],
    ["10 ft x 12 ft to m^2", "=", "11.1483648", "m²"], // 120 × 0.09290304
    ["1/2 in to mm", "=", "12.7", "mm"], // a written fraction is one number
    ["3 1/2 in to mm", "=", "88.9", "mm"],
    ["½ cup to mL", "=", "118.29411825", "mL"], // 236.5882365 / 2
    ["3½ in to mm", "=", "88.9", "mm"],
    ["1 / 2 in", "=", "0.5", "1/in"], // with spaces it stays a division: 1 ÷ (2 in)
    ["5 ft 3 1/2 in to in", "=", "63.5", "in"],
    // data sizes: SI prefixes are powers of 1000, IEC's Ki/Mi/Gi powers of 1024 (IEC 80000-13); 1 byte = 8 bits
    ["1 GB to MiB", "=", "953.67431640625", "MiB"], // 10⁹ / 2²⁰
    ["1 GiB to bytes", "=", "1073741824", "B"], // 2³⁰
    ["100 Mbit to MB", "=", "12.5", "MB"], // 10⁸ bits / 8 / 10⁶
    ["10 GB / 100 s", "=", "0.1", "GB/s"],
  ])("%s %s %s %s", (line, relation, text, unit) => {
    const result = answer(line);
    expect([result.relation, result.text, result.unit]).toEqual([relation, text, unit]);
  });

  it.each([
    ["20 °C to °F", "68", "°F"],
    ["98.6 °F to °C", "37", "°C"],
    ["-40 °C to °F", "-40", "°F"], // the minus belongs to the Celsius number
    ["0 K to °F", "-459.67", "°F"],
    ["100 °C to K", "373.15", "K"],
    ["20 °C + 5 Δ°C", "25", "°C"],
    ["68 °F - 18 Δ°F to °C", "10", "°C"], // 50 °F = (50 − 32) × 5/9 °C
    ["30 °C - 10 °C", "20", "Δ°C"], // a difference of two temperatures is a change
    ["30 °C - 10 °C to °F", "36", "Δ°F"], // a change of 20 °C is a change of 36 °F (no offset)
    ["20 celsius to fahrenheit", "68", "°F"],
  ])("temperature %s = %s %s", (line, text, unit) => {
    const result = answer(line);
    expect([result.relation, result.text, result.unit]).toEqual(["=", text, unit]);
  });

  it.each([
    // 100 km ÷ (30 × 1.609344 km / 3.785411784 L) = 378.5411784 / 48.28032 L
    ["30 mpg to L/100km", "≈", "7.84048611111111", "L/100 km"],
    // 1 / (5 L / 100 km) = 20 km/L
    ["5 L/100 km to km/L", "=", "20", "km/L"],
    ["5 L/100 km to mpg", "≈", "47.0429166666667", "mpg"], // 100 × 3.785411784 / (5 × 1.609344)
    ["10 L/100km to mpg (imp)", "≈", "28.2480936331822", "mpg (imp)"], // 100 × 4.54609 / (10 × 1.609344)
    ["20 km/L to L/100 km", "=", "5", "L/100 km"],
  ])("fuel economy %s", (line, relation, text, unit) => {
    const result = answer(line);
    expect([result.relation, result.text, result.unit]).toEqual([relation, text, unit]);
    expect(result.note).toMatch(/reciprocals/);
  });

  it.each([
    ["5.3 ft to ft in", "=", "5 ft 3.6 in"],
    ["160 lb to st lb", "=", "11 st 6 lb"],
    ["100 min to h min", "=", "1 h 40 min"],
    ["1.8 m to ft in", "≈", "5 ft 10.866142 in"], // 1.8 / 0.0254 = 70.866… in
    ["-1.8 m to ft in", "≈", "−5 ft 10.866142 in"],
  ])("compound result %s", (line, relation, text) => {
    const result = answer(line);
    expect([result.relation, result.text]).toEqual([relation, text]);
  });
});

describe("unit calculator: the unit of the answer when none is asked for", () => {
  it.each([
    ["5 ft 3 in + 20 cm", "ft"], // the first unit of the line that measures the result
    ["60 mph * 2.5 h", "mi"], // an imperial line answers in the largest imperial unit with a value ≥ 1
    ["100 km/h * 30 min", "km"],
    ["3 kg / 2 L", "kg/L"], // no density unit in the table: the line's own units
    ["5 L/100 km", "L/100 km"],
    ["20 °C + 5 Δ°C", "°C"],
  ])("%s is shown in %s", (line, unit) => {
    expect(answer(line).unit).toBe(unit);
  });

  it("lists the result in other units, each with its own = or ≈", () => {
    const result = answer("60 mph * 2.5 h");
    expect(result.text).toBe("150");
    expect(result.alternatives).toContainEqual({ relation: "=", text: "241.4016", unit: "km" });
    expect(result.alternatives).toContainEqual({ relation: "=", text: "792000", unit: "ft" });
    expect(answer("5 L/100 km").alternatives).toContainEqual({ relation: "=", text: "20", unit: "km/L" });
  });

  it("explains how the dimensions combined", () => {
    expect(answer("60 mph * 2.5 h to km").explanation).toBe("speed × time = length");
    expect(answer("3 kg / 2 L").explanation).toBe("mass ÷ volume = density");
    expect(answer("3 m * 4 m").dimension).toBe("area");
  });
});

describe("unit calculator: the parsed expression shows the grouping", () => {
  it.each([
    ["5 ft 3 in + 20 cm to m", "(5 ft + 3 in) + 20 cm → m"],
    ["3 kg / 2 L", "(3 kg) ÷ (2 L)"],
    ["60 mph * 2.5 h to km", "(60 mph) × (2.5 h) → km"],
    ["(3 m)^2 to ft^2", "(3 m)² → ft²"],
    ["1 + 2 * 3", "1 + 2 × 3"],
    ["(1 + 2) * 3", "(1 + 2) × 3"],
    ["8 / 4 / 2", "8 ÷ 4 ÷ 2"],
    ["8 / (4 / 2)", "8 ÷ (4 ÷ 2)"],
    ["2^3^2", "2^(3²)"],
    ["10 feet to metres", "10 ft → m"],
    ["30 mpg to L/100km", "30 mpg → L/100 km"],
  ])("%s reads as %s", (line, parsed) => {
    expect(answer(line).parsed).toBe(parsed);
  });
});

describe("unit calculator: errors, each in words", () => {
  it.each([
    ["5 ft + 2 kg", "You can't add a length (ft) and a mass (kg)"],
    ["2 m + 3 s", "You can't add a length (m) and a time (s)"],
    ["5 kg - 2 m", "You can't subtract a length (m) from a mass (kg)"],
    ["5 + 2 m", "You can't add a plain number and a length (m)"],
    ["5 kg to m", "You can't convert a mass (kg) to a length (m)"],
    ["1.8 m to st lb", "You can't convert a length (m) to a mass (st lb)"],
    ["3 fts", "Unknown unit 'fts' — did you mean 'ft'"],
    ["3 blorgs", "Unknown unit 'blorgs'"],
    // "kb" could be the kilobyte or the kilobit: the calculator names both rather than pick one
    ["1 kb", "Unknown unit 'kb' — did you mean 'kB' or 'kbit'"],
    ["20 °C + 5 °C", "Adding absolute temperatures is ambiguous — use Δ°C"],
    ["2 * 20 °C", "You can't multiply a temperature in °C"],
    ["20 °C / 2", "You can't divide a temperature in °C"],
    ["(20 °C)^2", "You can't raise to a power a temperature in °C"],
    ["-300 °C", "−300 °C is below absolute zero (−273.15 °C)"],
    ["-500 °F to K", "−500 °F is below absolute zero (−459.67 °F)"],
    ["600 °De to K", "600 °De is colder than absolute zero (559.725 °De)"],
    ["20 °C to Δ°F", "°C is a temperature, not a change of temperature"],
    ["1 / 0", "You can't divide by zero"],
    ["5 m / (2 m - 2 m)", "You can't divide by zero"],
    ["(0 m)^-1", "You can't divide by zero"],
    ["0 mpg to L/100 km", "Zero distance per fuel means going nowhere on any fuel: in L/100 km that would be an infinite amount of fuel per distance"],
    ["0 L/100 km to mpg", "Zero fuel per distance means no fuel is used at all: in mpg that would be infinitely far on any fuel"],
    ["5 🙂", "\"🙂\" is not something we can calculate with"],
    ["2 👍🏽 + 1", "\"👍🏽\" is not something we can calculate with"],
    ["2 ^ 1.5", "Powers must be whole numbers"],
    ["2 ^ (3 m)", "A power must be a plain number, not a length (m)"],
    ["2 ^ 65", "That power is too large: use powers from −64 to 64"],
    ["(1e500)^30", "That result is too large to calculate exactly"],
    ["5 ft 3", "\"3\" has no unit"],
    ["5 ft 3 kg", "A value in parts, like 5 ft 3 in, needs one kind of unit: this one mixes a length (ft) and a mass (kg)"],
    ["20 °C 5 °C", "A temperature can't be written in parts"],
    ["(5 m", 'A "(" is never closed'],
    ["5 m)", 'There is a ")" without a matching "("'],
    ["()", "The parentheses are empty"],
    ["5 m +", "The calculation ends too early"],
    ["* 5", 'Put a number or a unit before "*"'],
    ["5 m to", 'Add a unit after "to"'],
    ["to m", 'Put a value before "to"'],
    ["5 m & 3", '"&" is not something we can calculate with'],
    ["1e99999 m", "1e99999 is too large to calculate with"],
    [`${"9".repeat(120)} m`, "is too long: write a number with at most 100 digits"],
  ])("%s → %s", (line, message) => {
    expect(error(line)).toContain(message);
  });

  it("says where the error is", () => {
    const outcome = calculate("5 ft + 3 fts");
    expect(outcome).toMatchObject({ kind: "error", at: 9 });
  });

  it("shows nothing for empty input", () => {
    expect(calculate("")).toEqual({ kind: "empty" });
    expect(calculate("   ")).toEqual({ kind: "empty" });
  });

  it("bounds the input before reading it", () => {
    expect(error("1".repeat(MAX_INPUT_LENGTH + 1))).toMatch(/too long/);
    expect(error(`${"(".repeat(MAX_DEPTH + 1)}1${")".repeat(MAX_DEPTH + 1)}`)).toMatch(/nested too deeply/);
    expect(error(Array.from({ length: 130 }, () => "1").join("+"))).toMatch(/too long/);
    // The largest allowed power of the largest allowed number is refused by its size, before it is built.
    expect(error("(9e2000)^64")).toMatch(/too large to calculate exactly/);
  });
});
